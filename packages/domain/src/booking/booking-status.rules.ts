// Booking statuses (spec §4: approved, pending, confirmed, canceled, waitlist) and the
// moves between them. After the booking's time the staff close it as seated -> completed or as
// no_show (docs/decisions/023-bookings.md). Pure: `now` is an input.

export const bookingStatuses = [
  'pending',
  'approved',
  'confirmed',
  'waitlist',
  'canceled',
  'seated',
  'no_show',
  'completed',
] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/** Statuses that hold seats in a zone (the capacity check counts them). */
export const holdingStatuses: readonly BookingStatus[] = ['pending', 'approved', 'confirmed', 'seated'];

/** How early a party may be seated. */
export const SEAT_EARLY_MINUTES = 30;

export type BookingActor = 'diner' | 'staff';

const moves: Readonly<Record<BookingStatus, readonly BookingStatus[]>> = {
  pending: ['approved', 'canceled'],
  approved: ['confirmed', 'canceled', 'seated', 'no_show'],
  confirmed: ['canceled', 'seated', 'no_show'],
  waitlist: ['pending', 'approved', 'canceled'],
  seated: ['completed'],
  canceled: [],
  no_show: [],
  completed: [],
};

/** Moves the diner may make with the detail link; every other move is the venue's. */
const dinerMoves: Readonly<Partial<Record<BookingStatus, readonly BookingStatus[]>>> = {
  pending: ['canceled'],
  approved: ['confirmed', 'canceled'],
  confirmed: ['canceled'],
  waitlist: ['canceled'],
};

export interface BookingMove {
  actor: BookingActor;
  now: Date;
  startsAt: Date;
  /** The branch's cancellation cut-off (minutes before the booking). */
  cancelCutoffMinutes: number;
  reason?: string | null;
}

export type BookingMoveResult =
  | { ok: true }
  | {
      ok: false;
      key:
        | 'booking_transition_invalid'
        | 'booking_cancel_too_late'
        | 'cancel_reason_required'
        | 'booking_not_started';
    };

/** The diner may cancel until the cut-off before the booking; a waiting-list place any time. */
export function withinCancelCutoff(now: Date, startsAt: Date, cutoffMinutes: number): boolean {
  return now.getTime() <= startsAt.getTime() - cutoffMinutes * 60_000;
}

export function bookingTransition(
  from: BookingStatus,
  to: BookingStatus,
  move: BookingMove,
): BookingMoveResult {
  if (!moves[from].includes(to)) return { ok: false, key: 'booking_transition_invalid' };
  if (move.actor === 'diner') {
    if (!dinerMoves[from]?.includes(to)) return { ok: false, key: 'booking_transition_invalid' };
    if (
      to === 'canceled' &&
      from !== 'waitlist' &&
      !withinCancelCutoff(move.now, move.startsAt, move.cancelCutoffMinutes)
    ) {
      return { ok: false, key: 'booking_cancel_too_late' };
    }
    return { ok: true };
  }
  if (to === 'canceled' && !move.reason?.trim()) return { ok: false, key: 'cancel_reason_required' };
  // a party is seated at most half an hour early; a no-show only once its time has come
  const early = to === 'seated' ? SEAT_EARLY_MINUTES * 60_000 : 0;
  if ((to === 'seated' || to === 'no_show') && move.now.getTime() < move.startsAt.getTime() - early) {
    return { ok: false, key: 'booking_not_started' };
  }
  return { ok: true };
}

/** The status a booking gets when a place frees for it: the branch's usual first status. */
export function promotedStatus(confirmation: 'instant' | 'approval'): BookingStatus {
  return confirmation === 'instant' ? 'approved' : 'pending';
}

/** The status of a new booking: the waiting list when full, else by the branch's confirmation. */
export function initialStatus(confirmation: 'instant' | 'approval', fits: boolean): BookingStatus {
  return fits ? promotedStatus(confirmation) : 'waitlist';
}

/** Rating (spec §9, 1 to 10) opens once the booking's time has come, for a booking that took place
 * or was kept (not canceled, not a no-show, not still waiting). */
export function canRate(status: BookingStatus, startsAt: Date, now: Date, alreadyRated: boolean) {
  if (alreadyRated) return { ok: false as const, key: 'booking_already_rated' as const };
  if (!['approved', 'confirmed', 'seated', 'completed'].includes(status) || now < startsAt) {
    return { ok: false as const, key: 'booking_rating_not_open' as const };
  }
  return { ok: true as const };
}

/** The staff actions (POST /staff/bookings/{id}/action) a booking offers in the console, by its
 * status: accept or decline a pending one, promote or cancel a waiting one, seat, mark a no-show or
 * cancel a held one, complete a seated one; deposit paid while a deposit is owed and unpaid. */
export function staffActionsFor(booking: {
  status: BookingStatus;
  deposit: { owed: boolean; paid: boolean };
}): ('accept' | 'decline' | 'promote' | 'seat' | 'no_show' | 'complete' | 'cancel' | 'deposit_paid')[] {
  const byStatus = {
    pending: ['accept', 'decline'],
    waitlist: ['promote', 'cancel'],
    approved: ['seat', 'no_show', 'cancel'],
    confirmed: ['seat', 'no_show', 'cancel'],
    seated: ['complete'],
    canceled: [],
    no_show: [],
    completed: [],
  } as const;
  const list: ReturnType<typeof staffActionsFor> = [...byStatus[booking.status]];
  if (booking.deposit.owed && !booking.deposit.paid) list.push('deposit_paid');
  return list;
}
