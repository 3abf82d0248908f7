import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { AggregateVenueImportError, importVenues } from '../modules/venue/venue.import.ts';

// npm run venue:import -- <file-or-directory>   (format: docs/venues.md)
async function main() {
  const path = process.argv[2];
  if (!path) {
    console.error('Usage: npm run venue:import -- <venue.json | directory of venue files>');
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await migrate(database.db);
    const { imported } = await importVenues(database.db, path);
    for (const venue of imported)
      console.log(`✓ ${venue.file}: venue "${venue.slug}" (id ${venue.instanceId})`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof AggregateVenueImportError) {
    console.error(`✗ Nothing was imported. Fix these files first:\n${error.message}`);
  } else {
    console.error(`✗ ${(error as Error).message}`);
  }
  process.exit(1);
});
