import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from '../src/db/data-dir-lock.ts';
import { tempDir } from './support/app.ts';

// One server process per PGlite data directory (architecture §5).

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
});

function dataDir(): string {
  const dir = tempDir('sf-lock-');
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  return dir;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A live process that is not this one, to hold a lock. */
function sleeper(): ChildProcess {
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)'], { stdio: 'ignore' });
  cleanups.push(() => child.kill('SIGKILL'));
  return child;
}

describe('lockDataDir', () => {
  it('writes its pid into server.lock and removes the file on unlock', () => {
    const dir = dataDir();
    const lockPath = join(dir, 'server.lock');
    const unlock = lockDataDir(dir);
    expect(readFileSync(lockPath, 'utf8')).toBe(String(process.pid));
    unlock();
    expect(existsSync(lockPath)).toBe(false);
  });

  it('creates a data directory that does not exist yet', () => {
    const dir = join(dataDir(), 'nested', 'data');
    const unlock = lockDataDir(dir);
    expect(existsSync(join(dir, 'server.lock'))).toBe(true);
    unlock();
  });

  it('refuses the lock while the holder process is alive, and leaves its lock alone', async () => {
    const dir = dataDir();
    const lockPath = join(dir, 'server.lock');
    const holder = sleeper();
    writeFileSync(lockPath, String(holder.pid));

    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(/in use by another server process \(pid \d+\)/);
    expect(readFileSync(lockPath, 'utf8')).toBe(String(holder.pid));

    // Once the holder is gone its lock is stale and taken over.
    const exited = new Promise((resolve) => holder.once('exit', resolve));
    holder.kill('SIGKILL');
    await exited;
    const unlock = lockDataDir(dir);
    expect(readFileSync(lockPath, 'utf8')).toBe(String(process.pid));
    unlock();
  });

  it('takes over a stale lock left by a dead process', () => {
    const dir = dataDir();
    const lockPath = join(dir, 'server.lock');
    const deadPid = 999_999;
    expect(isAlive(deadPid)).toBe(false);
    writeFileSync(lockPath, String(deadPid));

    const unlock = lockDataDir(dir);
    expect(readFileSync(lockPath, 'utf8')).toBe(String(process.pid));
    unlock();
    expect(existsSync(lockPath)).toBe(false);
  });

  it('takes over an unreadable (empty or garbage) lock file', () => {
    for (const content of ['', 'not-a-pid']) {
      const dir = dataDir();
      writeFileSync(join(dir, 'server.lock'), content);
      const unlock = lockDataDir(dir);
      expect(readFileSync(join(dir, 'server.lock'), 'utf8')).toBe(String(process.pid));
      unlock();
    }
  });
});
