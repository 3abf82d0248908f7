import type { SupplierImport } from '@storefront/domain/venue/venue.schema';
import type { Db } from '../../db/client.ts';
import { bookingSettings, bookingZones } from '../../db/schema.ts';
import { deactivateOtherZones, importedBranches, type VenueImportStep } from '../../lib/venue-import.ts';
import { venueWhere } from '../../lib/venue-rows.ts';

// The booking part of a venue file (docs/venues.md#bookings), written inside writeVenue's
// transaction. A branch whose file has no `booking` block loses its settings (it takes no more
// bookings); zones gone from the file are deactivated, so the bookings that name them keep meaning.

/** A branch's booking settings and zones; null takes no more bookings. Zones gone from the list
 * are deactivated, so the bookings that name them keep their meaning. The back office's branch
 * settings write through this too. */
export async function writeBookingSettings(
  tx: Db,
  instanceId: number,
  supplierId: number,
  settings: SupplierImport['booking'],
): Promise<void> {
  if (!settings) {
    await tx.delete(bookingSettings).where(venueWhere(bookingSettings, instanceId, { supplierId }));
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
  await deactivateOtherZones(tx, bookingZones, { instanceId, supplierId }, keys);
}

export const importBookings: VenueImportStep = async (tx, instanceId, venue, branchIds) => {
  for (const [supplier, supplierId] of importedBranches(venue.suppliers, branchIds)) {
    await writeBookingSettings(tx, instanceId, supplierId, supplier.booking);
  }
};
