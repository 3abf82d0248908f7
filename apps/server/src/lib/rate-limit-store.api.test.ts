import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fileApp, openTestDatabase, storeName } from '../../test/support/app.ts';
import { rowsOf } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { databaseCounter, memoryCounter } from './rate-limit-store.ts';

// The rate limits' counters (docs/decisions/119-shared-limits.md): in the database, one statement
// per request whatever its keys, exact under concurrency, a new window once the old one ended, and
// ended windows swept; in memory (PGlite's one process), the same answers.

const t = fileApp(async () => {
  const database = await openTestDatabase();
  await migrate(database.database.db);
  return database;
});

const keysOf = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i}`);

describe(`the rate limits' counter in the database (${storeName})`, () => {
  it('counts 40 concurrent hits of one key one by one: each count answered once', async () => {
    const counter = databaseCounter(t.database.db);
    const hits = await Promise.all(Array.from({ length: 40 }, () => counter.hit(['same'], 60_000)));
    const counts = hits.map(([hit]) => hit!.count).sort((a, b) => a - b);
    expect(counts).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
    for (const [hit] of hits) expect(hit!.ttlMs).toBeGreaterThan(55_000);
  });

  it('takes the hits of several keys in one statement, in the order given', async () => {
    const counter = databaseCounter(t.database.db);
    await counter.hit(['address-a'], 60_000);
    const before = t.database.statements.count;
    const hits = await counter.hit(['address-a', 'diner-a'], 60_000);
    expect(t.database.statements.count - before).toBe(1);
    expect(hits.map((hit) => hit.count)).toEqual([2, 1]);
  });

  it('starts a new window at the first hit after the old one ended, and sweeps ended windows in the same statement', async () => {
    const counter = databaseCounter(t.database.db, { sweepEveryMs: 0 });
    const keys = keysOf('short-', 3);
    expect((await counter.hit(keys, 200)).map((hit) => hit.count)).toEqual([1, 1, 1]);
    expect((await counter.hit(keys, 200)).map((hit) => hit.count)).toEqual([2, 2, 2]);
    // waits out the window (a bound of the test, not a measure)
    await new Promise((resolve) => setTimeout(resolve, 250));
    const before = t.database.statements.count;
    const [again] = await counter.hit([keys[0]!], 200);
    expect(again!.count).toBe(1);
    // the sweep is in the hit's own statement: the other two keys' ended windows went with it
    expect(t.database.statements.count - before).toBe(1);
    const left = rowsOf<{ key: string }>(
      await t.database.db.execute(sql`select key from rate_limit_hits where key like 'short-%' order by key`),
    );
    expect(left.map((row) => row.key)).toEqual([keys[0]]);
  });
});

describe("the rate limits' counter in memory", () => {
  it('counts per key in windows that start at the first hit', async () => {
    let now = 1_000_000;
    const counter = memoryCounter(() => now);
    expect((await counter.hit(['a', 'b'], 60_000)).map((hit) => hit.count)).toEqual([1, 1]);
    now += 30_000;
    expect(await counter.hit(['a'], 60_000)).toEqual([{ count: 2, ttlMs: 30_000 }]);
    now += 30_000;
    expect(await counter.hit(['a'], 60_000)).toEqual([{ count: 1, ttlMs: 60_000 }]);
  });
});
