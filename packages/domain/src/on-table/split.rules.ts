// Split the bill (docs/decisions/015-split-bill.md): equal parts, by items (a shared item
// split between payers), or a custom amount. Pure arithmetic on integer minor units, so the parts
// of a bill always add up to the bill exactly: no payer pays a cent too much and no cent is left.

const EPSILON = 1e-9;

/** Part `part` (1-based) of `parts` equal parts: the cents that do not divide go to the first
 * parts, one each, so the parts add up to the bill. */
export function equalPartAmount(bill: number, parts: number, part: number): number {
  if (parts < 1 || part < 1 || part > parts) return 0;
  const base = Math.floor(bill / parts);
  return base + (part <= bill - base * parts ? 1 : 0);
}

export type ShareResult = { ok: true; amount: number } | { ok: false; key: 'conflict' };

/**
 * A payer's share of one item: `fraction` of its subtotal. `claimedFraction` and `claimedAmount`
 * are what other payers' live payments already cover of the item. The payer who completes the
 * item pays exactly what is left of it; claiming more than the whole item is refused.
 */
export function itemShareAmount(
  subtotal: number,
  fraction: number,
  claimedFraction: number,
  claimedAmount: number,
): ShareResult {
  if (!(fraction > 0) || claimedFraction + fraction > 1 + EPSILON) return { ok: false, key: 'conflict' };
  if (claimedFraction + fraction >= 1 - EPSILON) return { ok: true, amount: subtotal - claimedAmount };
  return { ok: true, amount: Math.round(subtotal * fraction) };
}

/** A share may not be larger than what is left (two payers at once can never overpay). */
export function checkShareAmount(amount: number, remaining: number): ShareResult {
  if (amount < 1 || amount > remaining) return { ok: false, key: 'conflict' };
  return { ok: true, amount };
}

/** Shares of the same bill that add up to it: what each of `payers` pays for an equal split. */
export function equalSplit(bill: number, payers: number): number[] {
  return Array.from({ length: payers }, (_, index) => equalPartAmount(bill, payers, index + 1));
}
