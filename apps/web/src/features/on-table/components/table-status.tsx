import { formatMoney } from '@storefront/domain/money/money';
import { textLinkClass } from '../../../components/ui/button.ts';
import { LabelledSection } from '@storefront/ui/components/screen-section.tsx';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { Link } from '@storefront/ui/lib/router.tsx';
import type { TableContextValue } from '../hooks/use-table-context.ts';
import { myOrderHref } from '../model/my-order-href.ts';

/** Where the table's order stands: products pending to send, in the kitchen, and its total. */
export function TableStatus({ ctx }: { ctx: TableContextValue }) {
  const { t } = useTranslation('on-table');
  const order = ctx.order;
  if (!order) return null;
  const live = order.purchase.products.filter((p) => p.state !== 'removed');
  const count = (state: string) => live.filter((p) => p.state === state).reduce((n, p) => n + p.count, 0);
  return (
    <LabelledSection
      titleId="table-status"
      title={t('status.title', { table: order.table.label })}
      titleClass="text-lg font-bold text-title"
      className="flex flex-col gap-2 rounded-xl border border-line p-4"
    >
      <p>{t('status.members', { names: order.members.map((m) => m.nickname ?? '?').join(', ') })}</p>
      <p>
        {t('status.counts', {
          pending: count('pending'),
          cooking: count('ordered') + count('prepared'),
          total: formatMoney(order.purchase.total, order.purchase.currency),
        })}
      </p>
      <div className="flex flex-wrap gap-2">
        <Link to={`/${ctx.slug}/menu-digital/order`} className={textLinkClass}>
          {t('status.see_order')}
        </Link>
        <Link to={myOrderHref(ctx.slug, order.purchase)} className={textLinkClass}>
          {t('status.see_bill')}
        </Link>
      </div>
    </LabelledSection>
  );
}
