import { type ChildProcess, spawn } from 'node:child_process';
import { get as httpGet } from 'node:http';
import { fileURLToPath } from 'node:url';
import type { BareRoute } from './lib/bare-server.ts';
import { processCpuSeconds } from './lib/cpu.ts';
import type { LoadResult, LoadSpec } from './lib/load-worker.ts';
import { pinned, SERVER_CORE } from './lib/pin.ts';
import { runLoadWorker } from './lib/worker.ts';

// Throughput and latency of the cached reads against a bare Fastify route on the same core that
// answers the same response (status, headers, body, compression), with autocannon in its own
// process on the other core (no pipelining).

const loadWorker = fileURLToPath(new URL('./lib/load-worker.ts', import.meta.url));
const bareServer = fileURLToPath(new URL('./lib/bare-server.ts', import.meta.url));

export interface HttpTarget {
  name: string;
  path: string;
  host: string;
  /** Extra request headers, e.g. the compression a browser accepts. */
  headers?: Record<string, string>;
}

export const HOST = 'la-brasa.localhost';
/** Every read asks for compression as browsers do. */
const browser = { 'accept-encoding': 'br, gzip' };

/** The cached reads of architecture §10. The menu read joins when its endpoint exists (a 200). */
export const httpTargets: HttpTarget[] = [
  { name: 'config', path: '/domain/config.json', host: HOST, headers: browser },
  { name: 'branch', path: '/domain/suppliers/chapinero.json', host: HOST, headers: browser },
  // The biggest cached read: La Brasa's 317-product menu.
  { name: 'menu', path: '/catalog/chapinero/menu.json', host: HOST, headers: browser },
];

export interface HttpResult extends LoadResult {
  name: string;
  path: string;
  /** Throughput over the bare route's serving the same response: the median of the alternating
   * rounds' ratios. */
  ratio?: number;
  /** Each round's ratio. */
  ratios?: number[];
  /** The server's CPU per request, µs: the median of the rounds (null without /proc). */
  cpuPerRequest?: number | null;
  /** The bare Fastify route answering this target's very response: its mean, each round's
   * requests a second and its CPU per request. */
  bare?: LoadResult & { runs: number[]; cpuPerRequest: number | null };
  /** Bytes of the body as sent (compressed when the target compressed it). */
  bytes?: number;
}

export interface HttpSettings {
  seconds: number;
  warmupSeconds: number;
  connections: number;
}

function runWorker(spec: LoadSpec): Promise<LoadResult> {
  return runLoadWorker<LoadResult>(loadWorker, spec);
}

