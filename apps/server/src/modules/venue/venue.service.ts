import type { Platform } from '@storefront/domain/venue/config.schema';
import type { Db } from '../../db/client.ts';
import { type CachedBody, cachedJson } from '../../lib/http.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import { toInstanceConfig, toSupplier } from './venue.mapper.ts';
import { findSupplierById, findSupplierBySlug, getInstance, listSuppliers } from './venue.repository.ts';

/** Venue reads for the storefront, serialized once and kept briefly (hot path of every visit). */
export class VenueService {
  readonly #db: Db;
  readonly #platform: Platform;
  readonly #configs = new TtlCache<number, CachedBody | null>(5_000);
  readonly #suppliers = new TtlCache<string, CachedBody | null>(5_000);
  readonly #dependents: (() => void)[] = [];

  constructor(db: Db, platform: Platform) {
    this.#db = db;
    this.#platform = platform;
  }

  config(instanceId: number): Promise<CachedBody | null> {
    return this.#configs.getOrLoad(instanceId, async () => {
      const row = await getInstance(this.#db, instanceId);
      if (!row) return null;
      return cachedJson(toInstanceConfig(row, await listSuppliers(this.#db, instanceId), this.#platform));
    });
  }

  supplierBySlug(instanceId: number, slug: string): Promise<CachedBody | null> {
    return this.#suppliers.getOrLoad(`${instanceId}:s:${slug}`, async () => {
      const row = await findSupplierBySlug(this.#db, instanceId, slug);
      return row ? cachedJson(toSupplier(row)) : null;
    });
  }

  supplierById(instanceId: number, id: number): Promise<CachedBody | null> {
    return this.#suppliers.getOrLoad(`${instanceId}:i:${id}`, async () => {
      const row = await findSupplierById(this.#db, instanceId, id);
      return row ? cachedJson(toSupplier(row)) : null;
    });
  }

  /** Another module's cache of branch rows, cleared whenever this one is (a paused service). */
  onInvalidate(clear: () => void): void {
    this.#dependents.push(clear);
  }

  invalidate(): void {
    this.#configs.clear();
    this.#suppliers.clear();
    for (const clear of this.#dependents) clear();
  }
}
