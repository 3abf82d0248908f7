import { readdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { captureResponse, startBareServer } from './http.ts';
import { CostCurveData, MEASURED_BRANCH, TEMPLATE_VENUE } from './lib/cost-curve-data.ts';
import { machineBusy, processCpuSeconds } from './lib/cpu.ts';
import { newDiner } from './lib/diner.ts';
import { envNumber } from './lib/env.ts';
import type { Diner, OrderLoadResult, OrderLoadSpec } from './lib/order-worker.ts';
import { demoVenuesDir } from './lib/paths.ts';
import { SERVER_CORE } from './lib/pin.ts';
import type { ReadLoadResult, ReadLoadSpec } from './lib/read-worker.ts';
import { type CostCurveResult, type CostCurveStep, costCurveChecks, costCurveTable } from './lib/report.ts';
import { request } from './lib/request.ts';
import { memoryOf, type ServerProcess, startServer } from './lib/server.ts';
import { createPostgresStore, defaultPostgresUrl, reachablePostgres, type TempStore } from './lib/store.ts';
import { runLoadWorker } from './lib/worker.ts';
import { benchVenue, cpuReading, importVenue, orderBody } from './placement.ts';

// The cost curve (issue 56): the same measures on PostgreSQL as the store grows from the six demo
// venues and no orders to 1,000 venues (three branches, 100 products each) and 1,000,000 stored
// orders, grown in bulk SQL between the sizes (bench/lib/cost-curve-data.ts). At each size a new
// server process (start-up time to /healthz honest): its RSS after the warm-up, La Brasa's cached
// menu read (against a bare Fastify answering the same bytes, as bench/http.ts measures it), order placement at La Brasa's Chapinero (bench/lib/order-worker.ts), the staff day
// summary of Chapinero's busiest stored day (yesterday), and a month of booking availability (one
// request of 31 days, as the diner's calendar asks it). Budgets: the reads and the placement at the
// largest size within 1.2× of the smallest (throughput at least 1/1.2 of it), the day summary and
// the month's availability under 100 ms at p95 at every size.
//
// COST_CURVE_MAX_VENUES (1000), COST_CURVE_MAX_ORDERS (1000000): the largest size; the steps are
// 6 venues and no orders, a tenth of both, then the whole (COST_CURVE_MAX_VENUES=60
// COST_CURVE_MAX_ORDERS=10000 for a quick run). COST_CURVE_SECONDS (8) per load run after a warm-up
// of COST_CURVE_WARMUP_SECONDS (2), COST_CURVE_CONNECTIONS (10) for the menu read and placement.

const readWorker = fileURLToPath(new URL('./lib/read-worker.ts', import.meta.url));
const orderWorker = fileURLToPath(new URL('./lib/order-worker.ts', import.meta.url));

const HOST = `${TEMPLATE_VENUE}.localhost`;
const STAFF_TOKEN = 'stf_bench_cost_curve_0123456789abcdef';
/** Orders per source address; the placement route allows 30 per client a minute. */
const PER_ADDRESS = 25;

export interface CostCurveSettings {
  maxVenues: number;
  maxOrders: number;
  seconds: number;
  warmupSeconds: number;
  connections: number;
}

export function costCurveSettings(): CostCurveSettings {
  return {
    maxVenues: Math.max(6, Math.round(envNumber('COST_CURVE_MAX_VENUES', 1000))),
    maxOrders: Math.round(envNumber('COST_CURVE_MAX_ORDERS', 1_000_000)),
    seconds: envNumber('COST_CURVE_SECONDS', 8),
    warmupSeconds: envNumber('COST_CURVE_WARMUP_SECONDS', 2),
    connections: Math.max(1, Math.round(envNumber('COST_CURVE_CONNECTIONS', 10))),
  };
}

/** The sizes, cumulative: venues first, then orders, so each figure moves with one of them. */
export function costCurveSizes(settings: CostCurveSettings): Array<{ venues: number; orders: number }> {
  const tenthVenues = Math.max(6, Math.round(settings.maxVenues / 10));
  const tenthOrders = Math.round(settings.maxOrders / 10);
  const sizes = [
    { venues: 6, orders: 0 },
    { venues: tenthVenues, orders: 0 },
    { venues: tenthVenues, orders: tenthOrders },
    { venues: settings.maxVenues, orders: tenthOrders },
    { venues: settings.maxVenues, orders: settings.maxOrders },
  ];
  return sizes.filter(
    (size, n) => n === 0 || size.venues !== sizes[n - 1]!.venues || size.orders !== sizes[n - 1]!.orders,
  );
}

const figures = ({ samples: _s, ...rest }: ReadLoadResult) => rest;

/** Alternating rounds of the menu read and of its bare Fastify yardstick. */
const ROUNDS = 4;

const middle = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** La Brasa's cached menu read against a bare Fastify on the server's core answering the very same
 * response (bench/http.ts's yardstick), in alternating rounds after a warm-up of both: the ratio (the
 * median of the rounds') holds while a shared machine's speed drifts between the sizes, which the
 * requests a second alone do not (the first whole run read 6,139 then 5,019 a second at 6 and 100
 * venues, nothing of the server's work changed). */
async function measureMenu(
  server: ServerProcess,
  settings: CostCurveSettings,
  log: (line: string) => void,
): Promise<CostCurveStep['menu']> {
  const path = `/catalog/${MEASURED_BRANCH}/menu.json`;
  const route = await captureResponse(server.origin, path, { host: HOST, 'accept-encoding': 'br, gzip' });
  if (route.status !== 200) throw new Error(`GET ${path} answered ${route.status}`);
  const bare = await startBareServer([{ ...route, path: '/bare/menu' }]);
  try {
    const common = { connections: settings.connections };
    const target = (seconds: number) =>
      readLoad(
        { ...common, origin: server.origin, paths: [path], headers: { host: HOST }, seconds },
        log,
        'menu read',
      );
    const yardstick = (seconds: number) =>
      readLoad(
        { ...common, origin: bare.origin, paths: ['/bare/menu'], headers: {}, seconds },
        log,
        'bare menu',
      );
    if (settings.warmupSeconds > 0) {
      await yardstick(settings.warmupSeconds);
      await target(settings.warmupSeconds);
    }
    const seconds = Math.max(1, settings.seconds / 2);
    const loads: ReadLoadResult[] = [];
    const bares: ReadLoadResult[] = [];
    // the server's own CPU over its rounds: the load generator, not the server, is the bottleneck of
    // a cached read on two cores (it runs at 100% while the server idles at half), so requests a
    // second follow the generator; the CPU each read costs the server is what the venues and the
    // stored orders could move
    let serverCpu = 0;
    const measured = async (seconds: number) => {
      const before = processCpuSeconds(server.pid);
      const load = await target(seconds);
      const after = processCpuSeconds(server.pid);
      if (before !== null && after !== null) serverCpu += after - before;
      return load;
    };
    for (let round = 0; round < ROUNDS; round++) {
      if (round % 2 === 0) {
        bares.push(await yardstick(seconds));
        loads.push(await measured(seconds));
      } else {
        loads.push(await measured(seconds));
        bares.push(await yardstick(seconds));
      }
    }
    const ratios = loads.map((load, round) => load.rps / bares[round]!.rps);
    const sum = (pick: (r: ReadLoadResult) => number) => loads.reduce((total, r) => total + pick(r), 0);
    return {
      rps: sum((r) => r.rps) / loads.length,
      p50: middle(loads.map((r) => r.p50)),
      p95: middle(loads.map((r) => r.p95)),
      p99: middle(loads.map((r) => r.p99)),
      requests: sum((r) => r.requests),
      non2xx: sum((r) => r.non2xx),
      errors: sum((r) => r.errors),
      bareRps: bares.reduce((total, r) => total + r.rps, 0) / bares.length,
      cpuMicrosPerRead:
        (serverCpu * 1e6) /
        Math.max(
          1,
          sum((r) => r.requests),
        ),
      ratio: middle(ratios),
      ratios,
    };
  } finally {
    bare.child.kill('SIGTERM');
  }
}

function readLoad(spec: ReadLoadSpec, log: (line: string) => void, what: string): Promise<ReadLoadResult> {
  return runLoadWorker<ReadLoadResult>(readWorker, spec).then((result) => {
    if (result.non2xx + result.errors > 0)
      log(`    ! ${what}: ${result.non2xx} non-2xx, ${result.errors} errors: ${result.samples.join(' | ')}`);
    return result;
  });
}

/** Ten diners with a confirmed phone (phones and addresses of the step's own: the SMS and profile
 * limits count per phone and per address), the order each places, and one probe order. */
async function placementSetUp(server: ServerProcess, step: number, connections: number, products: string[]) {
  const menu = await request(server.origin, `/catalog/${MEASURED_BRANCH}/menu.json`, {
    headers: { host: HOST },
  });
  if (menu.status !== 200)
    throw new Error(`GET /catalog/${MEASURED_BRANCH}/menu.json answered ${menu.status}`);
  const byKey = new Map(
    (menu.body as { products: Parameters<typeof orderBody>[0] }).products.map((p) => [p.id, p]),
  );
  const lines = products.map((key) => {
    const product = byKey.get(key);
    if (!product) throw new Error(`${key} is not on the ${MEASURED_BRANCH} menu`);
    return product;
  });
  const phones = Array.from(
    { length: connections },
    (_, n) => `3${1 + (step % 9)}${String(n).padStart(8, '0')}`,
  );
  const diners: Diner[] = [];
  for (const [n, phone] of phones.entries()) {
    const { profileid, token } = await newDiner(server.origin, HOST, phone, `127.0.${1 + step}.${n + 1}`);
    diners.push({ profileid, token });
  }
  const bodies = phones.map((phone) => orderBody(lines, phone));
  const path = `/delivery/suppliers/${MEASURED_BRANCH}/orders.json`;
  const probe = await request(server.origin, path, {
    method: 'POST',
    headers: { host: HOST, ...diners[0]!, 'idempotency-key': `cost-curve-probe-${step}-0001` },
    json: bodies[0],
    localAddress: `127.0.${1 + step}.250`,
  });
  if (probe.status !== 201)
    throw new Error(`POST ${path} answered ${probe.status}: ${JSON.stringify(probe.body)}`);
  return { diners, bodies, path };
}

async function measureSize(
  store: TempStore,
  env: Record<string, string>,
  data: CostCurveData,
  step: number,
  settings: CostCurveSettings,
  products: string[],
  log: (line: string) => void,
): Promise<Omit<CostCurveStep, 'venues' | 'orders' | 'branchOrders' | 'growSeconds'>> {
  const started = performance.now();
  const server = await startServer({ env, core: SERVER_CORE, readyTimeoutMs: 180_000 });
  const startupMs = performance.now() - started;
  try {
    const staff = { host: HOST, authorization: `Bearer ${STAFF_TOKEN}` };
    const day = await data.yesterday();
    const summaryPath = `/staff/summary.json?supplier_id=${MEASURED_BRANCH}&date=${day}`;
    const summary = await request(server.origin, summaryPath, { headers: staff });
    if (summary.status !== 200) throw new Error(`GET ${summaryPath} answered ${summary.status}`);
    const dayOrders = (summary.body as { orders: number }).orders;

    log(
      `    menu read and its bare Fastify (${settings.connections} connections, ${ROUNDS} rounds each) ...`,
    );
    const menu = await measureMenu(server, settings, log);
    const rssAfterWarmup = memoryOf(server.pid)?.rss ?? null;

    // one at a time, as a manager or a diner asks: the latency of the call itself
    log('    day summary and a month of availability ...');
    const one = { origin: server.origin, connections: 1 };
    const summarySpec = { ...one, paths: [summaryPath], headers: staff };
    await readLoad({ ...summarySpec, seconds: 1 }, log, 'summary warm-up');
    const daySummary = await readLoad({ ...summarySpec, seconds: settings.seconds }, log, 'day summary');
    const availabilitySpec = {
      ...one,
      paths: [`/booking/suppliers/${MEASURED_BRANCH}/availability.json?days=31&persons=2`],
      headers: { host: HOST },
    };
    await readLoad({ ...availabilitySpec, seconds: 1 }, log, 'availability warm-up');
    const availability = await readLoad(
      { ...availabilitySpec, seconds: settings.seconds },
      log,
      'availability',
    );

    log(`    order placement (${settings.connections} connections) ...`);
    const { diners, bodies, path } = await placementSetUp(server, step, settings.connections, products);
    const place = async (name: string, octet: number, seconds: number) => {
      const result = await runLoadWorker<OrderLoadResult>(orderWorker, {
        origin: server.origin,
        path,
        host: HOST,
        diners,
        bodies,
        connections: settings.connections,
        seconds,
        keyPrefix: `cost-curve-${step}-${name}`,
        perAddress: PER_ADDRESS,
        octet,
      } satisfies OrderLoadSpec);
      if (result.non2xx + result.errors > 0)
        log(
          `    ! placement: ${result.non2xx} non-2xx, ${result.errors} errors: ${result.samples.join(' | ')}`,
        );
      return result;
    };
    if (settings.warmupSeconds > 0) await place('warmup', 20 + 2 * step, settings.warmupSeconds);
    const cpuSince = cpuReading(store, server.pid);
    const placed = await place('run', 21 + 2 * step, settings.seconds);
    const cpu = cpuSince(placed);
    const { orders: _o, samples: _s, statuses: _st, ...placement } = placed;
    return {
      startupMs,
      rssAfterWarmup,
      peakRss: memoryOf(server.pid)?.peak ?? null,
      menu,
      placement: { ...placement, cpu },
      daySummary: figures(daySummary),
      availability: figures(availability),
      summaryDay: day,
      dayOrders,
    };
  } finally {
    await server.stop();
  }
}

/** Waits up to 60 s for the machine to go quiet after the growth (PostgreSQL's own after-work of a
 * bulk load, autovacuum, other work on a shared machine), so the size is measured, not the load. */
async function quiet(log: (line: string) => void): Promise<void> {
  const started = Date.now();
  let busy = await machineBusy(1_000);
  while (busy !== null && busy > 0.15 && Date.now() - started < 60_000) busy = await machineBusy(1_000);
  const waited = Math.round((Date.now() - started) / 1000);
  if (busy !== null && busy > 0.15) log(`    ! ${Math.round(busy * 100)}% CPU in use before measuring`);
  else if (waited > 1) log(`    waited ${waited} s for the machine to go quiet`);
}

/** The cost curve on a fresh PostgreSQL database beside the one `adminUrl` names (dropped after). */
export async function measureCostCurve(
  adminUrl: string,
  settings: CostCurveSettings = costCurveSettings(),
  log: (line: string) => void = console.log,
): Promise<CostCurveResult> {
  const store = await createPostgresStore(adminUrl);
  // the six demo venues, La Brasa's limited stocks raised so no run sells out (bench/placement.ts)
  const venue = benchVenue();
  try {
    for (const file of readdirSync(demoVenuesDir))
      if (file.endsWith('.json') && file !== `${TEMPLATE_VENUE}.json`)
        symlinkSync(join(demoVenuesDir, file), join(venue.dir, file));
    log('  importing the six demo venues ...');
    importVenue(store, venue.dir);
    const env = {
      ...store.env,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      // the SMS inbox the diners read their code from answers outside production only
      NODE_ENV: 'development',
      // ten diners place every order of a run (the per-address limit stays: the worker moves)
      RATE_LIMIT_ORDERS_PER_MINUTE: '1000000',
      STAFF_TOKENS: `${TEMPLATE_VENUE}:${STAFF_TOKEN}`,
    };
    const data = await CostCurveData.open(store.env.DATABASE_URL!);
    const steps: CostCurveStep[] = [];
    try {
      for (const [step, size] of costCurveSizes(settings).entries()) {
        log(
          `  size ${step + 1}: ${size.venues.toLocaleString('en-US')} venues, ${size.orders.toLocaleString('en-US')} stored orders`,
        );
        const grown = performance.now();
        await data.growVenues(size.venues);
        await data.growOrders(size.orders, log);
        await data.checkpoint();
        const growSeconds = (performance.now() - grown) / 1000;
        const counts = await data.counts();
        log(
          `    grown in ${growSeconds.toFixed(1)} s (${counts.branchOrders.toLocaleString('en-US')} orders at ${MEASURED_BRANCH})`,
        );
        await quiet(log);
        const measured = await measureSize(store, env, data, step, settings, venue.products, log);
        steps.push({
          venues: counts.venues,
          orders: counts.orders,
          branchOrders: counts.branchOrders,
          growSeconds,
          ...measured,
        });
        log(costCurveTable({ store: 'postgres', steps }).split('\n').at(-1)!);
      }
    } finally {
      await data.close();
    }
    return { store: 'postgres', steps };
  } finally {
    venue.dispose();
    await store.dispose();
  }
}

if (import.meta.main) {
  const adminUrl = await reachablePostgres(process.env.TEST_DATABASE_URL || defaultPostgresUrl);
  if (!adminUrl) {
    console.error('✗ the cost curve runs on PostgreSQL: none answers at TEST_DATABASE_URL or 127.0.0.1:5432');
    process.exit(1);
  }
  const settings = costCurveSettings();
  console.log(
    `cost curve on PostgreSQL up to ${settings.maxVenues.toLocaleString('en-US')} venues and ${settings.maxOrders.toLocaleString('en-US')} orders ...`,
  );
  const result = await measureCostCurve(adminUrl, settings);
  console.log(`\n${costCurveTable(result)}\n`);
  console.log(costCurveChecks(result));
}
