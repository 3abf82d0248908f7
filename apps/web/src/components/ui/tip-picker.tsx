import { SUGGESTED_TIP_PERCENT } from '@storefront/domain/constants';
import { formatMoney } from '@storefront/domain/money/money';
import { TIP_PERCENTS, tipOn } from '@storefront/domain/tip/tip.rules';
import { useId } from 'react';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { AmountField, RadioRow } from '@storefront/ui/components/field.tsx';
import { type TipState, tipChoiceOf } from './tip-state.ts';

/** The one tip picker (delivery cart, the table's tip, a payer's share, the pay pages): the
 * percentages of spec §9 with what each comes to on `base`, another value, or none. A typed value
 * that is not an amount is refused here; `error` adds the screen's own check. */
export function TipPicker({
  value,
  base,
  currency,
  legend,
  error = null,
  onChange,
}: {
  value: TipState;
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
        {t('tip.hint', { percent: SUGGESTED_TIP_PERCENT })}
      </p>
      {TIP_PERCENTS.map((percent) =>
        choice(
          String(percent),
          t(percent === SUGGESTED_TIP_PERCENT ? 'tip.suggested' : 'tip.percent', { percent }),
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
