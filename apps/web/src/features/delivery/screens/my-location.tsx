import type { Location } from '@storefront/domain/delivery/delivery.schema';
import { buttonClass, secondaryButtonClass } from '../../../components/ui/button.ts';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { ScreenSection } from '@storefront/ui/components/screen-section.tsx';
import { Spinner } from '@storefront/ui/components/spinner.tsx';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import type { Failure } from '@storefront/ui/lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { useQueryClient } from '@storefront/ui/lib/query.tsx';
import { Link, useNavigate } from '@storefront/ui/lib/router.tsx';
import { deleteLocation, savedLocationsQuery, useSavedLocations } from '../api/location.ts';
import { useConfirmLocation } from '../hooks/use-confirm-location.ts';
import { useDeliveryContext } from '../hooks/use-delivery-context.ts';

/** `/my-location` (docs/decisions/016-delivery.md): the profile's saved addresses, reused after a new coverage check. */
export default function MyLocationScreen() {
  const { t } = useTranslation('delivery');
  const ctx = useDeliveryContext();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const saved = useSavedLocations(ctx.auth);
  const { confirm, errors, failure, busy, formRef } = useConfirmLocation<HTMLElement>(ctx);
  // a saved address the rules now refuse (one saved before "Calle 60" needed its number): say why
  const refused = Object.values(errors)[0] as Failure['key'] | undefined;

  const use = async (location: Location) => {
    const coverage = await confirm({
      address: location,
      point:
        location.latitude !== null && location.longitude !== null
          ? { latitude: location.latitude, longitude: location.longitude }
          : null,
      label: location.label,
      placeId: location.place_id,
    });
    if (coverage) navigate(paths.home.getHref({ supplierSlug: coverage.supplier.slug }));
  };
  const remove = async (location: Location) => {
    if (!ctx.auth || !location.id) return;
    await deleteLocation(ctx.auth, location.id);
    await queryClient.invalidateQueries({ queryKey: savedLocationsQuery(ctx.auth).queryKey });
  };

  return (
    <ScreenSection titleId="my-location-title" title={t('my_location.title')} ref={formRef}>
      <FormAlert error={failure ?? (refused ? { key: refused } : null)} />
      {saved.isPending && ctx.auth ? (
        <Spinner label={t('common:app.loading')} />
      ) : (saved.data ?? []).length === 0 ? (
        <p className="mt-4">{t('my_location.empty')}</p>
      ) : (
        <ul className="mt-4 flex flex-col gap-3">
          {saved.data!.map((location) => (
            <li key={location.id} className="rounded-xl border border-line p-4">
              {location.label && <h2 className="text-lg font-semibold text-title">{location.label}</h2>}
              <p>{location.formatted_address}</p>
              {location.address_optional && <p className="text-muted">{location.address_optional}</p>}
              <div className="mt-3 flex flex-wrap gap-2">
                <button
                  type="button"
                  className={buttonClass}
                  disabled={busy}
                  aria-label={`${t('my_location.deliver_here')}: ${location.formatted_address}`}
                  onClick={() => void use(location)}
                >
                  {t('my_location.deliver_here')}
                </button>
                <button
                  type="button"
                  className={secondaryButtonClass}
                  aria-label={`${t('my_location.remove')}: ${location.formatted_address}`}
                  onClick={() => void remove(location)}
                >
                  {t('my_location.remove')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      <Link to={paths.location.getHref()} className={`${secondaryButtonClass} mt-6`}>
        {t('my_location.add_new')}
      </Link>
    </ScreenSection>
  );
}
