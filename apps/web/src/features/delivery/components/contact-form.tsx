import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/ui/text-field.tsx';
import type { ContactDraft } from '../model/checkout-store.ts';

/** Calling codes of the venues' countries first (spec §1 country codes). */
const phoneCodes = ['+57', '+52', '+55', '+56', '+51', '+503', '+507', '+1'];

/** spec §3 buyer: name, phone with its country code, e-mail, ID (§5: all required). */
export function ContactForm({
  value,
  errors,
  onChange,
}: {
  value: ContactDraft;
  errors: Record<string, string>;
  onChange(next: ContactDraft): void;
}) {
  const { t } = useTranslation('delivery');
  const field = (name: keyof ContactDraft) => ({
    id: `contact-${name}`,
    value: value[name],
    error: errors[name] ?? null,
    onChange: (event: React.ChangeEvent<HTMLInputElement>) =>
      onChange({ ...value, [name]: event.target.value }),
  });
  return (
    <fieldset className="mt-4">
      <legend className="mb-2 text-lg font-semibold text-title">{t('precheckout.contact_legend')}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('precheckout.name')}
          autoComplete="name"
          required
          className="sm:col-span-2"
          {...field('name')}
        />
        <div className="flex gap-2 sm:col-span-2">
          <div className="flex flex-col gap-1">
            <label htmlFor="contact-phone_code" className="font-medium">
              {t('precheckout.phone_code')}
            </label>
            <select
              id="contact-phone_code"
              className="min-h-11 rounded-lg border border-line bg-page px-2 text-on-page"
              value={value.phone_code}
              onChange={(event) => onChange({ ...value, phone_code: event.target.value })}
            >
              {[...new Set([value.phone_code, ...phoneCodes])].map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </select>
          </div>
          <TextField
            label={t('precheckout.phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            required
            className="flex-1"
            {...field('phone')}
          />
        </div>
        <TextField
          label={t('precheckout.email')}
          type="email"
          autoComplete="email"
          required
          {...field('email')}
        />
        <TextField label={t('precheckout.dni')} required {...field('dni')} />
      </div>
    </fieldset>
  );
}
