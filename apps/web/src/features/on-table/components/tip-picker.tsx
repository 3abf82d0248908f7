import { SUGGESTED_TIP_PERCENT } from '@storefront/domain/constants';
import { formatMoney, toMajorUnits, toMinorUnits } from '@storefront/domain/money/money';
import { type TipChoice, tipAmount } from '@storefront/domain/on-table/tip.rules';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { inputField } from './buttons.ts';

const percents = [SUGGESTED_TIP_PERCENT, 15, 20];

/** spec §3 tip: include YES/NO, a percent (10% suggested, spec §9) or a custom value. */
export function TipPicker({
  value,
  base,
  currency,
  legend,
  onChange,
}: {
  value: TipChoice;
  /** The amount the percent applies to (minor units). */
  base: number;
  currency: string;
  legend: string;
  onChange(tip: TipChoice): void;
}) {
  const { t } = useTranslation('on-table');
  const name = useId();
  const customId = useId();
  const selected =
    value.include === 'NO' ? 'none' : value.customValue !== null ? 'custom' : String(value.percent);
  const option = (key: string, label: string, next: TipChoice) => (
    <label key={key} className="flex min-h-11 items-center gap-2 rounded-lg border border-line px-3">
      <input type="radio" name={name} checked={selected === key} onChange={() => onChange(next)} />
      <span>{label}</span>
    </label>
  );
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 font-semibold">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {option('none', t('tip.none'), { include: 'NO', percent: value.percent, customValue: null })}
        {percents.map((percent) =>
          option(
            String(percent),
            t(percent === SUGGESTED_TIP_PERCENT ? 'tip.suggested' : 'tip.percent', {
              percent,
              amount: formatMoney(tipAmount(base, { include: 'YES', percent, customValue: null }), currency),
            }),
            { include: 'YES', percent, customValue: null },
          ),
        )}
        {option('custom', t('tip.custom'), {
          include: 'YES',
          percent: value.percent,
          customValue: value.customValue ?? tipAmount(base, { ...value, include: 'YES', customValue: null }),
        })}
      </div>
      {selected === 'custom' && (
        <div className="flex flex-col gap-1">
          <label htmlFor={customId}>{t('tip.custom_amount')}</label>
          <input
            id={customId}
            type="number"
            inputMode="decimal"
            min={0}
            value={toMajorUnits(value.customValue ?? 0, currency)}
            onChange={(event) =>
              onChange({
                include: 'YES',
                percent: value.percent,
                customValue: Math.max(0, toMinorUnits(Number(event.target.value) || 0, currency)),
              })
            }
            className={inputField}
          />
        </div>
      )}
    </fieldset>
  );
}
