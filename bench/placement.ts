import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { commandCpuSeconds, processCpuSeconds } from './lib/cpu.ts';
import { newDiner } from './lib/diner.ts';
import type { LoadResult } from './lib/load-worker.ts';
import type { Diner, OrderLoadResult, OrderLoadSpec, PlacedOrder } from './lib/order-worker.ts';
import { demoVenuesDir, venueImportCli } from './lib/paths.ts';
import { SERVER_CORE } from './lib/pin.ts';
import { request } from './lib/request.ts';
import { memoryOf, type ServerProcess, startServer } from './lib/server.ts';
import type { TempStore } from './lib/store.ts';
import { runLoadWorker } from './lib/worker.ts';

// Order placement with stock checks (architecture §10): sustained take-away orders per second
// through the diner's own call (POST /delivery/suppliers/{branch}/orders.json) against the real
// server, each order taking stock with the conditional update. La Brasa's Chapinero is the demo
// branch open around the clock; it asks for the SMS code, so every diner confirms a phone first
// through the development SMS inbox. Payment is cash on pickup: the order and its pending manual
// payment are recorded in the placement's transaction, with no gateway round trip.
//
// The stock comes from the operator's import: La Brasa's file with every limited stock of the
// branch raised (tomahawk 3, costillas-cordero 0 in the demo) so no run sells out, imported into a
// fresh store before the server starts. After the run every acknowledged order is read back
// through the diner's API, and the stock taken must equal the acknowledged orders' units: every
// 2xx is an order, and no order exists that was not answered 2xx (each takes stock in its own
// transaction). The staff list (GET /staff/delivery-orders.json) answers at most 200 orders, too
// few to count a run with.

const orderWorker = fileURLToPath(new URL('./lib/order-worker.ts', import.meta.url));

const VENUE_FILE = 'la-brasa.json';
const HOST = 'la-brasa.localhost';
const BRANCH = 'chapinero';
/** The stock every limited product of the branch is imported with: more than any run takes. */
const STOCK = 1_000_000;
/** Orders per source address; the placement route allows 30 per client a minute. */
const PER_ADDRESS = 25;

export interface PlacementSettings {
  seconds: number;
  warmupSeconds: number;
  connections: number;
}

export interface StockCheck {
  product: string;
  /** Units of the product in every order. */
  perOrder: number;
  before: number;
  after: number;
}

export interface PlacementResult extends LoadResult {
  store: TempStore['kind'];
  path: string;
  /** Seconds from the run's first request to its last answer (the orders/s denominator). */
  elapsed: number;
  statuses: Record<string, number>;
  /** Diners (profiles with a confirmed phone); connection c places diner c's orders. */
  diners: number;
  /** Source addresses the run came from (each at most PER_ADDRESS orders). */
  addresses: number;
  stock: StockCheck[];
  /** The server's VmHWM after the warm-up and the run, bytes (absent in older results): the memory
   * budget holds under the write load too, not only under the cached reads. */
  peakRss?: number | null;
  /** CPU milliseconds per order over the run (absent in older results): the server process's, and
   * on PostgreSQL its backends' (null on PGlite, which runs inside the server). Steadier than orders
   * a second on a shared machine: what a change to the order path costs or saves. */
  cpu?: CpuPerCall;
  checks: {
    /** 2xx answers over the probe, the warm-up and the run. */
    acknowledged: number;
    /** Distinct order ids among them. */
    distinct: number;
    /** Acknowledged orders the server answers for (GET /delivery/orders/{id}.json, 200). */
    found: number;
    /** Stock taken equals the acknowledged orders' units, for every limited product. */
    stockMatches: boolean;
    /** No stock below zero after the run. */
    stockNonNegative: boolean;
    passed: boolean;
  };
}

interface MenuProduct {
  id: string;
  stock: number | null;
  option_groups: { id: string; min: number; options: { id: string }[] }[];
}

/** La Brasa's file with every limited stock of the branch raised to STOCK, beside the demo images
 * (a folder of its own: the importer reads images relative to the file). Answers the folder, the
 * products raised, the branch's table codes and how to remove the folder. */
