import type { MenuProduct } from '@storefront/domain/catalog/catalog.schema';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { RefreshingCache } from '../src/lib/refreshing-cache.ts';
import { createStaffToken } from '../src/modules/staff/staff.auth.ts';
import { createTestApp, type ErrorBody, storeName, type TestApp } from './support/app.ts';
import { hostOf, newDiner } from './support/diners.ts';
import { plainProduct } from './support/table-orders.ts';

// Two server processes on one PostgreSQL (issue 56 "Must work" 3, docs/decisions/119-shared-limits.md):
// two apps, each with its own pool and LISTEN connection, as two processes behind a load balancer.
// A limit of 5 holds at 5 across both (the rate limits count in the database), and a product sold
// out or back, or a service paused, through one is seen by the other well within a second: the
// other's caches are made to hold for ten minutes, so only the notice between the processes can
// have made it forget them. PGlite is one process by design: its limits are in
// src/lib/rate-limit-store.api.test.ts and test/security/rate-limit.api.test.ts.

const LIMIT = 5;
const LONG_MS = 600_000;

/** The other process's caches, held for ten minutes instead of seconds. */
function holdCachesLong(app: FastifyInstance): void {
  Object.assign(app.venues, {
    configs: new RefreshingCache(LONG_MS),
    suppliers: new RefreshingCache(LONG_MS),
    rows: new RefreshingCache(LONG_MS),
  });
  Object.assign(app.catalog, {
    menus: new RefreshingCache(LONG_MS),
    stock: new RefreshingCache(LONG_MS),
    pricing: new RefreshingCache(LONG_MS),
  });
}

/** Milliseconds from now until `read` answers `wanted`, asked every 10 ms (failing after 5 s). */
async function msUntil<T>(read: () => Promise<T>, wanted: T): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < 5_000) {
    if ((await read()) === wanted) return performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`never saw ${String(wanted)} within 5 s`);
}

describe.skipIf(storeName !== 'postgres')(`limits and caches across two processes (${storeName})`, () => {
  let t: TestApp;
  let other: Database;
  let second: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp({
      RATE_LIMIT_PROFILES_PER_MINUTE: String(LIMIT),
      RATE_LIMIT_ORDERS_PER_MINUTE: String(LIMIT),
    });
    other = await openDatabase({ databaseUrl: t.databaseUrl, dataDir: 'memory://' });
    second = await buildApp({ config: t.config, database: other });
    await second.ready();
    holdCachesLong(second);
    const instanceId = await t.app.tenancy.resolve(hostOf('la-brasa'));
    token = await createStaffToken(t.database.db, instanceId!, 'two processes');
  });
  afterAll(async () => {
    await second?.close();
    await other?.close();
    await t?.close();
  });

  const both = () => [t.app, second];

  it(`holds a limit of ${LIMIT} a minute at ${LIMIT} across both: the 6th call on either is 429`, async () => {
    const create = (app: FastifyInstance, remoteAddress = '203.0.113.56') =>
      app.inject({
        method: 'POST',
        url: '/profiles/anonymous.json',
        remoteAddress,
        headers: { host: hostOf('la-brasa'), lang: 'en' },
        payload: { profile: { domain: hostOf('la-brasa'), name: null } },
      });
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT; i++) statuses.push((await create(both()[i % 2]!)).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201]);
    for (const app of both()) {
      const refused = await create(app);
      expect(refused.statusCode, refused.body).toBe(429);
      expect(refused.json<ErrorBody>().key).toBe('rate_limited');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    }
    // another address of the same room is counted apart
    const neighbour = await create(t.app, '203.0.113.57');
    expect(neighbour.statusCode).toBe(201);
  });

  it(`holds one diner's ${LIMIT} orders a minute at ${LIMIT} across both, refused calls counted`, async () => {
    const diner = await newDiner(second);
    const order = (app: FastifyInstance, n: number) =>
      app.inject({
        method: 'POST',
        url: '/delivery/suppliers/chapinero/orders.json',
        remoteAddress: `198.51.100.${n + 1}`,
        headers: { ...diner.headers, 'idempotency-key': crypto.randomUUID(), lang: 'en' },
        payload: { not: 'an order' },
      });
    const statuses: number[] = [];
    for (let n = 0; n < LIMIT; n++) statuses.push((await order(both()[n % 2]!, n)).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400]);
    expect((await order(t.app, 10)).statusCode).toBe(429);
    expect((await order(second, 11)).statusCode).toBe(429);
  });

  const menuOnSecond = async () =>
    (
      await second.inject({ url: '/catalog/chapinero/menu.json', headers: { host: hostOf('la-brasa') } })
    ).json<{ products: MenuProduct[] }>().products;

  it('shows a product sold out and back in stock through one on the other within 1 s, its caches held for 10 min', async () => {
    const product = plainProduct(await menuOnSecond(), 4);
    const onSecond = async () => (await menuOnSecond()).some((p) => p.id === product.id);
    // the second process holds the menu with the product before the change
    expect(await onSecond()).toBe(true);
    const mark = (soldOut: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: `/staff/availability/products/${product.id}.json?supplier_id=chapinero`,
        headers: { host: hostOf('la-brasa'), authorization: `Bearer ${token}`, lang: 'en' },
        payload: { sold_out: soldOut },
      });
    // the notice itself, heard by the other process (the invalidation's path, without the menu's rebuild)
    let told = 0;
    await second.events.onOthers('catalog', () => {
      told ||= performance.now();
    });
    const sent = performance.now();
    expect((await mark(true)).statusCode).toBe(200);
    const soldOut = await msUntil(onSecond, false);
    const notice = told - sent;
    expect((await mark(false)).statusCode).toBe(200);
    const backInStock = await msUntil(onSecond, true);
    console.log(
      `SHARED CACHES notice heard ${notice.toFixed(0)} ms after the request was sent; sold out seen in ${soldOut.toFixed(0)} ms, back in stock in ${backInStock.toFixed(0)} ms`,
    );
    expect(told).toBeGreaterThan(sent);
    expect(notice).toBeLessThan(1_000);
    expect(soldOut).toBeLessThan(1_000);
    expect(backInStock).toBeLessThan(1_000);
  });

  it("shows a branch's paused service through one on the other within 1 s, its caches held for 10 min", async () => {
    const takeAwayOnSecond = async () =>
      (
        await second.inject({ url: '/domain/suppliers/usaquen.json', headers: { host: hostOf('la-brasa') } })
      ).json<{ service_take_away: boolean }>().service_take_away;
    expect(await takeAwayOnSecond()).toBe(true);
    const pause = (paused: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: '/staff/services/take_away.json?supplier_id=usaquen',
        headers: { host: hostOf('la-brasa'), authorization: `Bearer ${token}`, lang: 'en' },
        payload: { paused },
      });
    expect((await pause(true)).statusCode).toBe(200);
    const paused = await msUntil(takeAwayOnSecond, false);
    expect((await pause(false)).statusCode).toBe(200);
    const resumed = await msUntil(takeAwayOnSecond, true);
    console.log(`SHARED CACHES pause seen in ${paused.toFixed(0)} ms, resume in ${resumed.toFixed(0)} ms`);
    expect(paused).toBeLessThan(1_000);
    expect(resumed).toBeLessThan(1_000);
  });
});
