import type { Location } from '@storefront/domain/delivery/delivery.schema';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { savedLocations } from '../../db/schema.ts';
import { venueRows, venueWhere } from '../../lib/venue-rows.ts';

// A diner's saved delivery addresses (spec §3 Location; /my-location).

type Row = typeof savedLocations.$inferSelect;
export type NewLocation = Omit<typeof savedLocations.$inferInsert, 'id' | 'createdAt' | 'lastUsedAt'>;

export function toLocation(row: Row): Location {
  return {
    id: row.id,
    latitude: row.latitude,
    longitude: row.longitude,
    address: row.address,
    address_optional: row.addressOptional,
    location_price: row.locationPrice,
    city: row.city,
    formatted_address: row.formattedAddress,
    place_id: row.placeId,
    label: row.label,
    phone_code: row.phoneCode,
    supplier_id: row.supplierId,
    polygon_id: row.polygonId,
    neighbourhood: row.neighbourhood,
    reference: row.reference,
  };
}

export async function listLocations(
  db: Db,
  instanceId: number,
  profileId: string,
  limit = 20,
): Promise<Location[]> {
  const rows = await venueRows(db, savedLocations, instanceId, { profileId })
    .orderBy(desc(savedLocations.lastUsedAt))
    .limit(limit);
  return rows.map(toLocation);
}

/** Saves an address; the same address saved again is refreshed, not duplicated. */
export async function saveLocation(db: Db, values: NewLocation): Promise<Location> {
  return db.transaction(async (tx) => {
    const [same] = await tx
      .select({ id: savedLocations.id })
      .from(savedLocations)
      .where(
        and(
          eq(savedLocations.instanceId, values.instanceId),
          eq(savedLocations.profileId, values.profileId),
          sql`lower(${savedLocations.address}) = lower(${values.address})`,
          sql`lower(${savedLocations.city}) = lower(${values.city})`,
          eq(savedLocations.addressOptional, values.addressOptional ?? ''),
        ),
      )
      .limit(1);
    if (same) {
      const [row] = await tx
        .update(savedLocations)
        .set({ ...values, lastUsedAt: sql`now()` })
        .where(eq(savedLocations.id, same.id))
        .returning();
      return toLocation(row!);
    }
    const [row] = await tx.insert(savedLocations).values(values).returning();
    return toLocation(row!);
  });
}

export async function deleteLocation(
  db: Db,
  instanceId: number,
  profileId: string,
  id: string,
): Promise<boolean> {
  const rows = await db
    .delete(savedLocations)
    .where(venueWhere(savedLocations, instanceId, { profileId, id }))
    .returning({ id: savedLocations.id });
  return rows.length > 0;
}
