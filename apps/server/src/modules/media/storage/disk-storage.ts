import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { MediaStorage } from './media-storage.ts';

const SAFE_NAME = /^[0-9a-z][0-9a-z.-]{0,99}$/;

function pathIn(dir: string, name: string): string {
  // names are made by the server (mediaFileName); anything else never reaches the disk
  if (!SAFE_NAME.test(name) || name.includes('..')) throw new Error(`media storage: bad name ${name}`);
  return join(dir, name);
}

/** Files in one folder of this machine (MEDIA_DIR, default `<DATA_DIR>/media`). Each is written to
 * a temporary name and renamed into place, so a reader never sees half a file. */
export function diskStorage(dir: string): MediaStorage {
  let ready: Promise<unknown> | undefined;
  return {
    kind: 'disk',
    async put(name, bytes) {
      const path = pathIn(dir, name);
      ready ??= mkdir(dir, { recursive: true });
      await ready;
      const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(temporary, bytes);
        await rename(temporary, path);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
    },
    async get(name) {
      try {
        return await readFile(pathIn(dir, name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
  };
}
