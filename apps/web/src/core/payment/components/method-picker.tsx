import type { PaymentMethod } from '@storefront/domain/payment/payment.schema';
import { RadioRow } from '@storefront/ui/components/field.tsx';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';

/** The one payment-method picker: the methods this payment or order may use (venue settings, spec
 * §5 "A payment method must be chosen"). The pay form and the delivery checkout word the legend and
 * the methods their own way ("Cash" at the table, "Cash on delivery" at the door). */
export function MethodPicker({
  methods,
  value,
  error,
  onChange,
  legend,
  labelOf,
  className = 'flex flex-col gap-2',
}: {
  methods: PaymentMethod[];
  value: PaymentMethod | null;
  /** The message, already worded; null when nothing is wrong. */
  error: string | null;
  onChange(method: PaymentMethod): void;
  legend: string;
  labelOf(method: PaymentMethod): string;
  className?: string;
}) {
  const { t } = useTranslation('payment');
  return (
    <fieldset
      className={className}
      aria-describedby={error ? 'method-error' : undefined}
      data-invalid={error ? 'true' : undefined}
    >
      <legend className="mb-1 text-lg font-bold text-title">{legend}</legend>
      {methods.length === 0 && <p>{t('method.none')}</p>}
      {methods.map((method) => (
        <RadioRow
          key={method}
          name="method"
          value={method}
          checked={value === method}
          onChange={(picked) => onChange(picked as PaymentMethod)}
          label={labelOf(method)}
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
