import { purchaseTotals } from '../order/totals.rules.ts';
import { tipOn } from '../tip/tip.rules.ts';
import type { TipChoice } from '../tip/tip.schema.ts';

// Totals of a delivery or take-away order (spec §3 Order state tip, §5 minimum purchase value,
// §9 delivery fees or free shipping per venue). Minor units throughout.

/** Delivery price of the zone, free once the products reach `freeShippingFrom` (when set). */
export function deliveryFee(input: {
  service: 'delivery' | 'take_away';
  zonePrice: number;
  subtotal: number;
  freeShippingFrom: number | null;
  freeShippingCoupon?: boolean;
}): number {
  if (input.service !== 'delivery' || input.freeShippingCoupon) return 0;
  if (input.freeShippingFrom !== null && input.subtotal >= input.freeShippingFrom) return 0;
  return input.zonePrice;
}

/** The order's minimum (zone and branch, the higher one), checked on the products subtotal. */
export function minimumIssue(subtotal: number, ...minimums: (number | null | undefined)[]) {
  const minValue = Math.max(0, ...minimums.map((m) => m ?? 0));
  return subtotal >= minValue ? null : { key: 'minimum_value' as const, minValue };
}

export interface OrderTotals {
  subtotal: number;
  delivery_fee: number;
  discount: number;
  tip: number;
  total: number;
}

/** A delivery order's purchase totals (order/totals.rules) before it exists; the tip is on the
 * products subtotal. */
export function orderTotals(input: {
  subtotal: number;
  deliveryFee: number;
  discount: number;
  tip: TipChoice;
}): OrderTotals {
  const { subtotal, delivery_fee, discount, tip, total } = purchaseTotals({
    subtotal: input.subtotal,
    delivery_fee: input.deliveryFee,
    discount: input.discount,
    tip: tipOn(input.subtotal, input.tip),
    paid_amount: 0,
  });
  return { subtotal, delivery_fee, discount, tip, total };
}
