import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { InMemorySpanExporter } from '@opentelemetry/sdk-trace';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  DEFAULT_INSTANCE,
  openTestDatabase,
  PLATFORM_DOMAIN,
  storeName,
  type TestApp,
  type TestDatabase,
} from '../../test/support/app.ts';
import { BRASA, branchIds, MONDAY_1PM, orderBody, place } from '../../test/support/delivery.ts';
import { type Diner, newDiner } from '../../test/support/diners.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type Database, openDatabase } from '../db/client.ts';
import { createStaffToken } from '../modules/staff/staff.auth.ts';

// Observability (docs/operations.md#metrics, #logs, #traces; ADR 120): the metrics endpoint behind
// its token and its figures moving with the orders, the request id on every line of a request, and
// a span per request when an exporter is configured.

const TOKEN = 'metrics-token-0123456789abcdef';
const raw: string[] = [];
const lines: Record<string, unknown>[] = [];
let t: TestApp;
let diner: Diner;
let staff: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp(
    { METRICS_TOKEN: TOKEN, LOG_LEVEL: 'info' },
    {
      now: () => MONDAY_1PM,
      logStream: {
        write: (line) => {
          raw.push(line);
          lines.push(JSON.parse(line));
        },
      },
    },
  );
  diner = await newDiner(t.app);
  const { instanceId } = await branchIds(t.database.db, 'la-brasa', 'el-poblado');
  staff = {
    host: BRASA,
    authorization: `Bearer ${await createStaffToken(t.database.db, instanceId, 'caja')}`,
  };
});
afterAll(async () => t?.close());

const scrape = (authorization?: string, app: FastifyInstance = t.app) =>
  app.inject({
    url: '/metrics',
    headers: { host: PLATFORM_DOMAIN, ...(authorization ? { authorization } : {}) },
  });

/** The value of one sample of the exposition text (0 when the series is not there yet). */
function sample(text: string, name: string, labels: Record<string, string>): number {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}{`) && !line.startsWith(`${name} `)) continue;
    const inside = line.slice(name.length + 1, line.lastIndexOf('}'));
    const parts = inside.split(',');
    if (wanted.every((label) => parts.includes(label))) return Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return 0;
}

describe(`the metrics endpoint (${storeName})`, () => {
  it('answers only with the token: none or a wrong one is refused, the right one gets the text format', async () => {
    const none = await scrape();
    expect(none.statusCode).toBe(401);
    expect(none.headers['www-authenticate']).toBe('Bearer');
    expect((await scrape(`Bearer ${TOKEN}x`)).statusCode).toBe(401);
    expect((await scrape(`Bearer ${TOKEN.slice(0, -1)}`)).statusCode).toBe(401);
    expect((await scrape(TOKEN)).statusCode).toBe(401);
    const right = await scrape(`Bearer ${TOKEN}`);
    expect(right.statusCode).toBe(200);
    expect(right.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    for (const name of [
      'http_request_duration_seconds',
      'orders_placed_total',
      'payment_status_changes_total',
      'live_streams_open',
      'event_lag_seconds',
      'cache_reads_total',
      'process_cpu_seconds_total',
      'nodejs_eventloop_lag_seconds',
    ]) {
      expect(right.body).toContain(`# TYPE ${name} `);
    }
    // the pool's figures are PostgreSQL's; PGlite has no pool
    expect(right.body.includes('# TYPE db_pool_waiting gauge')).toBe(storeName === 'postgres');
  });

  it('counts an order placed, its status moves and its payment, and times its route by pattern', async () => {
    const route = {
      method: 'POST',
      route: '/delivery/suppliers/:supplier_slug/orders.json',
      status_code: '201',
    };
    const before = (await scrape(`Bearer ${TOKEN}`)).body;
    const placed = await place(t.app, diner, 'el-poblado', orderBody());
    expect(placed.statusCode, placed.body).toBe(201);
    const canceled = await t.app.inject({
      method: 'POST',
      url: `/staff/orders/${placed.json().id}/status`,
      headers: staff,
      payload: { status: 'canceled', reason: 'the diner called' },
    });
    expect(canceled.statusCode, canceled.body).toBe(200);
    const after = (await scrape(`Bearer ${TOKEN}`)).body;

    const moved = (name: string, labels: Record<string, string>) =>
      sample(after, name, labels) - sample(before, name, labels);
    expect(moved('orders_placed_total', { service: 'delivery', channel: 'diner' })).toBe(1);
    expect(moved('http_request_duration_seconds_count', route)).toBe(1);
    expect(moved('http_request_duration_seconds_bucket', { ...route, le: '+Inf' })).toBe(1);
    expect(moved('order_status_changes_total', { service: 'delivery', status: 'canceled' })).toBe(1);
    // the order's cash payment, waiting, is closed by the cancel
    expect(
      moved('payment_status_changes_total', { provider: 'manual', from: 'pending', to: 'declined' }),
    ).toBe(1);
    // the reads of the branch and the menu went through the caches
    expect(sample(after, 'cache_reads_total', { cache: 'host', result: 'hit' })).toBeGreaterThan(0);
    // never a URL with an id or a slug in it as a route
    expect(after).not.toMatch(/route="[^"]*(el-poblado|[0-9a-f]{8}-[0-9a-f]{4})/);
  });
});

