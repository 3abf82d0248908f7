import { ScreenSection } from '@storefront/ui/components/screen-section.tsx';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { useOrders } from '../api/orders.ts';
import { OrderList } from '../components/order-list.tsx';
import { useDeliveryContext } from '../hooks/use-delivery-context.ts';

/** `/{supplier_id}/history-my-orders` (docs/decisions/016-delivery.md): every delivery and take-away order of the
 * diner at this venue, newest first; each opens its page, where it can be ordered again. */
export default function HistoryMyOrdersScreen() {
  const { t } = useTranslation('delivery');
  const ctx = useDeliveryContext();
  const orders = useOrders(ctx.auth, null);
  return (
    <ScreenSection titleId="history-title" title={t('orders.history_title')}>
      <OrderList orders={ctx.auth ? orders.data : []} locale={ctx.locale} />
    </ScreenSection>
  );
}
