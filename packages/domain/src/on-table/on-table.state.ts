import type { CartNavigationState } from './on-table.rules.ts';

// spec §3 "On-table state" (tableId, productInCook, productsOnTableUnavailable,
// countProductsOrdered) plus the order state's otPurchaseId and spec §4's cart navigation state, as
// the diner's persisted store keeps them. Pure transitions; the store only applies them.

export interface OnTableState {
  /** The table's secret code from the QR code (`?mesa=`). */
  tableId: string | null;
  /** Products of the order are in the kitchen. */
  productInCook: boolean;
  /** Order items taken off the order because their product became unavailable (spec §8), by item
   * id: the storefront names them from the order in the diner's language. */
  productsOnTableUnavailable: string[];
  /** Products of the order sent to the kitchen or served. */
  countProductsOrdered: number;
  /** The open on-table purchase. */
  otPurchaseId: string | null;
  cartNavigationState: CartNavigationState;
}

export const initialOnTableState: OnTableState = {
  tableId: null,
  productInCook: false,
  productsOnTableUnavailable: [],
  countProductsOrdered: 0,
  otPurchaseId: null,
  cartNavigationState: 0,
};

/** spec §4: clearing a purchase id resets the product count to 0 (and nothing cooks any more). */
export function withOtPurchaseId(state: OnTableState, id: string | null): Partial<OnTableState> {
  if (id === null) return { otPurchaseId: null, countProductsOrdered: 0, productInCook: false };
  return id === state.otPurchaseId ? {} : { otPurchaseId: id, countProductsOrdered: 0, productInCook: false };
}

/** What the store learns from the order's products. */
export function orderProgress(
  products: { state: string; count: number }[],
): Pick<OnTableState, 'productInCook' | 'countProductsOrdered'> {
  const sent = products.filter(
    (p) => p.state === 'ordered' || p.state === 'prepared' || p.state === 'delivered',
  );
  return {
    productInCook: products.some((p) => p.state === 'ordered' || p.state === 'prepared'),
    countProductsOrdered: sent.reduce((sum, p) => sum + p.count, 0),
  };
}
