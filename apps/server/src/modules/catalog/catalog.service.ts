import type { Menu, MenuProduct, ValidatedCart } from '@storefront/domain/catalog/catalog.schema';
import type { PriceOverride } from '@storefront/domain/catalog/price.rules';
import type { Lang } from '@storefront/domain/venue/venue.schema';
import { type Db, readAll } from '../../db/client.ts';
import { type CachedBody, cachedJson } from '../../lib/http.ts';
import { RefreshingCache } from '../../lib/refreshing-cache.ts';
import {
  findMedia,
  findSupplierBySlug,
  getInstance,
  type InstanceRow,
  listSuppliers,
  type SupplierRow,
} from '../venue/venue.repository.ts';
import { type ValidateCartBody, validateCart } from './cart.validation.ts';
import { groupOptions, toBanner, toMenuCategory, toMenuProduct } from './catalog.mapper.ts';
import {
  activeCategories,
  branchBanners,
  branchProducts,
  branchStock,
  menuFingerprint,
  optionsOf,
  pricesAt,
} from './catalog.repository.ts';
import { type ShellData, splashLogoOf } from './catalog.seo.ts';

/** The splash's logo goes inside the HTML up to this size: a first paint without a request
 * (docs/decisions/034-largest-paint-from-the-html.md). */
const INLINE_IMAGE_MAX_BYTES = 4_096;

export interface CachedMenu extends CachedBody {
  menu: Menu;
}

export interface Branch {
  instance: InstanceRow;
  supplier: SupplierRow;
}

/** What pricing an order needs of a branch, cached (docs/decisions/029-lean-order-write.md): the
 * venue and branch, and its sellable products by key with their numeric ids. Stock is not kept
 * here: the order's transaction takes it with one conditional update. */
export interface PricingBranch extends Branch {
  products: Map<string, MenuProduct>;
  ids: Map<string, number>;
}

export interface PricedCart {
  cart: ValidatedCart;
  /** The cart's products by key, as priced (names of products and options for the items). */
  products: Map<string, MenuProduct>;
}

export interface CatalogOptions {
  /** The clock of availability windows and the age check (tests fix it). */
  now?: () => Date;
  /** How long a built menu is served before its fingerprint is checked again (ADR 006: seconds,
   * since other processes' writes reach this one only through the database). */
  menuTtlMs?: number;
  stockTtlMs?: number;
}

/** What the catalogue's services work with: the database, the clock, and this process's caches of
 * built menus, live stock and pricing branches (keyed `instanceId:slug`). Built once in app.ts as
 * `app.catalog`; the functions below take it first (docs/decisions/025-server-modules-in-layers.md). */
export interface CatalogDeps {
  db: Db;
  now: () => Date;
  menus: RefreshingCache<CachedMenu | null>;
  stock: RefreshingCache<CachedBody | null>;
  pricing: RefreshingCache<PricingBranch | null>;
  /** Tells the other server processes of a change this one made to what they cache, so they forget
   * it at once instead of when their entries expire (plugins/shared-caches.ts; nothing alone). */
  tellOthers: (change: CatalogChange) => void;
}

/** A change of the catalogue another process is told of (`catalogChangedHere` applies it). */
export type CatalogChange =
  | { kind: 'availability'; instanceId: number; slug: string }
  | { kind: 'menus'; instanceId: number }
  | { kind: 'all' };

/** How long a process serves its built menu and pricing before asking the fingerprint again. A
 * change made through another process shows once the entry expires, its refresh ran and the next
 * read comes: 4 s leaves a second of that within the 5 s a back-office edit promises every diner
 * (docs/decisions/100-the-menu-editor.md; test/menu-editor-two-processes.api.test.ts). */
export const MENU_TTL_MS = 4_000;

export function catalogDeps(db: Db, options: CatalogOptions = {}): CatalogDeps {
  return {
    db,
    now: options.now ?? (() => new Date()),
    menus: new RefreshingCache(options.menuTtlMs ?? MENU_TTL_MS),
    stock: new RefreshingCache(options.stockTtlMs ?? 1_000),
    pricing: new RefreshingCache(options.menuTtlMs ?? MENU_TTL_MS),
    tellOthers: () => {},
  };
}

