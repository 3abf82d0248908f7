import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../db/client.ts';

// Where the rate limits count (docs/operations.md#rate-limits, docs/decisions/119-shared-limits.md).
// A key's window starts at its first hit and lasts the limit's time window, as @fastify/rate-limit's
// own memory store does (a window aligned to the clock would let a client spend its limit twice
// across a boundary). On PostgreSQL the count lives in `rate_limit_hits` (migration 0048), so every
// server process on the database counts the same hits: one upsert takes the hits of a request's
// keys and answers their counts, atomically under the row's lock. PGlite is one process by design:
// its counts stay in the process's memory, as before.

export interface Hit {
  /** Hits of the key in its window, this one included. */
  count: number;
  /** Milliseconds until the key's window ends. */
  ttlMs: number;
}

/** Counts hits per key in windows of `windowMs`. */
export interface HitCounter {
  readonly kind: 'memory' | 'database';
  /** Takes one hit of each key (distinct keys) and answers their counts, in the order given. */
  hit(keys: string[], windowMs: number): Promise<Hit[]>;
}

/** Ended windows are swept about this often (a process sweeps at most once in it). */
const SWEEP_EVERY_MS = 60_000;

/** The counts of this process alone (PGlite's single process, or a test). */
export function memoryCounter(now: () => number = Date.now): HitCounter {
  const windows = new Map<string, { count: number; ends: number }>();
  let swept = now();
  return {
    kind: 'memory',
    hit: async (keys, windowMs) => {
      const at = now();
      if (at - swept > SWEEP_EVERY_MS) {
        swept = at;
        for (const [key, window] of windows) if (window.ends <= at) windows.delete(key);
      }
      return keys.map((key) => {
        let window = windows.get(key);
        if (!window || window.ends <= at) {
          window = { count: 0, ends: at + windowMs };
          windows.set(key, window);
        }
        window.count++;
        return { count: window.count, ttlMs: window.ends - at };
      });
    },
  };
}

/** The counts in the database, shared by every process on it: one statement per call, whatever
 * the number of keys. A window that has ended starts again at this hit. About once a minute the
 * same statement also deletes the ended windows of other keys (never a statement of its own, so a
 * limited call is always one statement); it skips rows another statement holds, so it never waits
 * for one nor deadlocks with a sweep of another process. */
export function databaseCounter(
  db: Db,
  { sweepEveryMs = SWEEP_EVERY_MS }: { sweepEveryMs?: number } = {},
): HitCounter {
  let swept = Date.now();
  return {
    kind: 'database',
    hit: async (keys, windowMs) => {
      const sweeping = Date.now() - swept >= sweepEveryMs;
      if (sweeping) swept = Date.now();
      const sweep = sweeping
        ? sql`, swept as (
            delete from rate_limit_hits where key in (
              select key from rate_limit_hits where window_ends < now() and key not in (select k from keys)
              for update skip locked))`
        : sql``;
      const rows = rowsOf<{ key: string; count: number; ttl_ms: number | string }>(
        await db.execute(sql`
          with keys as (select k from jsonb_array_elements_text(${JSON.stringify(keys)}::text::jsonb) as k)${sweep}
          insert into rate_limit_hits as h (key, count, window_ends)
          select k, 1, now() + ${windowMs}::int * interval '1 millisecond' from keys
          on conflict (key) do update set
            count = case when h.window_ends <= now() then 1 else h.count + 1 end,
            window_ends = case when h.window_ends <= now() then excluded.window_ends else h.window_ends end
          returning h.key, h.count, ceil(extract(epoch from h.window_ends - now()) * 1000)::int as ttl_ms`),
      );
      const byKey = new Map(rows.map((row) => [row.key, row]));
      return keys.map((key) => {
        const row = byKey.get(key)!;
        return { count: row.count, ttlMs: Math.max(0, Number(row.ttl_ms)) };
      });
    },
  };
}

/** What @fastify/rate-limit's `store` option takes (its README, "Custom store"): a class it builds
 * once with its settings, whose `child` it asks for each limited route (or `createRateLimit`);
 * `incr` takes one hit. A route's keys are prefixed with its method and URL, so routes count
 * apart, as the plugin's memory store keeps one map per route. */
export function rateLimitStoreOf(counter: HitCounter) {
  return class SharedRateLimitStore {
    readonly #prefix: string;

    constructor(_settings?: unknown, prefix = '') {
      this.#prefix = prefix;
    }

    incr(
      key: string,
      done: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      counter.hit([this.#prefix + key], timeWindow).then(
        ([hit]) => done(null, { current: hit!.count, ttl: hit!.ttlMs }),
        (error: Error) => done(error),
      );
    }

    child(routeOptions: { routeInfo?: { method?: string | string[]; url?: string } }): SharedRateLimitStore {
      const route = routeOptions.routeInfo;
      return new SharedRateLimitStore(undefined, route?.url ? `${route.method} ${route.url}|` : this.#prefix);
    }
  };
}
