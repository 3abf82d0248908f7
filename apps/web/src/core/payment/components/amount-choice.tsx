import { formatMoney } from '@storefront/domain/money/money';
import { AmountField, RadioRow } from '@storefront/ui/components/field.tsx';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';

/** A table's bill may be paid in parts (split the bill): everything left, or another amount. */
export function AmountChoice({
  balance,
  currency,
  mode,
  text,
  error,
  onChange,
}: {
  balance: number;
  currency: string;
  mode: 'full' | 'custom';
  text: string;
  error: string | null;
  onChange(mode: 'full' | 'custom', text: string): void;
}) {
  const { t } = useTranslation('payment');
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-lg font-bold text-title">{t('amount.legend')}</legend>
      <RadioRow
        name="amount"
        value="full"
        checked={mode === 'full'}
        onChange={() => onChange('full', text)}
        label={t('amount.full', { amount: formatMoney(balance, currency) })}
      />
      <RadioRow
        name="amount"
        value="custom"
        checked={mode === 'custom'}
        onChange={() => onChange('custom', text)}
        label={t('amount.custom')}
      />
      {mode === 'custom' && (
        <AmountField
          label={t('amount.custom_label')}
          error={error}
          value={text}
          onChange={(typed) => onChange('custom', typed)}
        />
      )}
    </fieldset>
  );
}
