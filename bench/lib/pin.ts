import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';

// Server and load generator on different cores (`taskset -c`), so the load generator does not
// steal the server's CPU. Off when taskset is missing, on one core, or with BENCH_PIN=false.
let available: boolean | undefined;

export function canPin(): boolean {
  if (available === undefined) {
    available =
      process.env.BENCH_PIN !== 'false' &&
      availableParallelism() >= 2 &&
      spawnSync('taskset', ['--version'], { stdio: 'ignore' }).status === 0;
  }
  return available;
}

/** The command line that runs `command args` on `core` when pinning is possible. */
export function pinned(core: number, command: string, args: string[]): { command: string; args: string[] } {
  return canPin() ? { command: 'taskset', args: ['-c', String(core), command, ...args] } : { command, args };
}

/** The core the server (and the bare Fastify) runs on, and the load generator's. */
export const SERVER_CORE = 1;
export const LOAD_CORE = 0;
