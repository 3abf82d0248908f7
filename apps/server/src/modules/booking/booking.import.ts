import type { VenueImport } from '@storefront/domain/venue/venue.schema';
import { and, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { bookingSettings, bookingZones } from '../../db/schema.ts';

// The booking part of a venue file (docs/venues.md#bookings), written inside writeVenue's
// transaction. A branch whose file has no `booking` block loses its settings (it takes no more
// bookings); zones gone from the file are deactivated, so the bookings that name them keep meaning.

export async function importBookings(
  tx: Db,
  instanceId: number,
  venue: VenueImport,
  branchIds: ReadonlyMap<string, number>,
): Promise<void> {
  for (const supplier of venue.suppliers) {
    const supplierId = branchIds.get(supplier.slug);
    if (supplierId === undefined) continue;
    const settings = supplier.booking;
    if (!settings) {
      await tx
        .delete(bookingSettings)
        .where(and(eq(bookingSettings.instanceId, instanceId), eq(bookingSettings.supplierId, supplierId)));
    } else {
      await tx
        .insert(bookingSettings)
        .values({ instanceId, supplierId, settings })
        .onConflictDoUpdate({ target: bookingSettings.supplierId, set: { settings, updatedAt: new Date() } });
    }
    const zones = settings?.zones ?? [];
    for (const [position, zone] of zones.entries()) {
      const values = {
        instanceId,
        supplierId,
        key: zone.key,
        name: zone.name,
        seats: zone.seats,
        active: true,
        position,
      };
      await tx
        .insert(bookingZones)
        .values(values)
        .onConflictDoUpdate({ target: [bookingZones.supplierId, bookingZones.key], set: values });
    }
    const keys = zones.map((zone) => zone.key);
    await tx
      .update(bookingZones)
      .set({ active: false })
      .where(
        and(
          eq(bookingZones.instanceId, instanceId),
          eq(bookingZones.supplierId, supplierId),
          keys.length > 0 ? notInArray(bookingZones.key, keys) : undefined,
        ),
      );
  }
}
