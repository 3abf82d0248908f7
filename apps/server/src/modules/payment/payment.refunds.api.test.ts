import type { StaffRole } from '@storefront/domain/staff/staff-roles.rules';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fileApp, storeName } from '../../../test/support/app.ts';
import { type Diner, hostOf, newDiner } from '../../../test/support/diners.ts';
import {
  cardToken,
  customShare,
  newPurchase,
  pay,
  purchaseRow,
  sandboxTransactionOf,
  staffBearer,
} from '../../../test/support/payments.ts';
import { StaffConsole } from '../../../test/support/staff-console.ts';
import { OnTableHarness } from '../../../test/support/table-orders.ts';
import { paymentRefunds, payments, sandboxTransactions } from '../../db/schema.ts';

// Refunds by staff, whole or in parts (docs/decisions/117-partial-refunds.md): through the gateway
// for a card payment (the sandbox gives back parts too), by hand for cash; each refund recorded; the
// payment paid while some is left, refunded with the last of it; the purchase's paid amount exactly
// what stayed; an over-refund, zero and a payment not paid refused; a retry with the same
// Idempotency-Key is the same refund; refunds at once never give back more than was paid; only
// owners and managers; another venue's host finds nothing.

const h = fileApp(
  async () => new OnTableHarness(await createTestApp({ RATE_LIMIT_PROFILES_PER_MINUTE: '100000' })),
);
const staffConsole = new StaffConsole(h);
let bearer: string;
let diner: Diner;
const people: Partial<Record<StaffRole, { cookie: string }>> = {};
let n = 0;
const newKey = () => `refund-test-${n++}-${Date.now()}`;

beforeAll(async () => {
  bearer = await staffBearer(h.t);
  diner = await newDiner(h.t);
  for (const role of ['owner', 'manager', 'waiter', 'kitchen'] as const)
    people[role] = await staffConsole.member('la-brasa', role);
});

function refund(paymentId: string, body: object, key: string = newKey(), authorization = bearer) {
  return h.t.app.inject({
    method: 'POST',
    url: `/staff/payments/${paymentId}/refund`,
    headers: { host: hostOf('la-brasa'), authorization, 'idempotency-key': key, lang: 'en' },
    payload: body,
  });
}

/** A take-away purchase of `amount` paid by card with `tip`: the payment. */
async function paidByCard(amount: number, tip: number): Promise<{ id: string; purchaseId: string }> {
  const purchase = await newPurchase(h.t, { owner: diner, total: amount, service: 'take_away' });
  const res = await pay(h.t, diner, {
    purchase_id: purchase.id,
    method: 'card',
    amount,
    tip,
    card_token: await cardToken(h.t, diner.host, '4242424242424242'),
  });
  expect(res.statusCode, res.body).toBe(201);
  expect(res.json().status).toBe('paid');
  return { id: res.json().id, purchaseId: purchase.id };
}

/** A purchase of `amount` paid in cash, settled by staff: the payment. */
async function paidInCash(amount: number): Promise<{ id: string; purchaseId: string }> {
  const purchase = await newPurchase(h.t, { owner: diner, total: amount, service: 'take_away' });
  const res = await pay(h.t, diner, { purchase_id: purchase.id, method: 'cash', amount });
  expect(res.statusCode, res.body).toBe(201);
  const settled = await h.t.app.inject({
    method: 'POST',
    url: `/staff/payments/${res.json().id}/settle`,
    headers: { host: hostOf('la-brasa'), authorization: bearer },
    payload: { status: 'paid' },
  });
  expect(settled.statusCode, settled.body).toBe(200);
  return { id: res.json().id, purchaseId: purchase.id };
}

const refundsOf = (paymentId: string) =>
  h.t.database.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, paymentId));

