import { eq } from 'drizzle-orm';
import { type Config, loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { instances } from '../db/schema.ts';

/** Opens the server's database (same DATA_DIR / DATABASE_URL), migrates it, finds the venue by slug
 * and runs `work` with it; an unknown slug prints why and exits 1. For the CLI commands. */
export async function withVenue(
  slug: string,
  work: (venue: { id: number }, database: Database, config: Config) => Promise<void>,
): Promise<void> {
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
    await work(venue, database, config);
  } finally {
    await database.close();
  }
}
