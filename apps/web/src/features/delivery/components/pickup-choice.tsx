import type { SlotList } from '@storefront/domain/delivery/delivery.schema';
import { useTranslation } from 'react-i18next';
import type { CheckoutDraft } from '../model/checkout-store.ts';
import type { OrderKind } from './service-picker.tsx';
import { SlotPicker } from './slot-picker.tsx';

/** When: take-away as soon as possible or at a chosen time; scheduled delivery always at a slot
 * (spec §5 "a delivery date is required when scheduling"). */
export function PickupChoice({
  kind,
  draft,
  slots,
  locale,
  error,
}: {
  kind: OrderKind;
  draft: CheckoutDraft & { update(patch: Partial<CheckoutDraft>): void };
  slots: SlotList | undefined;
  locale: string;
  error: string | null;
}) {
  const { t } = useTranslation('delivery');
  if (kind === 'delivery') return null;
  const picker = (label: string) => (
    <SlotPicker
      slots={slots}
      value={draft.scheduledFor}
      onChange={(scheduledFor) => draft.update({ scheduledFor })}
      label={label}
      error={error}
      locale={locale}
    />
  );
  if (kind === 'schedule') return picker(t('cart.slot_label_delivery'));
  return (
    <fieldset className="mt-4">
      <legend className="mb-2 font-semibold">{t('cart.pickup_legend')}</legend>
      <div className="flex flex-wrap gap-2">
        {(['asap', 'scheduled'] as const).map((pickup) => (
          <label
            key={pickup}
            className="flex min-h-11 cursor-pointer items-center gap-2 rounded-full border border-line px-4 has-checked:border-brand has-checked:bg-brand has-checked:text-on-brand"
          >
            <input
              type="radio"
              name="pickup"
              value={pickup}
              checked={draft.pickup === pickup}
              onChange={() =>
                draft.update({ pickup, scheduledFor: pickup === 'asap' ? null : draft.scheduledFor })
              }
              className="size-4"
            />
            {t(pickup === 'asap' ? 'cart.pickup_asap' : 'cart.pickup_scheduled')}
          </label>
        ))}
      </div>
      {draft.pickup === 'scheduled' && picker(t('cart.slot_label_pickup'))}
    </fieldset>
  );
}
