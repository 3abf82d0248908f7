import { useTranslation } from 'react-i18next';

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
  return (
    <fieldset className="mt-4" aria-describedby={error ? 'booking-hour-error' : undefined}>
      <legend className="mb-2 font-medium">{t('form.hour_legend')}</legend>
      {!ready ? (
        <p className="text-muted">{t('form.hour_choose_first')}</p>
      ) : shown.length === 0 ? (
        <p className="text-muted">{t('form.no_hours')}</p>
      ) : (
        <div className="grid grid-cols-3 gap-2 sm:grid-cols-4">
          {shown.map((h, index) => (
            <label
              key={h.hour}
              className="flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border border-line px-2 has-[:checked]:border-2 has-[:checked]:border-[var(--color-brand)] has-[:checked]:bg-black/5"
            >
              <input
                type="radio"
                name="booking-hour"
                id={index === 0 ? 'booking-hour' : undefined}
                value={h.hour}
                checked={value === h.hour}
                onChange={() => onChange(h.hour)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? 'booking-hour-error' : undefined}
                className="size-4 accent-[var(--color-brand)]"
              />
              <span>{h.free ? h.hour : t('form.hour_waitlist', { hour: h.hour })}</span>
            </label>
          ))}
        </div>
      )}
      {error && (
        <p id="booking-hour-error" className="mt-1 text-sm font-semibold text-title">
          {t(`errors:${error}`)}
        </p>
      )}
    </fieldset>
  );
}
