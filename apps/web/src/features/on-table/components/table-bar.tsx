import { formatMoney } from '@storefront/domain/money/money';
import { AddedAlertRegion } from '../../../core/menu/components/added-alert.tsx';
import { CartBar } from '../../../core/menu/components/cart-bar.tsx';
import type { TableContextValue } from '../hooks/use-table-context.ts';

/** The sticky bar to the table's order (products pending to send and the total), with the added
 * alert, on the on-table screens where the table orders on the server. */
export function TableBar({ ctx }: { ctx: TableContextValue }) {
  const href = `/${ctx.slug}/menu-digital/order`;
  const products = ctx.order?.purchase.products.filter((p) => p.state !== 'removed') ?? [];
  const count = products.reduce((n, p) => n + p.count, 0);
  return (
    <>
      <AddedAlertRegion href={href} wording="cart" />
      <CartBar
        count={count}
        total={formatMoney(ctx.order?.purchase.total ?? 0, ctx.currency)}
        href={href}
        wording="cart"
      />
    </>
  );
}
