import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request as httpsRequest } from 'node:https';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from 'node:tls';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newDiner } from '../../../bench/lib/diner.ts';
import { request } from '../../../bench/lib/request.ts';
import { type Cluster, startCluster } from '../../../scripts/cluster.ts';
import { rowsOf } from '../src/db/client.ts';
import { openTestDatabase, storeName, type TestDatabase } from './support/app.ts';

// The deployment recipe of docs/operations.md#running-a-cluster, run (issue 56, ADR 122): two server
// processes on one PostgreSQL behind Debian's Caddy with deploy/Caddyfile.local (on-demand
// certificates from Caddy's local CA, asked of /platform/tls/ask), replaced one at a time by the
// rolling restart while a diner keeps ordering over HTTPS and the kitchen's live screen (the staff
// event stream) stays open. Every order must be answered 2xx at the first try (the proxy, not the
// client, bridges a restarting process), be in the database once, and reach the screen once,
// through its reconnection with Last-Event-ID.

const HOST = 'la-brasa.localhost';
const BRANCH = 'chapinero';
const STAFF_TOKEN = 'stf_cluster_test_0123456789abcdef';
const caddyInstalled = spawnSync('caddy', ['version']).status === 0;

/** A free port below Linux's ephemeral range (32768-60999): a process restarted on it finds it
 * still free, where a port the kernel handed out for `listen(0)` may be handed to another test's
 * server while ours is down. */
const taken = new Set<number>();
async function steadyPort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    if (taken.has(port)) continue;
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer();
      probe.once('error', () => resolve(false));
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
    });
    if (free) {
      taken.add(port);
      return port;
    }
  }
}

interface Answer {
  status: number;
  text: string;
}

