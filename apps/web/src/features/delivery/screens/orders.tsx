import { isFinalStatus } from '@storefront/domain/delivery/order-status.rules';
import { plainLinkClass } from '../../../components/ui/button.ts';
import { ScreenSection } from '@storefront/ui/components/screen-section.tsx';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { paths } from '../../../lib/paths.ts';
import { Link } from '@storefront/ui/lib/router.tsx';
import { useOrders } from '../api/orders.ts';
import { OrderList } from '../components/order-list.tsx';
import { useDeliveryContext } from '../hooks/use-delivery-context.ts';

/** `/{supplier_id}/orders` (docs/decisions/016-delivery.md): the diner's orders at this branch still on their way. */
export default function OrdersScreen() {
  const { t } = useTranslation('delivery');
  const ctx = useDeliveryContext();
  const orders = useOrders(ctx.auth, ctx.slug || null);
  const open = orders.data?.filter((o) => !isFinalStatus(o.status));
  return (
    <ScreenSection titleId="orders-title" title={t('orders.title')}>
      <OrderList orders={ctx.auth ? open : []} locale={ctx.locale} />
      <Link
        to={paths.historyMyOrders.getHref({ supplierSlug: ctx.slug })}
        className={`mt-4 ${plainLinkClass}`}
      >
        {t('orders.history_link')}
      </Link>
    </ScreenSection>
  );
}
