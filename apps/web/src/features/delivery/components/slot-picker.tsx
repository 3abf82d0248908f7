import type { SlotList } from '@storefront/domain/delivery/delivery.schema';
import { FieldError } from '@storefront/ui/components/form-controls.tsx';
import { describedBy, FieldFrame } from '@storefront/ui/components/text-field.tsx';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { slotFormat } from '../model/slot-format.ts';

/** A slot of scheduled delivery or take-away at a chosen time, in the venue's time zone. While
 * the slots load, the field is already there (busy, with a loading choice): a diner who presses
 * Continue meanwhile is taken to it, and it keeps the focus when the slots arrive. */
export function SlotPicker({
  slots,
  value,
  onChange,
  label,
  error,
  locale,
  failed,
}: {
  slots: SlotList | undefined;
  /** The slots could not be read: say so instead of loading for ever. */
  failed: boolean;
  value: string | null;
  onChange(start: string | null): void;
  label: string;
  error: string | null;
  locale: string;
}) {
  const { t } = useTranslation('delivery');
  if (!slots && failed)
    return <FieldError error="temporarily_unavailable" alert className="mt-3 font-semibold text-title" />;
  if (slots?.slots.length === 0)
    return (
      <div className="mt-2">
        <p className="text-muted">{t('cart.no_slots')}</p>
        <FieldError error={error} alert />
      </div>
    );
  const format = slots ? slotFormat(slots.time_zone, locale) : null;
  return (
    <FieldFrame id="slot" label={label} error={error} className="mt-3">
      <select
        id="slot"
        className="min-h-11 rounded-lg border border-line bg-page px-3 text-on-page"
        value={value ?? ''}
        aria-busy={!slots}
        {...describedBy('slot', undefined, error)}
        onChange={(event) => onChange(event.target.value || null)}
      >
        <option value="">{slots ? t('cart.slot_placeholder') : t('cart.slots_loading')}</option>
        {slots?.slots.map((slot) => {
          const text = format!.format(new Date(slot.start));
          return (
            <option key={slot.start} value={slot.start} disabled={slot.remaining <= 0}>
              {slot.remaining <= 0 ? t('cart.slot_full', { slot: text }) : text}
            </option>
          );
        })}
      </select>
    </FieldFrame>
  );
}
