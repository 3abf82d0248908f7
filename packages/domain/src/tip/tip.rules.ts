import { SUGGESTED_TIP_PERCENT, TIP_INCLUDED_BY_DEFAULT } from '../constants.ts';
import type { TipChoice } from './tip.schema.ts';

// The tip, once for every service (spec §3 Order state tip: include YES/NO, percent, custom value;
// spec §9: 10 percent suggested and included by default). Delivery tips the products subtotal, a
// table and a payer tip the part of the bill they pay; the tip always comes on top of that amount.

/** The percentages every tip picker offers, the suggested one first (spec §9). */
export const TIP_PERCENTS = [SUGGESTED_TIP_PERCENT, 15, 20] as const;

export const suggestedTip: TipChoice = {
  include: TIP_INCLUDED_BY_DEFAULT,
  percent: SUGGESTED_TIP_PERCENT,
  custom_value: null,
};

/** The tip of a choice on `amount` (minor units): nothing when not included or on nothing, the
 * custom value when set, else the percent rounded to the currency's minor unit. */
export function tipOn(amount: number, choice: TipChoice): number {
  if (!choice.include || amount <= 0) return 0;
  if (choice.custom_value !== null) return Math.max(0, Math.round(choice.custom_value));
  return Math.max(0, Math.round((amount * choice.percent) / 100));
}

/** A tip choice kept in a purchase's details, or null when there is none. Table orders written
 * before the one tip model kept the spec's literal `{include: 'YES' | 'NO', customValue}`; both
 * shapes read as the one model, so old rows need no migration. */
export function storedTipChoice(details: unknown): TipChoice | null {
  const tip = (details as { tip?: Record<string, unknown> } | null)?.tip;
  if (!tip || typeof tip !== 'object' || typeof tip.percent !== 'number') return null;
  const custom = tip.custom_value ?? tip.customValue ?? null;
  return {
    include: tip.include === true || tip.include === 'YES',
    percent: Math.min(100, Math.max(0, Math.round(tip.percent))),
    custom_value: typeof custom === 'number' && Number.isInteger(custom) && custom >= 0 ? custom : null,
  };
}
