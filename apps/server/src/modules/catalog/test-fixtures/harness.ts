import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { openTestDatabase, PLATFORM_DOMAIN, SHELL_MARKER, tempDir } from '../../../../test/helpers.ts';
import { buildApp } from '../../../app.ts';
import { loadConfig } from '../../../config.ts';
import type { Database } from '../../../db/client.ts';
import { migrate } from '../../../db/migrate.ts';
import { importVenues } from '../../venue/venue.import.ts';

// The catalogue tests run on their own small venues (test-fixtures/venues), not the demo data, on a
// real database (PGlite in memory, or a fresh PostgreSQL database with TEST_DATABASE_URL), with a
// clock the test sets.

export const fixtureVenuesDir = fileURLToPath(new URL('./venues/', import.meta.url));
export const GRILL = 'fixture-grill.storefront.test';
export const OTHER = 'casa-otra.storefront.test';
export { SHELL_MARKER };

/** The shell of a real build: its own empty title and description, which the server replaces. */
export const SHELL_HTML =
  '<!doctype html><html lang="es"><head><meta charset="UTF-8" /><meta name="description" content="" />' +
  `<title></title><script type="module" src="/assets/app-1a2b3c.js"></script></head><body><div id="root"></div>${SHELL_MARKER}</body></html>`;

export interface Clock {
  now: Date;
}

export interface CatalogTestApp {
  app: FastifyInstance;
  database: Database;
  clock: Clock;
  close(): Promise<void>;
}

/** Wednesday 20 May 2026, 10:00 in Bogotá (UTC-5). */
export const WEDNESDAY_10AM_BOGOTA = new Date('2026-05-20T15:00:00Z');

export async function createCatalogTestApp(): Promise<CatalogTestApp> {
  const webDist = tempDir('sf-catalog-web-');
  writeFileSync(join(webDist, 'index.html'), SHELL_HTML);
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'assets', 'app-1a2b3c.js'), 'console.log("app");\n');
  const testDb = await openTestDatabase();
  const clock: Clock = { now: WEDNESDAY_10AM_BOGOTA };
  let app: FastifyInstance | undefined;
  try {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      WEB_DIST: webDist,
      PLATFORM_DOMAIN,
    });
    await migrate(testDb.database.db);
    await importVenues(testDb.database.db, fixtureVenuesDir);
    app = await buildApp({ config, database: testDb.database, now: () => clock.now });
    await app.ready();
    const built = app;
    return {
      app: built,
      database: testDb.database,
      clock,
      close: async () => {
        await built.close();
        await testDb.close();
        rmSync(webDist, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await app?.close();
    await testDb.close();
    rmSync(webDist, { recursive: true, force: true });
    throw error;
  }
}
