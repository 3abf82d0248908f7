import type { TipChoice } from '@storefront/domain/delivery/pricing.rules';
import { toMajorUnits, toMinorUnits } from '@storefront/domain/money/money';
import { useTranslation } from 'react-i18next';

const percents = [5, 10, 15];

/** spec §3 Order state tip (include, percent, custom value), §9: 10 % suggested and included. */
export function TipPicker({
  value,
  currency,
  onChange,
}: {
  value: TipChoice;
  currency: string;
  onChange(tip: TipChoice): void;
}) {
  const { t } = useTranslation('delivery');
  const current = !value.include ? 'none' : value.custom_value !== null ? 'custom' : String(value.percent);
  const choose = (choice: string) => {
    if (choice === 'none') onChange({ ...value, include: false });
    else if (choice === 'custom')
      onChange({ include: true, percent: value.percent, custom_value: value.custom_value ?? 0 });
    else onChange({ include: true, percent: Number(choice), custom_value: null });
  };
  const option = (choice: string, label: string) => (
    <label
      key={choice}
      className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-line px-4 has-checked:border-brand has-checked:bg-brand has-checked:text-on-brand"
    >
      <input
        type="radio"
        name="tip"
        value={choice}
        checked={current === choice}
        onChange={() => choose(choice)}
        className="size-4"
      />
      {label}
    </label>
  );
  return (
    <fieldset className="mt-6">
      <legend className="mb-2 font-semibold">{t('common:wording.tip')}</legend>
      <div className="flex flex-wrap gap-2">
        {option('none', t('tip.none'))}
        {percents.map((p) => option(String(p), t('tip.percent', { percent: p })))}
        {option('custom', t('tip.custom'))}
      </div>
      {current === 'custom' && (
        <div className="mt-2 flex flex-col gap-1">
          <label htmlFor="tip-custom" className="font-medium">
            {t('tip.custom_label')}
          </label>
          <input
            id="tip-custom"
            type="number"
            inputMode="decimal"
            min={0}
            className="min-h-11 max-w-40 rounded-lg border border-line bg-page px-3 text-on-page"
            value={toMajorUnits(value.custom_value ?? 0, currency)}
            onChange={(event) =>
              onChange({
                ...value,
                custom_value: Math.max(0, toMinorUnits(Number(event.target.value) || 0, currency)),
              })
            }
          />
        </div>
      )}
    </fieldset>
  );
}
