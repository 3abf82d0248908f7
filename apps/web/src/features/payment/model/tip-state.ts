import { toMajorUnits } from '@storefront/domain/money/money';
import type { TipChoice } from '@storefront/domain/payment/payment.schema';
import { suggestedTip, tipOn } from '@storefront/domain/payment/tip.rules';
import { parseAmount } from './pay-request.ts';

// The tip picker's state: none, a percentage, or a typed value (major units, as the diner types).

export interface TipState {
  mode: 'none' | 'percent' | 'custom';
  percent: number;
  text: string;
}

/** Starts from the tip chosen when ordering, else the suggestion (10%, included; spec §9). */
export function initialTip(choice: TipChoice | null, currency: string): TipState {
  const start = choice ?? suggestedTip;
  if (!start.include) return { mode: 'none', percent: suggestedTip.percent, text: '' };
  if (start.custom_value !== null) {
    return {
      mode: 'custom',
      percent: start.percent,
      text: String(toMajorUnits(start.custom_value, currency)),
    };
  }
  return { mode: 'percent', percent: start.percent, text: '' };
}

/** The tip in minor units, or null when the typed value is not an amount. */
export function tipOf(state: TipState, amount: number, currency: string): number | null {
  if (state.mode === 'none') return 0;
  if (state.mode === 'percent')
    return tipOn(amount, { include: true, percent: state.percent, custom_value: null });
  if (state.text.trim() === '' || /^0+([.,]0*)?$/.test(state.text.trim())) return 0;
  return parseAmount(state.text, currency);
}
