// N server processes on one PostgreSQL behind Caddy, on this machine (docs/operations.md#running-a-cluster,
// docs/decisions/122-cluster-behind-caddy.md):
//
//   node scripts/cluster.ts start [N]   N processes (default 2) on 127.0.0.1:3001…, Caddy with
//                                       deploy/Caddyfile.local on :8080 (HTTP) and :8443 (HTTPS);
//                                       runs until Ctrl-C, a rolling restart on SIGHUP
//   node scripts/cluster.ts restart     the rolling restart of a running cluster (SIGHUP to it)
//
// `./run.sh cluster [N]` and `./run.sh cluster-restart` call these. The test of the rolling restart
// (apps/server/test/cluster.slow.test.ts) starts the same cluster through `startCluster`.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const repoRoot = fileURLToPath(new URL('../', import.meta.url));
const serverEntry = join(repoRoot, 'apps/server/src/server.ts');
export const localCaddyfile = join(repoRoot, 'deploy/Caddyfile.local');

/** How long a stopping process keeps serving with /healthz at 503 (SHUTDOWN_DRAIN_MS): three of
 * Caddy's health checks (health_interval 1s in deploy/storefront-proxy.caddy). */
export const DRAIN_MS = 3_000;
/** After a new process answers /healthz, the time Caddy's health check takes to send it requests
 * again, before the next process is taken out. */
const SETTLE_MS = 2_000;

/** The Node flags of `npm start` (package.json), as every deployed process runs. */
function nodeFlags(): string[] {
  const { scripts } = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  return scripts.start.split(/\s+/).filter((arg) => arg.startsWith('--'));
}

export interface ClusterOptions {
  /** A server process on each port (3001, 3002, …). */
  ports: number[];
  /** The servers' environment beyond PORT, HOST, SHUTDOWN_DRAIN_MS and TRUST_PROXY: DATABASE_URL … */
  env: Record<string, string>;
  caddy: {
    httpPort: number;
    httpsPort: number;
    /** The loopback port of the on-demand TLS check's site (deploy/storefront-ask.caddy). */
    askPort: number;
    /** The admin endpoint (`localhost:2019`), or `off`. */
    admin: string;
    /** Caddy's certificates and local CA ($XDG_DATA_HOME) and its autosaved config ($XDG_CONFIG_HOME). */
    stateDir: string;
  };
  /** The database is migrated and holds its venues already: every process starts at once (else the
   * first one alone first: it migrates and, on an empty database, seeds the demo). */
  prepared?: boolean;
  log: (line: string) => void;
  /** Where each process's output goes (a file per port), else kept in memory (the last 20 kB). */
  logDir?: string;
}

interface Running {
  port: number;
  child: ChildProcess;
  exited: Promise<void>;
  output: () => string;
}

export interface Cluster {
  ports: number[];
  /** https://127.0.0.1:<https port> and http://…: a request names its venue in Host (and SNI). */
  httpsPort: number;
  httpPort: number;
  /** Caddy's local root certificate (PEM), for a client that checks the chain. */
  rootCertificate(): string;
  /** Replaces every process, one at a time: SIGTERM (it drains, then closes), start it again,
   * wait for /healthz, let Caddy see it, next. Answers each process's [stopped, healthy] times. */
  rollingRestart(): Promise<{ port: number; downMs: number; cycleMs: number }[]>;
  /** The output of the processes (and Caddy), for a failure's message. */
  output(): string;
  stop(): Promise<void>;
}

function keepTail(child: ChildProcess, file: string | undefined): () => string {
  let tail = '';
  const take = (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-20_000);
    if (file) writeFileSync(file, chunk, { flag: 'a' });
  };
  child.stdout?.on('data', take);
  child.stderr?.on('data', take);
  return () => tail;
}

async function healthy(port: number): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(2_000) });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

