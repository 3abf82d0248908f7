import { formatMoney } from '@storefront/domain/money/money';
import { tipOn, tipOptions } from '@storefront/domain/tip/tip.rules';
import type { TipSetting } from '@storefront/domain/tip/tip.schema';
import { useId } from 'react';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { AmountField, RadioRow } from '@storefront/ui/components/field.tsx';
import { type TipState, tipChoiceOf } from './tip-state.ts';

/** The one tip picker (delivery cart, the table's tip, a payer's share, the pay pages): the
 * branch's percentages (`tips`; spec §9's 10, 15 and 20 without a setting, ADR 107) with what each
 * comes to on `base`, another value, or none; nothing at all when the branch takes no tips. A typed
 * value that is not an amount is refused here; `error` adds the screen's own check. */
export function TipPicker({
  value,
  base,
  currency,
  legend,
  error = null,
  tips,
  onChange,
}: {
  value: TipState;
  /** The branch's tip options (its config's `tips`); absent, the spec's defaults. */
  tips?: TipSetting | null | undefined;
  /** The amount the percentages apply to (minor units). */
  base: number;
  currency: string;
  /** Defaults to the country's word for the tip. */
  legend?: string;
  error?: string | null;
  onChange(value: TipState): void;
}) {
  const { t } = useTranslation('common');
  const name = useId();
  const hintId = useId();
  const selected = value.mode === 'percent' ? String(value.percent) : value.mode;
  const select = (picked: string) => {
    if (picked === 'none' || picked === 'custom') onChange({ ...value, mode: picked });
    else onChange({ ...value, mode: 'percent', percent: Number(picked) });
  };
  const invalid = value.mode === 'custom' && tipChoiceOf(value, currency) === null;
  const { enabled, percents, suggested } = tipOptions(tips);
  if (!enabled) return null;
  /** One radio of the picker: a percentage (with what it comes to), another value, or none. */
  const choice = (picked: string, label: string, note?: string) => (
    <RadioRow
      key={picked}
      name={name}
      value={picked}
      checked={selected === picked}
      onChange={select}
      label={label}
      note={note}
    />
  );
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={hintId}>
      <legend className="mb-1 text-lg font-bold text-title">{legend ?? t('wording.tip')}</legend>
      <p id={hintId} className="text-sm text-muted">
        {suggested === null ? t('tip.optional') : t('tip.hint', { percent: suggested })}
      </p>
      {percents.map((percent) =>
        choice(
          String(percent),
          t(percent === suggested ? 'tip.suggested' : 'tip.percent', { percent }),
          formatMoney(tipOn(base, { include: true, percent, custom_value: null }), currency),
        ),
      )}
      {choice('custom', t('tip.custom'))}
      {value.mode === 'custom' && (
        <AmountField
          label={t('tip.custom_label')}
          error={invalid ? t('tip.invalid') : error}
          value={value.text}
          onChange={(text) => onChange({ ...value, text })}
        />
      )}
      {choice('none', t('tip.none'))}
    </fieldset>
  );
}
