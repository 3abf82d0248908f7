import { formatMoney } from '@storefront/domain/money/money';
import { useCartStore } from '../../cart/model/cart-store.ts';
import type { MenuContext } from '../hooks/use-menu-context.ts';
import { AddedAlertRegion } from './added-alert.tsx';
import { CartBar } from './cart-bar.tsx';

/** The sticky "view cart" bar and the add-to-my-list alert of the catalogue screens. Only a cart
 * of this branch counts: adding here would start a new one. The product screen keeps the bottom
 * edge for its add button (`bar={false}`); its alert links to the cart. */
export function CartSummary({ ctx, bar = true }: { ctx: MenuContext; bar?: boolean }) {
  const mine = useCartStore((s) => s.supplierSlug === ctx.slug);
  const count = useCartStore((s) => s.countProductsList);
  const total = useCartStore((s) => s.totalShoppingCart);
  return (
    <>
      <AddedAlertRegion href={ctx.cartHref} wording={ctx.wording} />
      <CartBar
        count={mine && bar ? count : 0}
        total={formatMoney(total, ctx.currency)}
        href={ctx.cartHref}
        wording={ctx.wording}
      />
    </>
  );
}
