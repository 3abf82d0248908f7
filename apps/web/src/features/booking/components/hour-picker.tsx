import { brandRadioClass, FieldError, RadioChoices } from '@storefront/ui/components/form-controls.tsx';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';

/** The free hours of the chosen day as radios; a full hour joins the waiting list where the branch
 * keeps one (and is left out where it does not). */
export function HourPicker({
  hours,
  value,
  waitlist,
  error,
  ready,
  onChange,
}: {
  hours: { hour: string; free: boolean }[];
  value: string;
  waitlist: boolean;
  error: string | null | undefined;
  /** People and day chosen. */
  ready: boolean;
  onChange(hour: string): void;
}) {
  const { t } = useTranslation('booking');
  const shown = hours.filter((h) => h.free || waitlist);
  const free = new Set(hours.filter((h) => h.free).map((h) => h.hour));
  return (
    <fieldset className="mt-4" aria-describedby={error ? 'booking-hour-error' : undefined}>
      <legend className="mb-2 font-medium">{t('form.hour_legend')}</legend>
      {!ready ? (
        <p className="text-muted">{t('form.hour_choose_first')}</p>
      ) : shown.length === 0 ? (
        <p className="text-muted">{t('form.no_hours')}</p>
      ) : (
        <div className="grid grid-cols-3 gap-2 sm:grid-cols-4">
          <RadioChoices
            name="booking-hour"
            firstId="booking-hour"
            options={shown.map((h) => h.hour)}
            value={value}
            onChange={onChange}
            invalid={Boolean(error)}
            describedBy={error ? 'booking-hour-error' : undefined}
            optionClass="flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border border-line px-2 has-[:checked]:border-2 has-[:checked]:border-[var(--color-brand)] has-[:checked]:bg-black/5"
            inputClass={brandRadioClass}
          >
            {(hour) => <span>{free.has(hour) ? hour : t('form.hour_waitlist', { hour })}</span>}
          </RadioChoices>
        </div>
      )}
      <FieldError id="booking-hour-error" error={error} className="mt-1 text-sm font-semibold text-title" />
    </fieldset>
  );
}
