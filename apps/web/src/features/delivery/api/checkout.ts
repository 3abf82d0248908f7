import type { DeliveryOrder, PlaceOrderBody } from '@storefront/domain/delivery/delivery.schema';
import { api } from '@storefront/ui/lib/api-client.ts';
import type { ProfileHeaders } from '../../../lib/profile-headers.ts';

// Coupon preview and placing the order (docs/decisions/016-delivery.md).

export interface CouponPreview {
  code: string;
  discount: number;
  free_shipping: boolean;
}

export function previewCoupon(
  slug: string,
  body: { code: string; service: 'delivery' | 'take_away'; subtotal: number; delivery_fee: number },
): Promise<CouponPreview> {
  return api<CouponPreview>(`/delivery/suppliers/${encodeURIComponent(slug)}/coupon.json`, {
    method: 'POST',
    body,
  });
}

/** The Idempotency-Key makes a retried or double-submitted order exist once (docs/decisions/016-delivery.md). */
export function placeOrder(
  auth: ProfileHeaders,
  slug: string,
  body: PlaceOrderBody,
  key: string,
): Promise<DeliveryOrder> {
  return api<DeliveryOrder>(`/delivery/suppliers/${encodeURIComponent(slug)}/orders.json`, {
    method: 'POST',
    body,
    headers: { ...auth, 'idempotency-key': key },
  });
}