async function waitUntil(
  what: string,
  check: () => Promise<boolean>,
  timeoutMs: number,
  gone?: () => string | null,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    const why = gone?.();
    if (why) throw new Error(`${what}: ${why}`);
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs} ms`);
    await sleep(100);
  }
}

export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const { ports } = options;
  const running = new Map<number, Running>();
  let caddy: { child: ChildProcess; output: () => string; exited: Promise<void> } | undefined;

  const startProcess = async (port: number): Promise<Running> => {
    const child = spawn(process.execPath, [...nodeFlags(), serverEntry], {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        ...options.env,
        HOST: '127.0.0.1',
        PORT: String(port),
        SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
        // Caddy on this machine: the diner's address comes in X-Forwarded-For
        TRUST_PROXY: '127.0.0.1,::1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = keepTail(child, options.logDir && join(options.logDir, `server-${port}.log`));
    let exit: string | null = null;
    const exited = new Promise<void>((resolve) =>
      child.once('exit', (code, signal) => {
        exit = `exited (${code ?? signal})\n${output()}`;
        resolve();
      }),
    );
    const process_ = { port, child, exited, output };
    running.set(port, process_);
    await waitUntil(
      `the process on :${port}`,
      () => healthy(port),
      120_000,
      () => exit,
    );
    return process_;
  };

  const stopProcess = async (port: number, timeoutMs = DRAIN_MS + 15_000) => {
    const process_ = running.get(port);
    if (!process_) return;
    running.delete(port);
    if (process_.child.exitCode !== null || process_.child.signalCode !== null) return;
    process_.child.kill('SIGTERM');
    const timer = setTimeout(() => process_.child.kill('SIGKILL'), timeoutMs);
    await process_.exited;
    clearTimeout(timer);
  };

  const stop = async () => {
    await Promise.all(ports.map((port) => stopProcess(port)));
    if (caddy && caddy.child.exitCode === null) {
      caddy.child.kill('SIGTERM');
      await caddy.exited;
    }
  };

  try {
    // The first process prepares the database (migrations, the demo seed on an empty one) alone;
    // the others find it ready.
    options.log(`› starting ${ports.length} server process(es) on :${ports.join(', :')} …`);
    if (!options.prepared) await startProcess(ports[0]!);
    await Promise.all(ports.slice(options.prepared ? 0 : 1).map((port) => startProcess(port)));

    const { caddy: c } = options;
    mkdirSync(c.stateDir, { recursive: true });
    const child = spawn('caddy', ['run', '--config', localCaddyfile, '--adapter', 'caddyfile'], {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        XDG_DATA_HOME: join(c.stateDir, 'data'),
        XDG_CONFIG_HOME: join(c.stateDir, 'config'),
        CADDY_HTTP_PORT: String(c.httpPort),
        CADDY_HTTPS_PORT: String(c.httpsPort),
        CADDY_ADMIN: c.admin,
        STOREFRONT_UPSTREAMS: ports.map((port) => `127.0.0.1:${port}`).join(' '),
        STOREFRONT_LOCAL_UPSTREAMS: ports.map((port) => `127.0.0.1:${port}`).join(' '),
        CADDY_ASK_PORT: String(c.askPort),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = keepTail(child, options.logDir && join(options.logDir, 'caddy.log'));
    let exit: string | null = null;
    const exited = new Promise<void>((resolve) =>
      child.once('exit', (code, signal) => {
        exit = `exited (${code ?? signal})\n${output()}`;
        resolve();
      }),
    );
    caddy = { child, output, exited };
    options.log(`› starting Caddy on :${c.httpPort} (HTTP) and :${c.httpsPort} (HTTPS) …`);
    await waitUntil(
      'Caddy',
      async () => {
        try {
          const response = await fetch(`http://127.0.0.1:${c.httpPort}/healthz`, {
            signal: AbortSignal.timeout(2_000),
          });
          await response.body?.cancel();
          return response.ok;
        } catch {
          return false;
        }
      },
      30_000,
      () => exit,
    );
  } catch (error) {
    await stop();
    throw error;
  }

  return {
    ports,
    httpPort: options.caddy.httpPort,
    httpsPort: options.caddy.httpsPort,
    rootCertificate: () =>
      readFileSync(join(options.caddy.stateDir, 'data/caddy/pki/authorities/local/root.crt'), 'utf8'),
    rollingRestart: async () => {
      const report: { port: number; downMs: number; cycleMs: number }[] = [];
      for (const port of ports) {
        const started = Date.now();
        options.log(`› restarting :${port}: draining ${DRAIN_MS} ms, then stopping …`);
        await stopProcess(port);
        const stopped = Date.now();
        await startProcess(port);
        const up = Date.now();
        options.log(`  :${port} answers again (${up - stopped} ms down); Caddy takes it back …`);
        await sleep(SETTLE_MS);
        report.push({ port, downMs: up - stopped, cycleMs: Date.now() - started });
      }
      return report;
    },
    output: () =>
      [...running.values()].map((p) => `── :${p.port}\n${p.output()}`).join('\n') +
      `\n── caddy\n${caddy?.output() ?? ''}`,
    stop,
  };
}

