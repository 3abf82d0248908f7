import { gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { slotCounters } from '../../db/schema.ts';
import { venueWhere } from '../../lib/venue-rows.ts';

/** Orders taken per slot start (ISO) of a branch, from `from` on. */
export async function takenSlots(
  db: Db,
  instanceId: number,
  supplierId: number,
  from: Date,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ start: slotCounters.slotStart, taken: slotCounters.taken })
    .from(slotCounters)
    .where(venueWhere(slotCounters, instanceId, { supplierId }, gte(slotCounters.slotStart, from)));
  return new Map(rows.map((row) => [row.start.toISOString(), row.taken]));
}

/** Takes a place in a slot with a conditional upsert (architecture §5): false when it is full. */
export async function takeSlot(
  tx: Db,
  instanceId: number,
  supplierId: number,
  start: Date,
  capacity: number,
): Promise<boolean> {
  const rows = await tx
    .insert(slotCounters)
    .values({ instanceId, supplierId, slotStart: start, taken: 1, capacity })
    .onConflictDoUpdate({
      target: [slotCounters.supplierId, slotCounters.slotStart],
      set: { taken: sql`${slotCounters.taken} + 1` },
      setWhere: sql`${slotCounters.taken} < ${slotCounters.capacity}`,
    })
    .returning({ taken: slotCounters.taken });
  return rows.length > 0;
}

/** Frees a place (a canceled order). */
export async function returnSlot(tx: Db, instanceId: number, supplierId: number, start: Date): Promise<void> {
  await tx
    .update(slotCounters)
    .set({ taken: sql`greatest(0, ${slotCounters.taken} - 1)` })
    .where(venueWhere(slotCounters, instanceId, { supplierId, slotStart: start }));
}
