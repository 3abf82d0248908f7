// npm run bench — the budgets of architecture §10, measured: first-render bytes per route group,
// Lighthouse mobile scores, cached-read throughput beside a bare Fastify route answering the same
// response, the server's memory (start-up, seeded, under load, peak; PGlite and PostgreSQL) and
// order placements per second. Prints a Markdown table and writes
// bench/results/latest.json.
//
// BENCH_LH_RUNS (3), BENCH_HTTP_SECONDS (10), BENCH_HTTP_WARMUP_SECONDS (2),
// BENCH_HTTP_CONNECTIONS (10), BENCH_BUILD (auto | always | never), BENCH_PIN (true | false),
// BENCH_WAIT_QUIET (0 s), CHROME_PATH (/usr/bin/chromium), BENCH_LH_PAGES (every page, or a comma
// list of Lighthouse page names), BENCH_LH_REPORTS (a directory for each run's whole report), BENCH_FLAGS (the server's Node flags;
// those of npm start), BENCH_ONLY (all parts, or a comma list of bundles, lighthouse, http,
// placement, scaleout, table, menu-edits, import, cost-curve). The cost curve's own settings:
// bench/cost-curve.ts.
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import { join } from 'node:path';
import { libraryWeights, measureBundles } from './bundle.ts';
import { type CatalogImportResult, measureCatalogImport } from './catalog-import.ts';
import { costCurveSettings, measureCostCurve } from './cost-curve.ts';
import { HOST, measureHttp } from './http.ts';
import { machineBusy } from './lib/cpu.ts';
import { envNumber } from './lib/env.ts';
import { dinerWithOrder } from './lib/lighthouse-diner.ts';
import { repoRoot, resultsDir } from './lib/paths.ts';
import { canPin, SERVER_CORE } from './lib/pin.ts';
import {
  type BenchResults,
  costCurveChecks,
  costCurveTable,
  markdownTable,
  placementChecks,
  tableCallChecks,
} from './lib/report.ts';
import { type Memory, memoryOf, sampleMemory, startServer } from './lib/server.ts';
import { removeStaticMenu, reserveStaticMenu, writeStaticMenu } from './lib/static-menu.ts';
import {
  createPgliteStore,
  createPostgresStore,
  defaultPostgresUrl,
  reachablePostgres,
  type TempStore,
} from './lib/store.ts';
import { ensureWebBuild } from './lib/web-build.ts';
import { measureLighthouse, visitDinerPages } from './lighthouse.ts';
import { type MenuEditsResult, measureMenuEdits } from './menu-edits.ts';
import { measurePlacement, measureScaleOut, type PlacementResult, type ScaleOutResult } from './placement.ts';
import { measureTableCalls, type TableCallsResult } from './table-calls.ts';

const settings = {
  lighthouseRuns: Math.max(1, Math.round(envNumber('BENCH_LH_RUNS', 3))),
  httpSeconds: envNumber('BENCH_HTTP_SECONDS', 10),
  httpWarmupSeconds: envNumber('BENCH_HTTP_WARMUP_SECONDS', 2),
  connections: Math.max(1, Math.round(envNumber('BENCH_HTTP_CONNECTIONS', 10))),
};

// BENCH_ONLY=placement (or a comma list of parts) runs only those parts, e.g. the order placement
// without the six minutes of Lighthouse. Such a run prints its rows and leaves latest.json, the
// record of the last whole run, alone.
const parts = [
  'bundles',
  'lighthouse',
  'http',
  'placement',
  'scaleout',
  'table',
  'menu-edits',
  'import',
  'cost-curve',
] as const;
type Part = (typeof parts)[number];
const only = (process.env.BENCH_ONLY ?? '')
  .split(',')
  .map((part) => part.trim())
  .filter(Boolean);
for (const part of only)
  if (!(parts as readonly string[]).includes(part))
    throw new Error(`BENCH_ONLY: unknown part "${part}" (${parts.join(', ')})`);
