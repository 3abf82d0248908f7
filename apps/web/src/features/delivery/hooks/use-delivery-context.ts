import { useDinerStore } from '../../../core/session/model/diner-store.ts';
import { useUrlBranch } from '../../../core/venue/model/use-url-branch.ts';
import { type ProfileHeaders, profileHeadersOf } from '../../../lib/profile-headers.ts';
import type { OrderKind } from '../components/service-picker.tsx';

// What the delivery screens share: the venue, the branch in the URL, the diner's credentials,
// service, location and zone, and the language for names and dates.

export function useDeliveryContext() {
  const here = useUrlBranch();
  const { venue, lang } = here;
  const profile = useDinerStore((s) => s.profile);
  const service = useDinerStore((s) => s.service);
  const subservice = useDinerStore((s) => s.subservice);
  const location = useDinerStore((s) => s.location);
  const deliveryZone = useDinerStore((s) => s.deliveryZone);
  const auth: ProfileHeaders | null = profileHeadersOf(profile);
  const kind: OrderKind =
    service === 'take_away'
      ? 'take_away'
      : service === 'delivery' && subservice === 'schedule'
        ? 'schedule'
        : 'delivery';
  return {
    ...here,
    auth,
    kind,
    location,
    deliveryZone,
    /** For dates and times: the interface language in the venue's country. */
    locale: `${lang}-${venue.country_code}`,
  };
}

export type DeliveryContext = ReturnType<typeof useDeliveryContext>;

/** The services of the delivery cart the branch offers. */
export function offeredKinds(branch: DeliveryContext['branch']): OrderKind[] {
  if (!branch) return [];
  const kinds: OrderKind[] = [];
  if (branch.service_delivery) kinds.push('delivery');
  if (branch.service_take_away) kinds.push('take_away');
  if (branch.service_schedule) kinds.push('schedule');
  return kinds;
}
