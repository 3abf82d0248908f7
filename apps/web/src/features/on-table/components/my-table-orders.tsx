import { formatMoney } from '@storefront/domain/money/money';
import { plainLinkClass } from '../../../components/ui/button.ts';
import { ListSection } from '../../../components/ui/list-section.tsx';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { useQuery } from '@storefront/ui/lib/query.tsx';
import { Link } from '@storefront/ui/lib/router.tsx';
import { getMyOrders } from '../api/my-orders.ts';
import type { TableContextValue } from '../hooks/use-table-context.ts';

/** The diner's table orders at this branch (spec §7 my_orders), each opening MyOrder. */
export function MyTableOrders({ ctx }: { ctx: TableContextValue }) {
  const { t } = useTranslation('on-table');
  const branchId = ctx.branch ? String(ctx.branch.id) : '';
  const orders = useQuery({
    queryKey: ['on-table', 'my-orders', branchId, ctx.auth?.profileid],
    queryFn: ({ signal }) => getMyOrders(ctx.auth!, branchId, signal),
    enabled: ctx.auth !== null && branchId !== '',
  });
  return (
    <ListSection
      titleId="my-table-orders"
      title={t('my_orders.title')}
      titleClass="text-xl font-bold text-title"
      className="flex flex-col gap-2"
      items={orders.data?.orders ?? []}
      itemKey={(order) => order.id}
      listClass="flex flex-col gap-1"
    >
      {(order) => (
        <Link to={`/${ctx.slug}/menu-digital/my-order/${order.id}`} className={plainLinkClass}>
          {t('my_orders.line', {
            number: order.bck_purchase_id,
            table: order.table_label ?? '',
            status: t(`order_status.${order.status}`),
            total: formatMoney(order.total, order.currency),
          })}
        </Link>
      )}
    </ListSection>
  );
}
