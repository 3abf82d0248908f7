import type { SupplierImport, VenueImport } from '@storefront/domain/venue/venue.schema';
import { and, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { bookingZones, deliveryZones } from '../db/schema.ts';

// What the modules' parts of a venue import share, inside writeVenue's transaction (docs/venues.md).

/** A module's part of a venue import: what the file says about that module, for the venue and the
 * branches writeVenue wrote (`branchIds` maps the file's branch slugs to ids). */
export type VenueImportStep = (
  tx: Db,
  instanceId: number,
  venue: VenueImport,
  branchIds: ReadonlyMap<string, number>,
) => Promise<void>;

/** The branches of the file that writeVenue wrote, each with its id (`branchIds` maps the file's
 * branch slugs to ids). */
export function* importedBranches(
  suppliers: readonly SupplierImport[],
  branchIds: ReadonlyMap<string, number>,
): Generator<[SupplierImport, number]> {
  for (const supplier of suppliers) {
    const supplierId = branchIds.get(supplier.slug);
    if (supplierId !== undefined) yield [supplier, supplierId];
  }
}

/** The tables of a branch's zones a venue file lists by key (booking zones, delivery zones). */
type ZoneTable = typeof bookingZones | typeof deliveryZones;

/** After an import wrote a branch's zones: every other zone of that branch is deactivated, never
 * deleted, so the bookings and orders that name it keep their zone (docs/venues.md:
 * delivery zones and bookings). */
export async function deactivateOtherZones(
  tx: Db,
  table: ZoneTable,
  branch: { instanceId: number; supplierId: number },
  keys: string[],
): Promise<void> {
  await tx
    .update(table)
    .set({ active: false })
    .where(
      and(
        eq(table.instanceId, branch.instanceId),
        eq(table.supplierId, branch.supplierId),
        keys.length > 0 ? notInArray(table.key, keys) : undefined,
      ),
    );
}
