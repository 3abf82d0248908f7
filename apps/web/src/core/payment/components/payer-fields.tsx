import type { GatewayTerms } from '@storefront/domain/payment/payment-settings.schema';
import { FieldInput } from '@storefront/ui/components/field.tsx';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { useId } from 'react';
import type { FieldProblem, PayerInput } from '../model/pay-request.ts';

/** PSE and Nequi at a gateway that names its payer (ADR 115): where it sends its receipt, and the
 * payer's acceptance of the gateway's own terms, each linked as the gateway publishes them. */
export function PayerFields({
  value,
  gateway,
  terms,
  problems,
  onChange,
}: {
  value: PayerInput;
  gateway: string;
  terms: GatewayTerms | undefined;
  problems: Partial<Record<keyof PayerInput, FieldProblem>>;
  onChange(value: PayerInput): void;
}) {
  const { t } = useTranslation('payment');
  const errorId = useId();
  const link = (href: string, text: string) => (
    <a href={href} target="_blank" rel="noopener noreferrer" className="font-semibold underline">
      {text}
    </a>
  );
  return (
    <div className="flex flex-col gap-3">
      <FieldInput
        label={t('payer.email')}
        error={
          problems.email === 'invalid'
            ? t('payer.errors.email_invalid')
            : problems.email
              ? t('payer.errors.email_required')
              : null
        }
        type="email"
        autoComplete="email"
        maxLength={254}
        value={value.email}
        onChange={(event) => onChange({ ...value, email: event.target.value })}
      />
      <div className="flex flex-col gap-1">
        <label className="flex min-h-11 items-start gap-2">
          <input
            type="checkbox"
            className="mt-1 size-6 shrink-0"
            checked={value.accepted}
            aria-invalid={Boolean(problems.accepted)}
            aria-describedby={problems.accepted ? errorId : undefined}
            onChange={(event) => onChange({ ...value, accepted: event.target.checked })}
          />
          <span>{t('payer.accept', { gateway })}</span>
        </label>
        {terms && (
          <p className="flex flex-wrap gap-x-4 text-sm">
            {link(terms.terms_url, t('payer.terms', { gateway }))}
            {terms.personal_data_url && link(terms.personal_data_url, t('payer.personal_data'))}
          </p>
        )}
        {problems.accepted && (
          <p id={errorId} className="text-sm font-semibold text-red-700">
            {t('payer.errors.accepted')}
          </p>
        )}
      </div>
    </div>
  );
}
