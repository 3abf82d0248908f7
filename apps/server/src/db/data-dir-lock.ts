import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';

export class DataDirLockedError extends Error {}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Set by a server for the child process that prepares its store (db/bootstrap.ts): the child
 * works under the lock its parent holds. */
export const LOCK_HELD_BY_PARENT = 'STOREFRONT_LOCK_HELD_BY_PARENT';

/**
 * One process per PGlite data directory (architecture §5): a second server on the same DATA_DIR
 * would corrupt the store, so it is refused. A lock left by a killed process is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = join(dataDir, 'server.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      return () => rmSync(lockPath, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number.parseInt(readFileSync(lockPath, 'utf8'), 10);
      if (process.env[LOCK_HELD_BY_PARENT] === String(process.ppid) && holder === process.ppid)
        return () => {};
      if (Number.isFinite(holder) && holder !== process.pid && isAlive(holder)) {
        throw new DataDirLockedError(
          `The data directory ${dataDir} is in use by another server process (pid ${holder}). ` +
            'Stop that process, or start this one with another DATA_DIR, or use DATABASE_URL ' +
            'to run several processes on one PostgreSQL.',
        );
      }
      rmSync(lockPath, { force: true });
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dataDir}.`);
}
