import { eventsHref } from './booking.ts';

/** Follows a booking's changes (SSE); `onChange` runs at each one. Returns the unsubscribe. */
export function followBooking(id: string, token: string, onChange: () => void): () => void {
  const source = new EventSource(eventsHref(id, token));
  source.addEventListener(`booking:${id}`, onChange);
  // after a dropped connection the browser reconnects with Last-Event-ID; refetch what was missed
  source.addEventListener('open', onChange);
  return () => source.close();
}
