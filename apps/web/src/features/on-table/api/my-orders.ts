import type { MyOrderSummary } from '@storefront/domain/on-table/on-table.schema';
import { api } from '@storefront/ui/lib/api-client.ts';
import type { ProfileHeaders } from '../../../lib/profile-headers.ts';

/** GET /menudigital/my_orders.json?supplier_id */
export function getMyOrders(auth: ProfileHeaders, supplierId: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ supplier_id: supplierId });
  return api<{ orders: MyOrderSummary[] }>(`/menudigital/my_orders.json?${query}`, { headers: auth, signal });
}
