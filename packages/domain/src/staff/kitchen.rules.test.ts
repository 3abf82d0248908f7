import { describe, expect, it } from 'vitest';
import {
  KITCHEN_AMBER_MINUTES,
  KITCHEN_RED_MINUTES,
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
