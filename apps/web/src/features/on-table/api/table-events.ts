import { followEvents } from '../../../lib/live-events.ts';
import type { TableAuth } from './table-auth.ts';

/** Follows GET /menudigital/events/{purchase}: every change another diner makes at the table.
 * Returns the function that stops it. */
export function followTable(auth: TableAuth, purchaseId: string, onEvent: (data: { type?: string }) => void) {
  return followEvents(`/menudigital/events/${encodeURIComponent(purchaseId)}`, { ...auth }, onEvent);
}