describe.skipIf(storeName !== 'postgres')(`the event lag between processes (${storeName})`, () => {
  let other: FastifyInstance;
  let otherDatabase: Database;
  beforeAll(async () => {
    otherDatabase = await openDatabase({ databaseUrl: t.databaseUrl, dataDir: 'memory://' });
    other = await buildApp({ config: { ...t.config, LOG_LEVEL: 'silent' }, database: otherDatabase });
    await other.ready();
  });
  afterAll(async () => {
    await other?.close();
    await otherDatabase?.close();
  });

  it('is measured on the process that hears an event another one recorded', async () => {
    const lagCount = async () =>
      sample((await scrape(`Bearer ${TOKEN}`, other)).body, 'event_lag_seconds_count', {});
    const before = await lagCount();
    expect((await place(t.app, diner, 'el-poblado', orderBody())).statusCode).toBe(201);
    let heard = before;
    for (let tries = 0; tries < 50 && heard === before; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      heard = await lagCount();
    }
    // the order's two events (the order's topic and the branch's)
    expect(heard - before).toBe(2);
    const text = (await scrape(`Bearer ${TOKEN}`, other)).body;
    expect(sample(text, 'event_lag_seconds_bucket', { le: '5' })).toBe(heard);
    // and the process that recorded them measured none of its own
    expect(sample((await scrape(`Bearer ${TOKEN}`)).body, 'event_lag_seconds_count', {})).toBe(0);
  });
});

