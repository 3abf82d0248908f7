import { describe, expect, it } from 'vitest';
import { MAX_PRICE_MINOR, type PriceOverride, priceAfterPercent, priceFor } from './price.rules.ts';

describe('priceFor', () => {
  const overrides: PriceOverride[] = [
    { supplier_id: null, service: 'delivery', price: 1200 },
    { supplier_id: 7, service: null, price: 1100 },
    { supplier_id: 7, service: 'delivery', price: 1300 },
    { supplier_id: 8, service: 'on_table', price: 900 },
  ];

  it('answers the base price where no override applies', () => {
    expect(priceFor(1000, [], 7, 'on_table')).toBe(1000);
    expect(priceFor(1000, overrides, 9, 'on_table')).toBe(1000);
    expect(priceFor(1000, overrides, 9, null)).toBe(1000);
  });

  it('prefers the branch and service, then the branch, then the service, then the base', () => {
    expect(priceFor(1000, overrides, 7, 'delivery')).toBe(1300);
    expect(priceFor(1000, overrides, 7, 'on_table')).toBe(1100);
    expect(priceFor(1000, overrides, 9, 'delivery')).toBe(1200);
    expect(priceFor(1000, overrides, 8, 'on_table')).toBe(900);
    expect(priceFor(1000, overrides, 8, 'take_away')).toBe(1000);
  });

  it("names no service for the branch's own price: a service's price never applies", () => {
    expect(priceFor(1000, overrides, 7, null)).toBe(1100);
    expect(priceFor(1000, overrides, 8, null)).toBe(1000);
  });

  it('does not depend on the order of the overrides', () => {
    expect(priceFor(1000, [...overrides].reverse(), 7, 'delivery')).toBe(1300);
  });
});

describe('priceAfterPercent', () => {
  it('raises and lowers by a percent, to the minor unit', () => {
    expect(priceAfterPercent(1000, 10)).toBe(1100);
    expect(priceAfterPercent(1000, -5.5)).toBe(945);
    expect(priceAfterPercent(999, 12.5)).toBe(1124); // 1123.875
  });

  it('rounds halves away from zero, exactly (no float drift)', () => {
    expect(priceAfterPercent(1005, 10)).toBe(1106); // 1105.5
    expect(priceAfterPercent(5, 10)).toBe(6); // 5.5
    expect(priceAfterPercent(105, -10)).toBe(95); // 94.5
    expect(priceAfterPercent(1999, 0.01)).toBe(1999); // 1999.1999
  });

  it('rounds to a step of minor units when asked', () => {
    expect(priceAfterPercent(12_300, 7, 100)).toBe(13_200); // 13161 -> 13200
    expect(priceAfterPercent(12_300, 7, 50)).toBe(13_150);
  });

  it('never goes below 0 nor above the highest price', () => {
    expect(priceAfterPercent(1000, -100)).toBe(0);
    expect(priceAfterPercent(0, 50)).toBe(0);
    expect(priceAfterPercent(MAX_PRICE_MINOR, 1000)).toBe(MAX_PRICE_MINOR);
  });
});
