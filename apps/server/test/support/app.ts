import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { type Config, loadConfig } from '../../src/config.ts';
import { demoVenuesDir } from '../../src/db/bootstrap.ts';
import { type Database, openDatabase, rowsOf } from '../../src/db/client.ts';
import { migrate } from '../../src/db/migrate.ts';
import { importVenues } from '../../src/modules/venue/venue.import.ts';
import { adminQuery } from './postgres-admin.ts';

// Test harness: every test file gets its own real database (PGlite in memory, or a fresh
// PostgreSQL database when TEST_DATABASE_URL is set) and its own app. No mocks.

const adminUrl = process.env.TEST_DATABASE_URL || undefined;

/** The store the suite runs on, for test titles. */
export const storeName = adminUrl ? 'postgres' : 'pglite';

export { demoVenuesDir };

/** The repository root (for child processes that run the server's entry points). */
export const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** The platform domain the test apps answer `<slug>.<domain>` for. */
export const PLATFORM_DOMAIN = 'storefront.test';
/** The host a venue answers on under the platform domain. */
export const platformHost = (slug: string) => `${slug}.${PLATFORM_DOMAIN}`;
/** Demo venues on their platform hosts: La Brasa (Bogotá, Medellín) and Padaria Aurora (São Paulo). */
export const BRASA = platformHost('la-brasa');
export const PADARIA = platformHost('padaria-aurora');
/** Monday 2 March 2026, 13:00 in Bogotá (15:00 in São Paulo): every demo branch of La Brasa is open. */
export const MONDAY_1PM = new Date('2026-03-02T18:00:00Z');
/** The venue a bare host (localhost, an IP) answers for in the test apps. */
export const DEFAULT_INSTANCE = 'cafe-alerce';

/** The marker inside the fake storefront build's index.html. */
export const SHELL_MARKER = '<div id="app" data-test-shell></div>';

export interface TestDatabase {
  database: Database;
  /** The postgres:// URL of the fresh database, when running on PostgreSQL. */
  databaseUrl: string | undefined;
  /** Closes the connection (once, whatever the test already did) and drops the database. */
  close(): Promise<void>;
}

function onceClose(database: Database): Database {
  let closing: Promise<void> | undefined;
  return { ...database, close: () => (closing ??= database.close()) };
}

/** What every test database is copied from, built once per run by the global setup
 * (test/support/global-setup.ts): an empty cluster, or one migrated with the demo venues. */
const startingPoints = inject('databaseStartingPoints');

/** Opens an empty, unmigrated database, or with `seeded` one migrated with the demo venues. On
 * PGlite, with `dataDir` the store is on disk in that DATA_DIR (the backup's tests), else in memory. */