// The menu, live stock and cart validation of a branch of the request's venue. Menus are built
// once, serialized with an ETag and kept briefly per branch (hot path of every menu visit).

/** An active branch of the venue, with the venue; null for another venue's or an unknown slug. */
export async function findBranch(db: Db, instanceId: number, slug: string): Promise<Branch | null> {
  const [instance, supplier] = await readAll(db, [
    () => getInstance(db, instanceId),
    () => findSupplierBySlug(db, instanceId, slug),
  ]);
  return instance && supplier ? { instance, supplier } : null;
}

/** The branch's menu as served: built once, then checked against its fingerprint. */
/** The key of a branch's entries in the menus', stock's and pricing's caches. */
const branchKey = (instanceId: number, slug: string) => `${instanceId}:${slug}`;

/** `branchMenu` when the cache holds it unexpired, without waiting or starting a refresh; undefined
 * otherwise (the cached reads' path before the router, ADR 060). */
export const freshBranchMenu = (deps: CatalogDeps, instanceId: number, slug: string) =>
  deps.menus.fresh(branchKey(instanceId, slug));

/** How the menus' cache builds and checks a branch's menu. */
const menuSource = (deps: CatalogDeps, instanceId: number, slug: string) => ({
  fingerprint: () => menuFingerprint(deps.db, instanceId, slug),
  build: async (): Promise<CachedMenu | null> => {
    const branch = await findBranch(deps.db, instanceId, slug);
    if (!branch) return null;
    const menu = await buildMenu(deps.db, branch);
    return { ...cachedJson(menu), menu };
  },
});

export function branchMenu(deps: CatalogDeps, instanceId: number, slug: string): Promise<CachedMenu | null> {
  return deps.menus.get(branchKey(instanceId, slug), menuSource(deps, instanceId, slug));
}

async function buildMenu(db: Db, branch: Branch): Promise<Menu> {
  const { instance, supplier } = branch;
  const [{ products }, categoryRows, bannerRows] = await readAll(db, [
    () => sellable(db, branch),
    () => activeCategories(db, instance.id),
    () => branchBanners(db, instance.id, supplier.id),
  ]);
  return {
    supplier_id: supplier.id,
    currency: instance.currency,
    timezone: instance.timezone,
    categories: categoryRows.map(toMenuCategory),
    products: [...products.values()],
    banners: bannerRows.map(toBanner),
  };
}

/** `{ [product_id]: stock | null }` of the branch's active products. */
export function branchStockBody(
  deps: CatalogDeps,
  instanceId: number,
  slug: string,
): Promise<CachedBody | null> {
  return deps.stock.get(branchKey(instanceId, slug), {
    build: async () => {
      const supplier = await findSupplierBySlug(deps.db, instanceId, slug);
      if (!supplier) return null;
      const rows = await branchStock(deps.db, instanceId, supplier.id);
      return cachedJson(Object.fromEntries(rows.map((row) => [row.key, row.stock])));
    },
  });
}

/** Prices and checks a cart against the database as it is now (not the cached menu). */
export async function validateBranchCart(
  deps: CatalogDeps,
  instanceId: number,
  slug: string,
  body: ValidateCartBody,
  lang: Lang,
): Promise<ValidatedCart | null> {
  const branch = await findBranch(deps.db, instanceId, slug);
  if (!branch) return null;
  const keys = [...new Set(body.lines.map((line) => line.product_id))];
  const { products } = await sellable(deps.db, branch, keys);
  return price(deps, branch, products, body, lang).cart;
}

