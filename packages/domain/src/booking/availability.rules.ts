import { addDays, localClock, minutesOf, zonedInstant } from '../delivery/hours.rules.ts';
import { stayMinutes } from './booking.rules.ts';
import type { BookingSettings } from './booking-settings.schema.ts';

// Free hours of a branch for a party (docs/bookings.md): per zone, its seats minus the persons of every
// booking whose stay overlaps the new one (a booking at 20:00 for 2 h holds its seats until 22:00),
// in the venue's time zone; closed days and zones, past hours, lead time and horizon respected.
// Pure: `now`, the held bookings and the closures are inputs. The database repeats the overlap
// sum under a lock when a booking is taken (apps/server/src/modules/booking/booking.repository.ts).

export interface HeldBooking {
  zone: string;
  start: Date;
  end: Date;
  persons: number;
}

/** A day closed for bookings, the whole branch (zone null) or one zone. */
export interface Closure {
  date: string;
  zone: string | null;
}

export interface ZoneRoom {
  key: string;
  /** Seats still free for the whole stay of the party. */
  remaining: number;
  fits: boolean;
}

export interface AvailabilityHour {
  /** Local HH:MM. */
  hour: string;
  start: string;
  end: string;
  /** Some zone takes the party. */
  free: boolean;
  zones: ZoneRoom[];
}

export interface AvailabilityDay {
  date: string;
  /** No bookable hour this day (closed, past, beyond the horizon). */
  closed: boolean;
  hours: AvailabilityHour[];
}

export interface AvailabilityInput {
  settings: BookingSettings;
  timeZone: string;
  now: Date;
  from: string;
  days: number;
  persons: number;
  held: readonly HeldBooking[];
  closures: readonly Closure[];
}

const pad = (n: number) => String(n).padStart(2, '0');
const hhmm = (minutes: number) => `${pad(Math.floor((minutes % 1440) / 60))}:${pad(minutes % 60)}`;

function weekday(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** Local start minutes of the bookable hours of a date (on the slot grid of each window). */
export function startsOn(settings: BookingSettings, date: string): number[] {
  const day = weekday(date);
  const starts = new Set<number>();
  for (const w of settings.hours) {
    if (!w.days.includes(day)) continue;
    const from = minutesOf(w.from);
    const to = minutesOf(w.to) <= from ? minutesOf(w.to) + 1440 : minutesOf(w.to);
    for (let m = from; m < to; m += settings.slot_minutes) starts.add(m);
  }
  return [...starts].sort((a, b) => a - b);
}

/** Whether a date is inside [today, today + horizon] in the venue's time zone. */
export function withinHorizon(settings: BookingSettings, timeZone: string, now: Date, date: string): boolean {
  const today = localClock(now, timeZone).date;
  return date >= today && date <= addDays(today, settings.horizon_days);
}

/** Persons already seated in a zone during [start, end). */
export function overlapping(held: readonly HeldBooking[], zone: string, start: Date, end: Date): number {
  let persons = 0;
  for (const b of held) {
    if (b.zone === zone && b.start < end && b.end > start) persons += b.persons;
  }
  return persons;
}

export function availability(input: AvailabilityInput): AvailabilityDay[] {
  const { settings, timeZone, now, persons } = input;
  const stay = stayMinutes(settings.stay, persons) * 60_000;
  const earliest = now.getTime() + settings.lead_minutes * 60_000;
  const partyOk = persons >= settings.min_party && persons <= settings.max_party;
  const days: AvailabilityDay[] = [];
  for (let i = 0; i < input.days; i++) {
    const date = addDays(input.from, i);
    const branchClosed = input.closures.some((c) => c.date === date && c.zone === null);
    const closedZones = new Set(input.closures.filter((c) => c.date === date).map((c) => c.zone));
    const hours: AvailabilityHour[] = [];
    if (partyOk && !branchClosed && withinHorizon(settings, timeZone, now, date)) {
      for (const minutes of startsOn(settings, date)) {
        const start = zonedInstant(date, minutes, timeZone);
        if (start.getTime() < earliest) continue;
        const end = new Date(start.getTime() + stay);
        const zones = settings.zones
          .filter((zone) => !closedZones.has(zone.key))
          .map((zone) => {
            const remaining = Math.max(0, zone.seats - overlapping(input.held, zone.key, start, end));
            return { key: zone.key, remaining, fits: remaining >= persons };
          });
        if (zones.length === 0) continue;
        hours.push({
          hour: hhmm(minutes),
          start: start.toISOString(),
          end: end.toISOString(),
          free: zones.some((zone) => zone.fits),
          zones,
        });
      }
    }
    days.push({ date, closed: hours.length === 0, hours });
  }
  return days;
}

export type BookableCheck =
  | { ok: true; start: Date; end: Date; zones: string[] }
  | { ok: false; key: 'booking_party_size' | 'slot_unavailable' | 'booking_zone_unknown' };

/** Whether a date, hour, party and zone (null: any) may be asked for at all, whatever the room
 * left: the hour on the grid, not closed, not past, inside lead time and horizon. `zones` are the
 * candidate zones in the venue's order; the database decides which one still has room. */
export function bookable(
  settings: BookingSettings,
  timeZone: string,
  now: Date,
  request: { date: string; hour: string; persons: number; zone: string | null },
  closures: readonly Closure[],
): BookableCheck {
  const { date, hour, persons, zone } = request;
  if (persons < settings.min_party || persons > settings.max_party)
    return { ok: false, key: 'booking_party_size' };
  if (zone !== null && !settings.zones.some((z) => z.key === zone))
    return { ok: false, key: 'booking_zone_unknown' };
  const minutes = startsOn(settings, date).find((m) => hhmm(m) === hour);
  if (minutes === undefined || !withinHorizon(settings, timeZone, now, date)) {
    return { ok: false, key: 'slot_unavailable' };
  }
  const start = zonedInstant(date, minutes, timeZone);
  if (start.getTime() < now.getTime() + settings.lead_minutes * 60_000)
    return { ok: false, key: 'slot_unavailable' };
  const closed = new Set(closures.filter((c) => c.date === date).map((c) => c.zone));
  if (closed.has(null)) return { ok: false, key: 'slot_unavailable' };
  const zones = settings.zones
    .map((z) => z.key)
    .filter((key) => (zone === null || key === zone) && !closed.has(key));
  if (zones.length === 0) return { ok: false, key: 'slot_unavailable' };
  const end = new Date(start.getTime() + stayMinutes(settings.stay, persons) * 60_000);
  return { ok: true, start, end, zones };
}
