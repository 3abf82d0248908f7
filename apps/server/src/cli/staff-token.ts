import { createStaffToken } from '../modules/staff/staff.auth.ts';
import { withVenue } from './with-venue.ts';

// npm run staff:token -- <venue-slug> [label]   (docs/staff-api.md)
// Prints a new bearer token for the venue's staff API. Only its hash is stored: copy it now.
async function main() {
  const [slug, ...labelWords] = process.argv.slice(2);
  if (!slug) {
    console.error('Usage: npm run staff:token -- <venue-slug> [label]');
    process.exit(2);
  }
  await withVenue(slug, async (venue, database) => {
    const label = labelWords.join(' ').slice(0, 120) || `cli ${new Date().toISOString()}`;
    console.log(await createStaffToken(database.db, venue.id, label));
  });
}

main().catch((error: unknown) => {
  console.error(`✗ ${(error as Error).message}`);
  process.exit(1);
});
