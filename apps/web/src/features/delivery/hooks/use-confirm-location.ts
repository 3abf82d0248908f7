import { deliveryAddressIn, fieldErrors } from '@storefront/domain/delivery/contact.schema';
import { useState } from 'react';
import { useFirstErrorFocus } from '@storefront/ui/components/use-first-error-focus.ts';
import { useDinerStore } from '../../../core/session/model/diner-store.ts';
import { type Failure, failureOf } from '@storefront/ui/lib/api-client.ts';
import { checkCoverage, saveLocation } from '../api/location.ts';
import type { AddressDraft } from '../model/checkout-store.ts';
import { useCheckoutStore } from '../model/checkout-store.ts';
import type { DeliveryContext } from './use-delivery-context.ts';

/**
 * Confirms a delivery address (docs/decisions/016-delivery.md): the spec §5 rules first, then the coverage check
 * that picks the branch and zone; a covered address becomes the diner's location (and is saved to
 * the profile), and the service becomes delivery unless a scheduled delivery was chosen. A refusal
 * moves focus to its first error: `formRef` goes on the form.
 */
export function useConfirmLocation<T extends HTMLElement = HTMLFormElement>(
  ctx: Pick<DeliveryContext, 'auth' | 'venue'>,
) {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<Failure | null>(null);
  const [busy, setBusy] = useState(false);
  const setLocation = useDinerStore((s) => s.setLocation);
  const setBranch = useDinerStore((s) => s.setBranch);
  const setService = useDinerStore((s) => s.setService);
  const update = useCheckoutStore((s) => s.update);
  const errorFocus = useFirstErrorFocus<T>();

  async function confirm(input: {
    address: AddressDraft;
    point: { latitude: number; longitude: number } | null;
    supplierSlug?: string | null;
    label?: string | null;
    placeId?: string | null;
  }) {
    const parsed = deliveryAddressIn(ctx.venue.country_code).safeParse({
      ...input.address,
      ...(input.point ?? {}),
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error));
      errorFocus.reveal();
      return null;
    }
    setErrors({});
    setFailure(null);
    setBusy(true);
    try {
      const { subservice, service } = useDinerStore.getState();
      const coverage = await checkCoverage({
        latitude: input.point?.latitude ?? null,
        longitude: input.point?.longitude ?? null,
        supplier_slug: input.supplierSlug ?? null,
        city: parsed.data.city,
        neighbourhood: parsed.data.neighbourhood,
        address: parsed.data.address,
        scheduled: service === 'delivery' && subservice === 'schedule',
      });
      const body = {
        ...parsed.data,
        latitude: coverage.latitude,
        longitude: coverage.longitude,
        label: input.label ?? null,
        place_id: input.placeId ?? null,
      };
      const saved = ctx.auth ? await saveLocation(ctx.auth, body).catch(() => null) : null;
      setLocation(
        saved ?? {
          id: null,
          ...body,
          formatted_address: [body.address, body.neighbourhood, body.city].join(', '),
          location_price: coverage.location_price,
          phone_code: null,
          supplier_id: coverage.supplier.id,
          polygon_id: coverage.polygon.id,
        },
        {
          polygon_id: coverage.polygon.id,
          delivery_price: coverage.polygon.delivery_price,
          minimum_order_value: coverage.polygon.minimum_order_value,
        },
      );
      update({ address: { ...input.address } });
      setBranch(coverage.supplier.slug);
      if (!(service === 'delivery' && subservice === 'schedule')) setService('delivery');
      return coverage;
    } catch (error) {
      setFailure(failureOf(error, 'service_unavailable'));
      errorFocus.reveal();
      return null;
    } finally {
      setBusy(false);
    }
  }

  return { confirm, errors, failure, busy, formRef: errorFocus.ref };
}
