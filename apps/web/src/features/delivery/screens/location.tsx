import { useEffect, useState } from 'react';
import { secondaryButtonClass } from '../../../components/ui/button.ts';
import { ScreenSection } from '@storefront/ui/components/screen-section.tsx';
import { TextField } from '@storefront/ui/components/text-field.tsx';
import { useDinerStore } from '../../../core/session/model/diner-store.ts';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { paths } from '../../../lib/paths.ts';
import { Link, useNavigate } from '@storefront/ui/lib/router.tsx';
import { reverseGeocode } from '../api/location.ts';
import { AddressForm, ConfirmLocation } from '../components/address-form.tsx';
import { useConfirmLocation } from '../hooks/use-confirm-location.ts';
import { useDeliveryContext } from '../hooks/use-delivery-context.ts';
import { type AddressDraft, addressDraftOf } from '../model/checkout-store.ts';

type Gps = 'idle' | 'locating' | 'found' | 'denied';

/** `/location` (full GPS, docs/decisions/016-delivery.md): the device position, the address the geocoder proposes at
 * it, corrected by the diner, checked for coverage; then the covering branch's Home. */
export default function LocationScreen() {
  const { t } = useTranslation('delivery');
  const ctx = useDeliveryContext();
  const navigate = useNavigate();
  const stored = useDinerStore((s) => s.location);
  const setAllowGps = useDinerStore((s) => s.setAllowGps);
  const [address, setAddress] = useState<AddressDraft>(() => addressDraftOf(stored));
  const [label, setLabel] = useState(stored?.label ?? '');
  const [point, setPoint] = useState(
    stored?.latitude != null && stored.longitude != null
      ? { latitude: stored.latitude, longitude: stored.longitude }
      : null,
  );
  const [placeId, setPlaceId] = useState<string | null>(null);
  const [gps, setGps] = useState<Gps>('idle');
  const { confirm, errors, failure, busy, formRef } = useConfirmLocation(ctx);

  const locate = () => {
    if (!navigator.geolocation) return setGps('denied');
    setGps('locating');
    navigator.geolocation.getCurrentPosition(
      async ({ coords }) => {
        setAllowGps(true);
        const here = { latitude: coords.latitude, longitude: coords.longitude };
        setPoint(here);
        try {
          const found = await reverseGeocode(here.latitude, here.longitude);
          // A proposal: it fills only what the diner has not typed while the position was found.
          setAddress((current) => ({
            ...current,
            city: current.city || found.city,
            neighbourhood: current.neighbourhood || found.neighbourhood,
            address: current.address || found.address,
          }));
          setPlaceId(found.place_id);
        } catch {
          // No address known there: the diner types it; the point still decides the zone.
        }
        setGps('found');
      },
      () => setGps('denied'),
      { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 },
    );
  };

  // spec §2 Landing sets allow-GPS when granted: then ask for the position right away.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on arrival
  useEffect(() => {
    if (!stored)
      void navigator.permissions
        ?.query({ name: 'geolocation' })
        .then((s) => s.state === 'granted' && locate());
  }, []);

  // The point is where the diner was found: once they name another city or neighbourhood, the typed
  // address decides where to deliver (docs/decisions/094-the-typed-city-bounds-the-geocoder.md).
  const changeAddress = (next: AddressDraft) => {
    if (next.city !== address.city || next.neighbourhood !== address.neighbourhood) setPoint(null);
    setAddress(next);
  };

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const coverage = await confirm({ address, point, label: label.trim() || null, placeId });
    if (coverage) navigate(paths.home.getHref({ supplierSlug: coverage.supplier.slug }));
  };

  return (
    <ScreenSection titleId="location-title" title={t('location.title')}>
      <p className="mt-2 text-muted">{t('location.intro')}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        <button type="button" className={secondaryButtonClass} onClick={locate} disabled={gps === 'locating'}>
          {t('location.use_gps')}
        </button>
        {ctx.auth && (
          <Link to={paths.myLocation.getHref()} className={secondaryButtonClass}>
            {t('location.saved_link')}
          </Link>
        )}
      </div>
      <p aria-live="polite" className="mt-3 min-h-6">
        {gps === 'locating' && t('location.locating')}
        {gps === 'found' && t('location.proposed')}
        {gps === 'denied' && t('location.gps_denied')}
      </p>
      <form className="mt-2 flex flex-col gap-4" ref={formRef} onSubmit={submit} noValidate>
        <AddressForm value={address} errors={errors} onChange={changeAddress} />
        <TextField
          id="address-label"
          label={t('address.label')}
          hint={t('address.label_hint')}
          value={label}
          onChange={(e) => setLabel(e.target.value)}
        />
        <ConfirmLocation failure={failure} busy={busy} />
      </form>
    </ScreenSection>
  );
}