export function benchVenue(): { dir: string; products: string[]; tables: string[]; dispose: () => void } {
  const venue = JSON.parse(readFileSync(join(demoVenuesDir, VENUE_FILE), 'utf8')) as {
    catalog: { products: { key: string; branches?: Record<string, { stock: number | null }> }[] };
    suppliers: { slug: string; tables?: { code: string; kind?: string }[] }[];
  };
  const products: string[] = [];
  for (const product of venue.catalog.products) {
    const branch = product.branches?.[BRANCH];
    if (branch && branch.stock !== null) {
      branch.stock = STOCK;
      products.push(product.key);
    }
  }
  if (products.length === 0) throw new Error(`${VENUE_FILE}: no product with a limited stock at ${BRANCH}`);
  const dir = mkdtempSync(join(tmpdir(), 'sf-bench-venue-'));
  writeFileSync(join(dir, VENUE_FILE), JSON.stringify(venue));
  symlinkSync(join(demoVenuesDir, 'assets'), join(dir, 'assets'));
  // Tables only: a room of a checkout branch pays before the kitchen (isPaymentMandatory).
  const tables = (venue.suppliers.find((s) => s.slug === BRANCH)?.tables ?? [])
    .filter((t) => t.kind === 'table')
    .map((t) => t.code);
  return { dir, products, tables, dispose: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The operator's import (npm run venue:import) into the store, before a server holds it. */
export function importVenue(store: TempStore, dir: string): void {
  const result = spawnSync(process.execPath, [venueImportCli, dir], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...store.env },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`venue import failed:\n${result.stdout}${result.stderr}`);
}

async function menuStock(server: ServerProcess): Promise<Map<string, MenuProduct>> {
  const { status, body } = await request(server.origin, `/catalog/${BRANCH}/menu.json`, {
    headers: { host: HOST },
  });
  if (status !== 200) throw new Error(`GET /catalog/${BRANCH}/menu.json answered ${status}`);
  return new Map((body as { products: MenuProduct[] }).products.map((p) => [p.id, p]));
}

/** A diner from an address of its own (127.0.1.n): the route limits placements per client. */
async function placementDiner(server: ServerProcess, n: number, phone: string): Promise<Diner> {
  const localAddress = `127.0.${1 + Math.floor(n / 254)}.${(n % 254) + 1}`;
  const { profileid, token } = await newDiner(server.origin, HOST, phone, localAddress);
  return { profileid, token };
}

/** The take-away order every placement sends: one of each limited product, with the first
 * choices of its required option groups, paid cash on pickup. */
export function orderBody(products: MenuProduct[], phone: string) {
  return {
    service: 'take_away',
    lines: products.map((product) => ({
      product_id: product.id,
      count: 1,
      options: Object.fromEntries(
        product.option_groups
          .filter((group) => group.min > 0)
          .map((group) => [group.id, group.options.slice(0, group.min).map((option) => option.id)]),
      ),
      note: null,
    })),
    contact: {
      name: 'Ana Gómez',
      phone_code: '+57',
      phone,
      email: 'ana@example.com',
      dni: '1020304050',
    },
    tip: { include: false, percent: 0, custom_value: null },
    payment_method: 'cash',
  };
}

/** How many of the acknowledged orders the server answers for, each to its own diner. */
async function readBack(server: ServerProcess, diners: Diner[], orders: PlacedOrder[]): Promise<number> {
  let found = 0;
  const queue = [...orders];
  const reader = async () => {
    for (let order = queue.pop(); order; order = queue.pop()) {
      const diner = diners[order.diner]!;
      const { status, body } = await request(server.origin, `/delivery/orders/${order.id}.json`, {
        headers: { host: HOST, profileid: diner.profileid, token: diner.token },
      });
      const read = body as { id?: string; service?: string } | null;
      if (status === 200 && read?.id === order.id && read.service === 'take_away') found++;
    }
  };
  await Promise.all(Array.from({ length: 8 }, reader));
  return found;
}

/** A placement bench on a fresh store: the venue imported, `servers` server processes on it
 * (pinned to the server's core when there is one, else free to use any core), ten diners with a
 * confirmed phone, and one probe order placed. */
async function setUp(
  store: TempStore,
  settings: PlacementSettings,
  log: (line: string) => void,
  servers: { count: number; pin: boolean },
) {
  const venue = benchVenue();
  const started: ServerProcess[] = [];
  try {
    log(
      `  importing ${VENUE_FILE} with stock ${STOCK.toLocaleString('en-US')} of ${venue.products.join(', ')} ...`,
    );
    importVenue(store, venue.dir);
    for (let n = 0; n < servers.count; n++) {
      started.push(
        await startServer({
          env: {
            ...store.env,
            SEED_DEMO: 'false',
            LOG_LEVEL: 'warn',
            // The SMS inbox the diners read their code from answers outside production only; nothing
            // else on the placement path depends on NODE_ENV.
            NODE_ENV: 'development',
            // Ten diners place every order of the run: a diner's limit (30 a minute) would refuse
            // all but 300 of them. The per-address limit stays (the worker moves addresses).
            RATE_LIMIT_ORDERS_PER_MINUTE: '1000000',
          },
          ...(servers.pin ? { core: SERVER_CORE } : {}),
        }),
      );
    }
    const server = started[0]!;
    const menu = await menuStock(server);
    const products = venue.products.map((key) => {
      const product = menu.get(key);
      if (!product || product.stock !== STOCK)
        throw new Error(`${key} is not on the ${BRANCH} menu with stock ${STOCK}: ${product?.stock}`);
      return product;
    });

    const phones = Array.from({ length: settings.connections }, (_, n) => `300${String(n).padStart(7, '0')}`);
    log(`  ${settings.connections} diners confirm their phone by SMS code ...`);
    const diners: Diner[] = [];
    for (const [n, phone] of phones.entries()) diners.push(await placementDiner(server, n, phone));
    const path = `/delivery/suppliers/${BRANCH}/orders.json`;
    // The same cart for everyone, each diner with the phone it confirmed (the SMS check is per
    // profile and phone).
    const bodies = phones.map((phone) => orderBody(products, phone));

    // One placement first, so a refusal shows its reason instead of a run of non-2xx.
    const probe = await request(server.origin, path, {
      method: 'POST',
      headers: { host: HOST, ...diners[0]!, 'idempotency-key': 'bench-probe-0001' },
      json: bodies[0],
      localAddress: '127.0.0.2',
    });
    const probeId = (probe.body as { id?: string } | null)?.id;
    if (probe.status !== 201 || !probeId)
      throw new Error(`POST ${path} answered ${probe.status}: ${JSON.stringify(probe.body)}`);
    const orders: PlacedOrder[] = [{ id: probeId, diner: 0 }];

    /** Places orders for `seconds` through every server given, the connections split between them
     * (each server's share from source addresses of its own); answers the combined figures. */
    const place = async (
      through: ServerProcess[],
      name: string,
      octet: number,
      seconds: number,
    ): Promise<OrderLoadResult> => {
      const results = await Promise.all(
        through.map((target, n) =>
          runLoadWorker<OrderLoadResult>(orderWorker, {
            origin: target.origin,
            path,
            host: HOST,
            diners,
            bodies,
            connections: Math.max(1, Math.round(settings.connections / through.length)),
            seconds,
            keyPrefix: `bench-${name}-${n}`,
            perAddress: PER_ADDRESS,
            octet: octet + n,
          } satisfies OrderLoadSpec),
        ),
      );
      const placed = results.flatMap((r) => r.orders);
      orders.push(...placed);
      const elapsed = Math.max(...results.map((r) => r.elapsed));
      const sum = (pick: (r: OrderLoadResult) => number) => results.reduce((total, r) => total + pick(r), 0);
      const statuses: Record<string, number> = {};
      for (const r of results)
        for (const [code, n] of Object.entries(r.statuses)) statuses[code] = (statuses[code] ?? 0) + n;
      for (const sample of results.flatMap((r) => r.samples)) log(`    ${sample}`);
      return {
        rps: elapsed > 0 ? placed.length / elapsed : 0,
        // Across processes the slower one's percentiles (each worker keeps only its own).
        p50: Math.max(...results.map((r) => r.p50)),
        p99: Math.max(...results.map((r) => r.p99)),
        requests: sum((r) => r.requests),
        non2xx: sum((r) => r.non2xx),
        errors: sum((r) => r.errors),
        timeouts: sum((r) => r.timeouts),
        elapsed,
        statuses,
        orders: placed,
        samples: [],
        addresses: sum((r) => r.addresses),
      };
    };

    /** Every acknowledged order read back and the stock checked against them. */
    const verify = async (): Promise<Pick<PlacementResult, 'stock' | 'checks' | 'diners'>> => {
      log(`  reading back ${orders.length.toLocaleString('en-US')} orders and the stock ...`);
      const found = await readBack(server, diners, orders);
      const after = await menuStock(server);
      const stock = products.map((product) => {
        const perOrder = bodies[0]!.lines
          .filter((l) => l.product_id === product.id)
          .reduce((s, l) => s + l.count, 0);
        return {
          product: product.id,
          perOrder,
          before: STOCK,
          after: after.get(product.id)?.stock ?? Number.NaN,
        };
      });
      const distinct = new Set(orders.map((o) => o.id)).size;
      const stockMatches = stock.every((s) => s.before - s.after === s.perOrder * orders.length);
      const stockNonNegative = stock.every((s) => s.after >= 0);
      return {
        diners: diners.length,
        stock,
        checks: {
          acknowledged: orders.length,
          distinct,
          found,
          stockMatches,
          stockNonNegative,
          passed: distinct === orders.length && found === orders.length && stockMatches && stockNonNegative,
        },
      };
    };
    return {
      servers: started,
      path,
      place,
      verify,
      dispose: () => rmSync(venue.dir, { recursive: true, force: true }),
    };
  } catch (error) {
    await Promise.all(started.map((server) => server.stop()));
    venue.dispose();
    throw error;
  }
}

/** Sets the bench up with `servers`, warms it through all of them, runs `measure`, then stops the
 * servers and removes the venue whatever happens. */
async function onWarmBench<T>(
  store: TempStore,
  settings: PlacementSettings,
  log: (line: string) => void,
  servers: { count: number; pin: boolean },
  measure: (bench: Awaited<ReturnType<typeof setUp>>) => Promise<T>,
): Promise<T> {
  const bench = await setUp(store, settings, log, servers);
  try {
    if (settings.warmupSeconds > 0) {
      const through = servers.count > 1 ? ' through both' : '';
      log(`  warm-up: placing orders${through} for ${settings.warmupSeconds} s ...`);
      await bench.place(bench.servers, 'warmup', 1, settings.warmupSeconds);
    }
    return await measure(bench);
  } finally {
    await Promise.all(bench.servers.map((server) => server.stop()));
    bench.dispose();
  }
}

/** The CPU a local PostgreSQL's backends have used (all `postgres` processes), or null on PGlite
 * (it runs inside the server process) and where /proc cannot be read. */
function databaseCpuSeconds(store: TempStore): number | null {
  return store.kind === 'postgres' ? commandCpuSeconds('postgres') : null;
}

/** CPU milliseconds per acknowledged call: the server process's, and PostgreSQL's backends'. */
export interface CpuPerCall {
  serverMs: number | null;
  databaseMs: number | null;
}

/** Reads the CPU the server and the database have used; the answer, called after a load run,
 * gives the CPU milliseconds per acknowledged call (order) of that run. */
export function cpuReading(store: TempStore, pid: number): (load: OrderLoadResult) => CpuPerCall {
  const before = { server: processCpuSeconds(pid), database: databaseCpuSeconds(store) };
  return (load) => {
    const after = { server: processCpuSeconds(pid), database: databaseCpuSeconds(store) };
    const calls = load.orders.length;
    const per = (a: number | null, b: number | null) =>
      a === null || b === null || calls === 0 ? null : ((b - a) * 1000) / calls;
    return { serverMs: per(before.server, after.server), databaseMs: per(before.database, after.database) };
  };
}

/** A load run's figures without its orders and samples (what the bench reports). */
const figuresOf = ({ orders: _o, samples: _s, ...rest }: OrderLoadResult): OrderLoadFigures => rest;

export async function measurePlacement(
  store: TempStore,
  settings: PlacementSettings,
  log: (line: string) => void = () => {},
): Promise<PlacementResult> {
  return onWarmBench(store, settings, log, { count: 1, pin: true }, async (bench) => {
    log(`  placing orders for ${settings.seconds} s (${settings.connections} connections) ...`);
    const pid = bench.servers[0]!.pid;
    const cpuSince = cpuReading(store, pid);
    const load = await bench.place(bench.servers, 'run', 2, settings.seconds);
    const cpu = cpuSince(load);
    const peakRss = memoryOf(pid)?.peak ?? null;
    return {
      store: store.kind,
      path: bench.path,
      ...figuresOf(load),
      peakRss,
      cpu,
      ...(await bench.verify()),
    };
  });
}

export interface ScaleOutResult {
  store: TempStore['kind'];
  /** Orders through one server process, then through two on the same database (load split). */
  one: OrderLoadFigures;
  two: OrderLoadFigures;
  checks: PlacementResult['checks'];
  stock: StockCheck[];
}

export type OrderLoadFigures = Omit<OrderLoadResult, 'orders' | 'samples'>;

/** Orders a second through one server process and through two on the same database
 * (docs/decisions/029-lean-order-write.md): both started before the runs, unpinned (the OS spreads them over the cores),
 * the same ten diners, every order of both runs read back and the stock checked once. */
export async function measureScaleOut(
  store: TempStore,
  settings: PlacementSettings,
  log: (line: string) => void = () => {},
): Promise<ScaleOutResult> {
  return onWarmBench(store, settings, log, { count: 2, pin: false }, async (bench) => {
    log(`  placing orders through one process for ${settings.seconds} s ...`);
    const one = await bench.place(bench.servers.slice(0, 1), 'one', 3, settings.seconds);
    log(`  placing orders through two processes for ${settings.seconds} s ...`);
    const two = await bench.place(bench.servers, 'two', 4, settings.seconds);
    const { checks, stock } = await bench.verify();
    return { store: store.kind, one: figuresOf(one), two: figuresOf(two), checks, stock };
  });
}
