import { SUGGESTED_TIP_PERCENT, TIP_INCLUDED_BY_DEFAULT } from '../constants.ts';

// spec §3 Order state "tip (include YES/NO, percent, customValue)" and spec §9: a 10 percent tip is
// suggested and included by default. customValue is minor units of the venue currency.

export interface TipChoice {
  include: 'YES' | 'NO';
  percent: number;
  customValue: number | null;
}

export const defaultTip: TipChoice = {
  include: TIP_INCLUDED_BY_DEFAULT ? 'YES' : 'NO',
  percent: SUGGESTED_TIP_PERCENT,
  customValue: null,
};

/** The tip amount of a choice on an amount (minor units): nothing when not included, the custom
 * value when set, else the percent rounded to the unit. */
export function tipAmount(base: number, tip: TipChoice): number {
  if (tip.include !== 'YES' || base <= 0) return 0;
  if (tip.customValue !== null) return Math.max(0, Math.round(tip.customValue));
  return Math.max(0, Math.round((base * tip.percent) / 100));
}
