import { describe, expect, it } from 'vitest';
import { canTransition } from '../delivery/order-status.rules.ts';
import { orderStatuses } from '../order/order.values.ts';
import {
  KITCHEN_AMBER_MINUTES,
  KITCHEN_RED_MINUTES,
  kitchenBoardStep,
  minutesSince,
  oldestFirst,
  ticketAge,
} from './kitchen.rules.ts';

const at = (minutesAgo: number, now: Date) => new Date(now.getTime() - minutesAgo * 60_000);

describe('ticketAge (amber, then red)', () => {
  it(`is fresh under ${KITCHEN_AMBER_MINUTES} minutes, amber from it, red from ${KITCHEN_RED_MINUTES}`, () => {
    const now = new Date('2026-01-01T12:00:00Z');
    expect(ticketAge(at(KITCHEN_AMBER_MINUTES - 0.5, now), now)).toBe('fresh');
    expect(ticketAge(at(KITCHEN_AMBER_MINUTES, now), now)).toBe('amber');
    expect(ticketAge(at(KITCHEN_RED_MINUTES, now), now)).toBe('red');
    expect(minutesSince(at(7.9, now), now)).toBe(7);
    expect(minutesSince(at(-1, now), now)).toBe(0);
  });
});

describe('oldestFirst', () => {
  it('orders tickets by when they were ordered, then by id', () => {
    const tickets = [
      { id: 'b', ordered_at: '2026-01-01T12:01:00.000Z' },
      { id: 'c', ordered_at: '2026-01-01T12:00:00.000Z' },
      { id: 'a', ordered_at: '2026-01-01T12:01:00.000Z' },
    ];
    expect(oldestFirst(tickets).map((t) => t.id)).toEqual(['c', 'a', 'b']);
  });
});

describe('kitchenBoardStep (online orders on the kitchen board, ADR 092)', () => {
  it('shows an order on hold to accept, then to prepare, then ready to hand over or send out', () => {
    expect(kitchenBoardStep('on_hold', 'take_away')).toEqual({ column: 'accept', next: 'accepted' });
    expect(kitchenBoardStep('on_hold', 'delivery')).toEqual({ column: 'accept', next: 'accepted' });
    expect(kitchenBoardStep('accepted', 'take_away')).toEqual({ column: 'prepare', next: 'preparation' });
    expect(kitchenBoardStep('preparation', 'delivery')).toEqual({ column: 'prepare', next: 'packed' });
    expect(kitchenBoardStep('packed', 'take_away')).toEqual({ column: 'ready', next: 'delivered' });
    expect(kitchenBoardStep('packed', 'delivery')).toEqual({ column: 'ready', next: 'on_the_way' });
  });

  it('leaves the board once out for delivery, finished or canceled', () => {
    for (const status of ['on_the_way', 'delivered', 'canceled', 'finished', 'in_progress'] as const) {
      expect(kitchenBoardStep(status, 'delivery')).toBeNull();
      expect(kitchenBoardStep(status, 'take_away')).toBeNull();
    }
  });

  it('offers only moves the order statuses allow', () => {
    for (const service of ['delivery', 'take_away'] as const)
      for (const status of orderStatuses) {
        const step = kitchenBoardStep(status, service);
        if (step)
          expect(canTransition(status, step.next, { service, paymentMandatory: false, paid: true })).toEqual({
            ok: true,
          });
      }
  });
});
