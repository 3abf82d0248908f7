import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { suggestedTip } from '../tip/tip.rules.ts';
import { deliveryFee, minimumIssue, orderTotals } from './pricing.rules.ts';

describe('delivery fee and minimum', () => {
  it("charges the zone's price until the free-shipping threshold, and nothing for take-away", () => {
    const base = { service: 'delivery' as const, zonePrice: 5_000, freeShippingFrom: 80_000 };
    expect(deliveryFee({ ...base, subtotal: 79_999 })).toBe(5_000);
    expect(deliveryFee({ ...base, subtotal: 80_000 })).toBe(0);
    expect(deliveryFee({ ...base, subtotal: 10_000, freeShippingFrom: null })).toBe(5_000);
    expect(deliveryFee({ ...base, subtotal: 10_000, freeShippingCoupon: true })).toBe(0);
    expect(deliveryFee({ ...base, service: 'take_away', subtotal: 10_000 })).toBe(0);
  });

  it('checks the higher of the zone and branch minimums (spec §5 "Must be greater than {minValue}")', () => {
    expect(minimumIssue(20_000, 25_000, 15_000)).toEqual({ key: 'minimum_value', minValue: 25_000 });
    expect(minimumIssue(25_000, 25_000, null)).toBeNull();
    expect(minimumIssue(0)).toBeNull();
  });
});

describe('orderTotals', () => {
  it('adds fee and tip and takes off the discount', () => {
    expect(orderTotals({ subtotal: 50_000, deliveryFee: 5_000, discount: 5_000, tip: suggestedTip })).toEqual(
      {
        subtotal: 50_000,
        delivery_fee: 5_000,
        discount: 5_000,
        tip: 5_000,
        total: 55_000,
      },
    );
  });

  it('never goes below zero and never discounts more than the products', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.nat(100_000), fc.nat(20_000_000), (subtotal, fee, discount) => {
        const totals = orderTotals({
          subtotal,
          deliveryFee: fee,
          discount,
          tip: { include: false, percent: 0, custom_value: null },
        });
        expect(totals.total).toBeGreaterThanOrEqual(fee);
        expect(totals.discount).toBeLessThanOrEqual(subtotal);
        expect(totals.total).toBe(subtotal + fee - totals.discount);
      }),
    );
  });
});
