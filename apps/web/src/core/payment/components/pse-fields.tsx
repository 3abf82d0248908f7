import { pseDocumentTypes } from '@storefront/domain/payment/payment.schema';
import type { PseBank } from '@storefront/domain/payment/payment-settings.schema';
import { FieldInput, FieldSelect, RadioRow } from '@storefront/ui/components/field.tsx';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import type { FieldProblem, PseFields as PseValue } from '../model/pay-request.ts';

/** spec §3 PSE: client type, document type, bank; spec §5: the ID number and a bank are required. */
export function PseFields({
  value,
  banks,
  problems,
  onChange,
}: {
  value: PseValue;
  banks: PseBank[];
  problems: Partial<Record<keyof PseValue, FieldProblem>>;
  onChange(value: PseValue): void;
}) {
  const { t } = useTranslation('payment');
  const documentError =
    problems.document_number === 'required'
      ? t('pse.errors.document_number')
      : problems.document_number
        ? t('pse.errors.document_invalid')
        : null;
  return (
    <div className="flex flex-col gap-3">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-medium">{t('pse.client_type')}</legend>
        {(['natural', 'juridica'] as const).map((type) => (
          <RadioRow
            key={type}
            name="pse-client-type"
            value={type}
            checked={value.client_type === type}
            onChange={() => onChange({ ...value, client_type: type })}
            label={t(`pse.${type}`)}
          />
        ))}
      </fieldset>
      <FieldSelect
        label={t('pse.document_type')}
        value={value.document_type}
        onChange={(event) =>
          onChange({ ...value, document_type: event.target.value as PseValue['document_type'] })
        }
      >
        {pseDocumentTypes.map((type) => (
          <option key={type} value={type}>
            {t(`pse.document_types.${type}`)}
          </option>
        ))}
      </FieldSelect>
      <FieldInput
        label={t('pse.document_number')}
        error={documentError}
        autoComplete="off"
        value={value.document_number}
        onChange={(event) => onChange({ ...value, document_number: event.target.value })}
      />
      <FieldSelect
        label={t('pse.bank')}
        error={problems.bank_code ? t('pse.errors.bank_code') : null}
        value={value.bank_code}
        onChange={(event) => onChange({ ...value, bank_code: event.target.value })}
      >
        <option value="">{t('pse.choose_bank')}</option>
        {banks.map((bank) => (
          <option key={bank.code} value={bank.code}>
            {bank.name}
          </option>
        ))}
      </FieldSelect>
      <p className="text-sm text-muted">{t('pse.redirect')}</p>
    </div>
  );
}
