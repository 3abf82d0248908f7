import type { CartItem } from '@storefront/domain/catalog/cart.rules';
import { create, createJSONStorage, persist } from '../../../lib/store.ts';

// The diner's cart or list (spec §3 Order state: shoppingCart, idsProductsOnCart, totalShoppingCart,
// countProductsList), persisted. A cart belongs to one branch: adding from another branch starts a
// new cart (docs/decisions/017-catalogue-cart-and-menu-screens.md).

export interface CartLine extends CartItem {
  /** Same product with the same options and note = same line. */
  lineId: string;
}

export interface CartState {
  supplierSlug: string | null;
  shoppingCart: CartLine[];
  idsProductsOnCart: string[];
  totalShoppingCart: number;
  countProductsList: number;
}

export interface CartActions {
  add(supplierSlug: string, line: Omit<CartLine, 'lineId'>): void;
  setCount(lineId: string, count: number): void;
  remove(lineId: string): void;
  clear(): void;
}

export function lineIdOf(line: Pick<CartLine, 'product_id' | 'options' | 'note'>): string {
  const options = Object.keys(line.options)
    .sort()
    .map((group) => `${group}:${[...(line.options[group] ?? [])].sort().join(',')}`)
    .join(';');
  return `${line.product_id}|${options}|${line.note ?? ''}`;
}

/** The spec's derived fields, always recomputed from the lines. */
export function summarize(lines: CartLine[]): Omit<CartState, 'supplierSlug'> {
  return {
    shoppingCart: lines,
    idsProductsOnCart: [...new Set(lines.map((l) => l.product_id))],
    totalShoppingCart: lines.reduce((sum, l) => sum + l.unit_price * l.count, 0),
    countProductsList: lines.reduce((sum, l) => sum + l.count, 0),
  };
}

const empty: CartState = { supplierSlug: null, ...summarize([]) };

export const useCartStore = create<CartState & CartActions>()(
  persist(
    (set) => ({
      ...empty,
      add: (supplierSlug, line) =>
        set((state) => {
          const lines = state.supplierSlug === supplierSlug ? state.shoppingCart : [];
          const lineId = lineIdOf(line);
          const existing = lines.find((l) => l.lineId === lineId);
          const next = existing
            ? lines.map((l) =>
                l.lineId === lineId ? { ...l, count: Math.min(99, l.count + line.count) } : l,
              )
            : [...lines, { ...line, lineId }];
          return { supplierSlug, ...summarize(next) };
        }),
      setCount: (lineId, count) =>
        set((state) =>
          summarize(
            count <= 0
              ? state.shoppingCart.filter((l) => l.lineId !== lineId)
              : state.shoppingCart.map((l) =>
                  l.lineId === lineId ? { ...l, count: Math.min(99, count) } : l,
                ),
          ),
        ),
      remove: (lineId) => set((state) => summarize(state.shoppingCart.filter((l) => l.lineId !== lineId))),
      clear: () => set(empty),
    }),
    { name: 'sf:cart', version: 1, storage: createJSONStorage(() => localStorage) },
  ),
);
