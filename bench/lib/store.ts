import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { adminQuery } from '../../apps/server/test/support/postgres-admin.ts';

// A throw-away store for one bench or crash run: a fresh PGlite DATA_DIR, or a fresh PostgreSQL
// database created beside the one an admin URL names (dropped by dispose()).

export const defaultPostgresUrl = 'postgres://postgres@127.0.0.1:5432/postgres';

export interface TempStore {
  kind: 'pglite' | 'postgres';
  /** The server environment that points at this store (DATA_DIR, and DATABASE_URL for PostgreSQL). */
  env: Record<string, string>;
  /** Runs one query on a connection of its own. For PGlite, only while no server holds the data dir. */
  query<T>(text: string): Promise<T[]>;
  dispose(): Promise<void>;
}

export function createPgliteStore(): TempStore {
  const dir = mkdtempSync(join(tmpdir(), 'sf-bench-'));
  const dataDir = join(dir, 'data');
  return {
    kind: 'pglite',
    env: { DATA_DIR: dataDir },
    query: async <T>(text: string) => {
      // The server keeps its PGlite files in DATA_DIR/pglite (apps/server/src/db/client.ts).
      const client = await PGlite.create({ dataDir: join(dataDir, 'pglite') });
      try {
        return (await client.query<T>(text)).rows;
      } finally {
        await client.close();
      }
    },
    dispose: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** The URL when a PostgreSQL answers there within two seconds, else null. */
export async function reachablePostgres(url: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query('select 1');
    return url;
  } catch {
    return null;
  } finally {
    await client.end().catch(() => {});
  }
}

export async function createPostgresStore(adminUrl: string): Promise<TempStore> {
  const name = `sf_bench_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  const dir = mkdtempSync(join(tmpdir(), 'sf-bench-'));
  return {
    kind: 'postgres',
    env: { DATABASE_URL: databaseUrl, DATA_DIR: join(dir, 'data') },
    query: async <T>(text: string) => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        return (await client.query(text)).rows as T[];
      } finally {
        await client.end();
      }
    },
    dispose: async () => {
      rmSync(dir, { recursive: true, force: true });
      await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}

/** The stores a bench runs on: PGlite always, PostgreSQL when one answers at TEST_DATABASE_URL (or
 * 127.0.0.1:5432). `label` names the skipped run in the log; with `strict`, a TEST_DATABASE_URL that
 * does not answer ends the process with 1 instead of skipping. */
export async function benchStores(
  label: string,
  { strict = false }: { strict?: boolean } = {},
): Promise<Array<() => Promise<TempStore>>> {
  const stores: Array<() => Promise<TempStore>> = [async () => createPgliteStore()];
  const adminUrl = process.env.TEST_DATABASE_URL || defaultPostgresUrl;
  if (await reachablePostgres(adminUrl)) stores.push(() => createPostgresStore(adminUrl));
  else if (strict && process.env.TEST_DATABASE_URL) {
    console.error(`✗ TEST_DATABASE_URL is set but PostgreSQL does not answer there`);
    process.exit(1);
  } else console.log(`${label}: none reachable at 127.0.0.1:5432 (set TEST_DATABASE_URL) — skipped`);
  return stores;
}
