import { describe, expect, it } from 'vitest';
import { availability, bookable, type HeldBooking, overlapping } from './availability.rules.ts';
import { type BookingSettings, bookingSettingsSchema } from './booking-settings.schema.ts';

const TZ = 'America/Bogota';
const settings: BookingSettings = bookingSettingsSchema.parse({
  zones: [
    { key: 'salon', name: 'Salón', seats: 6 },
    { key: 'terraza', name: 'Terraza', seats: 4 },
  ],
  // Tuesday to Saturday, 19:00 to 22:00 (last booking starts 21:30)
  hours: [{ days: [2, 3, 4, 5, 6], from: '19:00', to: '22:00' }],
  slot_minutes: 30,
  stay: [
    { up_to: 2, minutes: 120 },
    { up_to: 10, minutes: 150 },
  ],
  lead_minutes: 60,
  horizon_days: 14,
});
/** Thursday 5 March 2026, 12:00 in Bogotá (UTC-5). */
const NOON = new Date('2026-03-05T17:00:00Z');
const at = (iso: string) => new Date(iso);

function day(input: Partial<Parameters<typeof availability>[0]> = {}) {
  return availability({
    settings,
    timeZone: TZ,
    now: NOON,
    from: '2026-03-05',
    days: 1,
    persons: 2,
    held: [],
    closures: [],
    ...input,
  });
}

describe('booking availability', () => {
  it('offers the hours of the booking windows on the slot grid, in the venue time zone', () => {
    const [thursday] = day();
    expect(thursday!.hours.map((h) => h.hour)).toEqual([
      '19:00',
      '19:30',
      '20:00',
      '20:30',
      '21:00',
      '21:30',
    ]);
    expect(thursday!.hours[0]!.start).toBe('2026-03-06T00:00:00.000Z');
    expect(thursday!.hours[0]!.end).toBe('2026-03-06T02:00:00.000Z');
  });

  it('subtracts every booking whose stay overlaps: 20:00 for 2 h holds its seats until 22:00', () => {
    const held: HeldBooking[] = [
      { zone: 'salon', start: at('2026-03-06T01:00:00Z'), end: at('2026-03-06T03:00:00Z'), persons: 5 },
    ];
    const [thursday] = day({ held });
    const salon = (hour: string) =>
      thursday!.hours.find((h) => h.hour === hour)!.zones.find((z) => z.key === 'salon')!;
    // 19:00 + 2 h = 21:00 overlaps 20:00-22:00
    expect(salon('19:00')).toEqual({ key: 'salon', remaining: 1, fits: false });
    expect(salon('21:30')).toEqual({ key: 'salon', remaining: 1, fits: false });
    // the terrace is still free, so the hour is
    expect(thursday!.hours.find((h) => h.hour === '19:00')!.free).toBe(true);
    expect(overlapping(held, 'salon', at('2026-03-06T03:00:00Z'), at('2026-03-06T05:00:00Z'))).toBe(0);
  });

  it('closes days without booking hours, days beyond the horizon, and days the venue closed', () => {
    expect(day({ from: '2026-03-08' })[0]).toEqual({ date: '2026-03-08', closed: true, hours: [] }); // Sunday
    expect(day({ from: '2026-03-20' })[0]!.closed).toBe(true); // 15 days ahead
    expect(day({ from: '2026-03-19' })[0]!.closed).toBe(false); // the 14th day
    expect(day({ closures: [{ date: '2026-03-05', zone: null }] })[0]!.closed).toBe(true);
    const terraceClosed = day({ closures: [{ date: '2026-03-05', zone: 'terraza' }] })[0]!;
    expect(terraceClosed.hours[0]!.zones.map((z) => z.key)).toEqual(['salon']);
  });

  it('drops past hours and hours inside the lead time', () => {
    const [evening] = day({ now: new Date('2026-03-06T00:10:00Z') }); // 19:10: earliest 20:10
    expect(evening!.hours.map((h) => h.hour)).toEqual(['20:30', '21:00', '21:30']);
  });

  it('offers nothing to a party outside the party limits', () => {
    expect(day({ persons: 11 })[0]!.closed).toBe(true);
  });
});

describe('whether a booking may be asked for', () => {
  const ask = (over: Partial<{ date: string; hour: string; persons: number; zone: string | null }> = {}) =>
    bookable(settings, TZ, NOON, { date: '2026-03-05', hour: '20:00', persons: 2, zone: null, ...over }, []);
  it('gives the stay and the candidate zones of a bookable hour', () => {
    expect(ask()).toEqual({
      ok: true,
      start: at('2026-03-06T01:00:00Z'),
      end: at('2026-03-06T03:00:00Z'),
      zones: ['salon', 'terraza'],
    });
    expect(ask({ zone: 'terraza' })).toMatchObject({ ok: true, zones: ['terraza'] });
  });
  it('refuses hours off the grid, past, on closed days, and unknown zones or party sizes', () => {
    expect(ask({ hour: '20:15' })).toEqual({ ok: false, key: 'slot_unavailable' });
    expect(ask({ date: '2026-03-04', hour: '20:00' })).toEqual({ ok: false, key: 'slot_unavailable' });
    expect(ask({ date: '2026-03-08' })).toEqual({ ok: false, key: 'slot_unavailable' });
    expect(ask({ zone: 'patio' })).toEqual({ ok: false, key: 'booking_zone_unknown' });
    expect(ask({ persons: 11 })).toEqual({ ok: false, key: 'booking_party_size' });
    expect(
      bookable(settings, TZ, NOON, { date: '2026-03-05', hour: '20:00', persons: 2, zone: 'salon' }, [
        { date: '2026-03-05', zone: 'salon' },
      ]),
    ).toEqual({ ok: false, key: 'slot_unavailable' });
  });
});
