import { useTranslation } from 'react-i18next';
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
    <section aria-labelledby="history-title" className="pt-6">
      <h1 id="history-title" className="text-2xl font-bold text-title">
        {t('orders.history_title')}
      </h1>
      <OrderList orders={ctx.auth ? orders.data : []} locale={ctx.locale} />
    </section>
  );
}
