import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { AppError } from '../lib/app-error.ts';
import { errorBody } from '../lib/http.ts';

// Prometheus metrics (docs/operations.md#metrics, docs/decisions/120-observability.md): one
// prom-client registry per app (a test process builds many apps), read at `GET /metrics` with
// `Authorization: Bearer <METRICS_TOKEN>`. Without METRICS_TOKEN nothing is collected, prom-client
// is never loaded and `/metrics` answers 404: the endpoint is never open.

/** What the modules tell the metrics; every method is a no-op while metrics are off. */
export interface AppMetrics {
  /** A delivery or take-away order placed, after its commit (a replayed Idempotency-Key is not). */
  orderPlaced(service: string, channel: 'diner' | 'phone'): void;
  /** A delivery or take-away order moved to `status` by the staff, after its commit. */
  orderStatusChanged(service: string, status: string): void;
  /** A GET answered from a cache before the router (plugins/cached-read-path.ts, ADR 060), which
   * Fastify's hooks never see; absent while metrics are off, so those answers are not even timed. */
  answered?: (route: string, status: number, seconds: number) => void;
}

const noMetrics: AppMetrics = { orderPlaced() {}, orderStatusChanged() {} };

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

export interface MetricsOptions {
  /** METRICS_TOKEN; unset: metrics off. */
  token: string | undefined;
  database: Database;
}

/** The token's hash, compared in constant time with the hash of what a request sends (hashing
 * first makes the lengths equal, so the comparison says nothing about the token's length). */
function bearerCheck(token: string): (header: string | undefined) => boolean {
  const wanted = createHash('sha256').update(token).digest();
  return (header) => {
    const given = header?.startsWith('Bearer ') ? header.slice(7).trim() : '';
    return timingSafeEqual(createHash('sha256').update(given).digest(), wanted) && given.length > 0;
  };
}

/** The route's description in the OpenAPI document. */
const metricsRoute = {
  schema: {
    tags: ['operations'],
    summary:
      'Prometheus metrics of this process (header Authorization: Bearer <METRICS_TOKEN>); 404 while METRICS_TOKEN is unset',
    headers: z.object({ authorization: z.string().max(1_000).optional() }),
    response: {
      200: z.string().describe('The Prometheus text format'),
      401: errorBody,
      404: errorBody,
    },
  },
};

/** The latency buckets (seconds): a cached read answers in a millisecond, an order in tens. */
const HTTP_BUCKETS = [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const LAG_BUCKETS = [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** A cache's counts as `TtlCache` and `RefreshingCache` keep them. */
type CacheStats = { hits: number; misses: number };

/** The caches worth watching, by name, read at each scrape (they may be decorated after this
 * plugin registers). */
function watchedCaches(app: FastifyInstance): [string, CacheStats | undefined][] {
  return [
    ['host', app.hasDecorator('tenancy') ? app.tenancy.cacheStats : undefined],
    ['venue_config', app.venues?.configs],
    ['branch', app.venues?.suppliers],
    ['venue_rows', app.venues?.rows],
    ['menu', app.catalog?.menus],
    ['stock', app.catalog?.stock],
    ['pricing', app.catalog?.pricing],
    ['payment_settings', app.hasDecorator('payments') ? app.payments.deps.settings : undefined],
  ];
}

export const metricsPlugin = fp(async (app: FastifyInstance, { token, database }: MetricsOptions) => {
  if (!token) {
    app.decorate('metrics', noMetrics);
    app.get('/metrics', metricsRoute, async () => {
      throw new AppError(404, 'not_found');
    });
    return;
  }
  const client = await import('prom-client');
  const registry = new client.Registry();
  const registers = [registry];
  client.collectDefaultMetrics({ register: registry });

  // Per request: one observation, labelled by the route's pattern (never the URL: no ids).
  const http = new client.Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer a request, by method, route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: HTTP_BUCKETS,
    registers,
  });
  app.addHook('onResponse', (request, reply, done) => {
    http.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status_code: reply.statusCode,
      },
      reply.elapsedTime / 1_000,
    );
    done();
  });

  const ordersPlaced = new client.Counter({
    name: 'orders_placed_total',
    help: 'Delivery and take-away orders placed, by service and channel (diner or phone)',
    labelNames: ['service', 'channel'] as const,
    registers,
  });
  const orderStatuses = new client.Counter({
    name: 'order_status_changes_total',
    help: 'Delivery and take-away orders moved by the staff, by service and the status reached',
    labelNames: ['service', 'status'] as const,
    registers,
  });
  const paymentStatuses = new client.Counter({
    name: 'payment_status_changes_total',
    help: "Payments' status moves in the ledger, by provider, status left and status reached",
    labelNames: ['provider', 'from', 'to'] as const,
    registers,
  });
  app.decorate('metrics', {
    orderPlaced: (service, channel) => ordersPlaced.inc({ service, channel }),
    orderStatusChanged: (service, status) => orderStatuses.inc({ service, status }),
    answered: (route, status, seconds) =>
      http.observe({ method: 'GET', route, status_code: status }, seconds),
  } satisfies AppMetrics);

  const eventLag = new client.Histogram({
    name: 'event_lag_seconds',
    help: 'Seconds from an event recorded by another server process to its arrival here (LISTEN/NOTIFY)',
    buckets: LAG_BUCKETS,
    registers,
  });
  // the events and payments are decorated by plugins registered after this one
  app.addHook('onReady', async () => {
    app.events.onRemoteLag = (seconds) => eventLag.observe(Math.max(0, seconds));
    if (app.hasDecorator('payments')) {
      app.payments.onStatusChange(async (_tx, { payment, from }) => {
        paymentStatuses.inc({ provider: payment.provider, from, to: payment.status });
        return undefined;
      });
    }
  });

  new client.Gauge({
    name: 'live_streams_open',
    help: 'Server-Sent Event streams (diners and staff) open on this process',
    registers,
    collect() {
      this.set(app.events.streams.size);
    },
  });

  new client.Counter({
    name: 'cache_reads_total',
    help: 'Reads of the per-process caches, answered from the cache (hit) or waiting for the database (miss)',
    labelNames: ['cache', 'result'] as const,
    registers,
    collect() {
      this.reset();
      for (const [cache, stats] of watchedCaches(app)) {
        if (!stats) continue;
        this.inc({ cache, result: 'hit' }, stats.hits);
        this.inc({ cache, result: 'miss' }, stats.misses);
      }
    },
  });

  const { pool } = database;
  if (pool) {
    new client.Gauge({
      name: 'db_pool_connections',
      help: "The PostgreSQL pool's connections: open (total) and idle",
      labelNames: ['state'] as const,
      registers,
      collect() {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
      },
    });
    new client.Gauge({
      name: 'db_pool_waiting',
      help: 'Queries waiting for a pool connection',
      registers,
      collect() {
        this.set(pool.waitingCount);
      },
    });
  }

  const authorized = bearerCheck(token);
  app.get('/metrics', metricsRoute, async (request, reply) => {
    if (!authorized(request.headers.authorization)) {
      reply.header('www-authenticate', 'Bearer');
      throw new AppError(401, 'unauthorized');
    }
    const text = await registry.metrics();
    return reply.header('content-type', registry.contentType).header('cache-control', 'no-store').send(text);
  });
});
