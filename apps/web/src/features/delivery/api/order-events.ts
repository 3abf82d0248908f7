import { followEvents } from '@storefront/ui/lib/live-events.ts';
import type { ProfileHeaders } from '../../../lib/profile-headers.ts';

/** Follows GET /delivery/orders/{id}/events: the order's status as it changes. Returns the
 * function that stops it. */
export function followOrder(auth: ProfileHeaders, id: string, onEvent: (data: unknown) => void): () => void {
  return followEvents(`/delivery/orders/${encodeURIComponent(id)}/events`, auth, onEvent);
}
