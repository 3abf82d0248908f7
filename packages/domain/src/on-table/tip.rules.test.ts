import { describe, expect, it } from 'vitest';
import { defaultTip, tipAmount } from './tip.rules.ts';

describe('tip (spec §3, §9)', () => {
  it('suggests 10 percent, included by default', () => {
    expect(defaultTip).toEqual({ include: 'YES', percent: 10, customValue: null });
    expect(tipAmount(45_000, defaultTip)).toBe(4_500);
  });

  it('is nothing when not included', () => {
    expect(tipAmount(45_000, { ...defaultTip, include: 'NO' })).toBe(0);
  });

  it('takes a custom value over the percent', () => {
    expect(tipAmount(45_000, { include: 'YES', percent: 10, customValue: 7_000 })).toBe(7_000);
  });

  it('rounds a percent to the unit and never tips an empty bill', () => {
    expect(tipAmount(1_005, { include: 'YES', percent: 15, customValue: null })).toBe(151);
    expect(tipAmount(0, defaultTip)).toBe(0);
  });
});
