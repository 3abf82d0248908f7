import { describe, expect, it } from 'vitest';
import {
  type BookingMove,
  bookingStatuses,
  bookingTransition,
  canRate,
  initialStatus,
  promotedStatus,
  staffActionsFor,
  withinCancelCutoff,
} from './booking-status.rules.ts';

const startsAt = new Date('2026-03-06T01:00:00Z'); // Thursday 5 March 2026, 20:00 in Bogotá
const before = (minutes: number) => new Date(startsAt.getTime() - minutes * 60_000);
const staff = (now = before(600), reason: string | null = null): BookingMove => ({
  actor: 'staff',
  now,
  startsAt,
  cancelCutoffMinutes: 120,
  reason,
});
const diner = (now = before(600)): BookingMove => ({
  actor: 'diner',
  now,
  startsAt,
  cancelCutoffMinutes: 120,
});

describe('booking status transitions', () => {
  it('pending awaits the venue: approved or canceled, nothing else', () => {
    expect(bookingTransition('pending', 'approved', staff())).toEqual({ ok: true });
    expect(bookingTransition('pending', 'canceled', staff(before(600), 'Private event'))).toEqual({
      ok: true,
    });
    expect(bookingTransition('pending', 'confirmed', staff())).toEqual({
      ok: false,
      key: 'booking_transition_invalid',
    });
  });

  it('approved goes to confirmed when the diner confirms attendance', () => {
    expect(bookingTransition('approved', 'confirmed', diner())).toEqual({ ok: true });
    expect(bookingTransition('pending', 'approved', diner())).toEqual({
      ok: false,
      key: 'booking_transition_invalid',
    });
  });

  it('a waiting-list booking is promoted to pending or approved, or canceled', () => {
    expect(bookingTransition('waitlist', 'pending', staff())).toEqual({ ok: true });
    expect(bookingTransition('waitlist', 'approved', staff())).toEqual({ ok: true });
    expect(bookingTransition('waitlist', 'confirmed', staff()).ok).toBe(false);
  });

  it('the venue cancels or declines only with a reason', () => {
    expect(bookingTransition('approved', 'canceled', staff())).toEqual({
      ok: false,
      key: 'cancel_reason_required',
    });
    expect(bookingTransition('approved', 'canceled', staff(before(600), 'Kitchen closed')).ok).toBe(true);
  });

  it('the diner cancels until the cut-off, a waiting-list place at any time', () => {
    expect(bookingTransition('confirmed', 'canceled', diner(before(120))).ok).toBe(true);
    expect(bookingTransition('confirmed', 'canceled', diner(before(119)))).toEqual({
      ok: false,
      key: 'booking_cancel_too_late',
    });
    expect(bookingTransition('waitlist', 'canceled', diner(before(5))).ok).toBe(true);
    expect(withinCancelCutoff(before(120), startsAt, 120)).toBe(true);
    expect(withinCancelCutoff(before(119), startsAt, 120)).toBe(false);
  });

  it('the diner never seats, marks no-show or promotes themselves', () => {
    for (const to of ['seated', 'no_show'] as const) {
      expect(bookingTransition('confirmed', to, diner(startsAt)).ok).toBe(false);
    }
    expect(bookingTransition('waitlist', 'approved', diner()).ok).toBe(false);
  });

  it('seated from half an hour before the booking, no-show only once its time has come, then completed', () => {
    expect(bookingTransition('confirmed', 'seated', staff(before(31)))).toEqual({
      ok: false,
      key: 'booking_not_started',
    });
    expect(bookingTransition('confirmed', 'seated', staff(before(30))).ok).toBe(true);
    expect(bookingTransition('approved', 'no_show', staff(before(1))).ok).toBe(false);
    expect(bookingTransition('approved', 'no_show', staff(startsAt)).ok).toBe(true);
    expect(bookingTransition('seated', 'completed', staff(startsAt)).ok).toBe(true);
  });

  it('canceled, no-show and completed are final', () => {
    for (const from of ['canceled', 'no_show', 'completed'] as const) {
      for (const to of bookingStatuses)
        expect(bookingTransition(from, to, staff(startsAt, 'x')).ok).toBe(false);
    }
  });
});

describe('first status of a booking', () => {
  it('full occupancy goes to the waiting list (spec §4)', () => {
    expect(initialStatus('instant', false)).toBe('waitlist');
    expect(initialStatus('approval', false)).toBe('waitlist');
  });
  it('instant branches approve at once, approval branches wait for the staff', () => {
    expect(initialStatus('instant', true)).toBe('approved');
    expect(initialStatus('approval', true)).toBe('pending');
    expect(promotedStatus('approval')).toBe('pending');
  });
});

describe('rating a booking', () => {
  it('opens at the booking time, once, for a booking that was kept', () => {
    expect(canRate('confirmed', startsAt, before(1), false)).toEqual({
      ok: false,
      key: 'booking_rating_not_open',
    });
    expect(canRate('confirmed', startsAt, startsAt, false)).toEqual({ ok: true });
    expect(canRate('completed', startsAt, startsAt, true)).toEqual({
      ok: false,
      key: 'booking_already_rated',
    });
    expect(canRate('canceled', startsAt, startsAt, false).ok).toBe(false);
    expect(canRate('no_show', startsAt, startsAt, false).ok).toBe(false);
  });
});

describe("staffActionsFor (the console's actions per booking)", () => {
  const unpaid = { owed: true, paid: false };
  const none = { owed: false, paid: false };
  it('offers accept and decline for a pending booking, promote and cancel for a waiting one', () => {
    expect(staffActionsFor({ status: 'pending', deposit: none })).toEqual(['accept', 'decline']);
    expect(staffActionsFor({ status: 'waitlist', deposit: none })).toEqual(['promote', 'cancel']);
  });
  it('offers seat, no-show and cancel for a held booking, deposit paid only while owed and unpaid', () => {
    expect(staffActionsFor({ status: 'approved', deposit: unpaid })).toEqual([
      'seat',
      'no_show',
      'cancel',
      'deposit_paid',
    ]);
    expect(staffActionsFor({ status: 'confirmed', deposit: { owed: true, paid: true } })).toEqual([
      'seat',
      'no_show',
      'cancel',
    ]);
  });
  it('offers complete for a seated party and nothing once a booking is over', () => {
    expect(staffActionsFor({ status: 'seated', deposit: none })).toEqual(['complete']);
    for (const status of ['canceled', 'no_show', 'completed'] as const) {
      expect(staffActionsFor({ status, deposit: none })).toEqual([]);
    }
  });
});
