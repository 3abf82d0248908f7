import {
  type BranchState,
  branchState,
  type HoursWindow,
  isOpenAt,
  withExceptions,
} from '@storefront/domain/delivery/hours.rules';
import { type Db, readAll } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { RefreshingCache } from '../../lib/refreshing-cache.ts';
import {
  findSupplierBySlug,
  getInstance,
  type InstanceRow,
  type SupplierRow,
} from '../venue/venue.repository.ts';
import { branchFingerprint, type DeliverySettings, loadHours, loadSettings } from './branch.repository.ts';

// A branch with what delivery and take-away need to know about it, loaded once per request.

export interface BranchContext {
  instance: InstanceRow;
  supplier: SupplierRow;
  settings: DeliverySettings;
  /** The week's windows with the dated exceptions folded in (hours.rules `withExceptions`). */
  opening: HoursWindow[];
  kitchen: HoursWindow[];
}

export async function loadBranchContext(
  db: Db,
  instanceId: number,
  supplier: SupplierRow | string,
): Promise<BranchContext> {
  const [instance, row] = await readAll(db, [
    () => getInstance(db, instanceId),
    async () => (typeof supplier === 'string' ? findSupplierBySlug(db, instanceId, supplier) : supplier),
  ]);
  if (!instance || !row) throw new AppError(404, 'supplier_not_found');
  const [settings, hours] = await readAll(db, [
    () => loadSettings(db, instanceId, row.id),
    () => loadHours(db, instanceId, row.id),
  ]);
  // a dated exception (a holiday) closes or changes that date in every check that reads these windows
  return {
    instance,
    supplier: row,
    settings,
    opening: withExceptions(hours.opening, hours.exceptions),
    kitchen: withExceptions(hours.kitchen, hours.exceptions),
  };
}

/** Branch contexts for placing orders, kept as the menus are (ADR 006 ages, the catalogue's
 * RefreshingCache; docs/decisions/029-lean-order-write.md): an order reads its branch without a
 * query. Another process's change shows within `ttlMs`; this process clears it on a paused
 * service (`onVenueReadsForgotten` of venue.service.ts). Settings and hours change by an import, which bumps
 * the venue's version in the fingerprint, or by a back-office save, which bumps the branch's version. */
export class BranchContexts {
  readonly #db: Db;
  readonly #cache: RefreshingCache<BranchContext | null>;

  constructor(db: Db, ttlMs = 5_000) {
    this.#db = db;
    this.#cache = new RefreshingCache(ttlMs);
  }

  async get(instanceId: number, slug: string): Promise<BranchContext> {
    const branch = await this.#cache.get(`${instanceId}:${slug}`, {
      fingerprint: () => branchFingerprint(this.#db, instanceId, slug),
      build: () =>
        loadBranchContext(this.#db, instanceId, slug).catch((error: unknown) => {
          if (error instanceof AppError && error.statusCode === 404) return null;
          throw error;
        }),
    });
    if (!branch) throw new AppError(404, 'supplier_not_found');
    return branch;
  }

  clear(): void {
    this.#cache.clear();
  }
}

export type OrderKind = 'delivery' | 'schedule' | 'take_away';

/** Whether the branch takes this kind of order at `at` (spec §8 closed messages). A scheduled
 * order is checked against its slot elsewhere: here only whether the service is on. */
export function orderableState(
  branch: BranchContext,
  kind: OrderKind,
  at: Date,
  scheduled: boolean,
): BranchState {
  const { supplier, settings } = branch;
  const offered =
    kind === 'take_away'
      ? supplier.serviceTakeAway
      : kind === 'schedule'
        ? supplier.serviceSchedule
        : supplier.serviceDelivery;
  const active = kind === 'take_away' || settings.deliveryActive;
  const closedKey = kind === 'take_away' ? 'supplier_closed' : 'delivery_closed';
  if (scheduled) return offered && active ? { ok: true } : { ok: false, key: closedKey };
  return branchState({
    serviceOffered: offered,
    serviceActive: active,
    openingHours: branch.opening,
    kitchenHours: branch.kitchen,
    at,
    timeZone: branch.instance.timezone,
    closedKey,
  });
}

export function openNow(branch: BranchContext, at: Date) {
  const timeZone = branch.instance.timezone;
  return {
    open: isOpenAt(branch.opening, at, timeZone),
    kitchenOpen: isOpenAt(branch.kitchen, at, timeZone),
  };
}
