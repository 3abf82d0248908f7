import { SUGGESTED_TIP_PERCENT, TIP_INCLUDED_BY_DEFAULT } from '../constants.ts';
import type { TipChoice } from './payment.schema.ts';

// A payer's tip (spec §3 Order state tip: include YES/NO, percent, custom value; spec §9: 10%
// suggested and included by default). The tip is on top of the amount paid, and is the payer's own.

/** The percentages the pay page offers; the first is the suggested one. */
export const TIP_PERCENTS = [SUGGESTED_TIP_PERCENT, 15, 20] as const;

export const suggestedTip: TipChoice = {
  include: TIP_INCLUDED_BY_DEFAULT,
  percent: SUGGESTED_TIP_PERCENT,
  custom_value: null,
};

/** The tip of a choice on `amount` (minor units): nothing when not included, the custom value
 * when set, else the percent rounded to the unit. */
export function tipOn(amount: number, choice: TipChoice): number {
  if (!choice.include || amount <= 0) return 0;
  if (choice.custom_value !== null) return Math.max(0, Math.round(choice.custom_value));
  return Math.max(0, Math.round((amount * choice.percent) / 100));
}
