import { CALL_WAITER_MINIMUM_BY_COUNTRY } from '../constants.ts';
import { toMinorUnits } from '../money/money.ts';

// spec §4 "On-table modes" and "Cart navigation state", spec §9 pay-by-call-waiter minimum, as pure
// functions. What each class means for a diner is written down in
// docs/decisions/014-on-table-classes.md.

export const onTableModes = [
  'basic',
  'my-list',
  'checkout',
  'checkout_plazoleta',
  'checkout_no_incremental',
] as const;
export type OnTableMode = (typeof onTableModes)[number];

/** The branch's on_table_class as a mode: basic is also the default when none of the others
 * applies (spec §4). */
export function onTableMode(onTableClass: string | null | undefined): OnTableMode {
  return (onTableModes as readonly string[]).includes(onTableClass ?? '')
    ? (onTableClass as OnTableMode)
    : 'basic';
}

/** Checkout and no-incremental require a non-empty table id (spec §4). */
export function requiresTableId(mode: OnTableMode): boolean {
  return mode === 'checkout' || mode === 'checkout_no_incremental';
}

/** Whether the diner may order in this mode with this table id (spec §4: non-empty table id). */
export function hasRequiredTable(mode: OnTableMode, tableId: string | null | undefined): boolean {
  return !requiresTableId(mode) || (typeof tableId === 'string' && tableId.trim() !== '');
}

/** Payment is mandatory for plazoleta, no-incremental and room service (spec §4). */
export function isPaymentMandatory(mode: OnTableMode, subservice: string | null | undefined): boolean {
  return mode === 'checkout_plazoleta' || mode === 'checkout_no_incremental' || subservice === 'room';
}

/** Sending to kitchen is mandatory in checkout mode (spec §4): the diner's additions wait as
 * "pending to send" until someone at the table sends the round. */
export function isSendToKitchenMandatory(mode: OnTableMode): boolean {
  return mode === 'checkout';
}

/**
 * Whether products still waiting to be sent keep a bill from being paid: where sending to the
 * kitchen is mandatory and the kitchen cooks before the bill is paid (checkout), paying must never
 * close a bill on food the kitchen never got. The diner sends the round or removes the products
 * first (docs/decisions/022-table-payment-guards.md). Where payment comes first, paying is what
 * sends the order, so pending products are expected.
 */
export function unsentProductsBlockPayment(
  rules: Pick<OnTableRules, 'sendToKitchenMandatory' | 'payBeforeKitchen'>,
  pendingProducts: number,
): boolean {
  return rules.sendToKitchenMandatory && !rules.payBeforeKitchen && pendingProducts > 0;
}

/** What a mode lets the diner do at the table. */
export interface OnTableRules {
  mode: OnTableMode;
  /** The server keeps an order (every mode but basic and my-list). */
  ordering: boolean;
  /** my-list: the diner builds a list to show the waiter, nothing is sent. */
  list: boolean;
  requiresTableId: boolean;
  paymentMandatory: boolean;
  sendToKitchenMandatory: boolean;
  /** More rounds may be added after the first one reached the kitchen. */
  incremental: boolean;
  /** The kitchen gets nothing before the bill is paid (payment mandatory). */
  payBeforeKitchen: boolean;
}

/** Every rule of spec §4 for one branch class and subservice. Room service is on-table with the
 * room subservice: it orders (even from a basic branch) and pays first. */
export function onTableRules(
  onTableClass: string | null | undefined,
  subservice: string | null,
): OnTableRules {
  const mode = onTableMode(onTableClass);
  const room = subservice === 'room';
  const paymentMandatory = isPaymentMandatory(mode, subservice);
  const ordering = room || (mode !== 'basic' && mode !== 'my-list');
  return {
    mode,
    ordering,
    list: !room && mode === 'my-list',
    requiresTableId: requiresTableId(mode),
    paymentMandatory,
    sendToKitchenMandatory: isSendToKitchenMandatory(mode),
    incremental: mode !== 'checkout_no_incremental',
    payBeforeKitchen: ordering && paymentMandatory,
  };
}

/** spec §9: minimum order for pay-by-call-waiter, in minor units of the venue currency (10000 in
 * Colombia, 50 in Mexico, else 0; the constants are major units). */
export function callWaiterMinimum(countryCode: string, currency: string): number {
  return toMinorUnits(CALL_WAITER_MINIMUM_BY_COUNTRY[countryCode.toUpperCase()] ?? 0, currency);
}

/** Whether a bill may be paid by calling the waiter (cash or card reader). */
export function meetsCallWaiterMinimum(total: number, countryCode: string, currency: string): boolean {
  return total >= callWaiterMinimum(countryCode, currency);
}

// ---- spec §4 cart navigation state (0, 1, 2): the back button of MyOrder ----

export type CartNavigationState = 0 | 1 | 2;

export interface MyOrderBackContext {
  state: CartNavigationState;
  /** Products of the order are cooking (spec §3 productInCook). */
  productsCooking: boolean;
  /** The order's product list is non-empty. */
  listNonEmpty: boolean;
  /** The diner has an open on-table purchase (otPurchaseId). */
  openPurchase: boolean;
  /** The current path contains /cluvipay/. */
  onCluvipayPath: boolean;
}

export type MyOrderBackAction = 'history' | 'digital_menu';

/**
 * spec §4: 0 goes back in history. 1 goes back if products are cooking and the list is non-empty
 * with an open purchase; otherwise it resets to 0 (and, being 0, goes back in history). 2 goes to
 * the digital menu when on a cluvipay path, otherwise back, and resets to 0.
 */
export function myOrderBack(ctx: MyOrderBackContext): {
  action: MyOrderBackAction;
  next: CartNavigationState;
} {
  switch (ctx.state) {
    case 0:
      return { action: 'history', next: 0 };
    case 1:
      return ctx.productsCooking && ctx.listNonEmpty && ctx.openPurchase
        ? { action: 'history', next: 1 }
        : { action: 'history', next: 0 };
    case 2:
      return { action: ctx.onCluvipayPath ? 'digital_menu' : 'history', next: 0 };
  }
}

/** Place kinds a table code can name (docs/decisions/014-on-table-classes.md: table, room, seat, box, counter). */
export const placeKinds = ['table', 'room', 'seat', 'box', 'counter'] as const;
export type PlaceKind = (typeof placeKinds)[number];

/** Tables and rooms share one order among everyone who scans them; a seat, a box or a counter
 * code is shared by strangers, so each diner orders alone there. */
export function isSharedPlace(kind: PlaceKind): boolean {
  return kind === 'table' || kind === 'room';
}

/** Cinema seats and boxes are one code per hall or section: the diner types the seat or box
 * number, which the staff needs to bring the order. */
export function asksPlaceNumber(kind: PlaceKind): boolean {
  return kind === 'seat' || kind === 'box';
}
