import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { LoadResult, LoadSpec } from './lib/load-worker.ts';
import { pinned, SERVER_CORE } from './lib/pin.ts';
import { request } from './lib/request.ts';
import { runLoadWorker } from './lib/worker.ts';

// Throughput and latency of the cached reads against a bare Fastify route on the same core, with
// autocannon in its own process on the other core (no pipelining).

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

/** The cached reads of architecture §10. The menu read joins when its endpoint exists (a 200). */
export const httpTargets: HttpTarget[] = [
  { name: 'config', path: '/domain/config.json', host: HOST },
  { name: 'branch', path: '/domain/suppliers/chapinero.json', host: HOST },
  // The biggest cached read: La Brasa's 317-product menu, compressed as browsers accept it.
  {
    name: 'menu',
    path: '/catalog/chapinero/menu.json',
    host: HOST,
    headers: { 'accept-encoding': 'br, gzip' },
  },
];

export interface HttpResult extends LoadResult {
  name: string;
  path: string;
  /** Throughput over the bare route's (the mean of its runs before and after the targets). */
  ratio?: number;
  /** The bare route's throughput in each of its runs. */
  runs?: number[];
}

export interface HttpSettings {
  seconds: number;
  warmupSeconds: number;
  connections: number;
}

function runWorker(spec: LoadSpec): Promise<LoadResult> {
  return runLoadWorker<LoadResult>(loadWorker, spec);
}

export async function startBareServer(): Promise<{ child: ChildProcess; origin: string; pid: number }> {
  const { command, args } = pinned(SERVER_CORE, process.execPath, [bareServer]);
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] });
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

export async function measureHttp(
  serverOrigin: string,
  settings: HttpSettings,
  log: (line: string) => void = () => {},
): Promise<{ bare: HttpResult; targets: HttpResult[] }> {
  const bareProcess = await startBareServer();
  try {
    const measureBare = () => {
      log(`  autocannon bare Fastify route (${settings.seconds} s) ...`);
      return measure(`${bareProcess.origin}/bare.json`, {}, settings);
    };
    // The bare route before and after the targets, so drift on the machine shows and averages out.
    const before = await measureBare();
    const loads: Array<{ target: HttpTarget; load: LoadResult }> = [];
    for (const target of httpTargets) {
      const headers = { host: target.host, ...target.headers };
      const probe = await request(serverOrigin, target.path, { headers });
      if (probe.status !== 200) throw new Error(`GET ${target.path} answered ${probe.status}, not 200`);
      log(`  autocannon ${target.path} (${settings.seconds} s) ...`);
      loads.push({
        target,
        load: await measure(`${serverOrigin}${target.path}`, headers, settings),
      });
    }
    const after = await measureBare();
    const mean = (key: keyof LoadResult) => (before[key] + after[key]) / 2;
    const bare: HttpResult = {
      name: 'bare Fastify',
      path: '/bare.json',
      rps: mean('rps'),
      p50: mean('p50'),
      p99: mean('p99'),
      requests: before.requests + after.requests,
      non2xx: before.non2xx + after.non2xx,
      errors: before.errors + after.errors,
      timeouts: before.timeouts + after.timeouts,
      runs: [before.rps, after.rps],
    };
    const targets = loads.map(({ target, load }) => ({
      name: target.name,
      path: target.path,
      ...load,
      ratio: load.rps / bare.rps,
    }));
    return { bare, targets };
  } finally {
    bareProcess.child.kill('SIGTERM');
  }
}
