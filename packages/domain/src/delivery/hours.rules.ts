// Opening hours of a branch and of its kitchen (docs/decisions/016-delivery.md, spec §8 "the supplier is closed, or the
// kitchen is closed"), read in the venue's time zone (architecture §5). Pure: `now` is an input.

/** A weekly window; days 0 (Sunday) to 6, `HH:MM` times, `to` up to `24:00`. A window whose `to`
 * is before its `from` runs past midnight into the next day. */
export interface HoursWindow {
  days: number[];
  from: string;
  to: string;
  /** Only on these local dates (a date's own hours, `withExceptions`); every week when absent. */
  dates?: readonly string[];
  /** Not on these local dates (a date with its own hours or closed, `withExceptions`). */
  skip?: readonly string[];
}

/** A date whose hours differ from the week's (a holiday): closed, or open in `windows` only. */
export interface HoursException {
  /** YYYY-MM-DD in the venue's time zone. */
  date: string;
  closed: boolean;
  windows: readonly { from: string; to: string }[];
}

const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

/** The week's windows with a branch's dated exceptions folded in (docs/back-office.md#branches): on an
 * exception's date the weekly windows starting that day give way to the date's own windows, none when
 * closed. No weekly windows (open all day) becomes one all-day window, so a closed date can close it. */
export function withExceptions(
  weekly: readonly HoursWindow[],
  exceptions: readonly HoursException[],
): HoursWindow[] {
  if (exceptions.length === 0) return [...weekly];
  const skip = exceptions.map((e) => e.date);
  const base = weekly.length > 0 ? weekly : [{ days: EVERY_DAY, from: '00:00', to: '24:00' }];
  return [
    ...base.map((w) => ({ ...w, skip: [...(w.skip ?? []), ...skip] })),
    ...exceptions
      .filter((e) => !e.closed)
      .flatMap((e) => e.windows.map((w) => ({ days: EVERY_DAY, from: w.from, to: w.to, dates: [e.date] }))),
  ];
}

/** Whether a window runs on a window-start date (its `dates` and `skip`); without a date, only weekly ones. */
export function windowRunsOn(w: HoursWindow, date: string | undefined): boolean {
  if (date === undefined) return w.dates === undefined;
  if (w.dates !== undefined && !w.dates.includes(date)) return false;
  return !w.skip?.includes(date);
}

export const minutesOf = (hhmm: string): number => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

export interface LocalClock {
  /** YYYY-MM-DD in the time zone. */
  date: string;
  /** 0 (Sunday) to 6. */
  day: number;
  /** Minutes since local midnight. */
  minutes: number;
}

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** A wall clock read off an instant in a time zone, to the second. */
interface WallParts {
  year: number;
  month: number;
  day: number;
  /** 0 (Sunday) to 6. */
  weekday: number;
  hour: number;
  minute: number;
  second: number;
}

/** The part of `Temporal` the wall clock reads (TypeScript's ES2023 lib does not declare it). */
export interface TemporalLike {
  Instant: {
    fromEpochMilliseconds(ms: number): {
      toZonedDateTimeISO(timeZone: string): Omit<WallParts, 'weekday'> & { dayOfWeek: number };
    };
  };
}

// A formatter per time zone: building an Intl.DateTimeFormat costs far more than using one.
const formats = new Map<string, Intl.DateTimeFormat>();

/** The wall clock through `Intl.DateTimeFormat`, which every engine has. The first formatter of a
 * time zone loads its rules: 15–20 ms in Chromium on this machine (ADR 067). */
export function wallPartsByIntl(instant: Date, timeZone: string): WallParts {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      weekday: 'short',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(timeZone, format);
  }
  const parts = format.formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    year: Number(get('year')),
    month: Number(get('month')),
    day: Number(get('day')),
    weekday: weekdays.indexOf(get('weekday')),
    hour: Number(get('hour')),
    minute: Number(get('minute')),
    second: Number(get('second')),
  };
}

/** The same wall clock through `Temporal`, where the engine has it (Chromium 144 on; not Node 24
 * without --harmony-temporal): 1–2 ms for a first zone where Intl takes 15–20 (ADR 067). */
export function wallPartsByTemporal(temporal: TemporalLike, instant: Date, timeZone: string): WallParts {
  const z = temporal.Instant.fromEpochMilliseconds(instant.getTime()).toZonedDateTimeISO(timeZone);
  // Temporal counts Monday 1 to Sunday 7; the wall clock here counts Sunday 0 to Saturday 6.
  return {
    year: z.year,
    month: z.month,
    day: z.day,
    weekday: z.dayOfWeek % 7,
    hour: z.hour,
    minute: z.minute,
    second: z.second,
  };
}

// The last instant read: a menu asks the same clock once per product it lists.
let last: { at: number; timeZone: string; parts: WallParts } | null = null;

