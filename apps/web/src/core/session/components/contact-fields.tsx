import type { Contact } from '@storefront/domain/delivery/contact.schema';
import { SelectField } from '@storefront/ui/components/select-field.tsx';
import { TextField } from '@storefront/ui/components/text-field.tsx';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { callingCodes } from '../model/calling-codes.ts';

/** spec §3 buyer: name, phone with its country code, e-mail and ID, as the delivery checkout and the
 * booking form ask them. `words` names the screen's namespace and the key prefix under which it words
 * `contact_legend`, `name`, `phone_code`, `phone`, `email` and `dni`. */
export function ContactFields({
  idPrefix,
  value,
  errors,
  onChange,
  askDni = true,
  words,
  className = '',
}: {
  idPrefix: string;
  value: Contact;
  /** Error keys by the contact's field name. */
  errors: Partial<Record<string, string>>;
  onChange(next: Contact): void;
  askDni?: boolean;
  words: { ns: string; keyPrefix: string };
  className?: string;
}) {
  const { t } = useTranslation(words.ns, { keyPrefix: words.keyPrefix });
  const field = (name: keyof Contact) => ({
    id: `${idPrefix}-${name}`,
    value: value[name],
    error: errors[name] ?? null,
    onChange: (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      onChange({ ...value, [name]: event.target.value }),
  });
  return (
    <fieldset className={className}>
      <legend className="mb-2 text-lg font-semibold text-title">{t('contact_legend')}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('name')}
          autoComplete="name"
          required
          className="sm:col-span-2"
          {...field('name')}
        />
        <div className="flex gap-2 sm:col-span-2">
          <SelectField
            label={t('phone_code')}
            options={[...new Set([value.phone_code, ...Object.values(callingCodes)])].map((code) => ({
              value: code,
              label: code,
            }))}
            {...field('phone_code')}
          />
          <TextField
            label={t('phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            required
            className="flex-1"
            {...field('phone')}
          />
        </div>
        <TextField label={t('email')} type="email" autoComplete="email" required {...field('email')} />
        {askDni && <TextField label={t('dni')} required {...field('dni')} />}
      </div>
    </fieldset>
  );
}
