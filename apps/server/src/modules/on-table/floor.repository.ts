import type { FloorPosition } from '@storefront/domain/on-table/floor.schema';
import { openStatuses } from '@storefront/domain/payment/payment.rules';
import { and, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { floorPositions, payments, purchaseItems, purchases } from '../../db/schema.ts';
import { venueRows, venueWhere } from '../../lib/venue-rows.ts';

// The floor plan's rows (docs/decisions/113-floor-plan.md): where a manager put each place of a
// branch, and what the floor's states are read from, each order's items and payments counted in
// the database rather than read whole.

export type FloorPositionRow = typeof floorPositions.$inferSelect;

/** The positions of a branch's arranged places. */
export function floorPositionsOf(
  db: Db,
  instanceId: number,
  supplierId: number,
): Promise<FloorPositionRow[]> {
  return venueRows(db, floorPositions, instanceId, { supplierId });
}

/** Puts each place where it now stands, in one statement: a place arranged before moves, one
 * arranged for the first time gets its row. */
export async function saveFloorPositions(
  tx: Db,
  instanceId: number,
  supplierId: number,
  list: (FloorPosition & { id: string })[],
): Promise<void> {
  await tx
    .insert(floorPositions)
    .values(
      list.map(({ id, x, y, width, height, shape }) => ({
        instanceId,
        supplierId,
        placeId: id,
        x,
        y,
        width,
        height,
        shape,
      })),
    )
    .onConflictDoUpdate({
      target: [floorPositions.instanceId, floorPositions.placeId],
      set: {
        x: sql`excluded.x`,
        y: sql`excluded.y`,
        width: sql`excluded.width`,
        height: sql`excluded.height`,
        shape: sql`excluded.shape`,
        updatedAt: sql`now()`,
      },
    });
}

/** An open table order of a branch as the floor counts it. */
export interface FloorOrderRow {
  id: string;
  tableId: string;
  total: number;
  paid: number;
  itemsPending: number;
  itemsInKitchen: number;
  paymentsInProgress: number;
}

/** A count of the order's rows in a subquery, as a select field. The subquery stays SQL of its own,
 * which Drizzle renders with its columns qualified (a column written straight into a field of a
 * select from one table is left bare, and `instance_id` would then be the subquery's own). */
const counted = (subquery: SQL) => sql<number>`${subquery}`.mapWith(Number);
const countItems = (states: string[]) =>
  counted(sql`(select count(*) from ${purchaseItems} where ${purchaseItems.instanceId} = ${purchases.instanceId}
    and ${purchaseItems.purchaseId} = ${purchases.id} and ${inArray(purchaseItems.state, states)})`);
const paymentsWaiting =
  counted(sql`(select count(*) from ${payments} where ${payments.instanceId} = ${purchases.instanceId}
  and ${payments.purchaseId} = ${purchases.id} and ${inArray(payments.status, [...openStatuses])})`);

/** A branch's open table orders with their items in the cart and in the kitchen and their payments
 * waiting for an outcome, oldest first, in one statement. */
export function openFloorOrders(db: Db, instanceId: number, supplierId: number): Promise<FloorOrderRow[]> {
  return db
    .select({
      id: purchases.id,
      tableId: sql<string>`${purchases.tableId}`,
      total: purchases.total,
      paid: purchases.paidAmount,
      itemsPending: countItems(['pending']),
      itemsInKitchen: countItems(['ordered', 'prepared']),
      paymentsInProgress: paymentsWaiting,
    })
    .from(purchases)
    .where(
      and(
        venueWhere(purchases, instanceId, { supplierId, service: 'on_table' }),
        isNull(purchases.closedAt),
        isNotNull(purchases.tableId),
      ),
    )
    .orderBy(purchases.createdAt, purchases.id);
}
