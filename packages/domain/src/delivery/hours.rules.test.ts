import { describe, expect, it } from 'vitest';
import {
  addDays,
  branchState,
  isOpenAt,
  localClock,
  serviceHours,
  type TemporalLike,
  tableServiceOpen,
  wallPartsByIntl,
  wallPartsByTemporal,
  withExceptions,
  zonedInstant,
} from './hours.rules.ts';

const bogota = 'America/Bogota'; // UTC-5, no daylight saving
const santiago = 'America/Santiago'; // daylight saving

describe('local clock and zoned instants', () => {
  it('reads the wall clock of the venue time zone', () => {
    expect(localClock(new Date('2026-03-02T03:30:00Z'), bogota)).toEqual({
      date: '2026-03-01',
      day: 0,
      minutes: 22 * 60 + 30,
    });
  });

  it('turns a local date and time into the instant, also across a daylight-saving change', () => {
    expect(zonedInstant('2026-03-01', 22 * 60 + 30, bogota).toISOString()).toBe('2026-03-02T03:30:00.000Z');
    expect(zonedInstant('2026-03-01', 24 * 60 + 30, bogota).toISOString()).toBe('2026-03-02T05:30:00.000Z');
    // Chile: UTC-3 in January (summer), UTC-4 in July.
    expect(zonedInstant('2026-01-15', 12 * 60, santiago).toISOString()).toBe('2026-01-15T15:00:00.000Z');
    expect(zonedInstant('2026-07-15', 12 * 60, santiago).toISOString()).toBe('2026-07-15T16:00:00.000Z');
  });

  it('reads the same wall clock through Temporal as through Intl, across daylight-saving changes', () => {
    // The domain project runs with --harmony-temporal (vitest.config.ts), so both engines are here.
    const temporal = (globalThis as { Temporal?: TemporalLike }).Temporal;
    expect(temporal, 'node --harmony-temporal').toBeDefined();
    if (!temporal) return;
    const zones = [
      bogota,
      santiago,
      'America/Sao_Paulo',
      'America/Mexico_City',
      'Europe/Madrid',
      'Europe/Lisbon',
      'UTC',
    ];
    // Node's flagged Temporal takes half a millisecond a call (Chromium's, 3 µs), so: every 47 h
    // 7 min 13 s through 2026 in every zone, and every 10 min 13 s through the UTC days of each
    // daylight-saving change in the zones that change. The instants where the two disagree listed.
    const disagree: string[] = [];
    let compared = 0;
    const compare = (at: number, zone: string) => {
      const a = wallPartsByTemporal(temporal, new Date(at), zone);
      const b = wallPartsByIntl(new Date(at), zone);
      if (JSON.stringify(a) !== JSON.stringify(b)) disagree.push(`${new Date(at).toISOString()} ${zone}`);
      compared++;
    };
    for (let at = Date.UTC(2026, 0, 1); at < Date.UTC(2027, 0, 1); at += (47 * 60 + 7) * 60_000 + 13_000) {
      for (const zone of zones) compare(at, zone);
    }
    const changes: [string, string[]][] = [
      ['2026-04-05', [santiago]],
      ['2026-09-06', [santiago]],
      ['2026-03-29', ['Europe/Madrid', 'Europe/Lisbon']],
      ['2026-10-25', ['Europe/Madrid', 'Europe/Lisbon']],
    ];
    for (const [day, changing] of changes) {
      const from = Date.parse(`${day}T00:00:00Z`);
      for (let at = from; at < from + 86_400_000; at += 10 * 60_000 + 13_000) {
        for (const zone of changing) compare(at, zone);
      }
    }
    expect(disagree).toEqual([]);
    expect(compared).toBeGreaterThan(1_500);
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
});

describe('opening hours', () => {
  const weekdays = [{ days: [1, 2, 3, 4, 5], from: '11:00', to: '22:00' }];
  const lateNight = [{ days: [5, 6], from: '20:00', to: '02:00' }];

  it('is open inside a window and closed outside it, in the venue time zone', () => {
    // Monday 2026-03-02 12:00 in Bogotá = 17:00 UTC.
    expect(isOpenAt(weekdays, new Date('2026-03-02T17:00:00Z'), bogota)).toBe(true);
    // Monday 22:00 local: closing time is exclusive.
    expect(isOpenAt(weekdays, new Date('2026-03-03T03:00:00Z'), bogota)).toBe(false);
    // Sunday noon.
    expect(isOpenAt(weekdays, new Date('2026-03-01T17:00:00Z'), bogota)).toBe(false);
  });

  it('runs a window past midnight into the next day', () => {
    // Saturday 01:00 local belongs to Friday's window; Sunday 01:00 to Saturday's.
    expect(isOpenAt(lateNight, new Date('2026-03-07T06:00:00Z'), bogota)).toBe(true);
    expect(isOpenAt(lateNight, new Date('2026-03-08T06:00:00Z'), bogota)).toBe(true);
    // Monday 01:00: Sunday has no window.
    expect(isOpenAt(lateNight, new Date('2026-03-09T06:00:00Z'), bogota)).toBe(false);
  });

  it('treats no windows as always open and 00:00-24:00 as all day', () => {
    expect(isOpenAt([], new Date(), bogota)).toBe(true);
    const allDay = [{ days: [0, 1, 2, 3, 4, 5, 6], from: '00:00', to: '24:00' }];
    expect(isOpenAt(allDay, new Date('2026-03-02T04:59:00Z'), bogota)).toBe(true);
  });

  it('reads no clock for no windows: a menu of products without hours costs no clock call', () => {
    // an unknown time zone makes Temporal and Intl throw, so this passes only when the clock is never read
    expect(isOpenAt([], new Date(), 'Not/AZone')).toBe(true);
    expect(() => isOpenAt([{ days: [1], from: '09:00', to: '17:00' }], new Date(), 'Not/AZone')).toThrow();
  });

  it("answers spec §8's messages in order: service, branch, kitchen", () => {
    const at = new Date('2026-03-02T17:00:00Z');
    const base = { openingHours: weekdays, kitchenHours: [], at, timeZone: bogota };
    expect(branchState({ ...base, serviceOffered: true, serviceActive: true })).toEqual({ ok: true });
    expect(branchState({ ...base, serviceOffered: false, serviceActive: true })).toEqual({
      ok: false,
      key: 'delivery_closed',
    });
    expect(branchState({ ...base, serviceOffered: true, serviceActive: false })).toMatchObject({
      key: 'delivery_closed',
    });
    expect(
      branchState({
        ...base,
        serviceOffered: true,
        serviceActive: true,
        at: new Date('2026-03-01T17:00:00Z'),
      }),
    ).toMatchObject({ key: 'supplier_closed' });
    expect(
      branchState({
        ...base,
        serviceOffered: true,
        serviceActive: true,
        kitchenHours: [{ days: [1], from: '12:30', to: '15:00' }],
      }),
    ).toMatchObject({ key: 'kitchen_closed' });
  });
});

describe('withExceptions', () => {
  const week = [{ days: [0, 1, 2, 3, 4, 5, 6], from: '12:00', to: '22:00' }];
  const zone = 'America/Bogota';
  // 2026-12-24 and 25 are a Thursday and a Friday; 17:00 in Bogotá is 22:00 UTC
  const at = (date: string, hhmm: string) => new Date(`${date}T${hhmm}:00-05:00`);

  it('closes a closed date and leaves the others as the week says', () => {
    const windows = withExceptions(week, [{ date: '2026-12-25', closed: true, windows: [] }]);
    expect(isOpenAt(windows, at('2026-12-25', '17:00'), zone)).toBe(false);
    expect(isOpenAt(windows, at('2026-12-24', '17:00'), zone)).toBe(true);
  });

  it('opens a date with its own hours only, and a branch open all day can close a date', () => {
    const windows = withExceptions(week, [
      { date: '2026-12-24', closed: false, windows: [{ from: '09:00', to: '14:00' }] },
    ]);
    expect(isOpenAt(windows, at('2026-12-24', '10:00'), zone)).toBe(true);
    expect(isOpenAt(windows, at('2026-12-24', '17:00'), zone)).toBe(false);
    expect(isOpenAt(windows, at('2026-12-23', '10:00'), zone)).toBe(false);
    const always = withExceptions([], [{ date: '2026-12-25', closed: true, windows: [] }]);
    expect(isOpenAt(always, at('2026-12-25', '03:00'), zone)).toBe(false);
    expect(isOpenAt(always, at('2026-12-26', '03:00'), zone)).toBe(true);
  });

  it('keeps the night of the day before a closed date (a window past midnight belongs to its start)', () => {
    const late = [{ days: [0, 1, 2, 3, 4, 5, 6], from: '20:00', to: '02:00' }];
    const windows = withExceptions(late, [{ date: '2026-12-25', closed: true, windows: [] }]);
    expect(isOpenAt(windows, at('2026-12-25', '01:00'), zone)).toBe(true);
    expect(isOpenAt(windows, at('2026-12-25', '21:00'), zone)).toBe(false);
  });
});

describe('serviceHours', () => {
  const zone = 'America/Bogota';
  const at = (date: string, hhmm: string) => new Date(`${date}T${hhmm}:00-05:00`);
  const opening = [{ days: [0, 1, 2, 3, 4, 5, 6], from: '12:00', to: '22:00' }];
  const branch = {
    opening_hours: opening,
    service_hours: {
      delivery: [],
      take_away: [{ days: [0, 1, 2, 3, 4, 5, 6], from: '08:00', to: '22:00' }],
      on_table: [{ days: [0, 1, 2, 3, 4, 5, 6], from: '12:00', to: '23:00' }],
    },
  };

  it("gives a service its own hours, and one without any the branch's opening hours", () => {
    expect(serviceHours(branch, 'take_away')).toBe(branch.service_hours.take_away);
    expect(serviceHours(branch, 'on_table')).toBe(branch.service_hours.on_table);
    expect(serviceHours(branch, 'delivery')).toBe(opening);
    expect(serviceHours({ opening_hours: opening }, 'take_away')).toBe(opening);
    // 09:00: take-away open, delivery (the branch's hours) closed; 22:30 only at the table
    expect(isOpenAt(serviceHours(branch, 'take_away'), at('2026-12-07', '09:00'), zone)).toBe(true);
    expect(isOpenAt(serviceHours(branch, 'delivery'), at('2026-12-07', '09:00'), zone)).toBe(false);
    expect(isOpenAt(serviceHours(branch, 'on_table'), at('2026-12-07', '22:30'), zone)).toBe(true);
    expect(isOpenAt(serviceHours(branch, 'take_away'), at('2026-12-07', '22:30'), zone)).toBe(false);
  });

  it("lets a holiday close every service, its own hours or the branch's", () => {
    const holiday = [{ date: '2026-12-25', closed: true, windows: [] }];
    for (const service of ['delivery', 'take_away', 'on_table'] as const) {
      const windows = withExceptions(serviceHours(branch, service), holiday);
      expect(isOpenAt(windows, at('2026-12-25', '13:00'), zone)).toBe(false);
      expect(isOpenAt(windows, at('2026-12-24', '13:00'), zone)).toBe(true);
    }
  });
});

describe('tableServiceOpen', () => {
  const zone = 'America/Bogota';
  const at = (date: string, hhmm: string) => new Date(`${date}T${hhmm}:00-05:00`);
  const own = [{ days: [0, 1, 2, 3, 4, 5, 6], from: '12:00', to: '23:00' }];

  it("takes a round inside the table service's own hours and refuses one outside them", () => {
    expect(tableServiceOpen(own, at('2026-12-07', '22:30'), zone)).toBe(true);
    expect(tableServiceOpen(own, at('2026-12-07', '23:30'), zone)).toBe(false);
    expect(tableServiceOpen(own, at('2026-12-07', '11:00'), zone)).toBe(false);
  });

  it('takes a round at any hour where the table service has no hours of its own', () => {
    expect(tableServiceOpen(null, at('2026-12-07', '03:00'), zone)).toBe(true);
  });

  it('refuses a round on a holiday folded into its own hours', () => {
    const holiday = withExceptions(own, [{ date: '2026-12-25', closed: true, windows: [] }]);
    expect(tableServiceOpen(holiday, at('2026-12-25', '13:00'), zone)).toBe(false);
  });
});
