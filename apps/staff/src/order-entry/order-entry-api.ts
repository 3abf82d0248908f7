import type { MenuProduct } from '@storefront/domain/catalog/catalog.schema';
import type { DeliveryOrder } from '@storefront/domain/delivery/delivery.schema';
import type { StaffAddItemBody, StaffPhoneOrderBody } from '@storefront/domain/on-table/order-entry.schema';
import type { StaffOrder } from '@storefront/domain/on-table/staff.schema';
import { api } from '@storefront/ui/lib/api-client.ts';

// Order entry's calls (docs/staff-api.md#order-entry, ADR 112). The writes carry an Idempotency-Key
// the screen keeps for one attempt: a retry after a lost answer adds nothing twice.

const withKey = (key: string) => ({ 'idempotency-key': key });

export const orderEntryApi = {
  /** The branch's menu as its diners read it (the server prices every line again). */
  menu: (branch: string) =>
    api<{ products: MenuProduct[] }>(`/catalog/${encodeURIComponent(branch)}/menu.json`),
  openPlace: (place: string) => api<StaffOrder>(`/staff/places/${place}/order.json`, { method: 'POST' }),
  addItem: (purchase: string, body: StaffAddItemBody, key: string) =>
    api<StaffOrder>(`/staff/orders/${purchase}/items.json`, { method: 'POST', body, headers: withKey(key) }),
  send: (purchase: string, key: string) =>
    api<StaffOrder>(`/staff/orders/${purchase}/send.json`, { method: 'PUT', headers: withKey(key) }),
  phoneOrder: (branch: string, body: StaffPhoneOrderBody, key: string) =>
    api<DeliveryOrder>(`/staff/phone-orders.json?supplier_id=${encodeURIComponent(branch)}`, {
      method: 'POST',
      body,
      headers: withKey(key),
    }),
};

/** A new Idempotency-Key for one attempt of a write. */
export const newKey = () => crypto.randomUUID();
