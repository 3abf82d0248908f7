import { localized } from '@storefront/domain/catalog/cart.rules';
import { formatMoney } from '@storefront/domain/money/money';
import { useCartStore } from '../../../core/cart/model/cart-store.ts';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import type { TableContextValue } from '../hooks/use-table-context.ts';

/** basic and my-list classes keep no order on the server: the diner's own list (the catalogue's
 * cart store) to show the waiter (docs/decisions/014-on-table-classes.md). */
export function TableLocalList({ ctx }: { ctx: TableContextValue }) {
  const { t } = useTranslation('on-table');
  const lines = useCartStore((s) => (s.supplierSlug === ctx.slug ? s.shoppingCart : []));
  const total = useCartStore((s) => s.totalShoppingCart);
  const setCount = useCartStore((s) => s.setCount);
  if (lines.length === 0) return <p>{t('list.empty')}</p>;
  return (
    <div className="flex flex-col gap-3">
      <p>{t(ctx.list ? 'list.show_waiter' : 'list.basic')}</p>
      <ul>
        {lines.map((line) => {
          const name = localized(line.name, ctx.lang);
          return (
            <li key={line.lineId} className="flex items-center gap-3 border-b border-line py-3">
              <span className="flex-1 text-lg font-semibold">
                {line.count} × {name}
              </span>
              <span>{formatMoney(line.unit_price * line.count, ctx.currency)}</span>
              <button
                type="button"
                aria-label={t('order.decrease', { name })}
                onClick={() => setCount(line.lineId, line.count - 1)}
                className="grid size-11 place-items-center rounded-full border border-line text-xl"
              >
                −
              </button>
            </li>
          );
        })}
      </ul>
      <p className="text-lg font-bold">{t('list.total', { total: formatMoney(total, ctx.currency) })}</p>
    </div>
  );
}
