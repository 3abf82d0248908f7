import type { StaffOrder } from '@storefront/domain/on-table/staff.schema';
import type { PaymentMethod, PaymentStatus } from '@storefront/domain/payment/payment.schema';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { purchaseItems, purchases } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { purchaseTopic, staffTopic } from '../../plugins/events.ts';
import { paymentsOfPurchase } from '../on-table/bill.repository.ts';
import { getPlace } from '../on-table/places.repository.ts';
import { resolveSupplier, toPlace } from '../on-table/table-access.ts';
import { finishIfServed } from '../on-table/table-kitchen.ts';
import { listMembers } from '../on-table/table-members.repository.ts';
import { callsOfPurchase, type WaiterCallRow } from '../on-table/waiter-calls.repository.ts';
import { toPurchase } from '../purchase/purchase.mapper.ts';
import { findPurchase, listItems, lockPurchase, type PurchaseRow } from '../purchase/purchase.repository.ts';

// The staff side of on-table ordering (docs/staff-api.md). Everything is scoped to the venue of
// the bearer token; another venue's order answers 404 like one that does not exist.

export const notFound = () => new AppError(404, 'not_found');

export async function branchOf(db: Db, instanceId: number, ref: string) {
  const supplier = await resolveSupplier(db, instanceId, ref);
  if (!supplier) throw new AppError(404, 'supplier_not_found');
  return supplier;
}

export function toCall(row: WaiterCallRow, table: string | null) {
  return {
    id: row.id,
    reason: row.reason,
    status: row.status,
    note: row.note,
    created_at: row.createdAt.toISOString(),
    purchase_id: row.purchaseId,
    table,
    payment_id: row.paymentId,
  };
}

export async function staffOrder(db: Db, instanceId: number, row: PurchaseRow): Promise<StaffOrder> {
  const place = row.tableId ? await getPlace(db, instanceId, row.tableId) : null;
  if (!place) throw notFound();
  const [items, members, list, calls] = await Promise.all([
    listItems(db, instanceId, row.id),
    listMembers(db, instanceId, row.id),
    paymentsOfPurchase(db, instanceId, row.id),
    callsOfPurchase(db, instanceId, row.id),
  ]);
  const nick = new Map(members.map((m) => [m.profileId, m.nickname]));
  const details = row.details as Record<string, unknown>;
  const { rate_token: rateToken, ...shown } = details;
  return {
    purchase: toPurchase(
      row,
      items.map((item) => ({
        ...item,
        addedByName: (item.addedBy && nick.get(item.addedBy)) || item.addedByName,
      })),
    ),
    table: { ...toPlace(place), code: place.code },
    details: shown,
    members: members.map((m) => ({ nickname: m.nickname })),
    payments: list.map((p) => ({
      id: p.id,
      method: p.method as PaymentMethod,
      status: p.status as PaymentStatus,
      amount: p.amount,
      tip: p.tip,
      share: p.share,
      nickname: (p.profileId && nick.get(p.profileId)) || null,
      mine: false,
      created_at: p.createdAt.toISOString(),
    })),
    calls: calls.map((call) => toCall(call, place.label)),
    rate_path: typeof rateToken === 'string' ? `/ratecluvi/${row.id}/${rateToken}` : null,
  };
}

export async function onTablePurchase(
  db: Db,
  instanceId: number,
  id: string,
  lock = false,
): Promise<PurchaseRow> {
  const row = lock ? await lockPurchase(db, instanceId, id) : await findPurchase(db, instanceId, id);
  if (row?.service !== 'on_table' || !row.tableId) throw notFound();
  return row;
}

export async function getStaffOrder(app: FastifyInstance, instanceId: number, id: string) {
  return staffOrder(app.db, instanceId, await onTablePurchase(app.db, instanceId, id));
}

/** Open table orders of a branch, and closed ones whose kitchen work is not delivered yet. */
export async function openOrders(app: FastifyInstance, instanceId: number, supplierRef: string) {
  const supplier = await branchOf(app.db, instanceId, supplierRef);
  const undelivered = sql`exists (select 1 from ${purchaseItems} where ${purchaseItems.instanceId} = ${purchases.instanceId}
    and ${purchaseItems.purchaseId} = ${purchases.id} and ${purchaseItems.state} in ('ordered', 'prepared'))`;
  const rows = await app.db
    .select()
    .from(purchases)
    .where(
      and(
        eq(purchases.instanceId, instanceId),
        eq(purchases.supplierId, supplier.id),
        eq(purchases.service, 'on_table'),
        sql`(${isNull(purchases.closedAt)} or ${undelivered})`,
      ),
    )
    .orderBy(desc(purchases.createdAt))
    .limit(100);
  return Promise.all(rows.map((row) => staffOrder(app.db, instanceId, row)));
}

/** Marks a round's items prepared or delivered (only forward: ordered -> prepared -> delivered). */
export async function markRound(
  app: FastifyInstance,
  staff: { instanceId: number; label: string },
  purchaseId: string,
  round: number,
  state: 'prepared' | 'delivered',
) {
  const from = state === 'prepared' ? ['ordered'] : ['ordered', 'prepared'];
  const events: [string, Record<string, unknown>][] = [];
  const row = await app.db.transaction(async (tx) => {
    const purchase = await onTablePurchase(tx as Db, staff.instanceId, purchaseId, true);
    const changed = await tx
      .update(purchaseItems)
      .set({ state, updatedAt: sql`now()` })
      .where(
        and(
          eq(purchaseItems.instanceId, staff.instanceId),
          eq(purchaseItems.purchaseId, purchase.id),
          eq(purchaseItems.round, round),
          inArray(purchaseItems.state, from),
        ),
      )
      .returning({ id: purchaseItems.id });
    if (changed.length === 0) throw new AppError(409, 'conflict');
    // the staff handing over the last of a paid-first order (a counter, a room's door)
    if (state === 'delivered') await finishIfServed(tx as Db, purchase);
    events.push([purchaseTopic(purchase.id), { type: 'round', round, state }]);
    // every kitchen board and waiter of the branch moves the ticket too (issue 17)
    events.push([
      staffTopic(purchase.supplierId),
      { type: 'round_state', purchase_id: purchase.id, round, state },
    ]);
    return purchase;
  });
  for (const [topic, payload] of events) await app.events.publish(staff.instanceId, topic, payload);
  return getStaffOrder(app, staff.instanceId, row.id);
}

/** Closes a table's bill without an app payment (paid at the counter, or written off). */
export async function closeBill(app: FastifyInstance, instanceId: number, purchaseId: string) {
  await app.db.transaction(async (tx) => {
    const purchase = await onTablePurchase(tx as Db, instanceId, purchaseId, true);
    if (purchase.closedAt) return;
    await tx
      .update(purchases)
      .set({ closedAt: sql`now()`, status: 'finished', updatedAt: sql`now()` })
      .where(and(eq(purchases.instanceId, instanceId), eq(purchases.id, purchase.id)));
  });
  await app.events.publish(instanceId, purchaseTopic(purchaseId), { type: 'closed' });
  return getStaffOrder(app, instanceId, purchaseId);
}
