import type { SlotList } from '@storefront/domain/delivery/delivery.schema';
import { useTranslation } from 'react-i18next';

/** A slot of scheduled delivery or take-away at a chosen time, in the venue's time zone. */
export function SlotPicker({
  slots,
  value,
  onChange,
  label,
  error,
  locale,
}: {
  slots: SlotList | undefined;
  value: string | null;
  onChange(start: string | null): void;
  label: string;
  error: string | null;
  locale: string;
}) {
  const { t } = useTranslation('delivery');
  if (!slots) return null;
  if (slots.slots.length === 0)
    return (
      <div className="mt-2">
        <p className="text-muted">{t('cart.no_slots')}</p>
        {error && (
          <p role="alert" className="text-sm font-semibold text-title">
            {t(`errors:${error}`)}
          </p>
        )}
      </div>
    );
  const format = new Intl.DateTimeFormat(locale, {
    timeZone: slots.time_zone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
  });
  return (
    <div className="mt-3 flex flex-col gap-1">
      <label htmlFor="slot" className="font-medium">
        {label}
      </label>
      <select
        id="slot"
        className="min-h-11 rounded-lg border border-line bg-page px-3 text-on-page"
        value={value ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'slot-error' : undefined}
        onChange={(event) => onChange(event.target.value || null)}
      >
        <option value="">{t('cart.slot_placeholder')}</option>
        {slots.slots.map((slot) => {
          const text = format.format(new Date(slot.start));
          return (
            <option key={slot.start} value={slot.start} disabled={slot.remaining <= 0}>
              {slot.remaining <= 0 ? t('cart.slot_full', { slot: text }) : text}
            </option>
          );
        })}
      </select>
      {error && (
        <p id="slot-error" className="text-sm font-semibold text-title">
          {t(`errors:${error}`)}
        </p>
      )}
    </div>
  );
}

/** A slot start as the diner reads it (the order and checkout pages). */
export function formatSlot(start: string, timeZone: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    timeZone,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(start));
}
