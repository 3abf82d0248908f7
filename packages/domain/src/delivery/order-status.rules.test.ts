import { describe, expect, it } from 'vitest';
import type { OrderStatus } from '../order/order.schema.ts';
import {
  canTransition,
  isFinalStatus,
  nextForwardStatus,
  takesPaymentAtHandover,
  trackingSteps,
} from './order-status.rules.ts';

const delivery = { service: 'delivery' as const, paymentMandatory: false, paid: false };
const takeAway = { ...delivery, service: 'take_away' as const };

describe('order status transitions (spec §4)', () => {
  it('walks a delivery order from on hold to delivered', () => {
    const path: OrderStatus[] = ['on_hold', 'accepted', 'preparation', 'packed', 'on_the_way', 'delivered'];
    for (let i = 1; i < path.length; i++)
      expect(canTransition(path[i - 1]!, path[i]!, delivery)).toEqual({ ok: true });
  });

  it('hands a take-away order over at the counter: packed -> delivered, never on the way', () => {
    expect(canTransition('packed', 'delivered', takeAway)).toEqual({ ok: true });
    expect(canTransition('packed', 'on_the_way', takeAway)).toMatchObject({
      key: 'status_transition_invalid',
    });
    expect(canTransition('packed', 'delivered', delivery)).toMatchObject({
      key: 'status_transition_invalid',
    });
  });

  it('refuses skipping steps, going back and leaving a final status', () => {
    expect(canTransition('on_hold', 'packed', delivery)).toMatchObject({ ok: false });
    expect(canTransition('preparation', 'accepted', delivery)).toMatchObject({ ok: false });
    expect(canTransition('delivered', 'canceled', { ...delivery, reason: 'x' })).toMatchObject({ ok: false });
    expect(canTransition('canceled', 'accepted', delivery)).toMatchObject({ ok: false });
  });

  it('cancels only with a reason', () => {
    expect(canTransition('accepted', 'canceled', delivery)).toEqual({
      ok: false,
      key: 'cancel_reason_required',
    });
    expect(canTransition('accepted', 'canceled', { ...delivery, reason: '  ' })).toMatchObject({ ok: false });
    expect(canTransition('on_the_way', 'canceled', { ...delivery, reason: 'Dirección inexistente' })).toEqual(
      { ok: true },
    );
  });

  it('sends nothing to the kitchen before a mandatory payment succeeds', () => {
    const unpaid = { ...delivery, paymentMandatory: true, paid: false };
    expect(canTransition('on_hold', 'accepted', unpaid)).toEqual({ ok: false, key: 'payment_required' });
    expect(canTransition('on_hold', 'accepted', { ...unpaid, paid: true })).toEqual({ ok: true });
    expect(canTransition('on_hold', 'canceled', { ...unpaid, reason: 'sin pago' })).toEqual({ ok: true });
  });

  it('shows take-away diners no "on the way" step', () => {
    expect(trackingSteps('take_away')).not.toContain('on_the_way');
    expect(trackingSteps('delivery')).toContain('on_the_way');
    expect(isFinalStatus('delivered')).toBe(true);
    expect(isFinalStatus('packed')).toBe(false);
  });
});

describe('nextForwardStatus', () => {
  it('walks the delivery flow one step at a time, take-away skipping on the way', () => {
    expect(nextForwardStatus('on_hold', 'delivery')).toBe('accepted');
    expect(nextForwardStatus('packed', 'delivery')).toBe('on_the_way');
    expect(nextForwardStatus('packed', 'take_away')).toBe('delivered');
    expect(nextForwardStatus('delivered', 'delivery')).toBeNull();
    expect(nextForwardStatus('canceled', 'take_away')).toBeNull();
    for (const service of ['delivery', 'take_away'] as const) {
      for (const from of trackingSteps(service)) {
        const to = nextForwardStatus(from, service);
        if (to)
          expect(canTransition(from, to, { service, paymentMandatory: false, paid: true }).ok).toBe(true);
      }
    }
  });
});

describe('takesPaymentAtHandover', () => {
  it('takes the waiting cash or card-reader money when the order is delivered, at no other step', () => {
    expect(takesPaymentAtHandover('delivered')).toBe(true);
    for (const status of ['on_hold', 'accepted', 'preparation', 'packed', 'on_the_way', 'canceled'] as const)
      expect(takesPaymentAtHandover(status), status).toBe(false);
  });
});
