import type { Correction } from '@storefront/domain/on-table/corrections.schema';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { orderCorrections, purchaseItems, purchases } from '../../db/schema.ts';
import { venueWhere } from '../../lib/venue-rows.ts';

// The corrections of table orders (migration 0044, docs/decisions/114-order-corrections.md): one row
// per void, comp, discount or move, written in the correction's transaction; the discounts they set
// on a line or on the bill.

export type CorrectionRow = typeof orderCorrections.$inferSelect;

export async function recordCorrection(tx: Db, row: typeof orderCorrections.$inferInsert): Promise<void> {
  await tx.insert(orderCorrections).values(row);
}

/** An order's corrections, oldest first. */
export async function correctionsOf(db: Db, instanceId: number, purchaseId: string): Promise<Correction[]> {
  const rows = await db
    .select()
    .from(orderCorrections)
    .where(venueWhere(orderCorrections, instanceId, { purchaseId }))
    .orderBy(asc(orderCorrections.seq));
  return rows.map(toCorrection);
}

/** A branch's corrections that took money off bills between two instants (the cash-up's shift). */
export async function correctionsBetween(
  db: Db,
  instanceId: number,
  supplierId: number,
  from: Date,
  to: Date,
): Promise<Pick<CorrectionRow, 'kind' | 'amount'>[]> {
  return db
    .select({ kind: orderCorrections.kind, amount: orderCorrections.amount })
    .from(orderCorrections)
    .where(
      venueWhere(
        orderCorrections,
        instanceId,
        { supplierId },
        gte(orderCorrections.createdAt, from),
        lt(orderCorrections.createdAt, to),
      ),
    );
}

function toCorrection(row: CorrectionRow): Correction {
  return {
    id: row.id,
    kind: row.kind as Correction['kind'],
    item_id: row.itemId,
    amount: row.amount,
    currency: row.currency,
    reason: row.reason,
    actor: row.actor,
    details: row.details,
    created_at: row.createdAt.toISOString(),
  };
}

/** Sets a line's discount (a comp is the whole line). */
export async function setLineDiscount(tx: Db, instanceId: number, itemId: string, discount: number) {
  await tx
    .update(purchaseItems)
    .set({ discount, updatedAt: sql`now()` })
    .where(and(eq(purchaseItems.instanceId, instanceId), eq(purchaseItems.id, itemId)));
}

/** Sets the order's discount (the bill's: `purchaseTotals` takes it off the products). */
export async function setOrderDiscount(tx: Db, instanceId: number, purchaseId: string, discount: number) {
  await tx
    .update(purchases)
    .set({ discount, updatedAt: sql`now()` })
    .where(venueWhere(purchases, instanceId, { id: purchaseId }));
}

/** Moves an order to another place. */
export async function setOrderPlace(tx: Db, instanceId: number, purchaseId: string, placeId: string) {
  await tx
    .update(purchases)
    .set({ tableId: placeId, updatedAt: sql`now()` })
    .where(venueWhere(purchases, instanceId, { id: purchaseId }));
}

/** The last round the order sent to the kitchen (0 for none). */
export async function lastRound(tx: Db, instanceId: number, purchaseId: string): Promise<number> {
  const [row] = rowsOf<{ round: number }>(
    await tx.execute(sql`select coalesce(max(round), 0)::int as round from purchase_items
      where instance_id = ${instanceId} and purchase_id = ${purchaseId}`),
  );
  return row?.round ?? 0;
}

/** Moves everything of order `from` into order `into`: its items (their rounds after `into`'s own,
 * `roundOffset`, and the courses fired of them), its diners (one who sat at both stays once) and
 * its waiter calls. */
export async function mergeContents(
  tx: Db,
  instanceId: number,
  from: string,
  into: string,
  roundOffset: number,
): Promise<void> {
  await tx.execute(sql`insert into kitchen_fires (instance_id, purchase_id, round, course, fired_by, fired_at)
    select instance_id, ${into}::uuid, round + ${roundOffset}::int, course, fired_by, fired_at from kitchen_fires
    where instance_id = ${instanceId} and purchase_id = ${from}::uuid on conflict do nothing`);
  await tx.execute(sql`update purchase_items set purchase_id = ${into}::uuid,
      round = case when round is null then null else round + ${roundOffset}::int end, updated_at = now()
    where instance_id = ${instanceId} and purchase_id = ${from}::uuid`);
  await tx.execute(sql`delete from table_members m where m.instance_id = ${instanceId}
    and m.purchase_id = ${from}::uuid and exists (select 1 from table_members t
      where t.purchase_id = ${into}::uuid and t.profile_id = m.profile_id)`);
  await tx.execute(sql`update table_members set purchase_id = ${into}::uuid
    where instance_id = ${instanceId} and purchase_id = ${from}::uuid`);
  await tx.execute(sql`update waiter_calls set purchase_id = ${into}::uuid
    where instance_id = ${instanceId} and purchase_id = ${from}::uuid`);
}

/** Moves the given items of order `from` to order `into`, with the courses fired of their rounds. */
export async function splitItems(
  tx: Db,
  instanceId: number,
  from: string,
  into: string,
  itemIds: readonly string[],
): Promise<void> {
  const ids = sql`${`{${itemIds.join(',')}}`}::uuid[]`;
  await tx.execute(sql`insert into kitchen_fires (instance_id, purchase_id, round, course, fired_by, fired_at)
    select f.instance_id, ${into}::uuid, f.round, f.course, f.fired_by, f.fired_at from kitchen_fires f
    where f.instance_id = ${instanceId} and f.purchase_id = ${from}::uuid and f.round in (
      select round from purchase_items where instance_id = ${instanceId} and id = any(${ids}))
    on conflict do nothing`);
  await tx.execute(sql`update purchase_items set purchase_id = ${into}::uuid, updated_at = now()
    where instance_id = ${instanceId} and purchase_id = ${from}::uuid and id = any(${ids})`);
}
