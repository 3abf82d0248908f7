import type { OrderSummary } from '@storefront/domain/delivery/delivery.schema';
import { formatMoney } from '@storefront/domain/money/money';
import { textLinkClass } from '../../../components/ui/button.ts';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { Link } from '@storefront/ui/lib/router.tsx';

/** One order of the diner's list (/orders, /history-my-orders). */
export function OrderCard({ order, href, locale }: { order: OrderSummary; href: string; locale: string }) {
  const { t } = useTranslation('delivery');
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(order.created_at),
  );
  return (
    <li className="rounded-xl border border-line p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 className="text-lg font-semibold text-title">
          {t('orders.number', { number: order.bck_purchase_id })}
        </h2>
        <span className="rounded-full border border-line px-3 py-1 text-sm font-medium">
          {t(`status.${order.status}`)}
        </span>
      </div>
      <p className="text-muted">
        {t(`common:services.${order.subservice === 'schedule' ? 'schedule' : order.service}`)} · {date}
      </p>
      <p>
        {t('orders.items', { count: order.count })} · {formatMoney(order.total, order.currency)}
      </p>
      <Link to={href} className={`mt-2 ${textLinkClass}`}>
        {t('orders.view', { number: order.bck_purchase_id })}
      </Link>
    </li>
  );
}
