import { describe, expect, it } from 'vitest';
import { suggestedTip, TIP_PERCENTS, tipOn } from './tip.rules.ts';

describe('a payer tip', () => {
  it('suggests 10%, included by default (spec §9)', () => {
    expect(suggestedTip).toEqual({ include: true, percent: 10, custom_value: null });
    expect(TIP_PERCENTS[0]).toBe(10);
    expect(tipOn(45_900, suggestedTip)).toBe(4_590);
  });

  it('rounds a percentage to the minor unit, takes a custom amount as is, and can be none', () => {
    expect(tipOn(12_345, { include: true, percent: 15, custom_value: null })).toBe(1_852);
    expect(tipOn(12_345, { include: true, percent: 15, custom_value: 2_000 })).toBe(2_000);
    expect(tipOn(12_345, { include: false, percent: 10, custom_value: 2_000 })).toBe(0);
    expect(tipOn(0, suggestedTip)).toBe(0);
  });
});
