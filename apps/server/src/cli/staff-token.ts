import { eq } from 'drizzle-orm';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { instances } from '../db/schema.ts';
import { createStaffToken } from '../modules/staff/staff.auth.ts';

// npm run staff:token -- <venue-slug> [label]   (docs/staff-api.md)
// Prints a new bearer token for the venue's staff API. Only its hash is stored: copy it now.
async function main() {
  const [slug, ...labelWords] = process.argv.slice(2);
  if (!slug) {
    console.error('Usage: npm run staff:token -- <venue-slug> [label]');
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await migrate(database.db);
    const [venue] = await database.db
      .select({ id: instances.id })
      .from(instances)
      .where(eq(instances.slug, slug));
    if (!venue) {
      console.error(`✗ No venue with slug "${slug}".`);
      process.exitCode = 1;
      return;
    }
    const label = labelWords.join(' ').slice(0, 120) || `cli ${new Date().toISOString()}`;
    console.log(await createStaffToken(database.db, venue.id, label));
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(`✗ ${(error as Error).message}`);
  process.exit(1);
});
