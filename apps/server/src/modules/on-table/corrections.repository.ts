import type { Correction } from '@storefront/domain/on-table/corrections.schema';
import { and, asc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
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