function partsIn(instant: Date, timeZone: string): WallParts {
  const at = instant.getTime();
  if (last?.at === at && last.timeZone === timeZone) return last.parts;
  const temporal = (globalThis as { Temporal?: TemporalLike }).Temporal;
  const parts = temporal
    ? wallPartsByTemporal(temporal, instant, timeZone)
    : wallPartsByIntl(instant, timeZone);
  last = { at, timeZone, parts };
  return parts;
}

/** The wall clock of a time zone at an instant. */
export function localClock(instant: Date, timeZone: string): LocalClock {
  const p = partsIn(instant, timeZone);
  const date = `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
  return { date, day: p.weekday, minutes: p.hour * 60 + p.minute };
}

/** Minutes the time zone is ahead of UTC at an instant. */
function offsetMinutes(instant: Date, timeZone: string): number {
  const p = partsIn(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

/** The instant of a local date and time (minutes since midnight, may exceed 24 h) in a zone. */
export function zonedInstant(date: string, minutes: number, timeZone: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const wall = Date.UTC(y, m - 1, d, 0, minutes);
  const first = wall - offsetMinutes(new Date(wall), timeZone) * 60_000;
  // Near a daylight-saving change the offset at the guess can differ from the offset at the result.
  const second = wall - offsetMinutes(new Date(first), timeZone) * 60_000;
  return new Date(second);
}

/** The date `days` after a YYYY-MM-DD date. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** Whether a local day and minute fall in one of the windows. No windows means always open. */
export function openAtClock(
  windows: readonly HoursWindow[],
  { day, minutes, date }: Omit<LocalClock, 'date'> & { date?: string },
) {
  if (windows.length === 0) return true;
  // dates matter only to a branch's holidays (`withExceptions`); a product's weekly hours skip the date arithmetic
  const dated = date !== undefined && windows.some((w) => w.dates !== undefined || w.skip !== undefined);
  const todayDate = dated ? date : undefined;
  const yesterdayDate = dated ? addDays(date, -1) : undefined;
  return windows.some((w) => {
    const from = minutesOf(w.from);
    const to = minutesOf(w.to);
    const today = w.days.includes(day) && windowRunsOn(w, todayDate);
    if (from < to) return today && minutes >= from && minutes < to;
    const yesterday = w.days.includes((day + 6) % 7) && windowRunsOn(w, yesterdayDate);
    return (today && minutes >= from) || (yesterday && minutes < to);
  });
}

/** Open at this instant, in the venue's time zone. No windows (most products) needs no clock: the
 * venue's local time costs a `Temporal` or `Intl` call. */
export function isOpenAt(windows: readonly HoursWindow[], instant: Date, timeZone: string): boolean {
  return windows.length === 0 || openAtClock(windows, localClock(instant, timeZone));
}

/** The services whose hours a branch may set apart from its opening hours (ADR 106). */
export const HOURS_SERVICES = ['delivery', 'take_away', 'on_table'] as const;
export type HoursService = (typeof HOURS_SERVICES)[number];

/** A branch's weekly windows for a service, as Toast and Square keep them (ADR 106): the service's own
 * when the branch gives it some, else the branch's opening hours. Holidays (`withExceptions`) are
 * folded into the answer by the caller, so a closed date closes every service. */
export function serviceHours<W extends HoursWindow>(
  settings: {
    opening_hours: readonly W[];
    service_hours?: Partial<Record<HoursService, readonly W[]>>;
  },
  service: HoursService,
): readonly W[] {
  const own = settings.service_hours?.[service];
  return own && own.length > 0 ? own : settings.opening_hours;
}

/** Whether a table may send a round at `instant` (ADR 106): a table service with hours of its own
 * takes rounds only inside them (the branch's holidays folded in by the caller); one without
 * (`null`) takes them whenever the staff seat diners, as it always did, since a table runs past
 * the branch's last order and is the staff's to close. */
export function tableServiceOpen(
  ownHours: readonly HoursWindow[] | null,
  instant: Date,
  timeZone: string,
): boolean {
  return ownHours === null || isOpenAt(ownHours, instant, timeZone);
}

export type BranchState =
  | { ok: true }
  | { ok: false; key: 'delivery_closed' | 'supplier_closed' | 'kitchen_closed' };

/** Spec §8 messages in the order a diner meets them: the service itself, the branch, its kitchen.
 * A scheduled order is checked against its slot, not against now. */
export function branchState(input: {
  serviceOffered: boolean;
  serviceActive: boolean;
  openingHours: readonly HoursWindow[];
  kitchenHours: readonly HoursWindow[];
  at: Date;
  timeZone: string;
  /** delivery_closed for delivery; take-away reports a closed branch instead. */
  closedKey?: 'delivery_closed' | 'supplier_closed';
}): BranchState {
  if (!input.serviceOffered || !input.serviceActive)
    return { ok: false, key: input.closedKey ?? 'delivery_closed' };
  if (!isOpenAt(input.openingHours, input.at, input.timeZone)) return { ok: false, key: 'supplier_closed' };
  if (!isOpenAt(input.kitchenHours, input.at, input.timeZone)) return { ok: false, key: 'kitchen_closed' };
  return { ok: true };
}
