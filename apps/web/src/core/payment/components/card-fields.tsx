import {
  type CardField,
  type CardProblem,
  detectBrand,
  normalizeCardNumber,
} from '@storefront/domain/payment/card.rules';
import { FieldInput, FieldSelect } from '@storefront/ui/components/field.tsx';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';

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
  const message = (field: CardField): string | null => {
    const problem = problems[field];
    if (!problem) return null;
    if (problem === 'required') return t('card.errors.required');
    if (problem === 'expired') return t('card.errors.expired');
    return t(`card.errors.${field === 'holder_name' ? 'required' : field}`);
  };
  /** What each card field's control shows and does, all from its name. */
  const field = (name: CardField) => ({
    label: t(`card.${name}`),
    error: message(name),
    value: value[name],
    onChange: (event: { target: { value: string } }) => onChange({ ...value, [name]: event.target.value }),
  });
  const brand = brandNames[detectBrand(normalizeCardNumber(value.number))];
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-muted">{t('card.secure')}</p>
      <FieldInput {...field('holder_name')} autoComplete="cc-name" />
      <FieldInput {...field('number')} inputMode="numeric" autoComplete="cc-number" maxLength={23} />
      {brand && value.number.length >= 4 && (
        <p className="text-sm text-muted">{t('card.brand', { brand })}</p>
      )}
      <div className="grid grid-cols-2 gap-3">
        <FieldSelect {...field('exp_month')} autoComplete="cc-exp-month">
          <option value="">--</option>
          {Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0')).map((month) => (
            <option key={month} value={month}>
              {month}
            </option>
          ))}
        </FieldSelect>
        <FieldSelect {...field('exp_year')} autoComplete="cc-exp-year">
          <option value="">----</option>
          {Array.from({ length: 16 }, (_, i) => String(thisYear + i)).map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </FieldSelect>
      </div>
      <FieldInput {...field('cvc')} inputMode="numeric" autoComplete="cc-csc" maxLength={4} />
      <FieldInput {...field('holder_id')} autoComplete="off" />
    </div>
  );
}