export async function openTestDatabase({
  seeded = false,
  dataDir,
}: {
  seeded?: boolean;
  dataDir?: string | undefined;
} = {}): Promise<TestDatabase> {
  if (!adminUrl) {
    const dump = startingPoints.pglite?.[seeded ? 'seeded' : 'empty'];
    if (!dump) throw new Error('openTestDatabase: the global setup built no PGlite starting point');
    const startFrom = new Blob([readFileSync(dump)]);
    if (dataDir) {
      mkdirSync(dataDir, { recursive: true });
      const loaded = await PGlite.create({ dataDir: join(dataDir, 'pglite'), loadDataDir: startFrom });
      await loaded.close();
      const database = onceClose(await openDatabase({ dataDir }));
      return { database, databaseUrl: undefined, close: () => database.close() };
    }
    const database = onceClose(await openDatabase({ dataDir: 'memory://', startFrom }));
    return { database, databaseUrl: undefined, close: () => database.close() };
  }
  const template = seeded ? startingPoints.postgresTemplate : undefined;
  if (seeded && !template) throw new Error('openTestDatabase: the global setup built no template');
  const name = `sf_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const database = onceClose(await openDatabase({ databaseUrl, dataDir: 'memory://' }));
  return {
    database,
    databaseUrl,
    close: async () => {
      await database.close().catch(() => {});
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** A fresh temporary directory (the caller removes it). */
export function tempDir(prefix = 'sf-test-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** The postgres:// URL of the test database, when running on PostgreSQL. */
  databaseUrl: string | undefined;
  config: Config;
  /** The fake storefront build served as the HTML shell. */
  webDist: string;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** A fixed clock (opening hours, slots, availability windows). */
  now?: () => Date;
  /** The venue files to import (default: the demo venues). */
  venues?: string;
  /** The fake storefront build's index.html (default: a bare shell with SHELL_MARKER). */
  shellHtml?: string;
  /** Where the app's log lines go (with `LOG_LEVEL` in `env`: the default is silent). */
  logStream?: { write(line: string): void };
  /** On PGlite: keep the store on disk in this DATA_DIR instead of in memory (openTestDatabase). */
  dataDir?: string;
}

/** A migrated database with the demo venues (or `options.venues`), and the app over it (not
 * listening). The one way the API tests build an app. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const webDist = tempDir('sf-web-');
  writeFileSync(
    join(webDist, 'index.html'),
    options.shellHtml ??
      `<!doctype html><html><head><title>shell</title></head><body>${SHELL_MARKER}</body></html>`,
  );
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, 'assets', 'app-1a2b3c.js'), 'console.log("app");\n');

  // the demo venues come migrated and imported with the database (the global setup's copy)
  const testDb = await openTestDatabase({ seeded: options.venues === undefined, dataDir: options.dataDir });
  const { database } = testDb;
  let app: FastifyInstance | undefined;
  try {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      WEB_DIST: webDist,
      PLATFORM_DOMAIN,
      DEFAULT_INSTANCE,
      // no timer of its own under a test unless the test asks (test/planner-statistics.test.ts)
      PLANNER_STATISTICS_SECONDS: '0',
      // nor a print queue's worker (the printers' tests ask for one: printing.api.test.ts)
      PRINT_POLL_MS: '0',
      ...env,
    });
    if (options.venues !== undefined) {
      await migrate(database.db);
      await importVenues(database.db, options.venues);
    }
    app = await buildApp({
      config,
      database,
      ...(options.now ? { now: options.now } : {}),
      ...(options.logStream ? { logStream: options.logStream } : {}),
    });
    await app.ready();
    const built = app;
    return {
      app: built,
      database,
      databaseUrl: testDb.databaseUrl,
      config,
      webDist,
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

/** A value a whole test file shares (an app, a harness, a diner): opened before the file's first
 * test, in the order the file asks for them, and closed after its last. The returned object reads
 * through to what `open` built, so a file writes `const t = fileApp(createTestApp)` and
 * `const diner = fileValue(() => newDiner(t))`, then `t.app`, `diner.host` as usual. */
export function fileValue<T extends object>(
  open: () => Promise<T>,
  close: (value: T) => Promise<unknown> = async () => {},
): T {
  let current: T | undefined;
  beforeAll(async () => {
    current = await open();
  });
  afterAll(async () => {
    if (current) await close(current);
  });
  const opened = (key: PropertyKey): T => {
    if (!current) throw new Error(`fileValue: read of ${String(key)} before the file's beforeAll`);
    return current;
  };
  return new Proxy({} as T, {
    get(_, key) {
      const value = Reflect.get(opened(key), key);
      return typeof value === 'function' ? value.bind(current) : value;
    },
    has: (_, key) => key in opened(key),
    ownKeys: () => Reflect.ownKeys(opened('keys')),
    getOwnPropertyDescriptor(_, key) {
      const descriptor = Reflect.getOwnPropertyDescriptor(opened(key), key);
      return descriptor && { ...descriptor, configurable: true };
    },
  });
}

/** An app (or harness) for a whole test file, closed after its last test (see fileValue). */
export function fileApp<T extends { close(): Promise<unknown> }>(open: () => Promise<T>): T {
  return fileValue(open, (value) => value.close());
}

/** Row counts of the venue tables, to prove a failed import wrote nothing. */
export async function rowCounts(database: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of ['instances', 'domains', 'suppliers', 'media']) {
    const [row] = rowsOf<{ count: number }>(
      await database.db.execute(sql.raw(`select count(*)::int as count from ${table}`)),
    );
    counts[table] = Number(row?.count);
  }
  return counts;
}

/** The body of an error answer (`{ key, message, params }`). */
export interface ErrorBody {
  key: string;
  message: string;
  params: Record<string, string | number>;
}
