import type { DeliveryOrder } from '@storefront/domain/delivery/delivery.schema';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { formatSlot } from '../model/slot-format.ts';

/** Where and when: the delivery address or the branch to pick up at, and the chosen slot. */
export function OrderWhen({
  order,
  timeZone,
  locale,
}: {
  order: DeliveryOrder;
  timeZone: string;
  locale: string;
}) {
  const { t } = useTranslation('delivery');
  const address = order.details.address;
  return (
    <div className="mt-3 flex flex-col gap-1">
      <p>
        {address
          ? t('order.delivery_to', {
              address: [address.address, address.address_optional, address.neighbourhood, address.city]
                .filter(Boolean)
                .join(', '),
            })
          : t('order.pickup_at', { branch: order.supplier_label })}
      </p>
      <p>
        {order.scheduled_for
          ? t('order.when', { when: formatSlot(order.scheduled_for, timeZone, locale) })
          : t('order.when_asap')}
      </p>
    </div>
  );
}
