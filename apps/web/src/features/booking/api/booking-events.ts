import { followEvents } from '@storefront/ui/lib/live-events.ts';
import { eventsHref } from './booking.ts';

/** Follows a booking's changes (SSE, the token in the link is the key); `onChange` runs at each
 * one, also for those replayed after a dropped connection. Returns the unsubscribe. */
export function followBooking(id: string, token: string, onChange: () => void): () => void {
  return followEvents(eventsHref(id, token), {}, () => onChange());
}
