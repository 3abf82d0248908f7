import { describe, expect, it } from 'vitest';
import { withExceptions } from './hours.rules.ts';
import { checkSlot, generateSlots } from './slots.rules.ts';

const timeZone = 'America/Bogota';
const schedule = { lead_minutes: 60, slot_minutes: 30, capacity_per_slot: 2 };
const lunchAndDinner = [
  { days: [1, 2, 3, 4, 5, 6], from: '12:00', to: '15:00' },
  { days: [1, 2, 3, 4, 5, 6], from: '18:00', to: '22:00' },
];
// Monday 2026-03-02 11:10 in Bogotá.
const now = new Date('2026-03-02T16:10:00Z');

describe('generateSlots', () => {
  const slots = generateSlots({ now, timeZone, openingHours: lunchAndDinner, kitchenHours: [], schedule });

  it('starts after the lead time and keeps inside the opening hours', () => {
    expect(slots[0]).toEqual({
      start: '2026-03-02T17:30:00.000Z',
      end: '2026-03-02T18:00:00.000Z',
      remaining: 2,
    });
    const local = slots.map((s) =>
      new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit' }).format(
        new Date(s.start),
      ),
    );
    expect(local.slice(0, 5)).toEqual(['12:30', '13:00', '13:30', '14:00', '14:30']);
    // The last lunch slot ends at 15:00; dinner starts at 18:00 and its last slot starts at 21:30.
    expect(local).not.toContain('15:00');
    expect(local[5]).toBe('18:00');
    expect(local).toContain('21:30');
    expect(local).not.toContain('22:00');
  });

  it('skips days without hours and covers three days by default', () => {
    const days = new Set(
      slots.map((s) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(s.start))),
    );
    expect([...days]).toEqual(['2026-03-02', '2026-03-03', '2026-03-04']);
    const saturday = new Date('2026-03-07T14:00:00Z');
    const weekend = generateSlots({
      now: saturday,
      timeZone,
      openingHours: lunchAndDinner,
      kitchenHours: [],
      schedule,
    });
    const localDates = weekend.map((s) =>
      new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(s.start)),
    );
    expect(new Set(localDates)).toEqual(new Set(['2026-03-07', '2026-03-09']));
  });

  it('counts the orders taken per slot, full slots answering 0 remaining', () => {
    const taken = new Map([
      ['2026-03-02T17:30:00.000Z', 2],
      ['2026-03-02T18:00:00.000Z', 1],
    ]);
    const counted = generateSlots({
      now,
      timeZone,
      openingHours: lunchAndDinner,
      kitchenHours: [],
      schedule,
      taken,
    });
    expect(counted[0]!.remaining).toBe(0);
    expect(counted[1]!.remaining).toBe(1);
  });

  it('needs the kitchen open when a slot starts', () => {
    const kitchen = [{ days: [1, 2, 3, 4, 5, 6], from: '12:00', to: '14:00' }];
    const only = generateSlots({
      now,
      timeZone,
      openingHours: lunchAndDinner,
      kitchenHours: kitchen,
      schedule,
      days: 1,
    });
    expect(only.map((s) => s.start)).toEqual([
      '2026-03-02T17:30:00.000Z',
      '2026-03-02T18:00:00.000Z',
      '2026-03-02T18:30:00.000Z',
    ]);
  });

  it('offers slots all day when the branch sets no hours, and past midnight for late windows', () => {
    const allDay = generateSlots({ now, timeZone, openingHours: [], kitchenHours: [], schedule, days: 1 });
    // 11:10 + 60 min lead: 12:30, 13:00, ... 23:30.
    expect(allDay).toHaveLength(23);
    const late = generateSlots({
      now,
      timeZone,
      openingHours: [{ days: [1], from: '22:00', to: '01:00' }],
      kitchenHours: [],
      schedule,
      days: 2,
    });
    expect(late.map((s) => s.start).at(-1)).toBe('2026-03-03T05:30:00.000Z');
  });
});

describe('checkSlot', () => {
  const slots = [
    { start: '2026-03-02T17:30:00.000Z', end: '2026-03-02T18:00:00.000Z', remaining: 1 },
    { start: '2026-03-02T18:00:00.000Z', end: '2026-03-02T18:30:00.000Z', remaining: 0 },
  ];

  it('requires a date when scheduling (spec §5)', () => {
    expect(checkSlot(slots, null)).toEqual({ ok: false, key: 'schedule_date_required' });
    expect(checkSlot(slots, '')).toEqual({ ok: false, key: 'schedule_date_required' });
  });

  it('accepts an offered slot in any offset notation and refuses full or unknown ones', () => {
    expect(checkSlot(slots, '2026-03-02T12:30:00-05:00')).toMatchObject({ ok: true });
    expect(checkSlot(slots, '2026-03-02T18:00:00Z')).toEqual({ ok: false, key: 'slot_unavailable' });
    expect(checkSlot(slots, '2026-03-02T18:10:00Z')).toEqual({ ok: false, key: 'slot_unavailable' });
    expect(checkSlot(slots, 'tomorrow')).toEqual({ ok: false, key: 'slot_unavailable' });
  });
});

describe('generateSlots with dated exceptions (withExceptions)', () => {
  const dayOf = (s: { start: string }) =>
    new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(s.start));
  const hourOf = (s: { start: string }) =>
    new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit' }).format(
      new Date(s.start),
    );

  it('offers no slot on a closed date, and only the hours of a date that has its own', () => {
    const opening = withExceptions(lunchAndDinner, [
      { date: '2026-03-03', closed: true, windows: [] },
      { date: '2026-03-04', closed: false, windows: [{ from: '10:00', to: '11:00' }] },
    ]);
    const slots = generateSlots({ now, timeZone, openingHours: opening, kitchenHours: [], schedule });
    expect(slots.filter((s) => dayOf(s) === '2026-03-03')).toEqual([]);
    expect(slots.filter((s) => dayOf(s) === '2026-03-04').map(hourOf)).toEqual(['10:00', '10:30']);
    expect(slots.filter((s) => dayOf(s) === '2026-03-02').map(hourOf)[0]).toBe('12:30');
  });

  it('starts no slot while the kitchen is closed for the date', () => {
    const kitchen = withExceptions([], [{ date: '2026-03-03', closed: true, windows: [] }]);
    const slots = generateSlots({
      now,
      timeZone,
      openingHours: lunchAndDinner,
      kitchenHours: kitchen,
      schedule,
    });
    expect(slots.filter((s) => dayOf(s) === '2026-03-03')).toEqual([]);
    expect(slots.some((s) => dayOf(s) === '2026-03-04')).toBe(true);
  });
});
