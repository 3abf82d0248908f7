import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';

// A second server on its own store for the journeys that need the staff API: its token is made
// before the server starts (PGlite allows one process per data directory), so the shared server of
// playwright.config.ts stays untouched.

const root = fileURLToPath(new URL('../../', import.meta.url));

export interface StaffServer {
  token: string;
  url(venue: string, path?: string): string;
  stop(): void;
}

export async function startStaffServer(
  port: number,
  extraEnv: Record<string, string> = {},
): Promise<StaffServer> {
  const dataDir = `e2e/.data-staff-${port}`;
  rmSync(`${root}${dataDir}`, { recursive: true, force: true });
  const env = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    DEFAULT_INSTANCE: 'la-brasa',
    RATE_LIMIT_PROFILES_PER_MINUTE: '100000',
    RATE_LIMIT_TRACKING_PER_MINUTE: '100000',
    RATE_LIMIT_CLIENT_ERRORS_PER_MINUTE: '100000',
    ...extraEnv,
  };
  // 1. a first start seeds the demo venues; 2. the operator's CLI makes a token on the stopped
  // store; 3. the server starts again for the journey.
  await stopped(await started(port, env));
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['apps/server/src/cli/staff-token.ts', 'la-brasa', 'e2e kitchen'],
    {
      cwd: root,
      env,
    },
  );
  const token = stdout.trim().split('\n').at(-1) ?? '';
  const server = await started(port, env);
  return {
    token,
    url: (venue, path = '/') => `http://${venue}.localhost:${port}${path}`,
    stop: () => {
      server.kill('SIGTERM');
    },
  };
}

/** A server process started with `env`, once its /healthz answers on `port`. */
export async function started(port: number, env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['apps/server/src/server.ts'], { cwd: root, env, stdio: 'ignore' });
  // a start takes seconds here and up to a minute on a loaded two-core machine running two workers
  const deadline = Date.now() + 150_000;
  for (;;) {
    const up = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return server;
    if (Date.now() > deadline || server.exitCode !== null) {
      server.kill('SIGTERM');
      throw new Error(`the server on port ${port} did not start`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Stops a server process and waits for it to exit. */
export function stopped(server: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (server.exitCode !== null || server.signalCode !== null) return resolve();
    server.once('exit', () => resolve());
    server.kill('SIGTERM');
  });
}

/** A staff call from a page of the venue's origin (Node does not resolve *.localhost). */
export function staffCall(
  page: Page,
  token: string,
  path: string,
  body: unknown,
): Promise<{ status: number; json: unknown }> {
  return page.evaluate(
    async ({ token, path, body }) => {
      const response = await fetch(path, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, json: await response.json() };
    },
    { token, path, body },
  );
}
