import { beforeEach, describe, expect, it } from 'vitest';
import { type CartLine, lineIdOf, useCartStore } from './cart-store.ts';

const line = (overrides: Partial<Omit<CartLine, 'lineId'>> = {}): Omit<CartLine, 'lineId'> => ({
  product_id: 'p1',
  name: { es: 'Arepa' },
  image: null,
  unit_price: 8_000,
  count: 1,
  options: {},
  option_names: [],
  note: null,
  is_alcoholic: false,
  ...overrides,
});

beforeEach(() => useCartStore.getState().clear());

describe('cart store (spec §3 order state)', () => {
  it('keeps shoppingCart, idsProductsOnCart, totalShoppingCart and countProductsList in step', () => {
    const cart = useCartStore.getState();
    cart.add('chapinero', line({ count: 2 }));
    cart.add('chapinero', line({ product_id: 'p2', unit_price: 5_500 }));
    const state = useCartStore.getState();
    expect(state.shoppingCart).toHaveLength(2);
    expect(state.idsProductsOnCart).toEqual(['p1', 'p2']);
    expect(state.totalShoppingCart).toBe(21_500);
    expect(state.countProductsList).toBe(3);
  });
  it('adds the same product with the same options to the same line', () => {
    const cart = useCartStore.getState();
    cart.add('chapinero', line({ options: { g: ['a', 'b'] } }));
    cart.add('chapinero', line({ options: { g: ['b', 'a'] } }));
    cart.add('chapinero', line({ options: { g: ['a'] } }));
    expect(useCartStore.getState().shoppingCart.map((l) => l.count)).toEqual([2, 1]);
  });
  it('edits and removes quantities', () => {
    const cart = useCartStore.getState();
    cart.add('chapinero', line());
    const id = lineIdOf(line());
    cart.setCount(id, 4);
    expect(useCartStore.getState().countProductsList).toBe(4);
    cart.setCount(id, 0);
    expect(useCartStore.getState().shoppingCart).toEqual([]);
  });
  it('starts a new cart when adding from another branch', () => {
    const cart = useCartStore.getState();
    cart.add('chapinero', line());
    cart.add('usaquen', line({ product_id: 'p9' }));
    expect(useCartStore.getState()).toMatchObject({ supplierSlug: 'usaquen', idsProductsOnCart: ['p9'] });
  });
});
