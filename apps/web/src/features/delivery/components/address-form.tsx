import { FormSubmit } from '../../../components/ui/form-submit.tsx';
import { TextField } from '@storefront/ui/components/text-field.tsx';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import type { Failure } from '@storefront/ui/lib/api-client.ts';
import type { AddressDraft } from '../model/checkout-store.ts';

/** spec §3 delivery fields: city or district, neighbourhood, address, reference (§5 rules). */
export function AddressForm({
  value,
  errors,
  onChange,
  idPrefix = 'address',
}: {
  value: AddressDraft;
  errors: Record<string, string>;
  onChange(next: AddressDraft): void;
  idPrefix?: string;
}) {
  const { t } = useTranslation('delivery');
  const field = (name: keyof AddressDraft) => ({
    id: `${idPrefix}-${name}`,
    value: value[name],
    error: errors[name] ?? null,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      onChange({ ...value, [name]: event.target.value }),
  });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField label={t('address.city')} autoComplete="address-level2" required {...field('city')} />
      <TextField
        label={t('address.neighbourhood')}
        autoComplete="address-level3"
        required
        {...field('neighbourhood')}
      />
      <TextField
        label={t('address.address')}
        hint={t('address.address_hint')}
        autoComplete="address-line1"
        required
        className="sm:col-span-2"
        {...field('address')}
      />
      <TextField
        label={t('address.address_optional')}
        autoComplete="address-line2"
        className="sm:col-span-2"
        {...field('address_optional')}
      />
      <TextField
        label={t('address.reference')}
        hint={t('address.reference_hint')}
        required
        className="sm:col-span-2"
        {...field('reference')}
      />
    </div>
  );
}

/** The end of an address form that checks coverage: why it was refused, and the confirm button. */
export function ConfirmLocation({ failure, busy }: { failure: Failure | null; busy: boolean }) {
  const { t } = useTranslation('delivery');
  return (
    <FormSubmit failure={failure} busy={busy}>
      {busy ? t('location.checking') : t('location.confirm')}
    </FormSubmit>
  );
}
