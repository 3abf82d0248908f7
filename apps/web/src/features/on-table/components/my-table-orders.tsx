import { formatMoney } from '@storefront/domain/money/money';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LabelledSection } from '../../../components/ui/screen-section.tsx';
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
  const list = orders.data?.orders ?? [];
  if (list.length === 0) return null;
  return (
    <LabelledSection
      titleId="my-table-orders"
      title={t('my_orders.title')}
      titleClass="text-xl font-bold text-title"
      className="flex flex-col gap-2"
    >
      <ul className="flex flex-col gap-1">
        {list.map((order) => (
          <li key={order.id}>
            <Link
              to={`/${ctx.slug}/menu-digital/my-order/${order.id}`}
              className="inline-flex min-h-11 items-center underline"
            >
              {t('my_orders.line', {
                number: order.bck_purchase_id,
                table: order.table_label ?? '',
                status: t(`order_status.${order.status}`),
                total: formatMoney(order.total, order.currency),
              })}
            </Link>
          </li>
        ))}
      </ul>
    </LabelledSection>
  );
}
