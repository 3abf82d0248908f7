import { describe, expect, it } from 'vitest';
import { crashCheck } from '../../../bench/lib/crash.ts';
import { createPgliteStore, createPostgresStore, type TempStore } from '../../../bench/lib/store.ts';
import { storeName } from './support/app.ts';

// Crash durability, short (npm run bench:crash is the long one): the real server under concurrent
// writes is killed with SIGKILL twice at a random moment and restarted on the same store; every
// write it acknowledged must be there afterwards. PGlite in a fresh DATA_DIR, or a fresh PostgreSQL
// database beside TEST_DATABASE_URL.

async function openStore(): Promise<TempStore> {
  return storeName === 'postgres' ? createPostgresStore(process.env.TEST_DATABASE_URL!) : createPgliteStore();
}

describe(`crash durability on ${storeName}`, () => {
  it('keeps every acknowledged session and profile across kill -9 and restart', {
    // three starts, the first preparing a new store: minutes inside the whole suite on a slow hour
    timeout: 300_000,
  }, async () => {
    const store = await openStore();
    try {
      const report = await crashCheck({ store, cycles: 2, killAfterMs: [700, 2_000], concurrency: 4 });
      expect(report.acknowledged.sessions).toBeGreaterThan(0);
      expect(report.acknowledged.profiles).toBeGreaterThan(0);
      expect(report.problems).toEqual([]);
      expect(report.inconsistent).toEqual([]);
      expect(report.lost).toEqual({ sessions: 0, profiles: 0 });
    } finally {
      await store.dispose();
    }
  });
});
