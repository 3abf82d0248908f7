import type { TableOrder } from '@storefront/domain/on-table/on-table.schema';
import { api } from '@storefront/ui/lib/api-client.ts';
import type { ProfileHeaders } from '../../../lib/profile-headers.ts';
import { queryOptions, useQuery } from '@storefront/ui/lib/query.tsx';

/** GET /menudigital/cart/{purchase}.json: the shared table order. */
export function getTableOrder(auth: ProfileHeaders, purchaseId: string, signal?: AbortSignal) {
  return api<TableOrder>(`/menudigital/cart/${encodeURIComponent(purchaseId)}.json`, {
    headers: auth,
    signal,
  });
}

export const tableOrderKey = (purchaseId: string | null) => ['on-table', 'order', purchaseId] as const;

export function tableOrderQueryOptions(auth: ProfileHeaders | null, purchaseId: string | null) {
  return queryOptions({
    queryKey: tableOrderKey(purchaseId),
    queryFn: ({ signal }) => getTableOrder(auth!, purchaseId!, signal),
    enabled: auth !== null && purchaseId !== null,
    retry: false,
  });
}

export function useTableOrder(auth: ProfileHeaders | null, purchaseId: string | null) {
  return useQuery(tableOrderQueryOptions(auth, purchaseId));
}
