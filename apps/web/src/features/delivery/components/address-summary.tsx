import type { Location } from '@storefront/domain/delivery/delivery.schema';
import { secondaryButtonClass } from '../../../components/ui/button.ts';
import { LabelledSection } from '@storefront/ui/components/screen-section.tsx';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { paths } from '../../../lib/paths.ts';
import { Link } from '@storefront/ui/lib/router.tsx';

/** Where the order goes, with the way to change it: /location with full GPS, else the branch's
 * /delivery route (spec §2 Layout). */
export function AddressSummary({
  location,
  fullGps,
  slug,
}: {
  location: Location | null;
  fullGps: boolean;
  slug: string;
}) {
  const { t } = useTranslation('delivery');
  const href = fullGps ? paths.location.getHref() : paths.delivery.getHref({ supplierSlug: slug });
  return (
    <LabelledSection
      titleId="deliver-to"
      title={t('cart.deliver_to')}
      titleClass="font-semibold"
      className="mt-4 rounded-xl border border-line p-4"
    >
      {location ? (
        <p>
          {location.formatted_address}
          {location.address_optional && `, ${location.address_optional}`}
        </p>
      ) : (
        <p>{t('cart.no_address')}</p>
      )}
      <Link to={href} className={`${secondaryButtonClass} mt-2`}>
        {location ? t('cart.change_address') : t('cart.set_address')}
      </Link>
    </LabelledSection>
  );
}
