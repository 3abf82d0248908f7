import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { type PgDatabase, type PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import { nameStatements, PreparedPglite } from './prepared-statements.ts';
import { schema } from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Rows of a raw `db.execute` result: both drivers answer `{ rows }`. */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * Reads that do not depend on each other. On the pool they run together, each on a connection of
 * its own. Inside a transaction they run one after another: its one connection runs one statement
 * at a time. pg 8 queues a query sent while another runs, with a deprecation warning from the third
 * in flight; pg 9 drops that queue.
 */
export async function readAll<T extends readonly unknown[]>(
  db: Db,
  reads: readonly [...{ [K in keyof T]: () => PromiseLike<T[K]> }],
): Promise<T> {
  const results: unknown[] = [];
  if (db instanceof PgTransaction) for (const read of reads) results.push(await read());
  else results.push(...(await Promise.all(reads.map((read) => read()))));
  // the tuple's order and types are those of `reads`
  return results as unknown as T;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Cross-process notifications (PostgreSQL LISTEN/NOTIFY); null on PGlite (one process). */
  notifications: Notifications | null;
  /** SQL statements sent through `db` since the database was opened (Drizzle's
   * query logger; PGlite's own begin/commit are not seen): what the statement budget of an order
   * is measured with (docs/decisions/029-lean-order-write.md). */
  statements: StatementCounter;
  /** The PostgreSQL pool's connections (open, idle, requests waiting for one), for the metrics;
   * absent on PGlite (one connection, in the process). */
  pool?: { readonly totalCount: number; readonly idleCount: number; readonly waitingCount: number };
  /** Round trip to the database, for /healthz. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export interface StatementCounter {
  count: number;
  /** When a test sets it, the text of every statement sent from then on, in order: what it checks
   * the order of a write's statements with (docs/decisions/054-stock-taken-after-the-answer.md). */
  trace?: string[];
}

/** Drizzle's logger, counting instead of printing. */
function counting(counter: StatementCounter) {
  return {
    logQuery: (query: string) => {
      counter.count++;
      counter.trace?.push(query);
    },
  };
}

/** The listening side of LISTEN/NOTIFY; events notify in the statement that records them
 * (`EventBus.recordAll`). */
export interface Notifications {
  listen(channel: string, onMessage: (payload: string) => void): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL; when absent, PGlite stores under dataDir (or in memory when dataDir is 'memory://'). */
  databaseUrl?: string | undefined;
  dataDir: string;
  /** PGlite in memory only: a dump of a data directory (`PGlite.dumpDataDir`) to start from
   * instead of an empty cluster. The API tests start each file from one migrated, seeded copy:
   * PGlite's initdb alone takes seconds. */
  startFrom?: Blob | undefined;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl);
  return openPglite(options.dataDir, options.startFrom);
}

async function openPostgres(url: string): Promise<Database> {
  // A database that does not answer (network cut, host down) fails a request after 5 s instead of
  // holding it: the error handler answers 503 temporarily_unavailable (docs/operations.md).
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5_000 });
  // each connection prepares the parameterized statements it runs (docs/decisions/037)
  pool.on('connect', nameStatements);
  // An idle pooled connection can die (database restart, failover, admin termination): the pool
  // drops it and opens another on demand. Without a listener the error would end the process.
  pool.on('error', (error) => {
    console.error(
      JSON.stringify({ level: 'warn', msg: 'idle database connection lost', error: error.message }),
    );
  });
  await pool.query('select 1');
  const statements: StatementCounter = { count: 0 };
  const db = drizzlePg({ client: pool, schema, logger: counting(statements) }) as unknown as Db;
  // One dedicated connection LISTENs for the whole process (a pooled one would be returned). When
  // it is lost (database restart, network cut) it is opened again every second until the database
  // answers, with every channel listened to again: the process recovers without a restart.
  const handlers = new Map<string, ((payload: string) => void)[]>();
  let listener: pg.Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;
  const openListener = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    client.on('error', () => {}); // 'end' follows
    client.on('notification', (message) => {
      if (!message.payload) return;
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload);
    });
    try {
      await client.connect();
      for (const channel of handlers.keys()) await client.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await client.end().catch(() => {});
      throw error;
    }
    client.on('end', () => {
      if (listener !== client) return;
      listener = null;
      reopenListener();
    });
    listener = client;
  };
  const reopenListener = () => {
    if (closed || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      openListener().then(
        () => console.log(JSON.stringify({ level: 'info', msg: 'event listener reconnected' })),
        () => reopenListener(),
      );
    }, 1_000);
    retry.unref();
  };
  const notifications: Notifications = {
    listen: async (channel, onMessage) => {
      const known = handlers.has(channel);
      handlers.set(channel, [...(handlers.get(channel) ?? []), onMessage]);
      if (!listener) await openListener();
      else if (!known) await listener.query(`listen ${pg.escapeIdentifier(channel)}`);
    },
  };
  return {
    db,
    kind: 'postgres',
    notifications,
    statements,
    pool,
    ping: async () => {
      await pool.query('select 1');
    },
    close: async () => {
      closed = true;
      clearTimeout(retry);
      const open = listener;
      listener = null;
      await open?.end().catch(() => {});
      await pool.end();
    },
  };
}

/** PGlite's PostgreSQL settings. Memory (docs/operations.md#memory): PostgreSQL's defaults size
 * the buffer cache for a machine of its own (128 MB), but PGlite shares the server's process, and
 * a venue's whole database is a few tens of MB (docs/decisions/030-cached-reads-and-memory.md).
 * Statistics: an ANALYZE samples 300 rows per unit of `default_statistics_target`; PGlite's holds
 * every other statement of the server meanwhile, so it samples 3,000 rows a table instead of 30,000
 * (docs/decisions/074-planner-statistics-in-small-steps.md). */
export const pgliteSettings = [
  'shared_buffers = 16MB',
  'maintenance_work_mem = 16MB',
  'default_statistics_target = 10',
];

async function openPglite(dataDir: string, startFrom: Blob | undefined): Promise<Database> {
  const inMemory = dataDir === 'memory://';
  if (startFrom && !inMemory) throw new Error('openDatabase: startFrom is for a database in memory');
  const unlock = inMemory ? () => {} : lockDataDir(resolve(dataDir));
  try {
    const client = await PGlite.create({
      ...(inMemory ? {} : { dataDir: join(resolve(dataDir), 'pglite') }),
      ...(startFrom ? { loadDataDir: startFrom } : {}),
      postgresqlconf: pgliteSettings,
    });
    const statements: StatementCounter = { count: 0 };
    // Parameterized statements prepared once (docs/decisions/037-prepared-statements.md).
    const prepared = new PreparedPglite(client);
    const db = drizzlePglite({
      client: prepared as unknown as PGlite,
      schema,
      logger: counting(statements),
    }) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      notifications: null,
      statements,
      ping: async () => {
        await client.query('select 1');
      },
      close: async () => {
        await client.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}