const runs = (part: Part) => only.length === 0 || only.includes(part);

function commit(): string | null {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
  } catch {
    return null;
  }
}

// BENCH_WAIT_QUIET=<seconds>: on a shared machine, wait up to that long for the CPUs to go idle.
const waitQuiet = envNumber('BENCH_WAIT_QUIET', 0);
let busyBefore = await machineBusy();
for (
  const deadline = Date.now() + waitQuiet * 1000;
  busyBefore !== null && busyBefore > 0.15 && Date.now() < deadline;
)
  busyBefore = await machineBusy();
if (busyBefore !== null && busyBefore > 0.15)
  console.log(
    `! the machine is busy (${Math.round(busyBefore * 100)}% CPU in use before the run): the figures will be low and noisy`,
  );

// Lighthouse finds the route groups in the build through the bundle figures.
let bundles: BenchResults['bundles'] = [];
let libraries: BenchResults['libraries'] = [];
if (runs('bundles') || runs('lighthouse')) {
  ensureWebBuild();
  console.log('measuring first-render bytes ...');
  bundles = measureBundles();
  libraries = libraryWeights(bundles);
}

let lighthouse: BenchResults['lighthouse'] = [];
const http: BenchResults['http'] = [];
const memory: BenchResults['memory'] = [];
const httpSettings = {
  seconds: settings.httpSeconds,
  warmupSeconds: settings.httpWarmupSeconds,
  connections: settings.connections,
};
// Not production: the development SMS inbox is how the checkout and order-tracking pages' diner
// confirms a phone (bench/lib/lighthouse-diner.ts); NODE_ENV only adds the sandbox routes
// (apps/server/src/app.ts), nothing on the paths measured here.
const serverEnv = { LOG_LEVEL: 'warn', NODE_ENV: 'development' };

/** Waits up to 30 s for the machine to go quiet before a throughput part: right after Lighthouse,
 * Chromium's teardown and the server's own after-work (a whole run once read the cached reads at
 * half their rate there) would otherwise be measured as the server's slowness. */
async function settle(part: string): Promise<void> {
  const start = Date.now();
  let busy = await machineBusy(1_000);
  for (const deadline = start + 30_000; busy !== null && busy > 0.15 && Date.now() < deadline; )
    busy = await machineBusy(1_000);
  const waited = Math.round((Date.now() - start) / 1000);
  if (busy !== null && busy > 0.15)
    console.log(`! ${Math.round(busy * 100)}% CPU in use before ${part}: its figures will be low`);
  else if (waited > 1) console.log(`  waited ${waited} s for the machine to go quiet before ${part}`);
}

/** The server's memory once ready on a fresh, empty store (migrations only, no demo venues). */
async function startupMemory(create: () => Promise<TempStore>): Promise<Memory | null> {
  const store = await create();
  try {
    const server = await startServer({
      env: { ...store.env, ...serverEnv, SEED_DEMO: 'false' },
      core: SERVER_CORE,
    });
    const memory = memoryOf(server.pid);
    await server.stop();
    return memory;
  } finally {
    await store.dispose();
  }
}

/** The cached reads under load on a fresh store with the demo venues, after the diner pages were
 * visited (ADR 059), and the server's memory at start-up, after the seed and under that load.
 * `withServer` runs first (Lighthouse). */
async function measureStore(
  create: () => Promise<TempStore>,
  withServer?: (server: { origin: string; port: number }) => Promise<void>,
): Promise<void> {
  const startup = runs('http') ? await startupMemory(create) : null;
  const store = await create();
  console.log(`starting the server (${store.kind}, fresh store, demo venues) ...`);
  const server = await startServer({
    env: { ...store.env, ...serverEnv, SEED_DEMO: 'true' },
    core: SERVER_CORE,
  });
  try {
    const seeded = memoryOf(server.pid);
    await withServer?.(server);
    if (!runs('http')) return;
    // both stores' reads measured as a venue's server runs: after its diners' pages (ADR 059)
    console.log(`visiting the diner pages (${store.kind}) ...`);
    await visitDinerPages(`http://${HOST}:${server.port}`);
    await settle(`http throughput (${store.kind})`);
    console.log(`http throughput (${store.kind}) ...`);
    const sampler = sampleMemory(server.pid);
    const { targets } = await measureHttp(server, httpSettings, console.log);
    const sampled = sampler.stop();
    http.push({ store: store.kind, targets });
    memory.push({
      store: store.kind,
      startup,
      seeded,
      maxUnderLoad: sampled.maxSampled,
      peak: memoryOf(server.pid)?.peak ?? sampled.peak,
    });
  } finally {
    await server.stop();
    await store.dispose();
  }
}

