import { describe, expect, it } from 'vitest';
import { depositAmount, depositOwed, stayMinutes } from './booking.rules.ts';
import type { BookingStatus } from './booking-status.rules.ts';

describe('stay by party size', () => {
  const stay = [
    { up_to: 2, minutes: 90 },
    { up_to: 6, minutes: 120 },
    { up_to: 20, minutes: 150 },
  ];
  it('takes the first row that covers the party', () => {
    expect(stayMinutes(stay, 1)).toBe(90);
    expect(stayMinutes(stay, 2)).toBe(90);
    expect(stayMinutes(stay, 3)).toBe(120);
    expect(stayMinutes(stay, 20)).toBe(150);
  });
});

describe('deposit amount (spec §9 by person or by reservation)', () => {
  it('multiplies by the party per person, is flat per reservation, nothing without a deposit', () => {
    expect(depositAmount({ kind: 'per_person', amount: 10_00, pay: 'at_restaurant' }, 4)).toBe(40_00);
    expect(depositAmount({ kind: 'per_reservation', amount: 50_000, pay: 'at_restaurant' }, 4)).toBe(50_000);
    expect(depositAmount({ kind: 'none', amount: 50_000, pay: 'at_restaurant' }, 4)).toBe(0);
  });
  it.each<[BookingStatus, boolean]>([
    ['pending', false],
    ['waitlist', false],
    ['canceled', false],
    ['approved', true],
    ['confirmed', true],
  ])('is owed only once the booking is accepted (spec §4): %s, %s', (status, owed) => {
    expect(depositOwed(status)).toBe(owed);
  });
});
