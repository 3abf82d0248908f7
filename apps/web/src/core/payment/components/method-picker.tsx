import type { PaymentMethod } from '@storefront/domain/payment/payment.schema';
import { useTranslation } from 'react-i18next';
import { RadioRow } from '../../../components/ui/field.tsx';

/** The methods this order may be paid with (venue settings, spec §5 "A payment method must be
 * chosen"). */
export function MethodPicker({
  methods,
  value,
  error,
  onChange,
}: {
  methods: PaymentMethod[];
  value: PaymentMethod | null;
  error: string | null;
  onChange(method: PaymentMethod): void;
}) {
  const { t } = useTranslation('payment');
  return (
    <fieldset
      className="flex flex-col gap-2"
      aria-describedby={error ? 'method-error' : undefined}
      data-invalid={error ? 'true' : undefined}
    >
      <legend className="mb-1 text-lg font-bold text-title">{t('method.legend')}</legend>
      {methods.length === 0 && <p>{t('method.none')}</p>}
      {methods.map((method) => (
        <RadioRow
          key={method}
          name="method"
          value={method}
          checked={value === method}
          onChange={(picked) => onChange(picked as PaymentMethod)}
          label={t(`method.${method}`)}
        />
      ))}
      {error && (
        <p id="method-error" className="text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
