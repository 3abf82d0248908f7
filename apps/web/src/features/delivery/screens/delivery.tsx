import { useState } from 'react';
import NotFoundScreen from '../../../components/ui/not-found.tsx';
import { ScreenSection } from '@storefront/ui/components/screen-section.tsx';
import { useDinerStore } from '../../../core/session/model/diner-store.ts';
import { useTranslation } from '@storefront/ui/i18n/react.tsx';
import { paths } from '../../../lib/paths.ts';
import { useNavigate } from '@storefront/ui/lib/router.tsx';
import { AddressForm, ConfirmLocation } from '../components/address-form.tsx';
import { useConfirmLocation } from '../hooks/use-confirm-location.ts';
import { useDeliveryContext } from '../hooks/use-delivery-context.ts';
import { type AddressDraft, addressDraftOf } from '../model/checkout-store.ts';

/** `/{supplier_id}/delivery` without full GPS (docs/decisions/016-delivery.md): city or district, address, reference and
 * neighbourhood for this branch; its zones decide the delivery price and minimum. */
export default function DeliveryScreen() {
  const { t } = useTranslation('delivery');
  const ctx = useDeliveryContext();
  const navigate = useNavigate();
  const stored = useDinerStore((s) => s.location);
  const [address, setAddress] = useState<AddressDraft>(() => addressDraftOf(stored));
  const { confirm, errors, failure, busy, formRef } = useConfirmLocation(ctx);
  if (!ctx.branch) return <NotFoundScreen />;
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const coverage = await confirm({ address, point: null, supplierSlug: ctx.slug });
    if (coverage) navigate(paths.home.getHref({ supplierSlug: coverage.supplier.slug }));
  };
  return (
    <ScreenSection titleId="delivery-title" title={t('delivery_route.title')}>
      <p className="mt-2 text-muted">{t('delivery_route.intro', { branch: ctx.branch.label })}</p>
      <form className="mt-4 flex flex-col gap-4" ref={formRef} onSubmit={submit} noValidate>
        <AddressForm value={address} errors={errors} onChange={setAddress} />
        <ConfirmLocation failure={failure} busy={busy} />
      </form>
    </ScreenSection>
  );
}
