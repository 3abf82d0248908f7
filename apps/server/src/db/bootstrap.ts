import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import { provisionStaffTokens } from '../modules/staff/staff.provision.ts';
import { importVenues } from '../modules/venue/venue.import.ts';
import { type Database, openDatabase } from './client.ts';
import { migrate } from './migrate.ts';
import { instances } from './schema.ts';

export const demoVenuesDir = fileURLToPath(new URL('../../../../venues/demo', import.meta.url));

/** Opens the configured database, applies migrations and, on an empty store, seeds the demo venues
 * through the operator's import path. */
export async function prepareDatabase(
  config: Config,
  log: (msg: string, data: object) => void,
): Promise<Database> {
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    const applied = await migrate(database.db);
    if (applied.length > 0) log('migrations applied', { applied });
    if (config.SEED_DEMO === 'true') {
      const [{ count }] = (await database.db
        .select({ count: sql<number>`count(*)::int` })
        .from(instances)) as [{ count: number }];
      if (count === 0) {
        const result = await importVenues(database.db, demoVenuesDir);
        log('demo venues seeded', { venues: result.imported.map((venue) => venue.slug) });
      }
    }
    if (config.STAFF_TOKENS) {
      log('staff tokens provisioned', {
        venues: await provisionStaffTokens(database.db, config.STAFF_TOKENS),
      });
    }
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}
