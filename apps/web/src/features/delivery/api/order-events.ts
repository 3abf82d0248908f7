import { followEvents } from '../../../lib/live-events.ts';
import { asHeaders, type DinerAuth } from './auth.ts';

/** Follows GET /delivery/orders/{id}/events: the order's status as it changes. Returns the
 * function that stops it. */
export function followOrder(auth: DinerAuth, id: string, onEvent: (data: unknown) => void): () => void {
  return followEvents(`/delivery/orders/${encodeURIComponent(id)}/events`, asHeaders(auth), onEvent);
}
