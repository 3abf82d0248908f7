import type { KitchenCourse } from '@storefront/domain/staff/kitchen-stations.rules';
import { inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { domainEvents, kitchenFires, products, purchaseItems } from '../../db/schema.ts';
import { venueWhere } from '../../lib/venue-rows.ts';
import { staffTopic } from '../../plugins/events.ts';

// The kitchen board's reads of the events outbox, the products' stations and courses, the fired
// courses, and the bumps of items (ADR 108).

/** When each table round reached the kitchen: its `round` event in the outbox (two days back). */
export async function roundTimes(db: Db, instanceId: number, supplierId: number) {
  const rows = await db
    .select({
      purchaseId: sql<string>`${domainEvents.payload}->>'purchase_id'`,
      round: sql<string>`${domainEvents.payload}->>'round'`,
      at: domainEvents.createdAt,
    })
    .from(domainEvents)
    .where(
      venueWhere(
        domainEvents,
        instanceId,
        { topic: staffTopic(supplierId) },
        sql`${domainEvents.payload}->>'type' = 'round'`,
        sql`${domainEvents.createdAt} > now() - interval '2 days'`,
      ),
    );
  return new Map(rows.map((row) => [`${row.purchaseId}:${row.round}`, row.at]));
}

/** The station and course of each product named (by key): the board its items go to. */
export async function productRouting(db: Db, instanceId: number, keys: readonly string[]) {
  if (keys.length === 0) return new Map<string, { station: string | null; course: string | null }>();
  const rows = await db
    .select({ key: products.key, station: products.station, course: products.course })
    .from(products)
    .where(venueWhere(products, instanceId, {}, inArray(products.key, [...new Set(keys)])));
  return new Map(rows.map((row) => [row.key, { station: row.station, course: row.course }]));
}

/** Every product of the venue that names a station: key → station (a station's board routes the
 * items of online orders with it). */
export async function productStations(db: Db, instanceId: number): Promise<Record<string, string>> {
  const rows = await db
    .select({ key: products.key, station: products.station })
    .from(products)
    .where(venueWhere(products, instanceId, {}, isNotNull(products.station)));
  return Object.fromEntries(rows.map((row) => [row.key, row.station!]));
}

/** The courses fired of each round (`purchase:round`) of the purchases named. */
export async function firedCourses(db: Db, instanceId: number, purchaseIds: readonly string[]) {
  const fired = new Map<string, Set<KitchenCourse>>();
  if (purchaseIds.length === 0) return fired;
  const rows = await db
    .select({ purchaseId: kitchenFires.purchaseId, round: kitchenFires.round, course: kitchenFires.course })
    .from(kitchenFires)
    .where(venueWhere(kitchenFires, instanceId, {}, inArray(kitchenFires.purchaseId, [...purchaseIds])));
  for (const row of rows) {
    const key = `${row.purchaseId}:${row.round}`;
    fired.set(key, (fired.get(key) ?? new Set()).add(row.course as KitchenCourse));
  }
  return fired;
}

/** Records a fired course; false when it was fired already (a second tablet at the same time). */
export async function fireCourse(
  tx: Db,
  fire: { instanceId: number; purchaseId: string; round: number; course: KitchenCourse; firedBy: string },
): Promise<boolean> {
  const rows = await tx
    .insert(kitchenFires)
    .values(fire)
    .onConflictDoNothing()
    .returning({ course: kitchenFires.course });
  return rows.length > 0;
}

export type KitchenItemRow = { id: string; productId: string; round: number; state: string };

/** A purchase's items sent to the kitchen (ordered, prepared or delivered: a delivered starter
 * still makes its round's main a later course), with their round. */
export async function kitchenItemsOf(
  db: Db,
  instanceId: number,
  purchaseId: string,
): Promise<KitchenItemRow[]> {
  const rows = await db
    .select({
      id: purchaseItems.id,
      productId: purchaseItems.productId,
      round: purchaseItems.round,
      state: purchaseItems.state,
    })
    .from(purchaseItems)
    .where(
      venueWhere(
        purchaseItems,
        instanceId,
        { purchaseId },
        inArray(purchaseItems.state, ['ordered', 'prepared', 'delivered']),
      ),
    );
  return rows.flatMap((row) => (row.round === null ? [] : [{ ...row, round: row.round }]));
}
