import { isOpenAt, localClock } from '../delivery/hours.rules.ts';
import type { ErrorKey } from '../errors/error-keys.ts';
import type { AvailabilityWindow, CatalogService, Localized, MenuOptionGroup } from './catalog.schema.ts';

// spec §5 validation of products in a cart: options, stock, availability and age. Pure: `now` and
// the venue's time zone are inputs. Expected failures are `{ key, params }`, never exceptions.

export interface Issue {
  key: ErrorKey;
  params: Record<string, string | number>;
}

const issue = (key: ErrorKey, params: Record<string, string | number> = {}): Issue => ({ key, params });

/** A line of the diner's cart as the storefront keeps it (spec §3 Order state shoppingCart), but the
 * id the cart gives it; what "Order again" puts back (order/reorder.rules.ts). */
export interface CartItem {
  product_id: string;
  name: Localized;
  image: string | null;
  /** Price of one unit with its options, in minor units of the venue currency. */
  unit_price: number;
  count: number;
  options: Record<string, string[]>;
  /** Names of the chosen options, for display. */
  option_names: Localized[];
  note: string | null;
  is_alcoholic: boolean;
}

export function localized(text: Localized, lang: string): string {
  return (text as Record<string, string | undefined>)[lang] || text.es;
}

/** Minimum, maximum and required option counts per group (spec §5). */
export function optionIssues(
  groups: MenuOptionGroup[],
  chosen: Record<string, string[]>,
  lang = 'es',
): Issue[] {
  const issues: Issue[] = [];
  const known = new Set(groups.map((g) => g.id));
  if (Object.keys(chosen).some((groupId) => !known.has(groupId))) issues.push(issue('option_unknown'));
  for (const group of groups) {
    const picked = [...new Set(chosen[group.id] ?? [])];
    const name = localized(group.name, lang);
    const optionIds = new Set(group.options.filter((o) => o.available).map((o) => o.id));
    if (picked.some((id) => !optionIds.has(id))) issues.push(issue('option_unknown'));
    if (picked.length === 0 && (group.required || group.min > 0)) {
      issues.push(
        group.min > 1
          ? issue('option_minimum', { group: name, min: group.min })
          : issue('option_required', { group: name }),
      );
    } else if (picked.length < group.min) {
      issues.push(issue('option_minimum', { group: name, min: group.min }));
    } else if (picked.length > group.max) {
      issues.push(issue('option_maximum', { group: name, max: group.max }));
    }
  }
  return issues;
}

/** Stock (spec §5): null is unlimited; asking for more than there is suggests the maximum; when
 * the diner's cart already holds all there is (`inCart`), no smaller count helps: the stock limit
 * was exceeded (spec §8). */
export function stockIssue(stock: number | null, count: number, inCart = 0): Issue | null {
  if (stock === null || inCart + count <= stock) return null;
  if (stock === 0) return issue('products_out_of_stock');
  if (inCart >= stock) return issue('stock_limit_exceeded');
  return issue('stock_quantity_unavailable', { stock });
}

/** The largest count a diner may ask for: the stock, capped at 99 per line. */
export function maxCount(stock: number | null): number {
  return stock === null ? 99 : Math.min(99, stock);
}

/** Sold for this service, at this time of day, and not out of stock. */
export function isAvailable(
  product: { services: CatalogService[]; availability: AvailabilityWindow[]; stock: number | null },
  service: CatalogService,
  now: Date,
  timeZone: string,
): boolean {
  return (
    product.services.includes(service) && isOpenAt(product.availability, now, timeZone) && product.stock !== 0
  );
}

export const ADULT_AGE = 18;

/** Whole years between a birth date (YYYY-MM-DD) and today's date in the venue's time zone. */
export function ageOn(birthDate: string, today: string): number | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(birthDate);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  if (y < 1900 || date.getTime() > Date.UTC(ty, tm - 1, td)) return null;
  return ty - y - (tm < m || (tm === m && td < d) ? 1 : 0);
}

/** Age check for age-restricted products (spec §5): a valid birth date, and 18 or older. */
export function ageIssue(birthDate: string | null, today: string): Issue | null {
  const age = birthDate ? ageOn(birthDate, today) : null;
  if (age === null) return issue('invalid_birth_date');
  return age < ADULT_AGE ? issue('underage_blocked') : null;
}

/** Today's date (YYYY-MM-DD) in a time zone. */
export function dateIn(now: Date, timeZone: string): string {
  return localClock(now, timeZone).date;
}

/** The product's price for the service ordered for (the branch's price for it, price.rules
 * `priceFor`, which the menu carries as `service_prices`), before any promo price. */
export function listedPrice(
  product: { price: number; service_prices?: Partial<Record<CatalogService, number>> | undefined },
  service?: CatalogService | null,
): number {
  return (service && product.service_prices?.[service]) ?? product.price;
}

/** Unit price: the promo price when there is one, else the listed price for the service ordered
 * for (`listedPrice`), plus the chosen options' prices. */
export function unitPrice(
  product: {
    price: number;
    promo: number | null;
    service_prices?: Partial<Record<CatalogService, number>> | undefined;
    option_groups: MenuOptionGroup[];
  },
  chosen: Record<string, string[]>,
  service?: CatalogService,
): number {
  const base = product.promo ?? listedPrice(product, service);
  let extras = 0;
  for (const group of product.option_groups) {
    for (const id of new Set(chosen[group.id] ?? []))
      extras += group.options.find((o) => o.id === id)?.price ?? 0;
  }
  return base + extras;
}
