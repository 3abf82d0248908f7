import type {
  BillDiscountBody,
  Correction,
  ItemDiscountBody,
  MergeOrderBody,
  MoveOrderBody,
  SplitOrderBody,
  VoidItemBody,
} from '@storefront/domain/on-table/corrections.schema';
import type { StaffOrder } from '@storefront/domain/on-table/staff.schema';
import { api } from '@storefront/ui/lib/api-client.ts';

// The corrections' calls (docs/staff-api.md#corrections, ADR 114). Each write carries the
// Idempotency-Key its form keeps for one attempt: a retry after a lost answer corrects nothing twice.

const post = <T>(url: string, body: unknown, key: string) =>
  api<T>(url, { method: 'POST', body, headers: { 'idempotency-key': key } });

export const correctionsApi = {
  order: (purchase: string) => api<StaffOrder>(`/staff/orders/${purchase}.json`),
  trail: (purchase: string) =>
    api<{ corrections: Correction[] }>(`/staff/orders/${purchase}/corrections.json`),
  voidItem: (purchase: string, item: string, body: VoidItemBody, key: string) =>
    post<StaffOrder>(`/staff/orders/${purchase}/items/${item}/void.json`, body, key),
  discountItem: (purchase: string, item: string, body: ItemDiscountBody, key: string) =>
    post<StaffOrder>(`/staff/orders/${purchase}/items/${item}/discount.json`, body, key),
  discountBill: (purchase: string, body: BillDiscountBody, key: string) =>
    post<StaffOrder>(`/staff/orders/${purchase}/discount.json`, body, key),
  move: (purchase: string, body: MoveOrderBody, key: string) =>
    post<StaffOrder>(`/staff/orders/${purchase}/move.json`, body, key),
  merge: (purchase: string, body: MergeOrderBody, key: string) =>
    post<StaffOrder>(`/staff/orders/${purchase}/merge.json`, body, key),
  split: (purchase: string, body: SplitOrderBody, key: string) =>
    post<StaffOrder>(`/staff/orders/${purchase}/split.json`, body, key),
};
