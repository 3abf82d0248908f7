import type { Floor, FloorLayout } from '@storefront/domain/on-table/floor.schema';
import type { StaffOrder } from '@storefront/domain/on-table/staff.schema';
import { api } from '@storefront/ui/lib/api-client.ts';

// The floor plan's calls (docs/staff-api.md#floor-plan, ADR 113).

export const floorApi = {
  floor: (branch: string) => api<Floor>(`/staff/floor.json?supplier_id=${encodeURIComponent(branch)}`),
  /** Saves where the places moved now stand; answers the floor as it is now. */
  arrange: (branch: string, places: FloorLayout['places']) =>
    api<Floor>(`/staff/branches/${encodeURIComponent(branch)}/floor.json`, {
      method: 'PUT',
      body: { places },
    }),
  /** One table order with its items, rounds and payments (`orders.read`). */
  order: (purchase: string) => api<StaffOrder>(`/staff/orders/${purchase}.json`),
};
