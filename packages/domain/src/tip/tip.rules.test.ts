import { describe, expect, it } from 'vitest';
import { toMinorUnits } from '../money/money.ts';
import {
  storedTipChoice,
  suggestedTip,
  TIP_PERCENTS,
  tipAllowed,
  tipChoiceAt,
  tipOn,
  tipOptions,
} from './tip.rules.ts';
import { tipChoiceSchema, tipSettingSchema } from './tip.schema.ts';

describe('tip (spec §3 Order state tip, §9)', () => {
  it('suggests 10 percent, included by default', () => {
    expect(suggestedTip).toEqual({ include: true, percent: 10, custom_value: null });
    expect(tipOn(45_900, suggestedTip)).toBe(4_590);
  });

  it('offers the same percentages everywhere, the suggested one first', () => {
    expect(TIP_PERCENTS).toEqual([10, 15, 20]);
  });

  it('takes a custom value over the percent, and is nothing when not included or on nothing', () => {
    expect(tipOn(12_345, { include: true, percent: 15, custom_value: 2_000 })).toBe(2_000);
    expect(tipOn(12_345, { include: false, percent: 10, custom_value: 2_000 })).toBe(0);
    expect(tipOn(0, suggestedTip)).toBe(0);
    expect(tipOn(0, { include: true, percent: 10, custom_value: 2_000 })).toBe(0);
  });

  it("rounds a percentage to the currency's minor unit: whole pesos in COP, cents in MXN", () => {
    // 15% of COP 12.345 is 1.851,75 pesos: COP has no decimals, so 1.852 pesos.
    expect(tipOn(toMinorUnits(12_345, 'COP'), { include: true, percent: 15, custom_value: null })).toBe(
      toMinorUnits(1_852, 'COP'),
    );
    // 15% of MXN 123.45 is 18.5175 pesos: MXN has cents, so 18.52.
    expect(tipOn(toMinorUnits(123.45, 'MXN'), { include: true, percent: 15, custom_value: null })).toBe(
      toMinorUnits(18.52, 'MXN'),
    );
  });

  it('accepts only a whole percent up to 100 and a custom value in minor units', () => {
    expect(tipChoiceSchema.parse({ include: true, percent: 15 })).toEqual({
      include: true,
      percent: 15,
      custom_value: null,
    });
    expect(tipChoiceSchema.safeParse({ include: true, percent: 101, custom_value: null }).success).toBe(
      false,
    );
    expect(tipChoiceSchema.safeParse({ include: true, percent: 10, custom_value: 1.5 }).success).toBe(false);
    expect(tipChoiceSchema.safeParse({ include: 'YES', percent: 10, custom_value: null }).success).toBe(
      false,
    );
  });

  it('reads a stored choice in either shape a purchase may hold', () => {
    expect(storedTipChoice({ tip: { include: 'YES', percent: 15, customValue: 5_000 } })).toEqual({
      include: true,
      percent: 15,
      custom_value: 5_000,
    });
    expect(storedTipChoice({ tip: { include: 'NO', percent: 10, customValue: null } })?.include).toBe(false);
    expect(storedTipChoice({ tip: { include: true, percent: 10, custom_value: null } })).toEqual(
      suggestedTip,
    );
    expect(storedTipChoice({})).toBeNull();
    expect(storedTipChoice(null)).toBeNull();
  });

  describe('tipOptions: what a branch offers and suggests', () => {
    it("offers the spec's defaults to a branch without a setting", () => {
      expect(tipOptions(null)).toEqual({
        enabled: true,
        percents: [10, 15, 20],
        suggested: 10,
        start: suggestedTip,
      });
      expect(tipOptions(undefined).start).toBe(suggestedTip);
    });

    it("offers the branch's percents and starts from its suggested one, included", () => {
      const options = tipOptions({ enabled: true, percents: [5, 8, 12], suggested: 8 });
      expect(options.percents).toEqual([5, 8, 12]);
      expect(options.start).toEqual({ include: true, percent: 8, custom_value: null });
      expect(tipOn(40_000, options.start)).toBe(3_200);
    });

    it('starts with no tip when the branch suggests none, and offers nothing when tips are off', () => {
      expect(tipOptions({ enabled: true, percents: [12], suggested: null }).start).toEqual({
        include: false,
        percent: 12,
        custom_value: null,
      });
      const off = tipOptions({ enabled: false, percents: [10], suggested: 10 });
      expect(off).toMatchObject({ enabled: false, percents: [], suggested: null });
      expect(tipOn(40_000, off.start)).toBe(0);
    });

    it('keeps a choice the branch offers and starts over from a percent it does not (tipChoiceAt)', () => {
      const setting = { enabled: true, percents: [5, 8, 12], suggested: 8 };
      const custom = { include: true, percent: 10, custom_value: 3_000 };
      expect(tipChoiceAt(setting, suggestedTip)).toEqual({ include: true, percent: 8, custom_value: null });
      expect(tipChoiceAt(setting, { include: true, percent: 12, custom_value: null }).percent).toBe(12);
      expect(tipChoiceAt(setting, custom)).toBe(custom);
      expect(tipChoiceAt(null, suggestedTip)).toBe(suggestedTip);
      const off = { ...setting, enabled: false };
      expect(tipChoiceAt(off, custom).include).toBe(false);
      // a choice the branch takes is kept as is, so a screen that keeps it in line settles
      const none = tipChoiceAt(off, custom);
      expect(tipChoiceAt(off, none)).toBe(none);
    });

    it('takes any tip with tips on and only none with tips off', () => {
      const off = { enabled: false, percents: [10], suggested: null };
      expect(tipAllowed(null, { include: true, percent: 20, custom_value: null })).toBe(true);
      expect(tipAllowed(off, { include: true, percent: 10, custom_value: null })).toBe(false);
      expect(tipAllowed(off, { include: true, percent: 10, custom_value: 0 })).toBe(true);
      expect(tipAllowed(off, { include: false, percent: 10, custom_value: 500 })).toBe(true);
      expect(tipAllowed(off, 1)).toBe(false);
      expect(tipAllowed(off, 0)).toBe(true);
    });

    it('accepts up to three distinct whole percents from 1 to 50 and a suggested one among them', () => {
      expect(
        tipSettingSchema.safeParse({ enabled: true, percents: [10, 15, 20], suggested: 15 }).success,
      ).toBe(true);
      expect(tipSettingSchema.safeParse({ enabled: true, percents: [10], suggested: null }).success).toBe(
        true,
      );
      for (const bad of [
        { enabled: true, percents: [10, 15, 20, 25], suggested: 10 },
        { enabled: true, percents: [10, 10], suggested: 10 },
        { enabled: true, percents: [0], suggested: null },
        { enabled: true, percents: [51], suggested: null },
        { enabled: true, percents: [12.5], suggested: null },
        { enabled: true, percents: [], suggested: null },
        { enabled: true, percents: [10, 15], suggested: 20 },
      ]) {
        expect(tipSettingSchema.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
      }
    });
  });
});
