import { describe, expect, it } from 'vitest';
import { cartSummary } from './summary.ts';

const base = {
  service: 'delivery' as const,
  subtotal: 50_000,
  zone: { delivery_price: 4_500, minimum_order_value: 25_000 },
  branchMinimum: 20_000,
  freeShippingFrom: 120_000,
  coupon: null,
  tip: { include: true, percent: 10, custom_value: null },
};

describe('cartSummary', () => {
  it("adds the zone's delivery fee and the tip, and tells how far free shipping is", () => {
    expect(cartSummary(base)).toEqual({
      subtotal: 50_000,
      delivery_fee: 4_500,
      discount: 0,
      tip: 5_000,
      total: 59_500,
      minimum: null,
      toFreeShipping: 70_000,
    });
  });

  it('flags a cart under the higher of the zone and branch minimums', () => {
    expect(cartSummary({ ...base, subtotal: 22_000 }).minimum).toBe(25_000);
    expect(cartSummary({ ...base, service: 'take_away', subtotal: 15_000 }).minimum).toBe(20_000);
  });

  it('shows a coupon discount and free shipping, and no fee for take-away', () => {
    expect(cartSummary({ ...base, coupon: { discount: 5_000, free_shipping: false } })).toMatchObject({
      discount: 5_000,
      total: 54_500,
    });
    expect(cartSummary({ ...base, coupon: { discount: 0, free_shipping: true } })).toMatchObject({
      delivery_fee: 0,
      toFreeShipping: null,
    });
    expect(cartSummary({ ...base, service: 'take_away' })).toMatchObject({ delivery_fee: 0, total: 55_000 });
  });
});
