import type { CreatedBooking } from '@storefront/domain/booking/booking.schema';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type ErrorBody, fileApp, storeName } from '../../../test/support/app.ts';
import {
  BRASA,
  book,
  booked,
  bookingApp,
  bookingBody,
  link,
  staff,
  staffTokenFor,
} from '../../../test/support/booking.ts';
import { bookings } from '../../db/schema.ts';

// Issue 16.3, never overbooked: 50 diners ask at the same moment for a slot with room for 3 parties.
// The zone's row lock and the conditional insert (booking.repository.ts takeBooking) let exactly 3
// hold seats, on PGlite and on PostgreSQL (TEST_DATABASE_URL).
const t = fileApp(bookingApp);

const fire = (slug: string, body: object) =>
  Promise.all(Array.from({ length: 50 }, () => book(t.app, BRASA, slug, body)));

async function heldIn(slug: 'chapinero' | 'usaquen', date: string, hour: string) {
  return t.database.db
    .select({ status: bookings.status })
    .from(bookings)
    .where(
      and(
        eq(bookings.localDate, date),
        eq(bookings.localHour, hour),
        inArray(bookings.status, ['approved', 'pending', 'confirmed', 'waitlist']),
      ),
    )
    .then((rows) => ({ slug, rows }));
}

describe(`50 concurrent bookings of the last tables (${storeName})`, () => {
  it('holds exactly 3 parties of 4 on a 12-seat terrace and puts the other 47 on the waiting list', async () => {
    const body = bookingBody({ date: '2026-03-05', hour: '20:00', zone: 'terraza', persons: 4 });
    const answers = await fire('chapinero', body);
    expect(answers.map((res) => res.statusCode)).toEqual(Array(50).fill(201));
    const statuses = answers.map((res) => res.json<CreatedBooking>().status);
    expect(statuses.filter((s) => s === 'approved')).toHaveLength(3);
    expect(statuses.filter((s) => s === 'waitlist')).toHaveLength(47);
    const { rows } = await heldIn('chapinero', '2026-03-05', '20:00');
    expect(rows.filter((row) => row.status === 'approved')).toHaveLength(3);
    expect(rows).toHaveLength(50);
    // positions 1 to 47, each once: first come first served
    const positions = answers
      .map((res) => res.json<CreatedBooking>().waitlist_position)
      .filter((p): p is number => p !== null)
      .sort((a, b) => a - b);
    expect(positions).toEqual(Array.from({ length: 47 }, (_, i) => i + 1));
  });

  it('holds exactly 3 parties of 5 on a 16-seat patio that keeps no list and refuses the other 47', async () => {
    const body = bookingBody({ date: '2026-03-05', hour: '14:00', persons: 5 });
    const answers = await fire('usaquen', body);
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(3);
    const refused = answers.filter((res) => res.statusCode === 409);
    expect(refused).toHaveLength(47);
    expect(new Set(refused.map((res) => res.json<ErrorBody>().key))).toEqual(new Set(['booking_full']));
    const { rows } = await heldIn('usaquen', '2026-03-05', '14:00');
    expect(rows).toHaveLength(3);
  });
});

describe(`cancellations and promotions racing (${storeName})`, () => {
  it('never holds more than the terrace seats while 3 diners cancel and the staff promote 10 waiting at once', async () => {
    const token = await staffTokenFor(t, BRASA);
    const body = bookingBody({ date: '2026-03-06', hour: '20:00', zone: 'terraza', persons: 4 });
    const held = [];
    for (let i = 0; i < 3; i++) held.push(await booked(t.app, BRASA, 'chapinero', body));
    const waiting = [];
    for (let i = 0; i < 10; i++) waiting.push(await booked(t.app, BRASA, 'chapinero', body));
    expect(waiting.every((b) => b.status === 'waitlist')).toBe(true);

    const answers = await Promise.all([
      ...held.map((b) => link(t.app, BRASA, b, 'POST', 'cancel')),
      ...waiting.map((b) =>
        staff(t.app, BRASA, token, 'POST', `/staff/bookings/${b.id}/action`, {
          action: 'promote',
          reason: null,
        }),
      ),
    ]);
    // each answer is a move or a clean refusal, never a server error
    expect(answers.every((res) => res.statusCode === 200 || res.statusCode === 409)).toBe(true);
    const rows = await t.database.db
      .select({ status: bookings.status, persons: bookings.persons })
      .from(bookings)
      .where(and(eq(bookings.localDate, '2026-03-06'), eq(bookings.localHour, '20:00')));
    const holding = rows.filter((row) => row.status === 'approved');
    expect(holding).toHaveLength(3);
    expect(rows.filter((row) => row.status === 'waitlist')).toHaveLength(7);
  });
});
