import type { ErrorKey } from '../errors/error-keys.ts';
import type { ItemState } from '../order/order.schema.ts';
import type { StaffPermission } from '../staff/staff-permissions.ts';

// Corrections of a table's order by the staff (issue 54 part 2, docs/decisions/114-order-corrections.md):
// voiding an item, comping or discounting an item or the bill, moving the order to another place,
// merging two tables' orders into one, splitting chosen items off to an order at another place.
// Each is one row of the order's corrections (who, when, why, how much), and the totals follow from
// the items as always: a voided item leaves the bill, a line's discount lowers what it adds to it,
// a bill discount joins the order's discount. Pure rules, used by the server under the order's lock
// and by the console to offer only what the staff member may do.

/** What a correction did; `amount` is the money it took off the bill (0 for a move, a merge or a
 * split, which move money between bills and take none off). */
export const correctionKinds = [
  'void',
  'comp',
  'discount',
  'bill_discount',
  'move',
  'merge',
  'split',
] as const;
export type CorrectionKind = (typeof correctionKinds)[number];

/** A correction's reason: required, one line, this long at most. */
export const CORRECTION_REASON_MAX = 200;

/** The permission a void of an item in `state` needs: before the kitchen has it `orders.void`,
 * once sent `orders.void_sent` (the role table gives both to waiters, managers and owners, never to
 * the kitchen; a venue that wants a manager for voids of sent items keeps the second for managers).
 * Null: nothing to void (already off the bill). */
export function voidPermission(state: ItemState): StaffPermission | null {
  if (state === 'pending') return 'orders.void';
  if (state === 'removed') return null;
  return 'orders.void_sent';
}

/** Whether a voided item was in the kitchen's hands: the kitchen is told, and its stock is not
 * given back (it was cooked or is being cooked). */
export function voidReachesKitchen(state: ItemState): boolean {
  return state === 'ordered' || state === 'prepared';
}

export interface Line {
  unit_price: number;
  count: number;
  /** Minor units taken off this line by a comp or a discount. */
  discount: number;
}

/** The line's value before any discount. */
export function lineValue(line: Pick<Line, 'unit_price' | 'count'>): number {
  return line.unit_price * line.count;
}

/** What a line adds to the bill: its value less its discount, never below 0. The server's
 * subtotal (the sum over the items not removed) is this rule in SQL. */
export function lineSubtotal(line: Line): number {
  const value = lineValue(line);
  return value - Math.min(value, Math.max(0, line.discount));
}

/** An item's or a bill's price change: a comp takes it all, a percent (1–100) or an amount off. */
export type PriceCut =
  | { kind: 'comp' }
  | { kind: 'percent'; value: number }
  | { kind: 'amount'; value: number };

/** Minor units a cut takes off `value`: a comp all of it; a percent of it, rounded half up to the
 * minor unit; an amount at most all of it. */
export function cutAmount(value: number, cut: PriceCut): number {
  if (cut.kind === 'comp') return value;
  if (cut.kind === 'percent') return Math.min(value, Math.round((value * Math.min(100, cut.value)) / 100));
  return Math.min(value, Math.max(0, cut.value));
}

export type Refusal = { ok: false; key: ErrorKey };

/** The discount a line carries after a comp or a discount: it replaces any earlier one (a
 * discount then a comp is a comp, not more than the line). Refused on a line no longer on the bill
 * or one a cut would not change. */
export function lineDiscountAfter(
  line: Line & { state: ItemState },
  cut: PriceCut,
): { ok: true; discount: number; amount: number } | Refusal {
  if (line.state === 'removed') return { ok: false, key: 'item_not_on_bill' };
  const discount = cutAmount(lineValue(line), cut);
  if (discount === 0 || discount === line.discount) return { ok: false, key: 'correction_changes_nothing' };
  return { ok: true, discount, amount: discount - line.discount };
}

/** The order's discount after a bill discount: what the cut takes of what the bill still charges
 * for its products (subtotal less the discount it has), added to that discount. */
export function billDiscountAfter(
  bill: { subtotal: number; discount: number },
  cut: Exclude<PriceCut, { kind: 'comp' }>,
): { ok: true; discount: number; amount: number } | Refusal {
  const charged = Math.max(0, bill.subtotal - Math.min(bill.subtotal, bill.discount));
  const amount = cutAmount(charged, cut);
  if (amount === 0) return { ok: false, key: 'correction_changes_nothing' };
  return { ok: true, discount: bill.discount + amount, amount };
}

/** A move's target: another active place of the same branch with no open order of its own. */
export function moveRefusal(
  from: { placeId: string },
  to: { placeId: string; active: boolean; openOrders: number } | null,
): Refusal | null {
  if (!to?.active) return { ok: false, key: 'not_found' };
  if (to.placeId === from.placeId) return { ok: false, key: 'correction_changes_nothing' };
  if (to.openOrders > 0) return { ok: false, key: 'place_taken' };
  return null;
}

/** Whether a correction keeps the payments consistent: an item a payer's share holds is not
 * changed (refund that payment first), and the bill never falls below what live payments hold of
 * it (the money already taken or being taken stays within the bill). */
export function paymentsRefusal(change: {
  itemClaimed: boolean;
  billAfter: number;
  reserved: number;
}): Refusal | null {
  if (change.itemClaimed) return { ok: false, key: 'item_paid' };
  if (change.billAfter < change.reserved) return { ok: false, key: 'correction_below_paid' };
  return null;
}

/** An order being merged into another: both open table orders of one branch, not the same one, and
 * the one merged in holds no live payment (its shares were of a bill that stops existing: settle or
 * refund them first). */
export function mergeRefusal(
  into: { id: string; supplierId: number; closed: boolean },
  from: { id: string; supplierId: number; closed: boolean; livePayments: number } | null,
): Refusal | null {
  if (!from || from.supplierId !== into.supplierId) return { ok: false, key: 'not_found' };
  if (from.id === into.id) return { ok: false, key: 'correction_changes_nothing' };
  if (from.closed || into.closed) return { ok: false, key: 'conflict' };
  if (from.livePayments > 0) return { ok: false, key: 'merge_has_payments' };
  return null;
}

/** Items split off an order: each on its bill and held by no payment's share, and not all of them
 * (splitting off everything is a move). */
export function splitRefusal(
  items: readonly { id: string; state: ItemState }[],
  chosen: readonly string[],
  claimed: ReadonlySet<string>,
): Refusal | null {
  const onBill = items.filter((item) => item.state !== 'removed');
  if (chosen.length === 0 || chosen.some((id) => !onBill.some((item) => item.id === id)))
    return { ok: false, key: 'item_not_on_bill' };
  if (chosen.some((id) => claimed.has(id))) return { ok: false, key: 'item_paid' };
  if (new Set(chosen).size >= onBill.length) return { ok: false, key: 'split_takes_everything' };
  return null;
}
