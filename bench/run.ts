// npm run bench — the budgets of architecture §10, measured: first-render bytes per route group,
// Lighthouse mobile scores, cached-read throughput beside a bare Fastify route, the server's
// peak memory and order placements per second. Prints a Markdown table and writes
// bench/results/latest.json.
//
// BENCH_LH_RUNS (3), BENCH_HTTP_SECONDS (10), BENCH_HTTP_WARMUP_SECONDS (2),
// BENCH_HTTP_CONNECTIONS (10), BENCH_BUILD (auto | always | never), BENCH_PIN (true | false),
// BENCH_WAIT_QUIET (0 s), CHROME_PATH (/usr/bin/chromium), BENCH_ONLY (all parts, or a comma list
// of bundles, lighthouse, http, placement).
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus } from 'node:os';
import { join } from 'node:path';
import { measureBundles } from './bundle.ts';
import { measureHttp } from './http.ts';
import { machineBusy } from './lib/cpu.ts';
import { envNumber } from './lib/env.ts';
import { repoRoot, resultsDir } from './lib/paths.ts';
import { canPin, SERVER_CORE } from './lib/pin.ts';
import { type BenchResults, markdownTable, placementChecks, tableCallChecks } from './lib/report.ts';
import { memoryOf, sampleMemory, startServer } from './lib/server.ts';
import {
  createPgliteStore,
  createPostgresStore,
  defaultPostgresUrl,
  reachablePostgres,
  type TempStore,
} from './lib/store.ts';
import { ensureWebBuild } from './lib/web-build.ts';
import { measureLighthouse } from './lighthouse.ts';
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
const parts = ['bundles', 'lighthouse', 'http', 'placement', 'scaleout', 'table'] as const;
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
if (runs('bundles') || runs('lighthouse')) {
  ensureWebBuild();
  console.log('measuring first-render bytes ...');
  bundles = measureBundles();
}

let lighthouse: BenchResults['lighthouse'] = [];
let http: BenchResults['http'] = null;
let memory: BenchResults['memory'] = null;
if (runs('lighthouse') || runs('http')) {
  const store = createPgliteStore();
  console.log('starting the server (PGlite, fresh DATA_DIR, demo venues) ...');
  const server = await startServer({
    env: { ...store.env, SEED_DEMO: 'true', LOG_LEVEL: 'warn', NODE_ENV: 'production' },
    core: SERVER_CORE,
  });
  try {
    const origin = `http://la-brasa.localhost:${server.port}`;
    if (runs('lighthouse')) {
      console.log(`lighthouse (${settings.lighthouseRuns} runs per page) ...`);
      lighthouse = await measureLighthouse(origin, bundles, settings.lighthouseRuns, console.log);
    }
    if (runs('http')) {
      console.log('http throughput ...');
      const sampler = sampleMemory(server.pid);
      http = await measureHttp(
        server.origin,
        {
          seconds: settings.httpSeconds,
          warmupSeconds: settings.httpWarmupSeconds,
          connections: settings.connections,
        },
        console.log,
      );
      const sampled = sampler.stop();
      const peak = memoryOf(server.pid)?.peak ?? sampled.peak;
      memory = peak ? { maxUnderLoad: sampled.maxSampled, peak } : null;
    }
  } finally {
    await server.stop();
    await store.dispose();
  }
}

// Order placement on a server and store of its own (it writes thousands of orders): PGlite, and
// PostgreSQL when one answers at TEST_DATABASE_URL (or 127.0.0.1:5432), as the crash check does.
const placement: PlacementResult[] = [];
if (runs('placement')) {
  const stores: Array<() => Promise<TempStore>> = [async () => createPgliteStore()];
  const adminUrl = process.env.TEST_DATABASE_URL || defaultPostgresUrl;
  if (await reachablePostgres(adminUrl)) stores.push(() => createPostgresStore(adminUrl));
  else
    console.log(
      'order placement on PostgreSQL: none reachable at 127.0.0.1:5432 (set TEST_DATABASE_URL) — skipped',
    );
  for (const create of stores) {
    const store = await create();
    try {
      console.log(`order placement (${store.kind}) ...`);
      const result = await measurePlacement(
        store,
        {
          seconds: settings.httpSeconds,
          warmupSeconds: settings.httpWarmupSeconds,
          connections: settings.connections,
        },
        console.log,
      );
      console.log(placementChecks(result));
      placement.push(result);
    } finally {
      await store.dispose();
    }
  }
}

// Placement through one server process and through two on one PostgreSQL (the issue "Speed" item 6).
let scaleOut: ScaleOutResult | null = null;
if (runs('scaleout')) {
  const adminUrl = process.env.TEST_DATABASE_URL || defaultPostgresUrl;
  if (await reachablePostgres(adminUrl)) {
    const store = await createPostgresStore(adminUrl);
    try {
      console.log('order placement through one and two server processes (postgres) ...');
      scaleOut = await measureScaleOut(
        store,
        {
          seconds: settings.httpSeconds,
          warmupSeconds: settings.httpWarmupSeconds,
          connections: settings.connections,
        },
        console.log,
      );
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
  const adminUrl = process.env.TEST_DATABASE_URL || defaultPostgresUrl;
  if (await reachablePostgres(adminUrl)) stores.push(() => createPostgresStore(adminUrl));
  for (const create of stores) {
    const store = await create();
    try {
      console.log(`on-table calls (${store.kind}) ...`);
      const settingsOf = {
        seconds: settings.httpSeconds,
        warmupSeconds: 0,
        connections: settings.connections,
      };
      const result = await measureTableCalls(store, settingsOf, console.log);
      console.log(tableCallChecks(result));
      tableCalls.push(result);
    } finally {
      await store.dispose();
    }
  }
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
  lighthouse,
  http,
  memory,
  placement,
  scaleOut,
  tableCalls,
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
for (const page of results.lighthouse)
  if (page.failing?.length) console.log(`\n${page.page}: failing audits: ${page.failing.join(', ')}`);
console.log(`\nwritten: ${output}`);
