import type { DeliveryOrder, OrderSummary } from '@storefront/domain/delivery/delivery.schema';
import { api } from '@storefront/ui/lib/api-client.ts';
import type { ProfileHeaders } from '../../../lib/profile-headers.ts';
import { queryOptions, useQuery } from '@storefront/ui/lib/query.tsx';

// The diner's orders (docs/decisions/016-delivery.md).

export function orderQuery(auth: ProfileHeaders | null, id: string | undefined) {
  return queryOptions({
    queryKey: ['delivery', 'order', id],
    queryFn: () => api<DeliveryOrder>(`/delivery/orders/${encodeURIComponent(id!)}.json`, { headers: auth! }),
    enabled: auth !== null && Boolean(id),
  });
}

export const useOrder = (auth: ProfileHeaders | null, id: string | undefined) =>
  useQuery(orderQuery(auth, id));

export function useOrders(auth: ProfileHeaders | null, supplierSlug: string | null) {
  return useQuery({
    queryKey: ['delivery', 'orders', auth?.profileid ?? null, supplierSlug],
    queryFn: () =>
      api<{ orders: OrderSummary[] }>(
        `/delivery/orders.json${supplierSlug ? `?supplier_id=${encodeURIComponent(supplierSlug)}` : ''}`,
        { headers: auth! },
      ).then((r) => r.orders),
    enabled: auth !== null,
  });
}

/** POST /menudigital/rates.json?purchase_id&token (spec §7): the rating of an order. */
export function rateOrder(
  auth: ProfileHeaders,
  purchaseId: string,
  token: string,
  score: number,
  comment: string | null,
) {
  const query = new URLSearchParams({ purchase_id: purchaseId, token });
  return api<{ id: string }>(`/menudigital/rates.json?${query}`, {
    method: 'POST',
    body: { rate: { score, comment } },
    headers: auth,
  });
}
