import type { Platform } from '@storefront/domain/venue/config.schema';
import { type Db, readAll } from '../../db/client.ts';
import { type CachedBody, cachedJson } from '../../lib/http.ts';
import { RefreshingCache } from '../../lib/refreshing-cache.ts';
import { toInstanceConfig, toSupplier } from './venue.mapper.ts';
import {
  findSupplierById,
  findSupplierBySlug,
  getInstance,
  type InstanceRow,
  listSuppliers,
  type SupplierRow,
} from './venue.repository.ts';

/** What the venue reads work with: the database, the platform's own settings, and this process's
 * caches of serialized configs and branches (hot path of every visit), in the menus' cache model:
 * after an entry expires, readers get the old body while one rebuild runs
 * (docs/decisions/039-venue-reads-refreshed-in-the-background.md). Built once in app.ts as
 * `app.venues`; the functions below take it first (docs/decisions/025-server-modules-in-layers.md). */
export interface VenueDeps {
  db: Db;
  platform: Platform;
  configs: RefreshingCache<CachedBody | null>;
  suppliers: RefreshingCache<CachedBody | null>;
  /** A venue's row with one of its branches' rows, by the branch's id (`venueAndBranch`). */
  rows: RefreshingCache<VenueAndBranch | null>;
  /** Other modules' caches of branch rows, forgotten whenever these are (a paused service): of
   * one venue, or of every venue when no venue is named. */
  dependents: ((instanceId?: number) => void)[];
  /** Tells the other server processes what `forgetVenueReads` forgot here, so they forget it too at
   * once instead of when their entries expire (plugins/shared-caches.ts; nothing alone). */
  tellOthers: (instanceId?: number) => void;
}

export function venueDeps(db: Db, platform: Platform): VenueDeps {
  return {
    db,
    platform,
    configs: new RefreshingCache(5_000),
    suppliers: new RefreshingCache(5_000),
    rows: new RefreshingCache(5_000),
    dependents: [],
    tellOthers: () => {},
  };
}

const configKey = (instanceId: number) => String(instanceId);
const supplierSlugKey = (instanceId: number, slug: string) => `${instanceId}:s:${slug}`;

/** The venue's config as the storefront reads it, serialized once. */
export function venueConfig(deps: VenueDeps, instanceId: number): Promise<CachedBody | null> {
  return deps.configs.get(configKey(instanceId), {
    build: async () => {
      const row = await getInstance(deps.db, instanceId);
      if (!row) return null;
      return cachedJson(toInstanceConfig(row, await listSuppliers(deps.db, instanceId), deps.platform));
    },
  });
}

export function supplierBySlug(
  deps: VenueDeps,
  instanceId: number,
  slug: string,
): Promise<CachedBody | null> {
  return deps.suppliers.get(supplierSlugKey(instanceId, slug), {
    build: async () => {
      const row = await findSupplierBySlug(deps.db, instanceId, slug);
      return row ? cachedJson(toSupplier(row)) : null;
    },
  });
}

/** `venueConfig` and `supplierBySlug` when the cache holds them unexpired, without waiting or
 * starting a refresh; undefined otherwise (the cached reads' path before the router, ADR 060). */
export const freshVenueConfig = (deps: VenueDeps, instanceId: number) =>
  deps.configs.fresh(configKey(instanceId));
export const freshSupplierBySlug = (deps: VenueDeps, instanceId: number, slug: string) =>
  deps.suppliers.fresh(supplierSlugKey(instanceId, slug));

export function supplierById(deps: VenueDeps, instanceId: number, id: number): Promise<CachedBody | null> {
  return deps.suppliers.get(`${instanceId}:i:${id}`, {
    build: async () => {
      const row = await findSupplierById(deps.db, instanceId, id);
      return row ? cachedJson(toSupplier(row)) : null;
    },
  });
}

export interface VenueAndBranch {
  instance: InstanceRow;
  supplier: SupplierRow;
}

/** A venue's row and one of its branches' rows, kept as the configs are (5 s, refreshed in the
 * background, forgotten with them): what every call on a table order reads about where it is
 * (docs/decisions/043-fewer-round-trips-per-order.md). Asked from inside a transaction (`db`), a
 * cold entry is read through it, as PGlite has one connection, and kept once the transaction has
 * let go. */
export function venueAndBranch(
  deps: VenueDeps,
  instanceId: number,
  supplierId: number,
  db: Db = deps.db,
): Promise<VenueAndBranch | null> {
  return deps.rows.get(
    `${instanceId}:${supplierId}`,
    { build: () => readVenueAndBranch(deps.db, instanceId, supplierId) },
    db === deps.db ? undefined : () => readVenueAndBranch(db, instanceId, supplierId),
  );
}

async function readVenueAndBranch(db: Db, instanceId: number, supplierId: number) {
  const [instance, supplier] = await readAll(db, [
    () => getInstance(db, instanceId),
    () => findSupplierById(db, instanceId, supplierId),
  ]);
  return instance && supplier ? { instance, supplier } : null;
}

/** Clears another module's cache of branch rows whenever the venue reads are forgotten. */
export function onVenueReadsForgotten(deps: VenueDeps, forget: (instanceId?: number) => void): void {
  deps.dependents.push(forget);
}

/** Forget the cached config and branches of a venue (after a change made in this process: a paused
 * service, a back-office save), or of every venue when none is named (an import), and the caches
 * that follow them, here and in every other server process. Another venue's readers never wait
 * for a rebuild a venue's save caused. */
export function forgetVenueReads(deps: VenueDeps, instanceId?: number): void {
  forgetVenueReadsHere(deps, instanceId);
  deps.tellOthers(instanceId);
}

/** `forgetVenueReads` in this process only: what another process's change told it. */
export function forgetVenueReadsHere(deps: VenueDeps, instanceId?: number): void {
  if (instanceId === undefined) {
    deps.configs.clear();
    deps.suppliers.clear();
    deps.rows.clear();
  } else {
    deps.configs.delete(configKey(instanceId));
    deps.suppliers.deletePrefix(`${instanceId}:`);
    deps.rows.deletePrefix(`${instanceId}:`);
  }
  for (const forget of deps.dependents) forget(instanceId);
}
