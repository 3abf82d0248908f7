import { SUGGESTED_TIP_PERCENT } from '@storefront/domain/constants';
import { formatMoney } from '@storefront/domain/money/money';
import { TIP_PERCENTS, tipOn } from '@storefront/domain/payment/tip.rules';
import { useTranslation } from 'react-i18next';
import type { TipState } from '../model/tip-state.ts';
import { Field, inputClass, RadioRow } from './field.tsx';

/** The tip on top of the amount (spec §9: 10% suggested and included by default): a percentage,
 * another value, or none. */
export function TipPicker({
  amount,
  currency,
  value,
  error,
  onChange,
}: {
  amount: number;
  currency: string;
  value: TipState;
  error: string | null;
  onChange(value: TipState): void;
}) {
  const { t } = useTranslation('payment');
  const selected = value.mode === 'percent' ? String(value.percent) : value.mode;
  const select = (picked: string) => {
    if (picked === 'none' || picked === 'custom') onChange({ ...value, mode: picked });
    else onChange({ ...value, mode: 'percent', percent: Number(picked) });
  };
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-lg font-bold text-title">{t('tip.legend')}</legend>
      <p className="text-sm text-muted">{t('tip.hint', { percent: SUGGESTED_TIP_PERCENT })}</p>
      {TIP_PERCENTS.map((percent) => (
        <RadioRow
          key={percent}
          name="tip"
          value={String(percent)}
          checked={selected === String(percent)}
          onChange={select}
          label={t(percent === SUGGESTED_TIP_PERCENT ? 'tip.suggested' : 'tip.percent', { percent })}
          note={formatMoney(tipOn(amount, { include: true, percent, custom_value: null }), currency)}
        />
      ))}
      <RadioRow
        name="tip"
        value="custom"
        checked={selected === 'custom'}
        onChange={select}
        label={t('tip.custom')}
      />
      {value.mode === 'custom' && (
        <Field label={t('tip.custom_label')} error={error}>
          {(props) => (
            <input
              {...props}
              className={inputClass}
              inputMode="decimal"
              autoComplete="off"
              value={value.text}
              onChange={(event) => onChange({ ...value, text: event.target.value })}
            />
          )}
        </Field>
      )}
      <RadioRow
        name="tip"
        value="none"
        checked={selected === 'none'}
        onChange={select}
        label={t('tip.none')}
      />
    </fieldset>
  );
}
