import { myOrderBack } from '@storefront/domain/on-table/on-table.rules';
import { useDinerStore } from '../../../core/session/model/diner-store.ts';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { useLocation, useNavigate, useParams } from '@storefront/ui/lib/router.tsx';

/** The MyOrder back button, driven by the cart navigation state exactly as spec §4 says. */
export function MyOrderBack({ className, icon }: { className: string; icon: React.ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { supplierSlug } = useParams();
  const state = useDinerStore((s) => s.cartNavigationState);
  const productsCooking = useDinerStore((s) => s.productInCook);
  const listNonEmpty = useDinerStore((s) => s.countProductsOrdered > 0);
  const openPurchase = useDinerStore((s) => s.otPurchaseId !== null);
  const setState = useDinerStore((s) => s.setCartNavigationState);
  function back() {
    const { action, next } = myOrderBack({
      state,
      productsCooking,
      listNonEmpty,
      openPurchase,
      onCluvipayPath: pathname.includes('/cluvipay/'),
    });
    setState(next);
    if (action === 'digital_menu' && supplierSlug) navigate(`/${supplierSlug}/menu-digital`);
    else navigate(-1);
  }
  return (
    <button type="button" className={className} aria-label={t('app.back')} onClick={back}>
      {icon}
    </button>
  );
}
