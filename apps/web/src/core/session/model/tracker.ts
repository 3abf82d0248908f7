import { TRACKING_RETRY_MS } from '@storefront/domain/constants';
import type { CreateTrackingBody, TrackingEvent } from '@storefront/domain/tracking/tracking.schema';
import type { InstanceConfig } from '@storefront/domain/venue/config.schema';
import { postTracking } from '../api/tracking.ts';
import { diner } from './diner-store.ts';

// Page views and clicks (spec §7 Tracking). Events wait for a session, checked every second
// (spec §8); a failed post is dropped: tracking never disturbs the diner.

type Extra = Partial<
  Pick<
    CreateTrackingBody,
    'product_id' | 'popup_id' | 'home_content_id' | 'purchase_id' | 'cross_sell_id' | 'label'
  >
>;

interface Pending {
  event: TrackingEvent;
  view: string;
  extra: Extra;
  supplierSlug: string | null;
  service: string | null;
}

const MAX_PENDING = 100;
const pending: Pending[] = [];
let venue: InstanceConfig | null = null;
let timer: ReturnType<typeof setTimeout> | null = null;

export function startTracker(forVenue: InstanceConfig): void {
  venue = forVenue;
}

function flush(): void {
  timer = null;
  const state = diner.get();
  if (!venue || !state.sessionId) {
    timer = setTimeout(flush, TRACKING_RETRY_MS);
    return;
  }
  for (const item of pending.splice(0)) {
    const branch = venue.suppliers.find((s) => s.slug === item.supplierSlug);
    void postTracking({
      event: item.event,
      view_vue: item.view,
      session_id: state.sessionId,
      service: item.service,
      customer_id: String(venue.id),
      supplier_id: branch ? String(branch.id) : null,
      profile_id: state.profile?.id ?? null,
      acquisition_id: state.acquisitionId,
      ...item.extra,
    }).catch(() => {});
  }
}

/** Records an event with the diner's branch and service as they are now. */
export function track(event: TrackingEvent, view: string, extra: Extra = {}): void {
  const { supplierSlug, service } = diner.get();
  if (pending.length >= MAX_PENDING) pending.shift();
  pending.push({ event, view, extra, supplierSlug, service });
  if (!timer) timer = setTimeout(flush, 0);
}
