import type { VenueImport } from '@storefront/domain/venue/venue.schema';
import type { Db } from '../../db/client.ts';
import { importedBranches } from '../../lib/venue-import.ts';
import { writePlaces } from './places.repository.ts';

// The on-table part of a venue file (docs/venues.md): each branch's places (`suppliers[].tables`),
// written inside writeVenue's transaction. The venue import composes this step from above.

/** Writes the places of every branch of the file; `branchIds` maps the file's branch slugs to ids. */
export async function importOnTable(
  tx: Db,
  instanceId: number,
  suppliers: VenueImport['suppliers'],
  branchIds: ReadonlyMap<string, number>,
): Promise<void> {
  for (const [supplier, supplierId] of importedBranches(suppliers, branchIds)) {
    await writePlaces(tx, instanceId, supplierId, supplier.tables);
  }
}
