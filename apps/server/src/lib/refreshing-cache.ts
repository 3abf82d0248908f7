// A per-process cache of built values (venue configs and branches, menus, pricing, branch contexts)
// for the hot read path (ADR 006 keeps entries
// seconds, not minutes, because several processes share one database):
// - one load per key at a time: a burst of misses waits for the same build (no stampede);
// - stale while revalidating: once a key has a value, an expired entry is still served while one
//   refresh runs in the background, so readers never wait for a rebuild;
// - a refresh first asks a cheap fingerprint and rebuilds only when it changed;
// - a caller inside a transaction gives its own read (`within`) for a key with no value yet, so it
//   never waits for a build beside its transaction (PGlite has one connection);
// - `delete` (after a stock change in this process) makes the next read wait for a fresh value, and
//   a refresh that started before it never stores its older result;
// - `renew` (after a back-office save in this process) rebuilds a key at once while readers keep
//   the value it holds, so a save every second never makes diners wait for a rebuild.

interface Entry<V> {
  value: V;
  fingerprint: string | null;
  expires: number;
}

export interface Source<V> {
  /** Changes whenever what `build` would return changes; absent = rebuild on every refresh. */
  fingerprint?: () => Promise<string>;
  build: () => Promise<V>;
}

export class RefreshingCache<V> {
  readonly #entries = new Map<string, Entry<V>>();
  readonly #pending = new Map<string, Promise<V>>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  #generation = 0;
  /** Per key, how many times `renew` started: a load started before a key's renewal never stores. */
  readonly #renewals = new Map<string, number>();
  /** Reads answered from a held value (fresh, or stale while it refreshes) and reads that waited
   * for a build (the metrics, plugins/metrics.ts); a `fresh` that finds nothing counts neither,
   * as its caller asks `get` next. */
  hits = 0;
  misses = 0;

  constructor(ttlMs: number, maxEntries = 2_000) {
    this.#ttlMs = ttlMs;
    this.#maxEntries = maxEntries;
  }

  /** The value of `key`. A caller inside a transaction passes `within`, its own read through that
   * transaction: PGlite has one connection, so waiting for a build beside the transaction would
   * wait forever. A key with no value yet is then answered by `within`, and the cache fills from
   * `source` in the background, once the transaction has let go. */
  async get(key: string, source: Source<V>, within?: () => Promise<V>): Promise<V> {
    const entry = this.#entries.get(key);
    if (entry && entry.expires > performance.now()) {
      this.hits++;
      return entry.value;
    }
    if (entry) this.hits++;
    else this.misses++;
    const pending = this.#pending.get(key) ?? this.#refresh(key, entry, source);
    if (!entry && within) {
      pending.catch(() => {});
      return within();
    }
    if (!entry) return pending;
    // Background refresh: its failure keeps the stale value (and is retried on the next read).
    pending.catch(() => {});
    return entry.value;
  }

  /** The value of `key` when the cache holds it unexpired, else undefined: a read that must not wait
   * or start a refresh (the cached reads' path before the router, ADR 060) asks this and, on
   * undefined, leaves the read to `get`. */
  fresh(key: string): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry || entry.expires <= performance.now()) return undefined;
    this.hits++;
    return entry.value;
  }

  #refresh(key: string, entry: Entry<V> | undefined, source: Source<V>): Promise<V> {
    const run: Promise<V> = this.#load(key, entry, source).finally(() => {
      if (this.#pending.get(key) === run) this.#pending.delete(key);
    });
    this.#pending.set(key, run);
    return run;
  }

  async #load(key: string, entry: Entry<V> | undefined, source: Source<V>): Promise<V> {
    const generation = this.#generation;
    const renewal = this.#renewals.get(key) ?? 0;
    const fingerprint = source.fingerprint ? await source.fingerprint() : null;
    if (entry && fingerprint !== null && entry.fingerprint === fingerprint) {
      entry.expires = performance.now() + this.#ttlMs;
      return entry.value;
    }
    const value = await source.build();
    if (generation === this.#generation && renewal === (this.#renewals.get(key) ?? 0)) {
      if (this.#entries.size >= this.#maxEntries) this.#entries.clear();
      this.#entries.set(key, { value, fingerprint, expires: performance.now() + this.#ttlMs });
    }
    return value;
  }

  /** The keys that start with `prefix`, held with a value or being built now (a build that
   * started before a write must be renewed too, or it would store what it read before the write). */
  keysWith(prefix: string): string[] {
    const keys = new Set([...this.#entries.keys(), ...this.#pending.keys()]);
    return [...keys].filter((key) => key.startsWith(prefix));
  }

  /** Rebuilds `key` now from `source`, while every reader is still answered the value it holds,
   * and answers the new value once stored. A refresh already running (started before the write
   * that calls this) never stores its older result. */
  renew(key: string, source: Source<V>): Promise<V> {
    this.#renewals.set(key, (this.#renewals.get(key) ?? 0) + 1);
    this.#pending.delete(key);
    const entry = this.#entries.get(key);
    return this.#refresh(key, entry && { ...entry, fingerprint: null }, source);
  }

  delete(key: string): void {
    this.#generation++;
    this.#entries.delete(key);
    this.#pending.delete(key);
  }

  /** `delete` of every key that starts with `prefix` (one venue's entries, `${instanceId}:`). */
  deletePrefix(prefix: string): void {
    this.#generation++;
    for (const key of [...this.#entries.keys(), ...this.#pending.keys()]) {
      if (key.startsWith(prefix)) {
        this.#entries.delete(key);
        this.#pending.delete(key);
      }
    }
  }

  clear(): void {
    this.#generation++;
    this.#entries.clear();
    this.#pending.clear();
  }
}
