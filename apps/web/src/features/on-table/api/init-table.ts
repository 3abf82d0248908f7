import type { TableInit, TableOrder } from '@storefront/domain/on-table/on-table.schema';
import { api } from '@storefront/ui/lib/api-client.ts';
import type { ProfileHeaders } from '../../../lib/profile-headers.ts';
import { queryOptions } from '@storefront/ui/lib/query.tsx';

/** GET /menudigital/init?supplier_id&table_code: the place a QR code names. */
export function initTable(auth: ProfileHeaders, supplierId: string, tableCode: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ supplier_id: supplierId, table_code: tableCode });
  return api<TableInit>(`/menudigital/init?${query}`, { headers: auth, signal });
}

export function tableInitQueryOptions(
  auth: ProfileHeaders | null,
  supplierId: string,
  tableCode: string | null,
) {
  return queryOptions({
    queryKey: ['on-table', 'init', supplierId, tableCode, auth?.profileid],
    queryFn: ({ signal }) => initTable(auth!, supplierId, tableCode!, signal),
    enabled: auth !== null && tableCode !== null,
    retry: false,
  });
}

export interface JoinTable {
  supplier_id: string;
  table_code: string;
  nickname: string | null;
  place_number: string | null;
  subservice: 'room' | 'grab_and_go' | null;
}

/** POST /menudigital/init.json: create the table's order, or join the open one. */
export function joinTable(auth: ProfileHeaders, purchase: JoinTable, idempotencyKey: string) {
  return api<TableOrder>('/menudigital/init.json', {
    method: 'POST',
    headers: { ...auth, 'idempotency-key': idempotencyKey },
    body: { purchase: { service: 'on_table', ...purchase } },
  });
}
