import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { Db } from '../../src/db/client.ts';
import {
  instances,
  payments,
  purchases,
  sandboxTransactions,
  suppliers,
  tableMembers,
} from '../../src/db/schema.ts';
import {
  createPurchase,
  insertItems,
  recomputeTotals,
} from '../../src/modules/purchase/purchase.repository.ts';
import { createStaffToken } from '../../src/modules/staff/staff.auth.ts';
import type { TestApp } from './app.ts';
import { auth, type Diner, instanceIdOf, nextIp } from './diners.ts';

// Shared steps of the payment API tests: a purchase to pay, a card token, a payment (diners:
// diners.ts).

/** A purchase of `total` (one item) owned by `owner`, as the ordering modules would create it. */
export async function newPurchase(
  t: TestApp,
  options: {
    slug?: string;
    owner?: Diner | null;
    total?: number;
    service?: 'on_table' | 'delivery' | 'take_away' | 'book';
  } = {},
): Promise<{ id: string; instanceId: number; total: number }> {
  const slug = options.slug ?? 'la-brasa';
  const db = t.database.db;
  const instanceId = await instanceIdOf(db, slug);
  const [venue] = await db
    .select({ currency: instances.currency })
    .from(instances)
    .where(eq(instances.id, instanceId));
  const [branch] = await db
    .select({ id: suppliers.id })
    .from(suppliers)
    .where(eq(suppliers.instanceId, instanceId));
  const total = options.total ?? 80_000;
  const row = await db.transaction(async (tx) => {
    const purchase = await createPurchase(tx as Db, {
      instanceId,
      supplierId: branch!.id,
      profileId: options.owner?.id ?? null,
      service: options.service ?? 'on_table',
      currency: venue!.currency,
    });
    await insertItems(tx as Db, instanceId, purchase.id, [
      {
        productId: 'test-dish',
        name: { es: 'Plato de prueba' },
        unitPrice: total,
        count: 1,
        options: {},
        optionNames: [],
        note: null,
        addedBy: options.owner?.id ?? null,
        state: 'ordered',
      },
    ]);
    return recomputeTotals(tx as Db, instanceId, purchase.id);
  });
  return { id: row.id, instanceId, total: row.total };
}

/** Seats a diner at a table purchase, as joining it with the table's code does: only the table's
 * diners may pay it or read its bill. */
export async function seat(t: TestApp, purchase: { id: string; instanceId: number }, diner: Diner) {
  await t.database.db.insert(tableMembers).values({
    instanceId: purchase.instanceId,
    purchaseId: purchase.id,
    profileId: diner.id,
    nickname: null,
  });
}

export async function purchaseRow(t: TestApp, id: string) {
  const [row] = await t.database.db.select().from(purchases).where(eq(purchases.id, id));
  return row!;
}

export async function paymentRows(t: TestApp, purchaseId: string) {
  return t.database.db.select().from(payments).where(eq(payments.purchaseId, purchaseId));
}

export async function sandboxTransactionOf(t: TestApp, paymentId: string) {
  const [row] = await t.database.db
    .select()
    .from(sandboxTransactions)
    .where(eq(sandboxTransactions.reference, paymentId));
  return row ?? null;
}

export async function sandboxCount(t: TestApp, paymentId: string): Promise<number> {
  const rows = await t.database.db
    .select({ id: sandboxTransactions.id })
    .from(sandboxTransactions)
    .where(and(eq(sandboxTransactions.reference, paymentId)));
  return rows.length;
}

export interface CardInput {
  number: string;
  cvc?: string;
  exp_month?: number;
  exp_year?: number;
}

/** Asks the sandbox gateway for a card token, from an address of its own unless one is given (each
 * address has its own RATE_LIMIT_CARD_TOKENS_PER_MINUTE). */
export function tokenize(
  t: Pick<TestApp, 'app'>,
  host: string,
  card: CardInput,
  remoteAddress = nextIp(),
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/sandbox/cards/tokens',
    remoteAddress,
    headers: { host, lang: 'en' },
    payload: {
      holder_name: 'Ana Gómez',
      number: card.number,
      cvc: card.cvc ?? (card.number.startsWith('37') ? '1234' : '123'),
      exp_month: card.exp_month ?? 12,
      exp_year: card.exp_year ?? new Date().getUTCFullYear() + 3,
      holder_id: '1020304050',
    },
  });
}

export async function cardToken(t: TestApp, host: string, number: string): Promise<string> {
  const res = await tokenize(t, host, { number });
  if (res.statusCode !== 201) throw new Error(`token: ${res.body}`);
  return res.json<{ id: string }>().id;
}

/** A body for POST /payments.json (and the table's manual payment) paying a custom share. */
export function customShare(
  purchaseId: string,
  method: string,
  amount: number,
  extra: Record<string, unknown> = {},
): Record<string, unknown> {
  return { purchase_id: purchaseId, method, amount, ...extra, share: { kind: 'custom' } };
}

export function pay(
  t: TestApp,
  diner: Diner,
  body: Record<string, unknown>,
  key: string = `k-${randomUUID()}`,
  lang = 'en',
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/payments.json',
    headers: { ...auth(diner, lang), 'idempotency-key': key },
    payload: body,
  });
}

export function getPayment(t: TestApp, diner: Diner, id: string): Promise<LightMyRequestResponse> {
  return t.app.inject({ url: `/payments/${id}.json`, headers: auth(diner) });
}

export async function staffBearer(t: TestApp, slug = 'la-brasa'): Promise<string> {
  const token = await createStaffToken(t.database.db, await instanceIdOf(t.database.db, slug), 'caja 1');
  return `Bearer ${token}`;
}

/** Presses a sandbox page's button: an empty form post to `${page}/${decision}`. */
export async function postForm(
  t: TestApp,
  host: string,
  page: string,
  decision: string,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: `${page}/${decision}`,
    headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
}

/** The path and query of an absolute or relative URL. */
export function pathOf(location: string): string {
  const url = new URL(location, 'http://x.localhost');
  return `${url.pathname}${url.search}`;
}
