import { parseAmount, toMajorUnits } from '@storefront/domain/money/money';
import { suggestedTip, tipOn } from '@storefront/domain/tip/tip.rules';
import type { TipChoice } from '@storefront/domain/tip/tip.schema';
import { useState } from 'react';

// What the tip picker holds while the diner chooses: none, one of the offered percentages, or a
// typed value (major units, as typed, so a half-typed amount is kept and can be refused). The tip
// itself is the domain's one model (TipChoice) and its one rule (tipOn).

export interface TipState {
  mode: 'none' | 'percent' | 'custom';
  percent: number;
  text: string;
}

/** The picker's state for a choice (the one chosen when ordering or the table's), else the
 * suggestion (10%, included; spec §9). */
export function tipStateOf(choice: TipChoice | null, currency: string): TipState {
  const start = choice ?? suggestedTip;
  if (!start.include) return { mode: 'none', percent: start.percent, text: '' };
  if (start.custom_value !== null) {
    return {
      mode: 'custom',
      percent: start.percent,
      text: String(toMajorUnits(start.custom_value, currency)),
    };
  }
  return { mode: 'percent', percent: start.percent, text: '' };
}

/** The choice the state stands for, or null while the typed value is not an amount. An empty or
 * zero value is a tip of nothing. */
export function tipChoiceOf(state: TipState, currency: string): TipChoice | null {
  if (state.mode === 'none') return { include: false, percent: state.percent, custom_value: null };
  if (state.mode === 'percent') return { include: true, percent: state.percent, custom_value: null };
  const text = state.text.trim();
  const custom = text === '' || /^0+([.,]0*)?$/.test(text) ? 0 : parseAmount(text, currency);
  return custom === null ? null : { include: true, percent: state.percent, custom_value: custom };
}

/** The tip on `amount` in minor units, or null while the typed value is not an amount. */
export function tipOf(state: TipState, amount: number, currency: string): number | null {
  const choice = tipChoiceOf(state, currency);
  return choice === null ? null : tipOn(amount, choice);
}

const same = (a: TipChoice | null, b: TipChoice | null) => JSON.stringify(a) === JSON.stringify(b);

/** The picker's state for a choice kept elsewhere (the checkout draft, the table's tip on the
 * server): each valid change is handed to `choose`, and a change made elsewhere (another diner
 * at the table) is followed unless it is what the picker already stands for. */
export function useTipState(
  choice: TipChoice,
  currency: string,
  choose: (choice: TipChoice) => void,
): [TipState, (state: TipState) => void] {
  const [state, setState] = useState(() => tipStateOf(choice, currency));
  const [seen, setSeen] = useState(choice);
  if (!same(seen, choice)) {
    setSeen(choice);
    if (!same(tipChoiceOf(state, currency), choice)) setState(tipStateOf(choice, currency));
  }
  const change = (next: TipState) => {
    setState(next);
    const picked = tipChoiceOf(next, currency);
    if (picked && !same(picked, choice)) choose(picked);
  };
  return [state, change];
}
