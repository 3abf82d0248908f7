import {
  deliveryFee,
  minimumIssue,
  type OrderTotals,
  orderTotals,
} from '@storefront/domain/delivery/pricing.rules';
import { tipToCome } from '@storefront/domain/order/totals.rules';
import type { TipChoice } from '@storefront/domain/tip/tip.schema';

// What the delivery cart shows before the order exists (docs/decisions/016-delivery.md). The server prices the order
// again from the database; this is the same rule run on the cart's prices for display.

export interface SummaryInput {
  service: 'delivery' | 'take_away';
  /** Products subtotal of the cart lines, minor units. */
  subtotal: number;
  zone: { delivery_price: number; minimum_order_value: number } | null;
  branchMinimum: number;
  freeShippingFrom: number | null;
  coupon: { discount: number; free_shipping: boolean } | null;
  tip: TipChoice;
}

export interface Summary extends OrderTotals {
  /** The order's minimum when the cart is under it. */
  minimum: number | null;
  /** How much more makes delivery free, when there is such a threshold. */
  toFreeShipping: number | null;
}

export function cartSummary(input: SummaryInput): Summary {
  const zonePrice = input.service === 'delivery' ? (input.zone?.delivery_price ?? 0) : 0;
  const fee = deliveryFee({
    service: input.service,
    zonePrice,
    subtotal: input.subtotal,
    freeShippingFrom: input.freeShippingFrom,
    freeShippingCoupon: input.coupon?.free_shipping ?? false,
  });
  const totals = orderTotals({
    subtotal: input.subtotal,
    deliveryFee: fee,
    discount: input.coupon?.discount ?? 0,
    tip: input.tip,
  });
  const zoneMinimum = input.service === 'delivery' ? input.zone?.minimum_order_value : 0;
  const minimum = minimumIssue(input.subtotal, zoneMinimum, input.branchMinimum)?.minValue ?? null;
  const toFreeShipping =
    input.service === 'delivery' && fee > 0 && input.freeShippingFrom !== null
      ? input.freeShippingFrom - input.subtotal
      : null;
  return { ...totals, minimum, toFreeShipping };
}

/** A placed order's totals as the diner pays them: a chosen tip still unpaid is shown on top (it
 * joins the purchase when the payment carrying it is paid). */
export function placedTotals(order: {
  subtotal: number;
  delivery_fee: number;
  discount: number;
  tip: number;
  total: number;
  details: { tip_amount: number };
}): OrderTotals {
  const pendingTip = tipToCome(order.tip, order.details.tip_amount);
  return {
    subtotal: order.subtotal,
    delivery_fee: order.delivery_fee,
    discount: order.discount,
    tip: order.tip + pendingTip,
    total: order.total + pendingTip,
  };
}
