import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { Link } from '@storefront/ui/lib/router.tsx';
import type { OrderWording } from '../model/order-wording.ts';

/** Sticky bottom bar of the menu screens: "View cart · 3 products · $45.000". */
export function CartBar({
  count,
  total,
  href,
  wording,
}: {
  count: number;
  /** Already formatted with the venue currency. */
  total: string;
  href: string;
  wording: OrderWording;
}) {
  const { t } = useTranslation('catalog');
  if (count <= 0) return null;
  return (
    <div className="pointer-events-none fixed inset-x-0 bottom-0 z-20 px-4 pb-4">
      <Link
        to={href}
        className="pointer-events-auto mx-auto flex min-h-14 max-w-3xl items-center justify-between gap-3 rounded-xl bg-brand px-5 font-semibold text-on-brand shadow-lg"
      >
        <span>{t(wording === 'list' ? 'cart_bar.list' : 'cart_bar.cart')}</span>
        <span>{t('cart_bar.items', { count })}</span>
        <span>{total}</span>
      </Link>
    </div>
  );
}
