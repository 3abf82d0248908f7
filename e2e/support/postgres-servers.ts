import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { adminQuery } from '../../apps/server/test/support/postgres-admin.ts';
import config from '../playwright.config.ts';
import { started, stopped } from './staff-server.ts';

// Several real server processes on one fresh PostgreSQL database, for the journeys about what
// every process must agree on (docs/back-office.md#several-server-processes). Each process gets
// the environment of the e2e server (playwright.config.ts: STAFF_TOKENS, the lifted rate limits,
// WEB_DIST from this run's environment) on ports of its own; the database and the processes are
// the journey's alone, so the shared e2e server on PGlite is untouched.

/** The PostgreSQL server the databases are created on (CI has one at 127.0.0.1:5432). */
const adminUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** Whether PostgreSQL answers at TEST_DATABASE_URL (or 127.0.0.1:5432). */
export function postgresReachable(): Promise<boolean> {
  return adminQuery(adminUrl, 'SELECT 1').then(
    () => true,
    () => false,
  );
}

export interface PostgresServers {
  /** The address of a venue on the `index`th process, as a browser opens it. */
  url(index: number, venue: string, path?: string): string;
  /** Stops every process started and drops the database, whatever was started. */
  stop(): Promise<void>;
}

/** Creates a fresh database and starts a server process on each port, one after the other: the
 * first migrates and seeds the demo venues, the others find them there. */
export async function startOnFreshPostgres(ports: number[]): Promise<PostgresServers> {
  const name = `sf_e2e_${randomBytes(6).toString('hex')}`;
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'sf-e2e-pg-'));
  const children: ChildProcess[] = [];
  const stop = async () => {
    await Promise.all(children.map(stopped));
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const webServer = config.webServer as { env: Record<string, string> };
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  try {
    for (const port of ports) {
      const env = {
        ...process.env,
        ...webServer.env,
        PORT: String(port),
        DATABASE_URL: databaseUrl.toString(),
        // photos of both processes in one folder, as a shared volume would hold them
        DATA_DIR: dataDir,
        SEED_DEMO: 'true',
      };
      children.push(await started(port, env));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    url: (index, venue, path = '/') => `http://${venue}.localhost:${ports[index]}${path}`,
    stop,
  };
}
