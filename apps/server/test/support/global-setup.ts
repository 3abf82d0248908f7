// Vitest's global setup of the server project: the starting points every test file's database is
// copied from, built once per run. PGlite's initdb takes seconds per database (about 3 s of the 5 s
// a test app took to open on a 2-core machine) and migrating and importing the demo venues about
// one more; a copy of the result takes a fraction of that. The copies are real databases of the
// same migrations and venue files: what a test sees is what `createTestApp` built before.
// - PGlite: dumps of two in-memory clusters (an empty one, and one migrated with the demo venues),
//   written to a temporary directory; each test database starts from one (`loadDataDir`).
// - PostgreSQL (TEST_DATABASE_URL): a migrated, seeded database each test database is created from
//   (`CREATE DATABASE … TEMPLATE`); an empty test database is created as before.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { TestProject } from 'vitest/node';
import { demoVenuesDir } from '../../src/db/bootstrap.ts';
import { type Db, openDatabase, pgliteSettings } from '../../src/db/client.ts';
import { migrate } from '../../src/db/migrate.ts';
import { takePlannerStatistics } from '../../src/db/planner-statistics.ts';
import { schema } from '../../src/db/schema.ts';
import { importVenues } from '../../src/modules/venue/venue.import.ts';
import { adminQuery } from './postgres-admin.ts';

export interface DatabaseStartingPoints {
  /** PGlite: dump files of an empty cluster and of a migrated one with the demo venues. */
  pglite?: { empty: string; seeded: string };
  /** PostgreSQL: the migrated database with the demo venues that test databases copy. */
  postgresTemplate?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseStartingPoints: DatabaseStartingPoints;
  }
}

async function seed(db: Db): Promise<void> {
  await migrate(db);
  await importVenues(db, demoVenuesDir);
}

async function pgliteDump(client: PGlite, file: string): Promise<string> {
  const dump = await client.dumpDataDir('none');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  return file;
}

async function pgliteStartingPoints(): Promise<{ points: DatabaseStartingPoints; cleanup(): void }> {
  const dir = mkdtempSync(join(tmpdir(), 'sf-test-db-'));
  const empty = await pgliteDump(
    await PGlite.create({ postgresqlconf: pgliteSettings }),
    join(dir, 'empty.tar'),
  );
  const client = await PGlite.create({ postgresqlconf: pgliteSettings });
  const db = drizzle({ client, schema }) as unknown as Db;
  await seed(db);
  // As the server's start takes them on PGlite (db/bootstrap.ts prepareDatabase).
  await takePlannerStatistics(db);
  const seeded = await pgliteDump(client, join(dir, 'seeded.tar'));
  return {
    points: { pglite: { empty, seeded } },
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}

async function postgresStartingPoints(
  adminUrl: string,
): Promise<{ points: DatabaseStartingPoints; cleanup(): Promise<void> }> {
  const name = `sf_template_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const drop = () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
    try {
      await seed(database.db);
    } finally {
      await database.close();
    }
  } catch (error) {
    await drop();
    throw error;
  }
  return { points: { postgresTemplate: name }, cleanup: drop };
}

export default async function setup(project: TestProject) {
  const adminUrl = process.env.TEST_DATABASE_URL || undefined;
  const { points, cleanup } = adminUrl
    ? await postgresStartingPoints(adminUrl)
    : await pgliteStartingPoints();
  project.provide('databaseStartingPoints', points);
  return cleanup;
}
