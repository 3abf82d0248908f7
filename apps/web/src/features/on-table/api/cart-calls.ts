import type { CartLineInput } from '@storefront/domain/catalog/catalog.schema';
import type { TableOrder } from '@storefront/domain/on-table/on-table.schema';
import { api } from '@storefront/ui/lib/api-client.ts';
import type { ProfileHeaders } from '../../../lib/profile-headers.ts';

// spec §7 Digital menu: the table order's cart calls.
const id = (purchaseId: string) => encodeURIComponent(purchaseId);

/** POST /menudigital/add_product_cart.json */
export function addToTable(
  auth: ProfileHeaders,
  purchaseId: string,
  product: CartLineInput,
  data: { nickname: string | null; birth_date: string | null },
  idempotencyKey: string,
) {
  return api<TableOrder>('/menudigital/add_product_cart.json', {
    method: 'POST',
    headers: { ...auth, 'idempotency-key': idempotencyKey },
    body: { product, purchase_id: purchaseId, data_purchase: data },
  });
}

/** PUT /menudigital/cart/{purchase}: new counts of pending products (0 removes) or the nickname. */
export function updateOrder(
  auth: ProfileHeaders,
  purchaseId: string,
  body: { products?: { id: string; count: number }[]; nickname?: string },
) {
  return api<TableOrder>(`/menudigital/cart/${id(purchaseId)}`, { method: 'PUT', headers: auth, body });
}

/** PUT /menudigital/cook_products/{purchase}.json: send to kitchen. */
export function cookProducts(auth: ProfileHeaders, purchaseId: string, idempotencyKey: string) {
  return api<TableOrder>(`/menudigital/cook_products/${id(purchaseId)}.json`, {
    method: 'PUT',
    headers: { ...auth, 'idempotency-key': idempotencyKey },
  });
}

/** DELETE /menudigital/clean_cart/{purchase}.json: the diner's own pending products. */
export function cleanCart(auth: ProfileHeaders, purchaseId: string) {
  return api<TableOrder>(`/menudigital/clean_cart/${id(purchaseId)}.json`, {
    method: 'DELETE',
    headers: auth,
  });
}

/** PUT /menudigital/receive_order/{purchase} */
export function receiveOrder(auth: ProfileHeaders, purchaseId: string) {
  return api<TableOrder>(`/menudigital/receive_order/${id(purchaseId)}`, { method: 'PUT', headers: auth });
}
