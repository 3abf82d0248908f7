import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { repoRoot, serverEntry } from './paths.ts';
import { pinned } from './pin.ts';

/** A free TCP port on 127.0.0.1 (asked of the kernel, then released). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface ServerProcess {
  child: ChildProcess;
  pid: number;
  port: number;
  /** http://127.0.0.1:PORT */
  origin: string;
  output: { stdout: string; stderr: string };
  exited: Promise<Exit>;
  /** SIGTERM and wait (the clean shutdown path); SIGKILL after the timeout. */
  stop(timeoutMs?: number): Promise<Exit>;
  /** kill -9 and wait for the process to be gone. */
  kill9(): Promise<Exit>;
}

export interface StartOptions {
  /** Environment on top of PATH and HOME (nothing else is inherited: no stray DATABASE_URL). */
  env: Record<string, string>;
  /** Pin to this core with taskset when possible. */
  core?: number;
  readyTimeoutMs?: number;
}

/** The Node flags `npm start` gives the server (package.json), so the bench measures the server
 * as it is deployed (docs/operations.md#memory); BENCH_FLAGS replaces them (a CPU profile of the
 * server under load: `BENCH_FLAGS="--liftoff-only --cpu-prof --cpu-prof-dir=/tmp/prof"`). */
export function serverNodeFlags(): string[] {
  const { scripts } = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
    scripts: { start: string };
  };
  if (process.env.BENCH_FLAGS !== undefined) return process.env.BENCH_FLAGS.split(/\s+/).filter(Boolean);
  return scripts.start.split(/\s+/).filter((arg) => arg.startsWith('--'));
}

/** Runs `node <flags of npm start> apps/server/src/server.ts` on a free port and resolves once
 * /healthz answers 200. */
export async function startServer(options: StartOptions): Promise<ServerProcess> {
  const port = await freePort();
  const base = [...serverNodeFlags(), serverEntry];
  const { command, args } =
    options.core === undefined
      ? { command: process.execPath, args: base }
      : pinned(options.core, process.execPath, base);
  const child = spawn(command, args, {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = { stdout: '', stderr: '' };
  child.stdout!.on('data', (chunk: Buffer) => {
    output.stdout = (output.stdout + chunk.toString()).slice(-20_000);
  });
  child.stderr!.on('data', (chunk: Buffer) => {
    output.stderr = (output.stderr + chunk.toString()).slice(-20_000);
  });
  const exited = new Promise<Exit>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let gone = false;
  void exited.then(() => {
    gone = true;
  });

  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + (options.readyTimeoutMs ?? 60_000);
  for (;;) {
    if (gone) throw new Error(`server exited before it was ready:\n${output.stdout}${output.stderr}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not ready in time:\n${output.stdout}${output.stderr}`);
    }
    try {
      const response = await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(2_000) });
      await response.body?.cancel();
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    await sleep(100);
  }

  const waitOrKill = async (timeoutMs: number): Promise<Exit> => {
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    try {
      return await exited;
    } finally {
      clearTimeout(timer);
    }
  };
  return {
    child,
    pid: child.pid!,
    port,
    origin,
    output,
    exited,
    stop: async (timeoutMs = 15_000) => {
      if (!gone) child.kill('SIGTERM');
      return waitOrKill(timeoutMs);
    },
    kill9: async () => {
      if (!gone) child.kill('SIGKILL');
      return exited;
    },
  };
}

export interface Memory {
  /** Resident set size now, bytes. */
  rss: number;
  /** Peak resident set size over the process's life (VmHWM), bytes. */
  peak: number;
}

/** VmRSS and VmHWM of a Linux process, or null when /proc is unavailable. */
export function memoryOf(pid: number): Memory | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) =>
      Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
    return { rss: kb('VmRSS'), peak: kb('VmHWM') };
  } catch {
    return null;
  }
}

/** Samples a process's RSS every `everyMs`; `stop()` answers the highest sample and VmHWM. */
export function sampleMemory(pid: number, everyMs = 200): { stop(): { maxSampled: number; peak: number } } {
  let maxSampled = 0;
  let peak = 0;
  const take = () => {
    const memory = memoryOf(pid);
    if (!memory) return;
    maxSampled = Math.max(maxSampled, memory.rss);
    peak = Math.max(peak, memory.peak);
  };
  take();
  const timer = setInterval(take, everyMs);
  return {
    stop: () => {
      take();
      clearInterval(timer);
      return { maxSampled, peak };
    },
  };
}