describe(`the request id in the logs (${storeName})`, () => {
  it('is on every line of a request, those a service writes through the app logger included, and answered', async () => {
    const phone = { phone_code: '+57', phone: '300 765 4321' };
    const res = await t.app.inject({
      method: 'POST',
      url: '/delivery/sms-codes.json',
      headers: { ...diner.headers, 'x-request-id': 'trace-me-42' },
      payload: phone,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['x-request-id']).toBe('trace-me-42');
    const ofRequest = lines.filter((line) => line.reqId === 'trace-me-42');
    // Fastify's two lines and the SMS outbox's, which the sender writes through the app's logger
    expect(ofRequest.map((line) => line.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'sms outbox', 'request completed']),
    );
    // no line of that work without it, and never the id twice on one line
    expect(lines.filter((line) => line.msg === 'sms outbox' && line.reqId !== 'trace-me-42')).toEqual([]);
    for (const line of raw.filter((text) => text.includes('"trace-me-42"'))) {
      expect(line.split('"reqId"').length, line).toBe(2);
    }

    // an id that is not sane is replaced by one of ours
    const odd = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'a b<script>' } });
    expect(odd.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe(`traces (${storeName})`, () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const exporter = new InMemorySpanExporter();
  beforeAll(async () => {
    database = await openTestDatabase({ seeded: true });
    app = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        SEED_DEMO: 'false',
        PLATFORM_DOMAIN,
        DEFAULT_INSTANCE,
        PLANNER_STATISTICS_SECONDS: '0',
        PRINT_POLL_MS: '0',
        // and metrics, below `info`: the cached reads are answered before the router (ADR 060)
        METRICS_TOKEN: TOKEN,
      }),
      database: database.database,
      spanExporter: exporter,
    });
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  it('makes a span per request with its route pattern and status, continuing the caller’s trace', async () => {
    const traceId = '4bf92f3577b34da6a3ce929d0e0e4736';
    const res = await app.inject({
      url: '/domain/suppliers/chapinero.json',
      headers: { host: BRASA, traceparent: `00-${traceId}-00f067aa0ba902b7-01` },
    });
    expect(res.statusCode).toBe(200);
    const span = exporter
      .getFinishedSpans()
      .find((s) => s.attributes['http.route'] === '/domain/suppliers/:file');
    expect(span, JSON.stringify(exporter.getFinishedSpans().map((s) => s.name))).toBeDefined();
    expect(span!.name).toBe('GET /domain/suppliers/:file');
    expect(span!.attributes).toMatchObject({
      'http.request.method': 'GET',
      'http.response.status_code': 200,
      'http.request.id': res.headers['x-request-id'],
    });
    expect(span!.spanContext().traceId).toBe(traceId);
  });

  it('times the reads answered before the router under their route too', async () => {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const route = { method: 'GET', route: '/domain/config.json', status_code: '200' };
    const count = async () =>
      sample((await scrape(`Bearer ${TOKEN}`, app)).body, 'http_request_duration_seconds_count', route);
    const read = () => fetch(`${base}/domain/config.json`, { headers: { host: BRASA } });
    expect((await read()).status).toBe(200); // the route's answer fills the cache
    const before = await count();
    expect((await read()).status).toBe(200);
    const cached = await read();
    expect(cached.status).toBe(200);
    expect(cached.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect((await count()) - before).toBe(2);
  });
});

describe(`traces to an OTLP collector (${storeName})`, () => {
  it('sends the spans to OTEL_EXPORTER_OTLP_ENDPOINT/v1/traces, the last batch when the app closes', async () => {
    const received: { url: string; body: Buffer }[] = [];
    const collector = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({ url: request.url ?? '', body: Buffer.concat(chunks) });
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
    const { port } = collector.address() as AddressInfo;
    const database = await openTestDatabase({ seeded: true });
    try {
      const app = await buildApp({
        config: loadConfig({
          NODE_ENV: 'test',
          LOG_LEVEL: 'silent',
          SEED_DEMO: 'false',
          PLATFORM_DOMAIN,
          PLANNER_STATISTICS_SECONDS: '0',
          PRINT_POLL_MS: '0',
          OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}/`,
          OTEL_SERVICE_NAME: 'storefront-test',
        }),
        database: database.database,
      });
      await app.ready();
      expect((await app.inject({ url: '/healthz' })).statusCode).toBe(200);
      expect(received).toEqual([]); // batched, not sent per span
      await app.close();
      expect(received.map((post) => post.url)).toEqual(['/v1/traces']);
      const body = received[0]!.body.toString('latin1');
      expect(body).toContain('GET /healthz');
      expect(body).toContain('storefront-test');
    } finally {
      await database.close();
      await new Promise((resolve) => collector.close(resolve));
    }
  });
});

describe(`without METRICS_TOKEN (${storeName})`, () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await createTestApp();
  });
  afterAll(async () => plain?.close());

  it('leaves the metrics endpoint shut, whatever is sent', async () => {
    expect((await scrape(`Bearer ${TOKEN}`, plain.app)).statusCode).toBe(404);
    expect((await scrape(undefined, plain.app)).statusCode).toBe(404);
    expect((await plain.app.inject({ url: '/metrics', headers: { host: BRASA } })).statusCode).toBe(404);
  });
});