// ── the command line ─────────────────────────────────────────────────────────────────────────────

const stateDir = join(repoRoot, 'data/cluster');
const pidFile = join(stateDir, 'cluster.pid');

/** DATABASE_URL, else a database `storefront_cluster` on the local PostgreSQL, created if missing. */
async function databaseUrl(): Promise<string> {
  if (process.env.DATABASE_URL) return process.env.DATABASE_URL;
  const admin = 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: admin, connectionTimeoutMillis: 3_000 });
  try {
    await client.connect();
    const { rowCount } = await client.query(`select 1 from pg_database where datname = 'storefront_cluster'`);
    if (!rowCount) await client.query('create database storefront_cluster');
  } catch (error) {
    throw new Error(`a cluster runs on PostgreSQL: set DATABASE_URL (none answers at ${admin}: ${error})`);
  } finally {
    await client.end().catch(() => {});
  }
  return 'postgres://postgres@127.0.0.1:5432/storefront_cluster';
}

async function main(): Promise<void> {
  const [command, count] = process.argv.slice(2);
  if (command === 'restart') {
    const pid = Number(readFileSync(pidFile, 'utf8'));
    process.kill(pid, 'SIGHUP');
    console.log(`› rolling restart asked of the cluster (pid ${pid}); its output follows the steps`);
    return;
  }
  if (command !== 'start') {
    console.error('Usage: node scripts/cluster.ts start [N] | restart');
    process.exit(2);
  }
  const processes = Number(count ?? 2);
  if (!Number.isInteger(processes) || processes < 1 || processes > 32)
    throw new Error('N: 1 to 32 processes');
  if (spawnSync('caddy', ['version']).status !== 0)
    throw new Error('Caddy is not installed (Debian: apt-get install -y caddy)');
  const logDir = join(stateDir, 'logs');
  rmSync(logDir, { recursive: true, force: true });
  mkdirSync(logDir, { recursive: true });
  const env: Record<string, string> = {
    DATABASE_URL: await databaseUrl(),
    DEFAULT_INSTANCE: process.env.DEFAULT_INSTANCE ?? 'la-brasa',
    PLATFORM_DOMAIN: process.env.PLATFORM_DOMAIN ?? 'localhost',
    DATA_DIR: join(stateDir, 'data'),
  };
  for (const name of ['NODE_ENV', 'LOG_LEVEL', 'SEED_DEMO', 'SECRETS_KEYS', 'MEDIA_S3_ENDPOINT', 'WEB_DIST'])
    if (process.env[name]) env[name] = process.env[name]!;
  const cluster = await startCluster({
    ports: Array.from({ length: processes }, (_, n) => Number(process.env.CLUSTER_BASE_PORT ?? 3001) + n),
    env,
    caddy: {
      httpPort: Number(process.env.CADDY_HTTP_PORT ?? 8080),
      httpsPort: Number(process.env.CADDY_HTTPS_PORT ?? 8443),
      askPort: Number(process.env.CADDY_ASK_PORT ?? 5080),
      admin: process.env.CADDY_ADMIN ?? 'localhost:2019',
      stateDir: join(stateDir, 'caddy'),
    },
    log: console.log,
    logDir,
  });
  writeFileSync(pidFile, String(process.pid));
  console.log(
    `✓ cluster ready: http://la-brasa.localhost:${cluster.httpPort} and https://la-brasa.localhost:${cluster.httpsPort}` +
      ` (Caddy's local CA: data/cluster/caddy/data/caddy/pki/authorities/local/root.crt);` +
      ` processes' logs in data/cluster/logs. ./run.sh cluster-restart replaces them one by one; Ctrl-C stops.`,
  );
  let restarting = false;
  process.on('SIGHUP', () => {
    if (restarting) return;
    restarting = true;
    cluster
      .rollingRestart()
      .then((report) => console.log(`✓ rolling restart done: ${JSON.stringify(report)}`))
      .catch((error: unknown) => console.error(`✗ rolling restart failed: ${error}`))
      .finally(() => {
        restarting = false;
      });
  });
  const quit = () => {
    console.log('› stopping the cluster …');
    void cluster.stop().then(() => {
      rmSync(pidFile, { force: true });
      process.exit(0);
    });
  };
  process.once('SIGINT', quit);
  process.once('SIGTERM', quit);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error: unknown) => {
    console.error(`✗ ${error instanceof Error ? error.message : error}`);
    process.exit(1);
  });
}
