import type { SlotList } from '@storefront/domain/delivery/delivery.schema';
import { ChipChoices } from '@storefront/ui/components/form-controls.tsx';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
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
  slotsFailed,
}: {
  kind: OrderKind;
  draft: CheckoutDraft & { update(patch: Partial<CheckoutDraft>): void };
  slots: SlotList | undefined;
  slotsFailed: boolean;
  locale: string;
  error: string | null;
}) {
  const { t } = useTranslation('delivery');
  if (kind === 'delivery') return null;
  const picker = (label: string) => (
    <SlotPicker
      slots={slots}
      failed={slotsFailed}
      value={draft.scheduledFor}
      onChange={(scheduledFor) => draft.update({ scheduledFor })}
      label={label}
      error={error}
      locale={locale}
    />
  );
  if (kind === 'schedule') return picker(t('cart.slot_label_delivery'));
  return (
    <ChipChoices
      legend={t('cart.pickup_legend')}
      name="pickup"
      options={['asap', 'scheduled'] as const}
      value={draft.pickup}
      onChange={(pickup) =>
        draft.update({ pickup, scheduledFor: pickup === 'asap' ? null : draft.scheduledFor })
      }
      labelOf={(pickup) => t(pickup === 'asap' ? 'cart.pickup_asap' : 'cart.pickup_scheduled')}
    >
      {draft.pickup === 'scheduled' && picker(t('cart.slot_label_pickup'))}
    </ChipChoices>
  );
}
