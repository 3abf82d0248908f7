// npm run bench — the budgets of architecture §10, measured: first-render bytes per route group,
// Lighthouse mobile scores, cached-read throughput beside a bare Fastify route, and the server's
// peak memory. Prints a Markdown table and writes bench/results/latest.json.
//
// BENCH_LH_RUNS (3), BENCH_HTTP_SECONDS (10), BENCH_HTTP_WARMUP_SECONDS (2),
// BENCH_HTTP_CONNECTIONS (10), BENCH_BUILD (auto | always | never), BENCH_PIN (true | false),
// BENCH_WAIT_QUIET (0 s), CHROME_PATH (/usr/bin/chromium).
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
import { type BenchResults, markdownTable } from './lib/report.ts';
import { memoryOf, sampleMemory, startServer } from './lib/server.ts';
import { createPgliteStore } from './lib/store.ts';
import { ensureWebBuild } from './lib/web-build.ts';
import { measureLighthouse } from './lighthouse.ts';

const settings = {
  lighthouseRuns: Math.max(1, Math.round(envNumber('BENCH_LH_RUNS', 3))),
  httpSeconds: envNumber('BENCH_HTTP_SECONDS', 10),
  httpWarmupSeconds: envNumber('BENCH_HTTP_WARMUP_SECONDS', 2),
  connections: Math.max(1, Math.round(envNumber('BENCH_HTTP_CONNECTIONS', 10))),
};

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

ensureWebBuild();
console.log('measuring first-render bytes ...');
const bundles = measureBundles();

const store = createPgliteStore();
console.log('starting the server (PGlite, fresh DATA_DIR, demo venues) ...');
const server = await startServer({
  env: { ...store.env, SEED_DEMO: 'true', LOG_LEVEL: 'warn', NODE_ENV: 'production' },
  core: SERVER_CORE,
});
let results: BenchResults;
try {
  const origin = `http://la-brasa.localhost:${server.port}`;
  console.log(`lighthouse (${settings.lighthouseRuns} runs per page) ...`);
  const lighthouse = await measureLighthouse(origin, bundles, settings.lighthouseRuns, console.log);

  console.log('http throughput ...');
  const sampler = sampleMemory(server.pid);
  const http = await measureHttp(
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

  results = {
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
    memory: peak ? { maxUnderLoad: sampled.maxSampled, peak } : null,
  };
} finally {
  await server.stop();
  await store.dispose();
}

mkdirSync(resultsDir, { recursive: true });
const output = join(resultsDir, 'latest.json');
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
