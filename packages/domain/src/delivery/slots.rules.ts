import {
  addDays,
  type HoursWindow,
  localClock,
  minutesOf,
  openAtClock,
  windowRunsOn,
  zonedInstant,
} from './hours.rules.ts';

// Scheduled delivery and take-away at a chosen time (docs/decisions/016-delivery.md; spec §1 'Programar pedido', §5 "a
// delivery date is required when scheduling"): slots inside the opening hours (and the kitchen's),
// at least `lead_minutes` ahead, each with a capacity. Pure: `now` and the taken counts are inputs.

export interface ScheduleSettings {
  lead_minutes: number;
  slot_minutes: number;
  capacity_per_slot: number;
}

export interface Slot {
  /** ISO instants. */
  start: string;
  end: string;
  /** Orders the slot still takes. */
  remaining: number;
}

export interface SlotInput {
  now: Date;
  timeZone: string;
  openingHours: readonly HoursWindow[];
  kitchenHours: readonly HoursWindow[];
  schedule: ScheduleSettings;
  /** Orders already in a slot, by its ISO start. */
  taken?: ReadonlyMap<string, number>;
  /** Days shown, today included. */
  days?: number;
}

export const SLOT_DAYS = 3;
const ALL_DAY: HoursWindow[] = [{ days: [0, 1, 2, 3, 4, 5, 6], from: '00:00', to: '24:00' }];

/** Local [start, end) minute ranges of one date's windows (past midnight ranges run over 1440). */
function rangesOn(date: string, windows: readonly HoursWindow[]): [number, number][] {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const day = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
  return windows
    .filter((w) => w.days.includes(day) && windowRunsOn(w, date))
    .map((w) => {
      const from = minutesOf(w.from);
      const to = minutesOf(w.to);
      return [from, from < to ? to : to + 1440] as [number, number];
    });
}

/** Every slot from now + lead time over the next days, in time order, full ones included with
 * remaining 0. A slot must start and end inside one opening window, and the kitchen must be open
 * when it starts. */
export function generateSlots(input: SlotInput): Slot[] {
  const { now, timeZone, schedule } = input;
  const opening = input.openingHours.length > 0 ? input.openingHours : ALL_DAY;
  const earliest = now.getTime() + schedule.lead_minutes * 60_000;
  const today = localClock(now, timeZone).date;
  const seen = new Set<string>();
  const slots: Slot[] = [];
  for (let offset = -1; offset < (input.days ?? SLOT_DAYS); offset++) {
    const date = addDays(today, offset);
    for (const [from, to] of rangesOn(date, opening)) {
      for (let start = from; start + schedule.slot_minutes <= to; start += schedule.slot_minutes) {
        const startAt = zonedInstant(date, start, timeZone);
        if (startAt.getTime() < earliest) continue;
        const key = startAt.toISOString();
        if (seen.has(key)) continue;
        const clock = { date, day: new Date(Date.UTC(...ymd(date))).getUTCDay(), minutes: start };
        const kitchenClock =
          start >= 1440 ? { date: addDays(date, 1), day: (clock.day + 1) % 7, minutes: start - 1440 } : clock;
        if (!openAtClock(input.kitchenHours, kitchenClock)) continue;
        seen.add(key);
        const end = zonedInstant(date, start + schedule.slot_minutes, timeZone).toISOString();
        const taken = input.taken?.get(key) ?? 0;
        slots.push({ start: key, end, remaining: Math.max(0, schedule.capacity_per_slot - taken) });
      }
    }
  }
  const lastDay = zonedInstant(addDays(today, input.days ?? SLOT_DAYS), 0, timeZone).getTime();
  return slots.filter((s) => Date.parse(s.start) < lastDay).sort((a, b) => a.start.localeCompare(b.start));
}

function ymd(date: string): [number, number, number] {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return [y, m - 1, d];
}

export type SlotCheck =
  | { ok: true; slot: Slot }
  | { ok: false; key: 'schedule_date_required' | 'slot_unavailable' };

/** The diner's chosen start, checked against the slots as they are now. */
export function checkSlot(slots: readonly Slot[], chosen: string | null | undefined): SlotCheck {
  if (!chosen) return { ok: false, key: 'schedule_date_required' };
  const at = Date.parse(chosen);
  const slot = Number.isNaN(at) ? undefined : slots.find((s) => Date.parse(s.start) === at);
  if (!slot || slot.remaining <= 0) return { ok: false, key: 'slot_unavailable' };
  return { ok: true, slot };
}
