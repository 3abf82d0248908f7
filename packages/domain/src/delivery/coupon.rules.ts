import { COUPON_MIN_LENGTH } from '../constants.ts';

// Coupons (spec §3 Coupon, §5 "the code needs at least 4 characters, lowercase advised; an invalid
// coupon gives an error", §9). Codes are kept and compared in lowercase. Pure: `now` is an input.

export type CouponKind = 'percent' | 'fixed' | 'free_shipping';
export type CouponService = 'delivery' | 'take_away';

export interface Coupon {
  code: string;
  kind: CouponKind;
  /** percent: 1-100; fixed: minor units; free_shipping: unused. */
  value: number;
  /** Cap of a percent discount, minor units. */
  max_discount: number | null;
  /** Smallest products subtotal the coupon applies to, minor units. */
  minimum_order_value: number;
  starts_at: string | null;
  ends_at: string | null;
  max_uses: number | null;
  uses: number;
  active: boolean;
  services: CouponService[];
}

/** How a code is stored and looked up. */
export function normalizeCouponCode(raw: string): string {
  return raw.trim().toLowerCase();
}

/** Format check before asking the server. */
export function couponFormatIssue(raw: string): 'coupon_too_short' | null {
  return normalizeCouponCode(raw).length < COUPON_MIN_LENGTH ? 'coupon_too_short' : null;
}

/** Whether the diner typed uppercase letters (spec §5 "lowercase advised": a hint, not a refusal). */
export function hasUppercase(raw: string): boolean {
  return raw !== raw.toLowerCase();
}

export interface CouponContext {
  now: Date;
  service: CouponService;
  /** Products subtotal, minor units. */
  subtotal: number;
  deliveryFee: number;
}

export type CouponResult =
  | { ok: true; code: string; discount: number; freeShipping: boolean }
  | { ok: false; key: 'invalid_coupon' | 'coupon_too_short' };

/** The discount a coupon gives an order, or why it does not apply. A discount never exceeds the
 * products subtotal; free shipping removes the delivery fee. */
export function applyCoupon(coupon: Coupon | null, raw: string, ctx: CouponContext): CouponResult {
  const format = couponFormatIssue(raw);
  if (format) return { ok: false, key: format };
  if (!coupon?.active || coupon.code !== normalizeCouponCode(raw)) {
    return { ok: false, key: 'invalid_coupon' };
  }
  const now = ctx.now.getTime();
  if (coupon.starts_at && now < Date.parse(coupon.starts_at)) return { ok: false, key: 'invalid_coupon' };
  if (coupon.ends_at && now >= Date.parse(coupon.ends_at)) return { ok: false, key: 'invalid_coupon' };
  if (coupon.max_uses !== null && coupon.uses >= coupon.max_uses) return { ok: false, key: 'invalid_coupon' };
  if (!coupon.services.includes(ctx.service)) return { ok: false, key: 'invalid_coupon' };
  if (ctx.subtotal < coupon.minimum_order_value) return { ok: false, key: 'invalid_coupon' };
  switch (coupon.kind) {
    case 'percent': {
      const raw = Math.round((ctx.subtotal * Math.min(100, coupon.value)) / 100);
      const discount = Math.min(ctx.subtotal, coupon.max_discount ?? raw, raw);
      return { ok: true, code: coupon.code, discount, freeShipping: false };
    }
    case 'fixed':
      return {
        ok: true,
        code: coupon.code,
        discount: Math.min(ctx.subtotal, coupon.value),
        freeShipping: false,
      };
    case 'free_shipping':
      if (ctx.service !== 'delivery') return { ok: false, key: 'invalid_coupon' };
      return { ok: true, code: coupon.code, discount: 0, freeShipping: true };
  }
}