describe.skipIf(storeName !== 'postgres' || !caddyInstalled)(
  `a rolling restart behind Caddy (${storeName}${caddyInstalled ? '' : ', no caddy installed'})`,
  () => {
    let store: TestDatabase;
    let cluster: Cluster;
    let stateDir: string;
    let agent: Agent;

    /** A request to Caddy over HTTPS, the venue named in SNI and Host, the chain checked against
     * Caddy's local CA. */
    const viaCaddy = (
      path: string,
      options: { method?: string; headers?: Record<string, string>; json?: unknown } = {},
    ): Promise<Answer> => {
      const payload = options.json === undefined ? undefined : JSON.stringify(options.json);
      return new Promise((resolve, reject) => {
        const req = httpsRequest(
          {
            host: '127.0.0.1',
            port: cluster.httpsPort,
            servername: HOST,
            path,
            method: options.method ?? 'GET',
            agent,
            headers: {
              host: HOST,
              ...(payload === undefined
                ? {}
                : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
              ...options.headers,
            },
            timeout: 20_000,
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.once('error', reject);
            res.once('end', () =>
              resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
            );
          },
        );
        req.once('timeout', () => req.destroy(new Error(`timeout: ${path}`)));
        req.once('error', reject);
        req.end(payload);
      });
    };

    beforeAll(async () => {
      store = await openTestDatabase({ seeded: true });
      stateDir = mkdtempSync(join(tmpdir(), 'sf-cluster-'));
      const ports = [await steadyPort(), await steadyPort()];
      cluster = await startCluster({
        ports,
        env: {
          DATABASE_URL: store.databaseUrl!,
          DATA_DIR: join(stateDir, 'data'),
          SEED_DEMO: 'false',
          PLATFORM_DOMAIN: 'localhost',
          // the SMS inbox the diner reads its code from answers outside production only
          NODE_ENV: 'development',
          LOG_LEVEL: 'warn',
          STAFF_TOKENS: `la-brasa:${STAFF_TOKEN}`,
          RATE_LIMIT_ORDERS_PER_MINUTE: '100000',
          PRINT_POLL_MS: '0',
        },
        caddy: {
          httpPort: await steadyPort(),
          httpsPort: await steadyPort(),
          askPort: await steadyPort(),
          admin: 'off',
          stateDir: join(stateDir, 'caddy'),
        },
        // a copy of the migrated, seeded test database: both processes start at once
        prepared: true,
        log: () => {},
        // every process's and Caddy's whole output, kept when set (a failure's message has the tails)
        ...(process.env.CLUSTER_TEST_LOGS ? { logDir: process.env.CLUSTER_TEST_LOGS } : {}),
      });
    }, 180_000);

    afterAll(async () => {
      agent?.destroy();
      await cluster?.stop();
      await store?.close();
      if (stateDir) rmSync(stateDir, { recursive: true, force: true });
    }, 60_000);

    /** The certificate Caddy presents for a name, or the handshake's error. */
    const handshake = (servername: string) =>
      new Promise<{ subject: string } | { error: string }>((resolve) => {
        const socket = connect({
          host: '127.0.0.1',
          port: cluster.httpsPort,
          servername,
          rejectUnauthorized: false,
        });
        socket.setTimeout(10_000, () => socket.destroy(new Error('timeout')));
        socket.once('secureConnect', () => {
          const cert = socket.getPeerCertificate();
          resolve({ subject: cert.subjectaltname ?? '' });
          socket.end();
        });
        socket.once('error', (error) => resolve({ error: error.message }));
      });

    it('gets a certificate on demand only for a venue’s name', async () => {
      expect(await handshake(HOST)).toEqual({ subject: `DNS:${HOST}` });
      // the locked venue's notice comes over HTTPS too
      expect(await handshake('pizzeria-vesubio.localhost')).toEqual({
        subject: 'DNS:pizzeria-vesubio.localhost',
      });
      expect(await handshake('no-such-venue.localhost')).toHaveProperty('error');
      // the operators' console is a site of its own in the Caddyfile, not asked about
      expect(await handshake('platform.localhost')).toEqual({ subject: 'DNS:platform.localhost' });
      // and the check itself is not answered from outside, through the proxy
      agent = new Agent({ keepAlive: true, ca: cluster.rootCertificate() });
      const asked = await viaCaddy(`/platform/tls/ask?domain=${HOST}`);
      expect(asked.status).toBe(404);
    });

    it('replaces every process with no failed request, no lost or doubled order, and the live screen caught up', {
      // each process takes 5-10 s to start on an idle 2-core machine, 20-30 s under a full CI run
      timeout: 240_000,
    }, async () => {
      agent ??= new Agent({ keepAlive: true, ca: cluster.rootCertificate() });
      const [first] = cluster.ports;
      const origin = `http://127.0.0.1:${first}`;
      const phone = '3009990001';
      const diner = await newDiner(origin, HOST, phone);
      const menu = (await request(origin, `/catalog/${BRANCH}/menu.json`, { headers: { host: HOST } }))
        .body as {
        products: { id: string; price: number; stock: number | null; option_groups: { min: number }[] }[];
      };
      const product = menu.products.find(
        (p) => p.stock === null && p.option_groups.every((group) => group.min === 0),
      );
      expect(product, 'a product without stock limit or required options').toBeDefined();
      // a take-away order paid cash on pickup, enough of it for the branch's minimum (COP 20,000)
      const body = {
        service: 'take_away',
        lines: [
          { product_id: product!.id, count: Math.ceil(30_000 / product!.price), options: {}, note: null },
        ],
        contact: { name: 'Ana Gómez', phone_code: '+57', phone, email: 'ana@example.com', dni: '1020304050' },
        tip: { include: false, percent: 0, custom_value: null },
        payment_method: 'cash',
      };
      const dinerHeaders = { profileid: diner.profileid, token: diner.token };

      // The kitchen's screen: the branch's staff stream through Caddy, reconnecting as EventSource
      // does (after the stream's `retry`, with Last-Event-ID).
      const screen = { orders: [] as string[], connections: 0, lastId: '', closed: false };
      const ctrl = new AbortController();
      const watch = async () => {
        while (!screen.closed) {
          await new Promise<void>((resolve) => {
            const req = httpsRequest(
              {
                host: '127.0.0.1',
                port: cluster.httpsPort,
                servername: HOST,
                path: `/staff/events.json?supplier_id=${BRANCH}`,
                agent: false,
                ca: cluster.rootCertificate(),
                signal: ctrl.signal,
                headers: {
                  host: HOST,
                  authorization: `Bearer ${STAFF_TOKEN}`,
                  accept: 'text/event-stream',
                  ...(screen.lastId ? { 'last-event-id': screen.lastId } : {}),
                },
              },
              (res) => {
                if (res.statusCode === 200) screen.connections++;
                let buffer = '';
                res.setEncoding('utf8');
                res.on('data', (chunk: string) => {
                  buffer += chunk;
                  for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
                    const block = buffer.slice(0, end);
                    buffer = buffer.slice(end + 2);
                    const field = (name: string) => new RegExp(`^${name}: ?(.*)$`, 'm').exec(block)?.[1];
                    const id = field('id');
                    if (id) screen.lastId = id;
                    if (field('event')?.startsWith('delivery-orders:')) {
                      const data = JSON.parse(field('data') ?? '{}') as {
                        order_id?: string;
                        status?: string;
                      };
                      if (data.order_id) screen.orders.push(data.order_id);
                    }
                  }
                });
                res.once('end', () => resolve());
                res.once('error', () => resolve());
              },
            );
            req.once('error', () => resolve());
            req.end();
          });
          // EventSource waits the stream's `retry: 3000` before it reconnects
          if (!screen.closed) await new Promise((resolve) => setTimeout(resolve, 3_000));
        }
      };
      const watching = watch();
      const waitFor = async (check: () => boolean, ms: number) => {
        const deadline = Date.now() + ms;
        while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
      };
      await waitFor(() => screen.connections > 0, 10_000);
      expect(screen.connections).toBe(1);

      // A diner ordering at a steady pace, each order with its own Idempotency-Key, retried with the
      // same key on a connection error or a 5xx (what the storefront does); a retry counts as a
      // failed first try.
      const acknowledged = new Map<string, string>(); // key -> order id
      const failures: string[] = [];
      let placing = true;
      const placeOrders = async () => {
        while (placing) {
          const key = `cluster-${randomUUID()}`;
          for (let attempt = 1; ; attempt++) {
            let answer: Answer | { error: string };
            try {
              answer = await viaCaddy(`/delivery/suppliers/${BRANCH}/orders.json`, {
                method: 'POST',
                headers: { ...dinerHeaders, 'idempotency-key': key },
                json: body,
              });
            } catch (error) {
              answer = { error: String(error) };
            }
            if ('status' in answer && answer.status >= 200 && answer.status < 300) {
              acknowledged.set(key, (JSON.parse(answer.text) as { id: string }).id);
              break;
            }
            failures.push(
              `${key} try ${attempt}: ${'status' in answer ? `${answer.status} ${answer.text.slice(0, 200)}` : answer.error}`,
            );
            if (attempt === 5) break;
            await new Promise((resolve) => setTimeout(resolve, 500));
          }
          // about 4 orders a second from the two: under the per-address ceiling (600 a minute) of the
          // one process left serving while the other restarts
          await new Promise((resolve) => setTimeout(resolve, 400));
        }
      };
      const diners = [placeOrders(), placeOrders()];

      const started = Date.now();
      const restart = cluster.rollingRestart();
      // a custom domain's first visit while the first process is down (drained at 3 s, starting
      // again for seconds after): Caddy's check goes to the process still running
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      const newName = await handshake('labrasadorada.example.co');
      const report = await restart;
      const restartMs = Date.now() - started;
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      placing = false;
      await Promise.all(diners);

      // every acknowledged order reaches the screen (its catch-up after a cut, else live)
      const ids = [...acknowledged.values()];
      await waitFor(() => ids.every((id) => screen.orders.includes(id)), 15_000);
      screen.closed = true;
      ctrl.abort();
      await watching;

      const keys = [...acknowledged.keys()];
      const stored = rowsOf<{ id: string; key: string }>(
        await store.database.db.execute(sql`
          select p.id, k.key from purchases p
          join idempotency_keys k on k.response->>'id' = p.id::text
          where p.profile_id = ${diner.profileid}::uuid`),
      );
      const storedIds = stored.map((row) => row.id);
      const [{ purchases } = { purchases: -1 }] = rowsOf<{ purchases: number }>(
        await store.database.db.execute(
          sql`select count(*)::int as purchases from purchases where profile_id = ${diner.profileid}::uuid`,
        ),
      );
      const summary = {
        restartMs,
        report,
        orders: acknowledged.size,
        failures: failures.slice(0, 5),
        connections: screen.connections,
      };
      console.log(`rolling restart behind Caddy: ${JSON.stringify(summary)}`);

      expect(report.map((r) => r.port)).toEqual(cluster.ports);
      expect(newName).toEqual({ subject: 'DNS:labrasadorada.example.co' });
      expect(acknowledged.size, 'orders placed during the restart').toBeGreaterThan(20);
      // no failed request: every order answered 2xx at its first try
      expect(failures, cluster.output()).toEqual([]);
      // no lost order: every acknowledged one is in the database; no doubled one: one purchase per
      // key, and no purchase of the diner's without its key
      expect(new Set(storedIds)).toEqual(new Set(ids));
      expect(stored.length).toBe(keys.length);
      expect(purchases).toBe(keys.length);
      expect(new Set(stored.map((row) => row.key))).toEqual(new Set(keys));
      // the screen was cut by the restart, came back and caught up: each order once
      expect(screen.connections).toBeGreaterThanOrEqual(2);
      expect(screen.orders.filter((id) => ids.includes(id)).sort()).toEqual([...ids].sort());
    });
  },
);
