import type { PaymentMethod } from '@storefront/domain/payment/payment.schema';
import { useTranslation } from 'react-i18next';
import { FieldError, RadioChoices } from '../../../components/ui/form-controls.tsx';

/** How the diner pays: online through the payments capability, or cash / card reader on delivery. */
export function PaymentMethodPicker({
  methods,
  value,
  onChange,
  error,
}: {
  methods: PaymentMethod[];
  value: PaymentMethod | null;
  onChange(method: PaymentMethod): void;
  error: string | null;
}) {
  const { t } = useTranslation('delivery');
  return (
    <fieldset
      className="mt-6"
      aria-describedby={error ? 'payment-error' : undefined}
      data-invalid={error ? 'true' : undefined}
    >
      <legend className="mb-2 text-lg font-semibold text-title">{t('precheckout.payment_legend')}</legend>
      <div className="flex flex-col gap-2">
        <RadioChoices
          name="payment-method"
          options={methods}
          value={value}
          onChange={onChange}
          optionClass="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-line px-4 has-checked:border-2 has-checked:border-brand"
        >
          {(method) => t(`methods.${method}`, { card_reader: t('common:wording.card_reader') })}
        </RadioChoices>
      </div>
      <FieldError id="payment-error" error={error} className="mt-2 font-semibold text-title" />
    </fieldset>
  );
}
