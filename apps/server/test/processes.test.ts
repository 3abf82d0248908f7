import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { migrate } from '../src/db/migrate.ts';
import { instances } from '../src/db/schema.ts';
import { demoVenuesDir, openTestDatabase, repoRoot, storeName, tempDir } from './support/app.ts';

// The entry points as an operator runs them: real child processes on a temporary DATA_DIR.

const cliPath = join(repoRoot, 'apps/server/src/cli/venue-import.ts');
const serverPath = join(repoRoot, 'apps/server/src/server.ts');

const dirs: string[] = [];
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0))
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function dataDir(): string {
  const dir = tempDir('sf-proc-');
  dirs.push(dir);
  return dir;
}

interface Running {
  child: ChildProcess;
  output: { stdout: string; stderr: string };
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts `node <script> ...args` with only the given environment (no DATABASE_URL inherited). */
function start(script: string, args: string[], env: Record<string, string>): Running {
  const child = spawn(process.execPath, [script, ...args], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const output = { stdout: '', stderr: '' };
  child.stdout!.on('data', (chunk: Buffer) => (output.stdout += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output.stderr += chunk.toString()));
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, output, exit };
}

async function run(script: string, args: string[], env: Record<string, string>) {
  const running = start(script, args, env);
  const { code } = await running.exit;
  return { code, ...running.output };
}

/** Resolves with the port once the server logs that it is ready; rejects if it exits first. */
function ready(server: Running, timeoutMs = 45_000): Promise<number> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server not ready:\n${server.output.stdout}${server.output.stderr}`)),
      timeoutMs,
    );
    const check = () => {
      const match = /storefront ready on http:\/\/localhost:(\d+)/.exec(server.output.stdout);
      if (match) {
        clearTimeout(timer);
        server.child.stdout!.off('data', check);
        resolve(Number(match[1]));
      }
    };
    server.child.stdout!.on('data', check);
    void server.exit.then(() => {
      clearTimeout(timer);
      reject(new Error(`server exited before ready:\n${server.output.stdout}${server.output.stderr}`));
    });
    check();
  });
}

function badVenueFile(dir: string): string {
  const venue = JSON.parse(readFileSync(join(demoVenuesDir, 'la-brasa.json'), 'utf8'));
  venue.theme.theme_color = 'dark red';
  venue.header.logo = join(demoVenuesDir, 'assets/la-brasa-logo.svg');
  const file = join(dir, 'broken-venue.json');
  writeFileSync(file, JSON.stringify(venue));
  return file;
}

describe('npm run venue:import (the CLI)', () => {
  it('exits 1 on an invalid file, naming the file and the field, and imports nothing', {
    timeout: 60_000,
  }, async () => {
    const dir = dataDir();
    const file = badVenueFile(dir);
    const result = await run(cliPath, [file], { DATA_DIR: join(dir, 'data') });
    expect(result.code, result.stderr).toBe(1);
    expect(result.stderr).toContain('Nothing was imported');
    expect(result.stderr).toContain('broken-venue.json');
    expect(result.stderr).toContain('theme.theme_color');
    // The CLI released the data directory.
    expect(existsSync(join(dir, 'data', 'server.lock'))).toBe(false);
  });

  it('exits 0 on a valid file and prints the venue slug', { timeout: 60_000 }, async () => {
    const dir = dataDir();
    const result = await run(cliPath, [join(demoVenuesDir, 'la-brasa.json')], {
      DATA_DIR: join(dir, 'data'),
    });
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('la-brasa.json');
    expect(result.stdout).toContain('"la-brasa"');
    expect(existsSync(join(dir, 'data', 'server.lock'))).toBe(false);
  });

  it('exits 2 with the usage when no path is given', { timeout: 30_000 }, async () => {
    const result = await run(cliPath, [], { DATA_DIR: join(dataDir(), 'data') });
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Usage');
  });

  it.runIf(storeName === 'postgres')(
    'imports into the PostgreSQL database DATABASE_URL names',
    { timeout: 60_000 },
    async () => {
      const target = await openTestDatabase();
      try {
        const result = await run(cliPath, [demoVenuesDir], {
          DATA_DIR: join(dataDir(), 'data'),
          DATABASE_URL: target.databaseUrl!,
        });
        expect(result.code, result.stderr).toBe(0);
        expect(await migrate(target.database.db)).toEqual([]);
        const rows = await target.database.db
          .select()
          .from(instances)
          .where(eq(instances.slug, 'taqueria-el-sol'));
        expect(rows).toHaveLength(1);
      } finally {
        await target.close();
      }
    },
  );
});

describe('the server process', () => {
  it('refuses a second server on the same DATA_DIR and shuts the first down cleanly on SIGTERM', {
    timeout: 90_000,
  }, async () => {
    const data = join(dataDir(), 'data');
    const env = {
      PORT: '0',
      HOST: '127.0.0.1',
      SEED_DEMO: 'true',
      DATA_DIR: data,
      DEFAULT_INSTANCE: 'la-brasa',
    };
    const first = start(serverPath, [], env);
    const port = await ready(first);
    const lockPath = join(data, 'server.lock');
    expect(readFileSync(lockPath, 'utf8')).toBe(String(first.child.pid));

    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok', database: 'up', store: 'pglite' });
    const config = await fetch(`http://127.0.0.1:${port}/domain/config.json`);
    expect(((await config.json()) as { slug: string }).slug).toBe('la-brasa');

    const second = start(serverPath, [], env);
    const { code } = await second.exit;
    expect(code).not.toBe(0);
    expect(second.output.stderr).toContain('in use');
    expect(second.output.stderr).toContain(String(first.child.pid));
    // The refused process left the holder's lock alone, and the first still serves.
    expect(readFileSync(lockPath, 'utf8')).toBe(String(first.child.pid));
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);

    first.child.kill('SIGTERM');
    const exited = await first.exit;
    expect(exited, first.output.stderr).toEqual({ code: 0, signal: null });
    expect(existsSync(lockPath)).toBe(false);
  });
});
