import {
  type CardField,
  type CardProblem,
  detectBrand,
  normalizeCardNumber,
} from '@storefront/domain/payment/card.rules';
import { useTranslation } from 'react-i18next';
import { Field, inputClass } from '../../../components/ui/field.tsx';

// spec §3 card: holder, number, CVC, month, year, ID. These values live in this form only: they
// are posted to the gateway for a token and never stored or sent to our API.

export interface CardValue {
  holder_name: string;
  number: string;
  cvc: string;
  exp_month: string;
  exp_year: string;
  holder_id: string;
}

export const emptyCard: CardValue = {
  holder_name: '',
  number: '',
  cvc: '',
  exp_month: '',
  exp_year: '',
  holder_id: '',
};

const brandNames: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  diners: 'Diners Club',
  discover: 'Discover',
};

export function CardFields({
  value,
  problems,
  thisYear,
  onChange,
}: {
  value: CardValue;
  problems: Partial<Record<CardField, CardProblem>>;
  thisYear: number;
  onChange(value: CardValue): void;
}) {
  const { t } = useTranslation('payment');
  const set = (field: keyof CardValue) => (event: { target: { value: string } }) =>
    onChange({ ...value, [field]: event.target.value });
  const message = (field: CardField): string | null => {
    const problem = problems[field];
    if (!problem) return null;
    if (problem === 'required') return t('card.errors.required');
    if (problem === 'expired') return t('card.errors.expired');
    return t(`card.errors.${field === 'holder_name' ? 'required' : field}`);
  };
  const brand = brandNames[detectBrand(normalizeCardNumber(value.number))];
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted">{t('card.secure')}</p>
      <Field label={t('card.holder_name')} error={message('holder_name')}>
        {(props) => (
          <input
            {...props}
            className={inputClass}
            autoComplete="cc-name"
            value={value.holder_name}
            onChange={set('holder_name')}
          />
        )}
      </Field>
      <Field label={t('card.number')} error={message('number')}>
        {(props) => (
          <input
            {...props}
            className={inputClass}
            inputMode="numeric"
            autoComplete="cc-number"
            maxLength={23}
            value={value.number}
            onChange={set('number')}
          />
        )}
      </Field>
      {brand && value.number.length >= 4 && (
        <p className="text-sm text-muted">{t('card.brand', { brand })}</p>
      )}
      <div className="grid grid-cols-2 gap-3">
        <Field label={t('card.exp_month')} error={message('exp_month')}>
          {(props) => (
            <select
              {...props}
              className={inputClass}
              autoComplete="cc-exp-month"
              value={value.exp_month}
              onChange={set('exp_month')}
            >
              <option value="">--</option>
              {Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0')).map((month) => (
                <option key={month} value={month}>
                  {month}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('card.exp_year')} error={message('exp_year')}>
          {(props) => (
            <select
              {...props}
              className={inputClass}
              autoComplete="cc-exp-year"
              value={value.exp_year}
              onChange={set('exp_year')}
            >
              <option value="">----</option>
              {Array.from({ length: 16 }, (_, i) => String(thisYear + i)).map((year) => (
                <option key={year} value={year}>
                  {year}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Field label={t('card.cvc')} error={message('cvc')}>
        {(props) => (
          <input
            {...props}
            className={inputClass}
            inputMode="numeric"
            autoComplete="cc-csc"
            maxLength={4}
            value={value.cvc}
            onChange={set('cvc')}
          />
        )}
      </Field>
      <Field label={t('card.holder_id')} error={message('holder_id')}>
        {(props) => (
          <input
            {...props}
            className={inputClass}
            autoComplete="off"
            value={value.holder_id}
            onChange={set('holder_id')}
          />
        )}
      </Field>
    </div>
  );
}
