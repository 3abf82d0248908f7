import type { OrderStatus } from '@storefront/domain/order/order.schema';
import { and, asc, desc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payments, purchaseItems, purchaseRatings, purchases, suppliers } from '../../db/schema.ts';
import { venueWhere } from '../../lib/venue-rows.ts';
import type { PurchaseRow } from '../purchase/purchase.repository.ts';

// Delivery and take-away orders as their diners and staff read and move them.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface OrderRow {
  purchase: PurchaseRow;
  supplierSlug: string;
  supplierLabel: string;
}

/** An order with its branch: the join every order read makes, and what it selects. */
const ofBranch = and(eq(suppliers.instanceId, purchases.instanceId), eq(suppliers.id, purchases.supplierId));
/** Delivery and take-away purchases: the orders of this module (table orders are on-table's). */
const isDeliveryOrTakeAway = inArray(purchases.service, ['delivery', 'take_away']);
const orderColumns = { purchase: purchases, supplierSlug: suppliers.slug, supplierLabel: suppliers.label };

export async function findOrder(db: Db, instanceId: number, id: string): Promise<OrderRow | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db
    .select(orderColumns)
    .from(purchases)
    .innerJoin(suppliers, ofBranch)
    .where(venueWhere(purchases, instanceId, { id }, isDeliveryOrTakeAway));
  return row ?? null;
}

/** A profile's delivery and take-away orders, newest first, with their item counts. */
export async function ordersOf(
  db: Db,
  instanceId: number,
  profileId: string,
  supplierSlug: string | null,
  limit = 50,
) {
  const count = sql<number>`(select coalesce(sum(${purchaseItems.count}), 0)::int from ${purchaseItems}
    where ${purchaseItems.instanceId} = ${purchases.instanceId} and ${purchaseItems.purchaseId} = ${purchases.id}
    and ${purchaseItems.state} <> 'removed')`;
  return db
    .select({ purchase: purchases, supplierSlug: suppliers.slug, count })
    .from(purchases)
    .innerJoin(suppliers, ofBranch)
    .where(
      venueWhere(
        purchases,
        instanceId,
        { profileId },
        isDeliveryOrTakeAway,
        supplierSlug ? eq(suppliers.slug, supplierSlug) : undefined,
      ),
    )
    .orderBy(desc(purchases.createdAt))
    .limit(limit);
}

/** Moves the status only from the one the caller saw (a concurrent move wins, this one changes
 * nothing), and records the change in the order's history. */
export async function moveOrderStatus(
  tx: Db,
  instanceId: number,
  id: string,
  change: { from: OrderStatus; to: OrderStatus; reason: string | null; at: Date },
): Promise<PurchaseRow | null> {
  const entry = JSON.stringify([{ status: change.to, at: change.at.toISOString() }]);
  const [row] = await tx
    .update(purchases)
    .set({
      status: change.to,
      cancelReason: change.to === 'canceled' ? change.reason : sql`${purchases.cancelReason}`,
      closedAt:
        change.to === 'delivered' || change.to === 'canceled' ? change.at : sql`${purchases.closedAt}`,
      details: sql`jsonb_set(${purchases.details}, '{status_history}',
        coalesce(${purchases.details}->'status_history', '[]'::jsonb) || ${entry}::jsonb)`,
      updatedAt: sql`now()`,
      version: sql`${purchases.version} + 1`,
    })
    .where(venueWhere(purchases, instanceId, { id }, eq(purchases.status, change.from)))
    .returning();
  return row ?? null;
}

/** The status of the order's latest payment, if any. */
export async function latestPaymentStatus(db: Db, instanceId: number, purchaseId: string) {
  const [row] = await db
    .select({ status: payments.status })
    .from(payments)
    .where(venueWhere(payments, instanceId, { purchaseId }))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row?.status ?? null;
}

/** The latest payment status of several purchases in one query (lists of orders). */
export async function latestPaymentStatuses(
  db: Db,
  instanceId: number,
  purchaseIds: string[],
): Promise<Map<string, string>> {
  const latest = new Map<string, string>();
  if (purchaseIds.length === 0) return latest;
  const rows = await db
    .select({ purchaseId: payments.purchaseId, status: payments.status })
    .from(payments)
    .where(and(eq(payments.instanceId, instanceId), inArray(payments.purchaseId, purchaseIds)))
    .orderBy(desc(payments.createdAt));
  // newest first: the first row of each purchase is its latest payment
  for (const row of rows) if (!latest.has(row.purchaseId)) latest.set(row.purchaseId, row.status);
  return latest;
}

/** Whether the order has a rating (spec §7 rates.json; the on-table ratings table). */
export async function isRated(db: Db, instanceId: number, purchaseId: string): Promise<boolean> {
  const rows = await db
    .select({ id: purchaseRatings.id })
    .from(purchaseRatings)
    .where(venueWhere(purchaseRatings, instanceId, { purchaseId }))
    .limit(1);
  return rows.length > 0;
}

/** How many orders the kitchen list answers at once; the next page starts after the last one. */
export const KITCHEN_PAGE = 200;

/** A branch's delivery and take-away orders still moving, oldest first, a page at a time (after
 * the order id `after`, by creation time then id; compared in SQL, where the time keeps its
 * microseconds). An order whose online payment is mandatory shows only once it is paid: nothing
 * reaches the kitchen before (docs/decisions/016-delivery.md). */
export async function kitchenOrders(
  db: Db,
  instanceId: number,
  supplierSlug: string,
  after: string | null = null,
  limit = KITCHEN_PAGE,
): Promise<OrderRow[]> {
  return db
    .select(orderColumns)
    .from(purchases)
    .innerJoin(suppliers, ofBranch)
    .where(
      and(
        eq(purchases.instanceId, instanceId),
        eq(suppliers.slug, supplierSlug),
        isDeliveryOrTakeAway,
        inArray(purchases.status, ['on_hold', 'accepted', 'preparation', 'packed', 'on_the_way']),
        or(eq(purchases.paymentMandatory, false), gte(purchases.paidAmount, purchases.total)),
        after
          ? sql`(${purchases.createdAt}, ${purchases.id}) > (select c.created_at, c.id from purchases c
              where c.instance_id = ${instanceId} and c.id = ${after})`
          : undefined,
      ),
    )
    .orderBy(asc(purchases.createdAt), asc(purchases.id))
    .limit(limit);
}