if (runs('lighthouse') || runs('http')) {
  // The static yardstick page must exist when the server starts (the static files are listed then).
  if (runs('lighthouse')) reserveStaticMenu();
  try {
    await measureStore(
      async () => createPgliteStore(),
      runs('lighthouse')
        ? async (server) => {
            const host = `la-brasa.localhost:${server.port}`;
            await writeStaticMenu(server.origin, host, 'chapinero');
            console.log(`lighthouse (${settings.lighthouseRuns} runs per page) ...`);
            const ordered = await dinerWithOrder(server.origin, 'la-brasa.localhost', 'chapinero').catch(
              (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
            );
            lighthouse = await measureLighthouse(
              `http://${host}`,
              bundles,
              settings.lighthouseRuns,
              console.log,
              ordered,
            );
          }
        : undefined,
    );
  } finally {
    removeStaticMenu();
  }
}
// The same reads and memory on PostgreSQL when one answers (TEST_DATABASE_URL or 127.0.0.1:5432).
const postgresUrl = await reachablePostgres(process.env.TEST_DATABASE_URL || defaultPostgresUrl);
if (runs('http')) {
  if (postgresUrl) await measureStore(() => createPostgresStore(postgresUrl));
  else console.log('http and memory on PostgreSQL: none reachable at 127.0.0.1:5432 — skipped');
}

// Order placement on a server and store of its own (it writes thousands of orders): PGlite, and
// PostgreSQL when one answers at TEST_DATABASE_URL (or 127.0.0.1:5432), as the crash check does.
const placement: PlacementResult[] = [];
if (runs('placement')) {
  const stores: Array<() => Promise<TempStore>> = [async () => createPgliteStore()];
  if (postgresUrl) stores.push(() => createPostgresStore(postgresUrl));
  else
    console.log(
      'order placement on PostgreSQL: none reachable at 127.0.0.1:5432 (set TEST_DATABASE_URL) — skipped',
    );
  for (const create of stores) {
    const store = await create();
    try {
      console.log(`order placement (${store.kind}) ...`);
      await settle(`order placement (${store.kind})`);
      const result = await measurePlacement(store, httpSettings, console.log);
      console.log(placementChecks(result));
      placement.push(result);
    } finally {
      await store.dispose();
    }
  }
}

// Placement through one server process and through two on one PostgreSQL (docs/decisions/029-lean-order-write.md).
let scaleOut: ScaleOutResult | null = null;
if (runs('scaleout')) {
  if (postgresUrl) {
    const store = await createPostgresStore(postgresUrl);
    try {
      console.log('order placement through one and two server processes (postgres) ...');
      await settle('order placement through two processes');
      scaleOut = await measureScaleOut(store, httpSettings, console.log);
      console.log(placementChecks(scaleOut));
    } finally {
      await store.dispose();
    }
  } else console.log('two server processes: no PostgreSQL reachable at 127.0.0.1:5432 — skipped');
}

// The on-table calls (add to cart, send to kitchen, pay a share) on PGlite and PostgreSQL.
const tableCalls: TableCallsResult[] = [];
if (runs('table')) {
  const stores: Array<() => Promise<TempStore>> = [async () => createPgliteStore()];
  if (postgresUrl) stores.push(() => createPostgresStore(postgresUrl));
  for (const create of stores) {
    const store = await create();
    try {
      console.log(`on-table calls (${store.kind}) ...`);
      await settle(`on-table calls (${store.kind})`);
      const result = await measureTableCalls(store, httpSettings, console.log);
      console.log(tableCallChecks(result));
      tableCalls.push(result);
    } finally {
      await store.dispose();
    }
  }
}

// The menu read while a manager saves a product every second, on PGlite and PostgreSQL (issue 53).
const menuEdits: MenuEditsResult[] = [];
if (runs('menu-edits')) {
  const stores: Array<() => Promise<TempStore>> = [async () => createPgliteStore()];
  if (postgresUrl) stores.push(() => createPostgresStore(postgresUrl));
  for (const create of stores) {
    const store = await create();
    try {
      console.log(`menu read while saving a product every second (${store.kind}) ...`);
      await settle(`menu read while saving (${store.kind})`);
      menuEdits.push(await measureMenuEdits(store, httpSettings, console.log));
    } finally {
      await store.dispose();
    }
  }
}

// Importing a 5,000-product item library from the back office, on PGlite and PostgreSQL (issue 53).
const catalogImport: CatalogImportResult[] = [];
if (runs('import')) {
  const stores: Array<() => Promise<TempStore>> = [async () => createPgliteStore()];
  if (postgresUrl) stores.push(() => createPostgresStore(postgresUrl));
  for (const create of stores) {
    const store = await create();
    try {
      console.log(`catalogue import of 5,000 products (${store.kind}) ...`);
      await settle(`catalogue import (${store.kind})`);
      catalogImport.push(await measureCatalogImport(store));
    } finally {
      await store.dispose();
    }
  }
}

// The cost curve on PostgreSQL, 6 to 1,000 venues and 0 to 1,000,000 stored orders (issue 56).
let costCurve: BenchResults['costCurve'] = null;
if (runs('cost-curve')) {
  if (postgresUrl) {
    const curveSettings = costCurveSettings();
    console.log(
      `cost curve (postgres) up to ${curveSettings.maxVenues.toLocaleString('en-US')} venues and ${curveSettings.maxOrders.toLocaleString('en-US')} stored orders ...`,
    );
    await settle('the cost curve');
    costCurve = await measureCostCurve(postgresUrl, curveSettings, console.log);
    console.log(costCurveChecks(costCurve));
  } else console.log('cost curve: no PostgreSQL reachable at 127.0.0.1:5432 — skipped');
}

const results: BenchResults = {
  date: new Date().toISOString(),
  commit: commit(),
  machine: {
    cpus: availableParallelism(),
    model: cpus()[0]?.model ?? 'unknown',
    node: process.version,
    pinned: canPin(),
    busyBefore,
  },
  settings,
  bundles,
  libraries,
  lighthouse,
  http,
  memory,
  placement,
  scaleOut,
  tableCalls,
  menuEdits,
  catalogImport,
  costCurve,
};

mkdirSync(resultsDir, { recursive: true });
const output = join(resultsDir, only.length ? `only-${only.join('-')}.json.tmp` : 'latest.json');
writeFileSync(output, `${JSON.stringify(results, null, 2)}\n`);
const { machine } = results;
const context = [
  results.date.slice(0, 10),
  `${machine.cpus} cores (${machine.model})`,
  `Node ${machine.node}`,
  machine.pinned ? 'server and load generator on separate cores' : 'no core pinning',
  machine.busyBefore === null ? null : `${Math.round(machine.busyBefore * 100)}% CPU busy before the run`,
];
console.log(`\n${context.filter(Boolean).join(', ')}\n`);
console.log(markdownTable(results));
if (results.costCurve) console.log(`\nThe cost curve (PostgreSQL):\n\n${costCurveTable(results.costCurve)}`);
for (const page of results.lighthouse)
  if (page.failing?.length) console.log(`\n${page.page}: failing audits: ${page.failing.join(', ')}`);
console.log(`\nwritten: ${output}`);
