import { SUGGESTED_TIP_PERCENT, TIP_INCLUDED_BY_DEFAULT } from '../constants.ts';
import type { TipChoice, TipSetting } from './tip.schema.ts';

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

/** What a branch's tip picker offers and starts from (docs/venues.md#tips, ADR 107): the branch's
 * setting, or the spec's defaults (§9: 10, 15 and 20 percent, 10 suggested and included) when it has
 * none. Tips off offer nothing and start with none; no suggested percent starts with none chosen. */
export function tipOptions(setting: TipSetting | null | undefined): {
  enabled: boolean;
  percents: readonly number[];
  suggested: number | null;
  start: TipChoice;
} {
  if (!setting)
    return { enabled: true, percents: TIP_PERCENTS, suggested: SUGGESTED_TIP_PERCENT, start: suggestedTip };
  const { enabled, percents, suggested } = setting;
  if (!enabled)
    return {
      enabled,
      percents: [],
      suggested: null,
      start: { include: false, percent: 0, custom_value: null },
    };
  const start =
    suggested === null
      ? { include: false, percent: percents[0] ?? 0, custom_value: null }
      : { include: true, percent: suggested, custom_value: null };
  return { enabled, percents, suggested, start };
}

/** A choice made elsewhere (the checkout's draft, kept from another branch or from before the
 * branch changed its options) as this branch takes it: with tips off, none; a percent the branch no
 * longer offers, its starting choice; anything else (none, a custom value, an offered percent) as is. */
export function tipChoiceAt(setting: TipSetting | null | undefined, choice: TipChoice): TipChoice {
  const options = tipOptions(setting);
  if (!options.enabled) return tipAllowed(setting, choice) ? choice : options.start;
  if (choice.include && choice.custom_value === null && !options.percents.includes(choice.percent)) {
    return options.start;
  }
  return choice;
}

/** Whether a branch with this setting takes this tip: with tips off, only none (spec §8's refusal
 * `tips_disabled` otherwise). Checked on the choice, so a tip is refused even on an empty bill. */
export function tipAllowed(setting: TipSetting | null | undefined, choice: TipChoice | number): boolean {
  if (tipOptions(setting).enabled) return true;
  if (typeof choice === 'number') return choice <= 0;
  return !choice.include || (choice.custom_value ?? choice.percent) <= 0;
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
