import type { SlotList } from '@storefront/domain/delivery/delivery.schema';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../../components/ui/form-controls.tsx';
import { describedBy, FieldFrame } from '../../../components/ui/text-field.tsx';
import { slotFormat } from '../model/slot-format.ts';

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
        <FieldError error={error} alert />
      </div>
    );
  const format = slotFormat(slots.time_zone, locale);
  return (
    <FieldFrame id="slot" label={label} error={error} className="mt-3">
      <select
        id="slot"
        className="min-h-11 rounded-lg border border-line bg-page px-3 text-on-page"
        value={value ?? ''}
        {...describedBy('slot', undefined, error)}
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
    </FieldFrame>
  );
}
