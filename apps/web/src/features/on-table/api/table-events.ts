import { followEvents } from '@storefront/ui/lib/live-events.ts';
import type { ProfileHeaders } from '../../../lib/profile-headers.ts';

/** Follows GET /menudigital/events/{purchase}: every change another diner makes at the table.
 * Returns the function that stops it. */
export function followTable(
  auth: ProfileHeaders,
  purchaseId: string,
  onEvent: (data: { type?: string; into?: unknown }) => void,
) {
  return followEvents(`/menudigital/events/${encodeURIComponent(purchaseId)}`, { ...auth }, onEvent);
}
