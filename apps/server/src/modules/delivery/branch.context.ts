import {
  type BranchState,
  branchState,
  HOURS_SERVICES,
  type HoursService,
  type HoursWindow,
  isOpenAt,
  serviceHours,
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
  /** Each service's hours (its own, or the branch's: hours.rules `serviceHours`, ADR 106), the
   * dated exceptions folded in: a holiday closes every service. */
  services: Record<HoursService, HoursWindow[]>;
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
  const weekly = { opening_hours: hours.opening, service_hours: hours.services };
  const services = Object.fromEntries(
    HOURS_SERVICES.map((service) => [
      service,
      withExceptions(serviceHours(weekly, service), hours.exceptions),
    ]),
  ) as Record<HoursService, HoursWindow[]>;
  return {
    instance,
    supplier: row,
    settings,
    opening: withExceptions(hours.opening, hours.exceptions),
    kitchen: withExceptions(hours.kitchen, hours.exceptions),
    services,
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

  /** Forget one venue's branches, or every venue's when none is named. */
  forget(instanceId?: number): void {
    if (instanceId === undefined) this.#cache.clear();
    else this.#cache.deletePrefix(`${instanceId}:`);
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
    openingHours: branch.services[kind === 'take_away' ? 'take_away' : 'delivery'],
    kitchenHours: branch.kitchen,
    at,
    timeZone: branch.instance.timezone,
    closedKey,
  });
}

/** The hours of the service a diner's request names (its spec §7 `service` header: delivery,
 * take_away or on_table); the branch's opening hours for none or another (ADR 106). */
export function hoursFor(branch: BranchContext, service: string | undefined): HoursWindow[] {
  return (HOURS_SERVICES as readonly string[]).includes(service ?? '')
    ? branch.services[service as HoursService]
    : branch.opening;
}

export function openNow(branch: BranchContext, at: Date, service?: string) {
  const timeZone = branch.instance.timezone;
  return {
    open: isOpenAt(hoursFor(branch, service), at, timeZone),
    kitchenOpen: isOpenAt(branch.kitchen, at, timeZone),
  };
}