describe(`refunds by staff, whole or in parts (${storeName})`, () => {
  it('refunds a card payment whole through the gateway: refunded, one refund, the money leaves the purchase', async () => {
    const payment = await paidByCard(30_000, 3_000);
    expect((await purchaseRow(h.t, payment.purchaseId)).paidAmount).toBe(33_000);
    const res = await refund(payment.id, { reason: 'wrong table' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'refunded', refunded_amount: 33_000 });
    expect((await sandboxTransactionOf(h.t, payment.id))!).toMatchObject({
      status: 'REFUNDED',
      refunded: 33_000,
    });
    expect(await refundsOf(payment.id)).toMatchObject([
      { amount: 33_000, reason: 'wrong table', refundedBy: 'caja 1' },
    ]);
    expect((await purchaseRow(h.t, payment.purchaseId)).paidAmount).toBe(0);
  });

  it('refunds a card payment in two parts: paid with its refunded amount, then refunded with the last of it', async () => {
    const payment = await paidByCard(20_000, 2_000);
    const first = await refund(payment.id, { amount: 5_000, reason: 'cold soup' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ status: 'paid', refunded_amount: 5_000 });
    // the purchase's paid amount is exactly what stayed
    expect((await purchaseRow(h.t, payment.purchaseId)).paidAmount).toBe(17_000);
    expect((await sandboxTransactionOf(h.t, payment.id))!).toMatchObject({
      status: 'APPROVED',
      refunded: 5_000,
    });

    const over = await refund(payment.id, { amount: 17_001 });
    expect(over.statusCode, over.body).toBe(409);
    expect(over.json()).toMatchObject({
      key: 'refund_exceeds_refundable',
      params: { refundable_amount: 17_000 },
    });
    expect(over.json().message).toContain('17.000');

    const rest = await refund(payment.id, { amount: 17_000 });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json()).toMatchObject({ status: 'refunded', refunded_amount: 22_000 });
    expect((await sandboxTransactionOf(h.t, payment.id))!).toMatchObject({
      status: 'REFUNDED',
      refunded: 22_000,
    });
    const rows = await refundsOf(payment.id);
    expect(rows.map((r) => r.amount).sort((a, b) => a - b)).toEqual([5_000, 17_000]);
    expect((await purchaseRow(h.t, payment.purchaseId)).paidAmount).toBe(0);

    // nothing is left: a refunded payment is not paid any more
    const again = await refund(payment.id, { amount: 1 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ key: 'refund_not_paid' });
  });

  it('refunds cash by hand in parts; refuses zero, and a payment that is not paid', async () => {
    const payment = await paidInCash(12_000);
    const part = await refund(payment.id, { amount: 2_000 });
    expect(part.json()).toMatchObject({ status: 'paid', refunded_amount: 2_000 });
    expect((await purchaseRow(h.t, payment.purchaseId)).paidAmount).toBe(10_000);

    const zero = await refund(payment.id, { amount: 0 });
    expect(zero.statusCode, zero.body).toBe(422);
    expect(zero.json()).toMatchObject({ key: 'refund_amount_invalid' });
    const fraction = await refund(payment.id, { amount: 1.5 });
    expect(fraction.statusCode).toBe(400);

    const purchase = await newPurchase(h.t, { owner: diner, total: 5_000 });
    const waiting = (await pay(h.t, diner, customShare(purchase.id, 'cash', 1_000))).json();
    const notPaid = await refund(waiting.id, { amount: 500 });
    expect(notPaid.statusCode).toBe(409);
    expect(notPaid.json()).toMatchObject({ key: 'refund_not_paid' });
    expect(await refundsOf(waiting.id)).toEqual([]);
  });

  it('answers a retry with the same Idempotency-Key with the first refund, giving nothing back twice', async () => {
    const payment = await paidByCard(10_000, 0);
    const key = newKey();
    const first = await refund(payment.id, { amount: 3_000 }, key);
    const retry = await refund(payment.id, { amount: 3_000 }, key);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect(await refundsOf(payment.id)).toHaveLength(1);
    expect((await sandboxTransactionOf(h.t, payment.id))!.refunded).toBe(3_000);
    // the same key for another amount is not the same refund
    const other = await refund(payment.id, { amount: 4_000 }, key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({ key: 'idempotency_conflict' });
    // without a key, nothing is given back
    const keyless = await h.t.app.inject({
      method: 'POST',
      url: `/staff/payments/${payment.id}/refund`,
      headers: { host: hostOf('la-brasa'), authorization: bearer },
      payload: { amount: 1_000 },
    });
    expect(keyless.statusCode).toBe(400);
    expect((await purchaseRow(h.t, payment.purchaseId)).paidAmount).toBe(7_000);
  });

  it('records nothing when the gateway refuses', async () => {
    const payment = await paidByCard(10_000, 0);
    // the gateway gave back part of the charge on its own side: it refuses more than is left there
    await h.t.database.db
      .update(sandboxTransactions)
      .set({ refunded: 9_000 })
      .where(eq(sandboxTransactions.reference, payment.id));
    const res = await refund(payment.id, { amount: 5_000 });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json()).toMatchObject({ key: 'refund_exceeds_refundable' });
    expect(await refundsOf(payment.id)).toEqual([]);
    const [row] = await h.t.database.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row).toMatchObject({ status: 'paid', refundedAmount: 0 });
    expect((await purchaseRow(h.t, payment.purchaseId)).paidAmount).toBe(10_000);
  });

  it('never gives back more than was paid when refunds come at once: exactly the ones that fit succeed', async () => {
    const payment = await paidByCard(10_000, 0);
    const answers = await Promise.all(Array.from({ length: 5 }, () => refund(payment.id, { amount: 3_000 })));
    const ok = answers.filter((res) => res.statusCode === 200);
    expect(ok).toHaveLength(3);
    for (const res of answers.filter((r) => r.statusCode !== 200)) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({ key: 'refund_exceeds_refundable' });
    }
    const [row] = await h.t.database.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row).toMatchObject({ status: 'paid', refundedAmount: 9_000 });
    expect(await refundsOf(payment.id)).toHaveLength(3);
    expect((await sandboxTransactionOf(h.t, payment.id))!.refunded).toBe(9_000);
    expect((await purchaseRow(h.t, payment.purchaseId)).paidAmount).toBe(1_000);
  });

  it('lets owners and managers refund, never waiters or the kitchen', async () => {
    const payment = await paidInCash(8_000);
    const as = (role: StaffRole, amount: number) =>
      staffConsole.call('la-brasa', 'POST', `/staff/payments/${payment.id}/refund`, {
        cookie: people[role]!.cookie,
        payload: { amount },
        headers: { 'idempotency-key': newKey() },
      });
    for (const role of ['waiter', 'kitchen'] as const) {
      const res = await as(role, 1_000);
      expect(res.statusCode, `${role}: ${res.body}`).toBe(403);
    }
    expect(await refundsOf(payment.id)).toEqual([]);
    for (const role of ['owner', 'manager'] as const) {
      const res = await as(role, 1_000);
      expect(res.statusCode, `${role}: ${res.body}`).toBe(200);
    }
    expect((await refundsOf(payment.id)).map((r) => r.amount)).toEqual([1_000, 1_000]);
    // the manager gives back the rest: each refund names who gave it, and the payment still names
    // who took the money at the till (the cash-up's tips per person)
    const rest = await as('manager', 6_000);
    expect(rest.json()).toMatchObject({ status: 'refunded', refunded_amount: 8_000 });
    const [row] = await h.t.database.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row!.settledBy).toBe('caja 1');
    expect(new Set((await refundsOf(payment.id)).map((r) => r.refundedBy)).has('caja 1')).toBe(false);
  });

  it('finds nothing of another venue: its token on our host, ours on its host', async () => {
    const payment = await paidInCash(6_000);
    const theirs = await refund(
      payment.id,
      { amount: 1_000 },
      newKey(),
      await staffBearer(h.t, 'taqueria-el-sol'),
    );
    expect(theirs.statusCode).toBe(401);
    const elsewhere = await h.t.app.inject({
      method: 'POST',
      url: `/staff/payments/${payment.id}/refund`,
      headers: {
        host: hostOf('taqueria-el-sol'),
        authorization: await staffBearer(h.t, 'taqueria-el-sol'),
        'idempotency-key': newKey(),
      },
      payload: { amount: 1_000 },
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toMatchObject({ key: 'not_found' });
    expect(await refundsOf(payment.id)).toEqual([]);
  });
});
