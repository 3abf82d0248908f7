/** A small per-process cache with expiry. Several server processes each keep their own, so
 * entries live only seconds: a venue edit is visible everywhere within the TTL (docs/operations.md). */
export class TtlCache<K, V> {
  readonly #entries = new Map<K, { value: V; expires: number }>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  /** Reads answered from the cache and reads that found nothing (the metrics, plugins/metrics.ts). */
  hits = 0;
  misses = 0;

  constructor(ttlMs: number, maxEntries = 10_000) {
    this.#ttlMs = ttlMs;
    this.#maxEntries = maxEntries;
  }

  get(key: K): V | undefined {
    const entry = this.#entries.get(key);
    if (!entry) {
      this.misses++;
      return undefined;
    }
    if (entry.expires < performance.now()) {
      this.#entries.delete(key);
      this.misses++;
      return undefined;
    }
    this.hits++;
    return entry.value;
  }

  set(key: K, value: V): void {
    if (this.#entries.size >= this.#maxEntries) this.#entries.clear();
    this.#entries.set(key, { value, expires: performance.now() + this.#ttlMs });
  }

  async getOrLoad(key: K, load: () => Promise<V>): Promise<V> {
    const hit = this.get(key);
    if (hit !== undefined || this.#entries.has(key)) return hit as V;
    const value = await load();
    this.set(key, value);
    return value;
  }

  delete(key: K): void {
    this.#entries.delete(key);
  }

  clear(): void {
    this.#entries.clear();
  }
}

/** A cache of its own for each database a process opens (a test process opens many; a server, one),
 * made on first use: `const cacheOf = cachePerDatabase(...)`, then `cacheOf(db).get(key)`. */
export function cachePerDatabase<K, V>(ttlMs: number, maxEntries?: number): (db: object) => TtlCache<K, V> {
  const caches = new WeakMap<object, TtlCache<K, V>>();
  return (db) => {
    const cache = caches.get(db) ?? new TtlCache<K, V>(ttlMs, maxEntries);
    caches.set(db, cache);
    return cache;
  };
}
