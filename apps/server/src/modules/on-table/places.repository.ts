import type { SupplierImport } from '@storefront/domain/venue/venue.schema';
import { and, desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { places } from '../../db/schema.ts';
import { venueRow, venueRows, venueWhere } from '../../lib/venue-rows.ts';

// Places a QR code names (tables, rooms, seat areas, boxes, counters): the only code touching them.

export type PlaceRow = typeof places.$inferSelect;

/** The active place of a branch whose secret code this is; null for an unknown code. */
export async function findPlaceByCode(
  db: Db,
  instanceId: number,
  supplierId: number,
  code: string,
): Promise<PlaceRow | null> {
  return venueRow(db, places, instanceId, { supplierId, code, active: true });
}

export async function getPlace(db: Db, instanceId: number, id: string): Promise<PlaceRow | null> {
  return venueRow(db, places, instanceId, { id });
}

/** The place row locked for the transaction: two diners scanning one table at once take turns, so
 * they join one order instead of opening two. */
export async function lockPlace(tx: Db, instanceId: number, id: string): Promise<void> {
  await tx
    .select({ id: places.id })
    .from(places)
    .where(venueWhere(places, instanceId, { id }))
    .for('update');
}

export async function placesOfSupplier(db: Db, instanceId: number, supplierId: number): Promise<PlaceRow[]> {
  return venueRows(db, places, instanceId, { supplierId, active: true }).orderBy(places.label);
}

/** Every place of a branch for the back office, the retired ones last. */
export async function allPlacesOfSupplier(
  db: Db,
  instanceId: number,
  supplierId: number,
): Promise<PlaceRow[]> {
  return venueRows(db, places, instanceId, { supplierId }).orderBy(desc(places.active), places.label);
}

/** A new place of a branch; null when its code is taken (the caller draws another). */
export async function insertPlace(
  tx: Db,
  values: { instanceId: number; supplierId: number; code: string; label: string; kind: PlaceRow['kind'] },
): Promise<PlaceRow | null> {
  const [row] = await tx.insert(places).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** Changes a place of a branch if it is still at `version` (the back office's check against a
 * concurrent edit); null when it is not (or is not the branch's). */
export async function updatePlace(
  tx: Db,
  instanceId: number,
  supplierId: number,
  id: string,
  version: number,
  set: Partial<Pick<PlaceRow, 'label' | 'kind' | 'active' | 'code'>>,
): Promise<PlaceRow | null> {
  const [row] = await tx
    .update(places)
    .set({ ...set, version: sql`${places.version} + 1`, updatedAt: sql`now()` })
    .where(and(venueWhere(places, instanceId, { supplierId, id }), eq(places.version, version)))
    .returning();
  return row ?? null;
}

/** Import (venue file `suppliers[].tables`): upsert by code, keep ids (orders refer to them), and
 * retire the codes no longer listed. */
export async function writePlaces(
  tx: Db,
  instanceId: number,
  supplierId: number,
  tables: NonNullable<SupplierImport['tables']>,
): Promise<void> {
  for (const table of tables) {
    await tx
      .insert(places)
      .values({ instanceId, supplierId, code: table.code, label: table.label, kind: table.kind })
      .onConflictDoUpdate({
        target: [places.instanceId, places.supplierId, places.code],
        set: { label: table.label, kind: table.kind, active: true, updatedAt: sql`now()` },
      });
  }
  await tx
    .update(places)
    .set({ active: false, updatedAt: sql`now()` })
    .where(
      venueWhere(
        places,
        instanceId,
        { supplierId },
        tables.length > 0
          ? notInArray(
              places.code,
              tables.map((t) => t.code),
            )
          : undefined,
      ),
    );
}