/** Headers of the connection, not of the response: the bare server sets its own. */
const hopHeaders = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/** One response exactly as the server sends it (node:http, so nothing is decompressed). */
export function captureResponse(
  origin: string,
  path: string,
  headers: Record<string, string>,
): Promise<BareRoute> {
  return new Promise((resolve, reject) => {
    const req = httpGet(`${origin}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.once('error', reject);
      res.once('end', () => {
        const kept: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers))
          if (value !== undefined && !hopHeaders.has(name))
            kept[name] = Array.isArray(value) ? value.join(', ') : value;
        resolve({
          path,
          status: res.statusCode ?? 0,
          headers: kept,
          body: Buffer.concat(chunks).toString('base64'),
        });
      });
    });
    req.once('error', reject);
  });
}

export async function startBareServer(
  routes: BareRoute[],
): Promise<{ child: ChildProcess; origin: string; pid: number }> {
  const { command, args } = pinned(SERVER_CORE, process.execPath, [bareServer]);
  const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'inherit'] });
  child.stdin!.end(JSON.stringify(routes));
  const port = await new Promise<number>((resolve, reject) => {
    let stdout = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const match = /listening (\d+)/.exec(stdout);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) => reject(new Error(`bare server exited ${code}`)));
  });
  return { child, origin: `http://127.0.0.1:${port}`, pid: child.pid! };
}

/** How many alternating rounds of the target and its bare route a measurement takes. */
const HTTP_ROUNDS = 5;

interface Burst extends LoadResult {
  /** The answering process's CPU per request in the burst, µs (null where /proc is not there). */
  cpuPerRequest: number | null;
}

async function burst(
  url: string,
  headers: Record<string, string>,
  settings: HttpSettings,
  pid: number,
  seconds: number,
): Promise<Burst> {
  const before = processCpuSeconds(pid);
  const load = await runWorker({ url, headers, connections: settings.connections, seconds });
  const after = processCpuSeconds(pid);
  const cpuPerRequest =
    before === null || after === null || load.requests === 0
      ? null
      : ((after - before) * 1e6) / load.requests;
  return { ...load, cpuPerRequest };
}

/** The middle value (the upper one of an even count). */
const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/** The rounds together: mean requests a second, median latencies and CPU per request, totals. */
const summaryOf = (runs: Burst[]): LoadResult & { runs: number[]; cpuPerRequest: number | null } => {
  const mean = (key: keyof LoadResult) => runs.reduce((sum, run) => sum + run[key], 0) / runs.length;
  const total = (key: keyof LoadResult) => runs.reduce((sum, run) => sum + run[key], 0);
  const cpu = runs.map((run) => run.cpuPerRequest).filter((value): value is number => value !== null);
  return {
    rps: mean('rps'),
    // autocannon counts whole milliseconds: the rounds' median keeps them whole
    p50: median(runs.map((run) => run.p50)),
    p99: median(runs.map((run) => run.p99)),
    requests: total('requests'),
    non2xx: total('non2xx'),
    errors: total('errors'),
    timeouts: total('timeouts'),
    runs: runs.map((run) => run.rps),
    cpuPerRequest: cpu.length === runs.length ? median(cpu) : null,
  };
};

/** Each cached read against a bare Fastify route answering the same response, in alternating
 * rounds (bare then target, then target then bare, …) of `seconds / HTTP_ROUNDS` each, after a
 * warm-up of both. The ratio is the median of the rounds' ratios: on a shared machine the speed
 * drifts by half within a minute, and two runs side by side drift together. */
export async function measureHttp(
  server: { origin: string; pid: number },
  settings: HttpSettings,
  log: (line: string) => void = () => {},
): Promise<{ targets: HttpResult[] }> {
  const captured: Array<{ target: HttpTarget; headers: Record<string, string>; route: BareRoute }> = [];
  for (const target of httpTargets) {
    const headers = { host: target.host, ...target.headers };
    const route = await captureResponse(server.origin, target.path, headers);
    if (route.status !== 200) throw new Error(`GET ${target.path} answered ${route.status}, not 200`);
    captured.push({ target, headers, route: { ...route, path: `/bare/${target.name}` } });
  }
  const bareProcess = await startBareServer(captured.map((c) => c.route));
  const seconds = Math.max(1, settings.seconds / HTTP_ROUNDS);
  try {
    const targets: HttpResult[] = [];
    for (const { target, headers, route } of captured) {
      const runTarget = (time: number) =>
        burst(`${server.origin}${target.path}`, headers, settings, server.pid, time);
      const runBare = (time: number) =>
        burst(`${bareProcess.origin}${route.path}`, {}, settings, bareProcess.pid, time);
      log(
        `  autocannon ${target.path} and its bare Fastify, ${HTTP_ROUNDS} alternating rounds of ${seconds} s ...`,
      );
      if (settings.warmupSeconds > 0) {
        await runBare(settings.warmupSeconds);
        await runTarget(settings.warmupSeconds);
      }
      const loads: Burst[] = [];
      const bares: Burst[] = [];
      for (let round = 0; round < HTTP_ROUNDS; round++) {
        if (round % 2 === 0) {
          bares.push(await runBare(seconds));
          loads.push(await runTarget(seconds));
        } else {
          loads.push(await runTarget(seconds));
          bares.push(await runBare(seconds));
        }
      }
      const ratios = loads.map((load, round) => load.rps / bares[round]!.rps);
      const { runs: _runs, ...load } = summaryOf(loads);
      targets.push({
        name: target.name,
        path: target.path,
        ...load,
        ratio: median(ratios),
        ratios,
        bare: summaryOf(bares),
        bytes: Buffer.from(route.body, 'base64').length,
      });
    }
    return { targets };
  } finally {
    bareProcess.child.kill('SIGTERM');
  }
}
