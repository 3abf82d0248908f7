import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { Config } from '../config.ts';
import { provisionStaffTokens } from '../modules/staff/staff.provision.ts';
import { importVenues } from '../modules/venue/venue.import.ts';
import { type Database, openDatabase } from './client.ts';
import { LOCK_HELD_BY_PARENT, lockDataDir } from './data-dir-lock.ts';
import { migrate } from './migrate.ts';
import { takePlannerStatistics } from './planner-statistics.ts';
import { instances } from './schema.ts';

export const demoVenuesDir = fileURLToPath(new URL('../../../../venues/demo', import.meta.url));

/** Opens the configured database, applies migrations and, on an empty store, seeds the demo venues
 * through the operator's import path; on PGlite, then takes the planner's statistics. */
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
    // PGlite runs no autovacuum: nothing else takes the statistics its planner needs (ADR 071)
    if (database.kind === 'pglite') {
      const started = performance.now();
      await takePlannerStatistics(database.db);
      log('planner statistics taken', { ms: Math.round(performance.now() - started) });
    }
    return database;
  } catch (error) {
    await database.close();
    throw error;
  }
}

const prepareEntry = fileURLToPath(new URL('./prepare.ts', import.meta.url));

/** The store's preparation failed in its child process (which printed why). */
export class PrepareFailedError extends Error {
  readonly exitCode: number;
  constructor(exitCode: number) {
    super(`preparing the store failed (exit ${exitCode})`);
    this.exitCode = exitCode;
  }
}

/**
 * `prepareDatabase` in a short-lived child process (`db/prepare.ts`), then the prepared store
 * opened here. On PGlite, creating a data directory (initdb) and seeding peak at over 1 GB and
 * leave hundreds of MB in a process that never gives WebAssembly memory back; done in a child,
 * that memory goes back to the system when it exits (docs/decisions/030-cached-reads-and-memory.md).
 * The server holds the data directory's lock throughout. An in-memory PGlite is prepared here.
 */
export async function openPreparedDatabase(
  config: Config,
  log: (msg: string, data: object) => void,
): Promise<Database> {
  if (!config.DATABASE_URL && config.DATA_DIR === 'memory://') return prepareDatabase(config, log);
  const unlock = config.DATABASE_URL ? () => {} : lockDataDir(resolve(config.DATA_DIR));
  try {
    await new Promise<void>((done, fail) => {
      const child = spawn(process.execPath, [...process.execArgv, prepareEntry], {
        stdio: 'inherit',
        env: { ...process.env, [LOCK_HELD_BY_PARENT]: String(process.pid) },
      });
      child.once('error', fail);
      child.once('exit', (code) => (code === 0 ? done() : fail(new PrepareFailedError(code ?? 1))));
    });
    return await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  } catch (error) {
    unlock();
    throw error;
  }
}
