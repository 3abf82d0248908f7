import type { CatalogService } from './catalog.schema.ts';

// The price of a product where it is sold (issue 53, docs/decisions/100-the-menu-editor.md): a
// product has one price, and may have others for a branch, for a service, or for a service at a
// branch. The menu, cart validation, order placement and the table's cart all price through
// `priceFor`; a bulk change by percent rounds through `priceAfterPercent` (and its SQL twin in
// catalog.editor.repository.ts, which an API test holds to it).

/** A price for a branch (null = every branch), a service (null = every service) or both. */
export interface PriceOverride {
  supplier_id: number | null;
  service: CatalogService | null;
  price: number;
}

/** The product's price at `branch` for `service` (null = no service named: the branch's price).
 * The most specific override wins: branch and service, then branch, then service, then `base`. */
export function priceFor(
  base: number,
  overrides: readonly PriceOverride[],
  branch: number,
  service: CatalogService | null,
): number {
  let best: { rank: number; price: number } = { rank: 0, price: base };
  for (const o of overrides) {
    if (o.supplier_id !== null && o.supplier_id !== branch) continue;
    if (o.service !== null && o.service !== service) continue;
    const rank = (o.supplier_id !== null ? 2 : 0) + (o.service !== null ? 1 : 0);
    if (rank > best.rank) best = { rank, price: o.price };
  }
  return best.price;
}

/** The highest price a catalogue row holds (catalog.schema.ts `catalogMoneySchema`). */
export const MAX_PRICE_MINOR = 1_000_000_000;

/** A percent as whole hundredths (basis points), so the arithmetic below is exact in integers. */
export const percentBasisPoints = (percent: number): number => Math.round(percent * 100);

/** A price raised or lowered by `percent` (e.g. 10 or -5.5), rounded to the nearest multiple of
 * `step` minor units (1 = the currency's minor unit; 100 = whole pesos of COP…), halves away from
 * zero, never below 0 nor above `MAX_PRICE_MINOR`. Exact: integer basis points, no float drift. */
export function priceAfterPercent(priceMinor: number, percent: number, step = 1): number {
  const scaled = priceMinor * (10_000 + percentBasisPoints(percent));
  const rounded = Math.round(scaled / (10_000 * step)) * step;
  return Math.min(MAX_PRICE_MINOR, Math.max(0, rounded));
}
