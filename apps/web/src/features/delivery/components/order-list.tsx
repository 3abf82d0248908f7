import type { OrderSummary } from '@storefront/domain/delivery/delivery.schema';
import { Spinner } from '@storefront/ui/components/spinner.tsx';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { paths } from '../../../lib/paths.ts';
import { OrderCard } from './order-card.tsx';

/** The diner's orders as cards, or the empty notice. */
export function OrderList({ orders, locale }: { orders: OrderSummary[] | undefined; locale: string }) {
  const { t } = useTranslation('delivery');
  if (!orders) return <Spinner label={t('common:app.loading')} />;
  if (orders.length === 0) return <p className="mt-4">{t('orders.empty')}</p>;
  return (
    <ul className="mt-4 flex flex-col gap-3">
      {orders.map((order) => (
        <OrderCard
          key={order.id}
          order={order}
          locale={locale}
          href={paths.order.getHref({ supplierSlug: order.supplier_slug, orderId: order.id })}
        />
      ))}
    </ul>
  );
}
