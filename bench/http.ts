import { type ChildProcess, spawn } from 'node:child_process';
import { get as httpGet } from 'node:http';
import { fileURLToPath } from 'node:url';
import type { BareRoute } from './lib/bare-server.ts';
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
  /** Throughput over the bare route's serving the same response (the mean of its runs before and
   * after this target). */
  ratio?: number;
  /** The bare Fastify route answering this target's very response: its mean and each run. */
  bare?: LoadResult & { runs: number[] };
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

async function measure(
  url: string,
  headers: Record<string, string>,
  settings: HttpSettings,
): Promise<LoadResult> {
  const spec = { url, headers, connections: settings.connections };
  if (settings.warmupSeconds > 0) await runWorker({ ...spec, seconds: settings.warmupSeconds });
  return runWorker({ ...spec, seconds: settings.seconds });
}

const meanOf = (runs: LoadResult[]): LoadResult & { runs: number[] } => {
  const mean = (key: keyof LoadResult) => runs.reduce((sum, run) => sum + run[key], 0) / runs.length;
  const total = (key: keyof LoadResult) => runs.reduce((sum, run) => sum + run[key], 0);
  return {
    rps: mean('rps'),
    p50: mean('p50'),
    p99: mean('p99'),
    requests: total('requests'),
    non2xx: total('non2xx'),
    errors: total('errors'),
    timeouts: total('timeouts'),
    runs: runs.map((run) => run.rps),
  };
};

/** Each cached read, between two runs of a bare Fastify route answering the same response (so
 * drift on the machine shows and averages out). */
export async function measureHttp(
  serverOrigin: string,
  settings: HttpSettings,
  log: (line: string) => void = () => {},
): Promise<{ targets: HttpResult[] }> {
  const captured: Array<{ target: HttpTarget; headers: Record<string, string>; route: BareRoute }> = [];
  for (const target of httpTargets) {
    const headers = { host: target.host, ...target.headers };
    const route = await captureResponse(serverOrigin, target.path, headers);
    if (route.status !== 200) throw new Error(`GET ${target.path} answered ${route.status}, not 200`);
    captured.push({ target, headers, route: { ...route, path: `/bare/${target.name}` } });
  }
  const bareProcess = await startBareServer(captured.map((c) => c.route));
  try {
    const targets: HttpResult[] = [];
    for (const { target, headers, route } of captured) {
      const measureBare = () => {
        log(`  autocannon bare Fastify answering as ${target.path} (${settings.seconds} s) ...`);
        return measure(`${bareProcess.origin}${route.path}`, {}, settings);
      };
      const before = await measureBare();
      log(`  autocannon ${target.path} (${settings.seconds} s) ...`);
      const load = await measure(`${serverOrigin}${target.path}`, headers, settings);
      const after = await measureBare();
      const bare = meanOf([before, after]);
      targets.push({
        name: target.name,
        path: target.path,
        ...load,
        ratio: load.rps / bare.rps,
        bare,
        bytes: Buffer.from(route.body, 'base64').length,
      });
    }
    return { targets };
  } finally {
    bareProcess.child.kill('SIGTERM');
  }
}