/** The branch's sellable products as the database has them (only `keys` when given). */
async function sellable(db: Db, { instance, supplier }: Branch, keys?: string[]) {
  const rows = await branchProducts(db, instance.id, supplier.id, keys);
  const ids = rows.map((p) => p.id);
  const [options, prices] = await readAll(db, [
    () => optionsOf(db, instance.id, ids),
    () => pricesAt(db, instance.id, supplier.id, ids),
  ]);
  const groups = groupOptions(options);
  const overrides = new Map<number, PriceOverride[]>();
  for (const p of prices) {
    overrides.set(p.productId, [
      ...(overrides.get(p.productId) ?? []),
      { supplier_id: p.supplierId, service: p.service, price: p.priceMinor },
    ]);
  }
  return {
    products: new Map<string, MenuProduct>(
      rows.map((row) => [
        row.key,
        toMenuProduct(row, groups.get(row.id) ?? [], supplier.id, overrides.get(row.id)),
      ]),
    ),
    ids: new Map(rows.map((row) => [row.key, row.id])),
  };
}

function price(
  deps: CatalogDeps,
  { instance }: Branch,
  products: ReadonlyMap<string, MenuProduct>,
  body: ValidateCartBody,
  lang: Lang,
): PricedCart {
  const cart = validateCart(products, body, {
    now: deps.now(),
    timeZone: instance.timezone,
    currency: instance.currency,
    lang,
  });
  const used = new Map<string, MenuProduct>();
  for (const line of body.lines) {
    const product = products.get(line.product_id);
    if (product) used.set(line.product_id, product);
  }
  return { cart, products: used };
}

/** The branch as an order prices it, from the cache (ADR 006 ages: a change made by another
 * process shows within seconds, this process's own at once). Null for an unknown branch.
 * Inside a transaction pass it as `tx`: a miss is then read through it (PGlite has one
 * connection, so a query beside the transaction would wait for it forever) and the cache is
 * filled after, outside it. */
export function pricingBranch(
  deps: CatalogDeps,
  instanceId: number,
  slug: string,
  tx?: Db,
): Promise<PricingBranch | null> {
  return deps.pricing.get(
    branchKey(instanceId, slug),
    pricingSource(deps, instanceId, slug),
    tx && (() => buildPricing(tx, instanceId, slug)),
  );
}

/** How the pricing cache builds and checks a branch's prices. */
const pricingSource = (deps: CatalogDeps, instanceId: number, slug: string) => ({
  fingerprint: () => menuFingerprint(deps.db, instanceId, slug),
  build: () => buildPricing(deps.db, instanceId, slug),
});

async function buildPricing(db: Db, instanceId: number, slug: string): Promise<PricingBranch | null> {
  const branch = await findBranch(db, instanceId, slug);
  if (!branch) return null;
  const { products, ids } = await sellable(db, branch);
  // Stock is the order transaction's to take (one conditional update), not the cache's.
  for (const [key, product] of products) products.set(key, { ...product, stock: null });
  return { ...branch, products, ids };
}

/** `validateBranchCart` for an order, from the cached branch: prices, options, service, time and
 * age are checked here; stock is taken by the order's transaction, which answers the same stock
 * errors. */
export async function priceCart(
  deps: CatalogDeps,
  instanceId: number,
  slug: string,
  body: ValidateCartBody,
  lang: Lang,
): Promise<(PricedCart & { branch: PricingBranch }) | null> {
  const branch = await pricingBranch(deps, instanceId, slug);
  if (!branch) return null;
  return { ...price(deps, branch, branch.products, body, lang), branch };
}

/** What the HTML shell's head names (catalog.seo.ts): the venue, the branch when `slug` is one
 * of its active branches, and its menu when asked. Null for an unknown venue. */
export async function shellData(
  deps: CatalogDeps,
  instanceId: number,
  slug: string | null,
  withMenu: boolean,
): Promise<Omit<ShellData, 'origin'> | null> {
  const [instance, supplier, branches] = await Promise.all([
    getInstance(deps.db, instanceId),
    slug ? findSupplierBySlug(deps.db, instanceId, slug) : null,
    listSuppliers(deps.db, instanceId),
  ]);
  if (!instance) return null;
  const menu =
    supplier && slug && withMenu ? ((await branchMenu(deps, instanceId, slug))?.menu ?? null) : null;
  const splashLogo = await smallImage(deps.db, instanceId, splashLogoOf(instance));
  return { instance, supplier, menu, branches: branches.map((b) => b.label), splashLogo };
}

