import { connect, createServer, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { isDatabaseUnavailable } from '../src/db/unavailable.ts';
import { createTestApp, type ErrorBody, storeName, type TestApp } from './support/app.ts';
import { branchIds, MONDAY_1PM, openDinerApp, orderBody, place } from './support/delivery.ts';
import { type Diner, newDiner } from './support/diners.ts';

// Issue 14.5: while the database cannot be reached, calls answer 503 temporarily_unavailable with
// Retry-After (not 500 internal_error), /healthz says so, and the server recovers by itself when
// the database returns. On PostgreSQL the app reaches its database through a TCP proxy this test
// cuts and restores (the machine's PostgreSQL itself cannot be stopped from a test).

/** A TCP proxy that can drop every connection and refuse new ones, then let them through again. */
async function startProxy(target: URL) {
  const open = new Set<Socket>();
  let down = false;
  const server = createServer((client) => {
    if (down) {
      client.destroy();
      return;
    }
    const upstream = connect(Number(target.port || 5432), target.hostname);
    open.add(client).add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    /** The outage: every open connection is reset, new ones are closed at once. */
    cut() {
      down = true;
      for (const socket of open) socket.destroy();
      open.clear();
    },
    restore() {
      down = false;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function expectTemporarilyUnavailable(res: {
  statusCode: number;
  body: string;
  headers: Record<string, unknown>;
}) {
  expect(res.statusCode, res.body).toBe(503);
  const body = JSON.parse(res.body) as ErrorBody;
  expect(body.key).toBe('temporarily_unavailable');
  expect(body.message).toBe('We could not serve you just now. Please try again in a moment.');
  expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
}

const order = () => orderBody({ lines: [{ product_id: 'picada-2', count: 2, options: {}, note: null }] });

describe.skipIf(storeName !== 'postgres')('a PostgreSQL outage (postgres)', () => {
  let t: TestApp;
  let proxy: Awaited<ReturnType<typeof startProxy>>;
  let database: Database;
  let app: FastifyInstance;
  let diner: Diner;
  beforeAll(async () => {
    // The test database, migrated and with the demo venues; then an app reaching it through the proxy.
    t = await createTestApp({}, { now: () => MONDAY_1PM });
    const url = new URL(t.databaseUrl!);
    proxy = await startProxy(url);
    const proxied = new URL(url);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    database = await openDatabase({ databaseUrl: proxied.toString(), dataDir: 'memory://' });
    app = await buildApp({ config: t.config, database, now: () => MONDAY_1PM });
    await app.ready();
    diner = await newDiner(app);
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await proxy?.close();
    await t?.close();
  });

  const withLang = (d: Pick<Diner, 'headers'>): Pick<Diner, 'headers'> => ({
    headers: { ...d.headers, lang: 'en' } as Diner['headers'],
  });

  it('places an order through the proxy while the database is up', async () => {
    const res = await place(app, withLang(diner), 'el-poblado', order());
    expect(res.statusCode, res.body).toBe(201);
  });

  it('answers 503 temporarily_unavailable with Retry-After, and /healthz 503, while it is cut', async () => {
    proxy.cut();
    const placed = await place(app, withLang(diner), 'el-poblado', order());
    expectTemporarilyUnavailable(placed);
    const profile = await app.inject({
      method: 'POST',
      url: '/profiles/anonymous.json',
      headers: { host: diner.headers.host, lang: 'en' },
      payload: { profile: { domain: 'la-brasa' } },
    });
    expectTemporarilyUnavailable(profile);
    const health = await app.inject({ url: '/healthz' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject({ status: 'degraded', database: 'down' });
  });

  it('recovers by itself when the database returns: the same calls succeed, no restart', async () => {
    proxy.restore();
    expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
    const res = await place(app, withLang(diner), 'el-poblado', order());
    expect(res.statusCode, res.body).toBe(201);
    expect((await newDiner(app)).headers.token).toBeTruthy();
  });

  it("hears the other processes' events again once the database returns", async () => {
    // t.app stands for another server process on the same database: its events reach this one
    // through PostgreSQL LISTEN/NOTIFY, whose connection the cut dropped. The loop ends once one
    // arrives (the test's timeout catches a listener that never comes back).
    const { instanceId } = await branchIds(t.database.db, 'la-brasa', 'el-poblado');
    const heard: unknown[] = [];
    const stop = app.events.subscribe(instanceId, ['outage:probe'], (event) => heard.push(event.payload));
    try {
      for (let i = 0; heard.length === 0; i++) {
        await t.app.events.publish(instanceId, 'outage:probe', { i });
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    } finally {
      stop();
    }
    expect(heard[0]).toMatchObject({ i: expect.any(Number) });
  });
});

describe(`a closed store (${storeName})`, () => {
  let t: TestApp;
  let diner: Diner;
  beforeAll(async () => {
    ({ t, diner } = await openDinerApp());
  });
  afterAll(async () => t?.close());

  it('answers 503 temporarily_unavailable with Retry-After, not 500, once the store is closed', async () => {
    await t.database.close();
    const res = await place(
      t.app,
      { headers: { ...diner.headers, lang: 'en' } as Diner['headers'] },
      'el-poblado',
      order(),
    );
    expectTemporarilyUnavailable(res);
  });
});

describe('which errors mean the database is unreachable', () => {
  const withCode = (code: string, message = 'x') => Object.assign(new Error(message), { code });

  it('counts connection failures, PostgreSQL shutdown and connection states, and driver messages', () => {
    for (const error of [
      withCode('ECONNREFUSED'),
      withCode('ECONNRESET'),
      withCode('57P01', 'terminating connection due to administrator command'),
      withCode('57P03', 'the database system is starting up'),
      withCode('08006'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error('PGlite is closed'),
      // Drizzle wraps the driver's error.
      new Error('Failed query: select 1', { cause: withCode('ECONNREFUSED') }),
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(true);
    }
  });

  it('leaves bugs and data errors as they are (500, or their own 4xx)', () => {
    for (const error of [
      new TypeError('cannot read properties of undefined'),
      withCode('23505', 'duplicate key value violates unique constraint'),
      withCode('22P05', 'unsupported Unicode escape sequence'),
      withCode('42P01', 'relation does not exist'),
      'a string',
      null,
    ]) {
      expect(isDatabaseUnavailable(error), String(error)).toBe(false);
    }
  });
});
