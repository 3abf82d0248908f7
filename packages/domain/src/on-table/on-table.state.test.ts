import { describe, expect, it } from 'vitest';
import { initialOnTableState, orderProgress, withOtPurchaseId } from './on-table.state.ts';

describe('on-table state (spec §3, §4)', () => {
  it('resets the product count when the purchase id is cleared', () => {
    const state = {
      ...initialOnTableState,
      otPurchaseId: 'p1',
      countProductsOrdered: 4,
      productInCook: true,
    };
    expect(withOtPurchaseId(state, null)).toEqual({
      otPurchaseId: null,
      countProductsOrdered: 0,
      productInCook: false,
    });
  });

  it('starts counting again for another purchase and keeps the count for the same one', () => {
    const state = { ...initialOnTableState, otPurchaseId: 'p1', countProductsOrdered: 4 };
    expect(withOtPurchaseId(state, 'p2')).toMatchObject({ otPurchaseId: 'p2', countProductsOrdered: 0 });
    expect(withOtPurchaseId(state, 'p1')).toEqual({});
  });

  it('counts the products sent and knows when some cook', () => {
    const products = [
      { state: 'pending', count: 2 },
      { state: 'ordered', count: 1 },
      { state: 'delivered', count: 3 },
      { state: 'removed', count: 5 },
    ];
    expect(orderProgress(products)).toEqual({ productInCook: true, countProductsOrdered: 4 });
    expect(orderProgress([{ state: 'delivered', count: 1 }])).toEqual({
      productInCook: false,
      countProductsOrdered: 1,
    });
  });
});
