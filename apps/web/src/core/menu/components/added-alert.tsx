import { textLinkClass } from '../../../components/ui/button.ts';
import { Icon } from '@storefront/ui/components/icons.tsx';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { Link } from '@storefront/ui/lib/router.tsx';
import { useAddedAlert } from '../model/added-alert.ts';
import type { OrderWording } from '../model/order-wording.ts';

/** The add-to-my-list alert (spec §2 Layout): a polite live region, always in the page so screen
 * readers announce what appears in it, with a link to the cart or list. */
export function AddedAlertRegion({ href, wording }: { href: string; wording: OrderWording }) {
  const { t } = useTranslation('catalog');
  const alert = useAddedAlert((s) => s.alert);
  return (
    <div role="status" aria-live="polite" className="pointer-events-none fixed inset-x-0 top-16 z-30 px-4">
      {alert && (
        <div
          key={alert.id}
          className="pointer-events-auto mx-auto flex max-w-md items-center gap-3 rounded-xl bg-header px-4 py-3 text-on-header shadow-lg"
        >
          <Icon name="check" />
          <p className="flex-1">{t(`added.${wording}`, { name: alert.productName, count: alert.count })}</p>
          <Link to={href} className={textLinkClass}>
            {t(wording === 'list' ? 'added.view_list' : 'added.view_cart')}
          </Link>
        </div>
      )}
    </div>
  );
}