/** A venue image of ours small enough to travel inside the HTML, as a data URI; null otherwise. */
async function smallImage(db: Db, instanceId: number, url: string | null): Promise<string | null> {
  const hash = url ? /^\/media\/([a-f0-9]{16,64})\.[a-z0-9]{2,5}$/.exec(url)?.[1] : undefined;
  const found = hash ? await findMedia(db, instanceId, hash) : null;
  if (!found || found.bytes.byteLength > INLINE_IMAGE_MAX_BYTES) return null;
  return `data:${found.contentType};base64,${Buffer.from(found.bytes).toString('base64')}`;
}

/** Call after a committed stock change of a branch: its menu and stock are rebuilt on next read
 * (other processes see it when their copy expires). */
export function stockChanged(deps: CatalogDeps, instanceId: number, slug: string): void {
  deps.menus.delete(branchKey(instanceId, slug));
  deps.stock.delete(branchKey(instanceId, slug));
}

/** Call after a committed change of what a branch sells (a product marked sold out or back):
 * its menu, stock and pricing are rebuilt on next read, here and, told at once, in every other
 * process (ADR 119). */
export function availabilityChanged(deps: CatalogDeps, instanceId: number, slug: string): void {
  stockChanged(deps, instanceId, slug);
  deps.pricing.delete(branchKey(instanceId, slug));
  deps.tellOthers({ kind: 'availability', instanceId, slug });
}

/** What another process's `availabilityChanged`, `venueMenusChanged` or `forgetMenus` told this one:
 * the same forgetting here, without telling anyone. */
export async function catalogChangedHere(deps: CatalogDeps, change: CatalogChange): Promise<void> {
  if (change.kind === 'availability') {
    stockChanged(deps, change.instanceId, change.slug);
    deps.pricing.delete(branchKey(change.instanceId, change.slug));
  } else if (change.kind === 'menus') await renewVenueMenus(deps, change.instanceId);
  else forgetMenusHere(deps);
}

/** After a back-office save of the venue's catalogue in this process: its branches' menus and
 * prices held here are rebuilt at once while diners keep being answered the ones held (a save
 * every second never makes a menu read wait), and the save answers once they are rebuilt, so the
 * manager's next read shows it; its live stock is read again. Every other process is told to do
 * the same at once (`tellOthers`); one that misses it sees the save through the menu's fingerprint
 * within the cache's time to live. */
export async function venueMenusChanged(deps: CatalogDeps, instanceId: number): Promise<void> {
  deps.tellOthers({ kind: 'menus', instanceId });
  await renewVenueMenus(deps, instanceId);
}

async function renewVenueMenus(deps: CatalogDeps, instanceId: number): Promise<void> {
  const prefix = branchKey(instanceId, '');
  deps.stock.deletePrefix(prefix);
  const slugOf = (key: string) => key.slice(prefix.length);
  const renewals = [
    ...deps.menus
      .keysWith(prefix)
      .map((key) => deps.menus.renew(key, menuSource(deps, instanceId, slugOf(key)))),
    ...deps.pricing
      .keysWith(prefix)
      .map((key) => deps.pricing.renew(key, pricingSource(deps, instanceId, slugOf(key)))),
  ];
  const outcomes = await Promise.allSettled(renewals);
  // a rebuild that failed leaves nothing older behind: the next read builds anew
  if (outcomes.some((outcome) => outcome.status === 'rejected')) {
    deps.menus.deletePrefix(prefix);
    deps.pricing.deletePrefix(prefix);
  }
}

/** Forget every cached menu (after an import or an option sold out in this process), here and in
 * every other process. */
export function forgetMenus(deps: CatalogDeps): void {
  forgetMenusHere(deps);
  deps.tellOthers({ kind: 'all' });
}

function forgetMenusHere(deps: CatalogDeps): void {
  deps.menus.clear();
  deps.stock.clear();
  deps.pricing.clear();
}
