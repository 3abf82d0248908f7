import { describe, expect, it } from 'vitest';
import {
  applyCoupon,
  type Coupon,
  couponFormatIssue,
  hasUppercase,
  normalizeCouponCode,
} from './coupon.rules.ts';

const now = new Date('2026-03-02T17:00:00Z');
const percent: Coupon = {
  code: 'bienvenida',
  kind: 'percent',
  value: 10,
  max_discount: 20_000,
  minimum_order_value: 30_000,
  starts_at: null,
  ends_at: null,
  max_uses: null,
  uses: 0,
  active: true,
  services: ['delivery', 'take_away'],
};
/** Another kind of coupon, with no order minimum. */
const withoutMinimum = (code: string, kind: Coupon['kind'], value: number): Coupon => ({
  ...percent,
  code,
  kind,
  value,
  minimum_order_value: 0,
});
const ctx = { now, service: 'delivery' as const, subtotal: 50_000, deliveryFee: 5_000 };

describe('coupon format (spec §5, §9)', () => {
  it('needs at least 4 characters and compares in lowercase', () => {
    expect(couponFormatIssue('abc')).toBe('coupon_too_short');
    expect(couponFormatIssue('  ab  ')).toBe('coupon_too_short');
    expect(couponFormatIssue('abcd')).toBeNull();
    expect(normalizeCouponCode(' BienVenida ')).toBe('bienvenida');
    expect(hasUppercase('BIENVENIDA')).toBe(true);
    expect(hasUppercase('bienvenida')).toBe(false);
  });
});

describe('applyCoupon', () => {
  it('gives a percent of the products subtotal, capped', () => {
    expect(applyCoupon(percent, 'BIENVENIDA', ctx)).toEqual({
      ok: true,
      code: 'bienvenida',
      discount: 5_000,
      freeShipping: false,
    });
    expect(applyCoupon(percent, 'bienvenida', { ...ctx, subtotal: 400_000 })).toMatchObject({
      discount: 20_000,
    });
  });

  it('never discounts more than the products', () => {
    const fixed = withoutMinimum('menos50', 'fixed', 50_000);
    expect(applyCoupon(fixed, 'menos50', { ...ctx, subtotal: 12_000 })).toMatchObject({
      ok: true,
      discount: 12_000,
    });
  });

  it('gives free shipping on delivery only', () => {
    const shipping = withoutMinimum('envio', 'free_shipping', 0);
    expect(applyCoupon(shipping, 'envio', ctx)).toEqual({
      ok: true,
      code: 'envio',
      discount: 0,
      freeShipping: true,
    });
    expect(applyCoupon(shipping, 'envio', { ...ctx, service: 'take_away' })).toEqual({
      ok: false,
      key: 'invalid_coupon',
    });
  });

  it.each([
    ['unknown', null, 'nada1'],
    ['inactive', { ...percent, active: false }, 'bienvenida'],
    ['not started', { ...percent, starts_at: '2026-03-03T00:00:00Z' }, 'bienvenida'],
    ['expired', { ...percent, ends_at: '2026-03-02T17:00:00Z' }, 'bienvenida'],
    ['used up', { ...percent, max_uses: 3, uses: 3 }, 'bienvenida'],
    ['for another service', { ...percent, services: ['take_away'] as Coupon['services'] }, 'bienvenida'],
    ['under its minimum', { ...percent, minimum_order_value: 60_000 }, 'bienvenida'],
  ])('answers invalid_coupon when %s', (_case, coupon, code) => {
    expect(applyCoupon(coupon as Coupon | null, code, ctx)).toEqual({ ok: false, key: 'invalid_coupon' });
  });

  it('refuses a too-short code before looking at the coupon', () => {
    expect(applyCoupon(percent, 'bie', ctx)).toEqual({ ok: false, key: 'coupon_too_short' });
  });
});
