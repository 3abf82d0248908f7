import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type ErrorBody, fileApp, storeName } from '../../../test/support/app.ts';
import {
  BRASA,
  book,
  booked,
  bookingApp,
  bookingBody,
  lastSms,
  link,
  MONDAY_1PM,
  PADARIA,
} from '../../../test/support/booking.ts';
import { bookings, bookingTokens } from '../../db/schema.ts';
import { hashToken } from './booking.repository.ts';

// Issue 16: a branch's booking form and free hours, taking a booking, and the detail link (read,
// confirm, cancel, rate, .ics) — the link's secret opens that booking alone.
const t = fileApp(bookingApp);

const get = (host: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { host, lang: 'en' } });

describe(`booking options and availability (${storeName})`, () => {
  it("gives a bookable branch's form: zones, party limits, deposit, optional fields", async () => {
    const res = await get(PADARIA, '/booking/suppliers/vila-madalena/options.json');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      supplier_id: 'vila-madalena',
      confirmation: 'approval',
      zones: [{ key: 'salao' }, { key: 'varanda' }],
      deposit: { kind: 'per_person', amount: 2000, pay: 'at_restaurant' },
      ask: { guests: true, birthday: true, sex: true, dni: true },
    });
  });

  it('refuses bookings at a branch without service_book: 409 bookings_unavailable, and writes nothing', async () => {
    const before = await t.database.db.$count(bookings);
    for (const res of [
      await get(BRASA, '/booking/suppliers/el-poblado/options.json'),
      await book(t.app, BRASA, 'el-poblado', bookingBody()),
    ]) {
      expect(res.statusCode).toBe(409);
      expect(res.json<ErrorBody>()).toMatchObject({
        key: 'bookings_unavailable',
        message: 'Bookings are not available.',
      });
    }
    expect(await t.database.db.$count(bookings)).toBe(before);
    expect((await get(BRASA, '/booking/suppliers/nowhere/options.json')).statusCode).toBe(404);
  });

  it('answers the free hours of a month of days for a party, closed Sundays after 17:00 included', async () => {
    const res = await get(
      BRASA,
      '/booking/suppliers/chapinero/availability.json?from=2026-03-02&days=31&persons=2',
    );
    expect(res.statusCode).toBe(200);
    const { days } = res.json<{ days: { date: string; closed: boolean; hours: { hour: string }[] }[] }>();
    expect(days).toHaveLength(31);
    // Monday 2 March at 13:00 with a 60-minute lead: the first hour is 14:00
    expect(days[0]!.hours[0]!.hour).toBe('14:00');
    expect(days[1]!.hours.map((h) => h.hour)).toContain('21:30');
    expect(days.find((d) => d.date === '2026-03-08')!.hours.at(-1)!.hour).toBe('16:30');
  });
});

describe(`taking a booking (${storeName})`, () => {
  it('approves at once at an instant branch and answers the detail link once', async () => {
    const created = await booked(
      t.app,
      BRASA,
      'chapinero',
      bookingBody({ persons: 3, reason: 'Cumpleaños' }),
    );
    expect(created).toMatchObject({
      status: 'approved',
      supplier_id: 'chapinero',
      date: '2026-03-03',
      hour: '20:00',
      starts_at: '2026-03-04T01:00:00.000Z',
      // a party of 3 stays 2 h
      ends_at: '2026-03-04T03:00:00.000Z',
      zone: { key: 'salon', name: 'Salón' },
      deposit: { kind: 'none', amount: 0, owed: false },
      can_cancel: true,
      can_confirm: true,
      can_rate: false,
      waitlist_position: null,
    });
    expect(created.detail_path).toBe(`/book_info/${created.id}/${created.token}`);
    expect(created.token.length).toBeGreaterThanOrEqual(32);
  });

  it('stores the secret only as a hash', async () => {
    const created = await booked(t.app, BRASA, 'chapinero', bookingBody());
    const rows = await t.database.db
      .select()
      .from(bookingTokens)
      .where(eq(bookingTokens.bookingId, created.id));
    expect(rows.map((row) => row.tokenHash)).toEqual([hashToken(created.token)]);
    const [row] = await t.database.db.select().from(bookings).where(eq(bookings.id, created.id));
    expect(JSON.stringify(row)).not.toContain(created.token);
  });

  it('replays the same booking for a retry with the same Idempotency-Key', async () => {
    const body = bookingBody({ hour: '19:00' });
    const first = await book(t.app, BRASA, 'chapinero', body, 'booking-retry-0001');
    const again = await book(t.app, BRASA, 'chapinero', body, 'booking-retry-0001');
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(first.json().id);
  });

  it.each([
    ['the date', { date: null }, 'booking_date_required', 'Choose the day of the booking.'],
    ['the hour', { hour: '' }, 'booking_hour_required', 'Choose the time of the booking.'],
    ['the persons', { persons: null }, 'booking_persons_required', 'Choose the number of people.'],
  ])(
    'refuses a booking without %s (spec §5) with its own message, writing nothing',
    async (_, over, key, message) => {
      const before = await t.database.db.$count(bookings);
      const res = await book(t.app, BRASA, 'chapinero', { ...bookingBody(), ...over });
      expect(res.statusCode).toBe(400);
      expect(res.json<ErrorBody>()).toMatchObject({ key, message });
      expect(await t.database.db.$count(bookings)).toBe(before);
    },
  );

  it('refuses bad contact data like checkout does', async () => {
    const res = await book(
      t.app,
      BRASA,
      'chapinero',
      bookingBody({ contact: { ...bookingBody().contact, phone: '12' } }),
    );
    expect(res.json<ErrorBody>()).toMatchObject({
      key: 'invalid_phone',
      params: { fields: 'contact.phone' },
    });
  });

  it('refuses hours off the grid, past, closed days and party sizes out of the limits', async () => {
    const cases: [object, number, string][] = [
      [{ hour: '20:15' }, 409, 'slot_unavailable'],
      [{ date: '2026-03-01' }, 409, 'slot_unavailable'],
      [{ date: '2026-03-08', hour: '20:00' }, 409, 'slot_unavailable'],
      [{ date: '2026-03-02', hour: '13:30' }, 409, 'slot_unavailable'],
      [{ persons: 13 }, 400, 'booking_party_size'],
      [{ zone: 'patio' }, 400, 'booking_zone_unknown'],
    ];
    for (const [over, status, key] of cases) {
      const res = await book(t.app, BRASA, 'chapinero', bookingBody(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(status);
      expect(res.json<ErrorBody>().key).toBe(key);
    }
    const party = await book(t.app, BRASA, 'chapinero', bookingBody({ persons: 13 }));
    expect(party.json<ErrorBody>().message).toBe('This party size cannot book here: 1 to 12 people.');
  });

  it('asks for the ID document where the branch asks for it', async () => {
    const res = await book(t.app, PADARIA, 'vila-madalena', bookingBody({ hour: '10:00' }));
    expect(res.json<ErrorBody>()).toMatchObject({ key: 'field_required', params: { fields: 'contact.dni' } });
  });
});

describe(`the SMS code where the branch asks for it (${storeName})`, () => {
  it('books at Pinheiros only once this diner confirmed the phone with the 4-digit code', async () => {
    const body = bookingBody({
      hour: '10:00',
      contact: {
        name: 'Rita Lima',
        phone_code: '+55',
        phone: '11 91234-5678',
        email: 'rita@example.com',
        dni: null,
      },
    });
    expect((await book(t.app, PADARIA, 'pinheiros', body)).statusCode).toBe(401);
    const profile = (
      await t.app.inject({
        method: 'POST',
        url: '/profiles/anonymous.json',
        headers: { host: PADARIA },
        payload: { profile: { domain: 'padaria-aurora' } },
      })
    ).json<{ id: string; token: string }>();
    const who = { host: PADARIA, lang: 'en', profileid: profile.id, token: profile.token };
    const asDiner = (key: string) =>
      t.app.inject({
        method: 'POST',
        url: '/booking/suppliers/pinheiros/bookings.json',
        headers: { ...who, 'idempotency-key': key },
        payload: body,
      });
    const refused = await asDiner('sms-booking-0001');
    expect(refused.statusCode).toBe(422);
    expect(refused.json<ErrorBody>().key).toBe('sms_code_required');

    const phone = { phone_code: '+55', phone: '11 91234-5678' };
    await t.app.inject({ method: 'POST', url: '/delivery/sms-codes.json', headers: who, payload: phone });
    const inbox = await t.app.inject({
      url: '/sandbox/sms/outbox.json?phone=%2B5511912345678',
      headers: { host: PADARIA },
    });
    const code = /\b(\d{4})\b/.exec(inbox.json<{ messages: { body: string }[] }>().messages[0]!.body)![1]!;
    const verified = await t.app.inject({
      method: 'POST',
      url: '/delivery/sms-codes/verify.json',
      headers: who,
      payload: { ...phone, code },
    });
    expect(verified.statusCode).toBeLessThan(300);
    const booked = await asDiner('sms-booking-0002');
    expect(booked.statusCode).toBe(201);
    expect(booked.json()).toMatchObject({
      status: 'pending',
      deposit: { kind: 'per_reservation', amount: 5000 },
    });
  });
});

describe(`the detail link (${storeName})`, () => {
  it('reads the booking with its secret; a wrong secret, another booking or another venue is 404', async () => {
    const mine = await booked(t.app, BRASA, 'chapinero', bookingBody({ hour: '18:00' }));
    const other = await booked(t.app, BRASA, 'chapinero', bookingBody({ hour: '18:30' }));
    expect((await link(t.app, BRASA, mine, 'GET')).json()).toMatchObject({ id: mine.id, status: 'approved' });
    for (const res of [
      await link(t.app, BRASA, { id: mine.id, token: other.token }, 'GET'),
      await link(t.app, BRASA, { id: mine.id, token: 'x'.repeat(32) }, 'GET'),
      await link(t.app, PADARIA, mine, 'GET'),
      await link(t.app, BRASA, { id: mine.id, token: other.token }, 'POST', 'cancel'),
      await link(t.app, BRASA, { id: 'not-a-uuid', token: mine.token }, 'GET'),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json<ErrorBody>().key).toBe('not_found');
      expect(res.body).not.toContain(mine.id);
    }
    expect((await link(t.app, BRASA, mine, 'GET')).json().status).toBe('approved');
  });

  it('confirms attendance, then cancels until the cut-off only', async () => {
    const early = await booked(t.app, BRASA, 'chapinero', bookingBody({ hour: '17:00' }));
    const confirmed = await link(t.app, BRASA, early, 'POST', 'confirm');
    expect(confirmed.json()).toMatchObject({ status: 'confirmed', can_confirm: false, can_cancel: true });
    expect((await link(t.app, BRASA, early, 'POST', 'confirm')).json<ErrorBody>().key).toBe(
      'booking_transition_invalid',
    );
    const canceled = await link(t.app, BRASA, early, 'POST', 'cancel');
    expect(canceled.json()).toMatchObject({ status: 'canceled', can_cancel: false });

    // today at 14:30: the 120-minute cut-off is 12:30, past at 13:00
    const today = await booked(t.app, BRASA, 'chapinero', bookingBody({ date: '2026-03-02', hour: '14:30' }));
    expect(today.can_cancel).toBe(false);
    const late = await link(t.app, BRASA, today, 'POST', 'cancel');
    expect(late.statusCode).toBe(409);
    expect(late.json<ErrorBody>()).toMatchObject({
      key: 'booking_cancel_too_late',
      params: { minutes: 120 },
    });
    expect((await link(t.app, BRASA, today, 'GET')).json().status).toBe('approved');
  });

  it('offers the booking as a calendar event', async () => {
    const created = await booked(t.app, BRASA, 'chapinero', bookingBody({ hour: '21:00' }));
    const res = await t.app.inject({
      method: 'GET',
      url: `/booking/bookings/${created.id}/calendar.ics?token=${created.token}`,
      headers: { host: BRASA },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/calendar');
    expect(res.body).toContain('DTSTART:20260304T020000Z');
    expect(res.body).toContain('LOCATION:Calle 60 # 9-25\\, Bogotá');
    expect(res.body).toContain(`/book_info/${created.id}/${created.token}`);
  });

  it('rates once, 1 to 10, from the booking time on', async () => {
    const created = await booked(
      t.app,
      BRASA,
      'chapinero',
      bookingBody({ date: '2026-03-02', hour: '15:00' }),
    );
    const early = await link(t.app, BRASA, created, 'POST', 'rate', { rate: 9, comment: 'Great' });
    expect(early.json<ErrorBody>().key).toBe('booking_rating_not_open');
    t.clock.now = new Date('2026-03-02T20:30:00Z'); // 15:30 in Bogotá
    try {
      expect((await link(t.app, BRASA, created, 'POST', 'rate', { rate: 11 })).json<ErrorBody>().key).toBe(
        'rating_required',
      );
      const rated = await link(t.app, BRASA, created, 'POST', 'rate', { rate: 9, comment: 'Great' });
      expect(rated.json()).toMatchObject({ rating: { rate: 9, comment: 'Great' }, can_rate: false });
      const again = await link(t.app, BRASA, created, 'POST', 'rate', { rate: 3 });
      expect(again.json<ErrorBody>().key).toBe('booking_already_rated');
    } finally {
      t.clock.now = MONDAY_1PM;
    }
  });
});

describe(`the waiting list (${storeName})`, () => {
  it('puts a full hour on the waiting list, and a cancellation promotes the first in line with an SMS', async () => {
    // the terrace seats 12: three parties of 4 fill it at 19:30 on Wednesday
    const at = { date: '2026-03-04', hour: '19:30', zone: 'terraza', persons: 4 };
    const held = [];
    for (let i = 0; i < 3; i++) held.push(await booked(t.app, BRASA, 'chapinero', bookingBody(at)));
    const phone = { ...bookingBody().contact, phone: '3009998877' };
    const first = await booked(t.app, BRASA, 'chapinero', bookingBody({ ...at, contact: phone }));
    const second = await booked(t.app, BRASA, 'chapinero', bookingBody(at));
    expect(first).toMatchObject({ status: 'waitlist', waitlist_position: 1, can_confirm: false });
    expect(second).toMatchObject({ status: 'waitlist', waitlist_position: 2 });

    await link(t.app, BRASA, held[0]!, 'POST', 'cancel');
    expect((await link(t.app, BRASA, first, 'GET')).json()).toMatchObject({
      status: 'approved',
      waitlist_position: null,
    });
    expect((await link(t.app, BRASA, second, 'GET')).json()).toMatchObject({
      status: 'waitlist',
      waitlist_position: 1,
    });

    const sms = await lastSms(t, '+573009998877');
    expect(sms).toMatch(/off the waiting list/);
    const path = /\/book_info\/([0-9a-f-]+)\/([\w-]+)/.exec(sms!)!;
    expect(path[1]).toBe(first.id);
    // the message's link is a key of its own to the same booking
    expect((await link(t.app, BRASA, { id: path[1]!, token: path[2]! }, 'GET')).json().id).toBe(first.id);
  });

  it('refuses a full hour where the branch keeps no list: 409 booking_full', async () => {
    const at = { date: '2026-03-03', hour: '13:00', persons: 8 };
    await booked(t.app, BRASA, 'usaquen', bookingBody(at));
    await booked(t.app, BRASA, 'usaquen', bookingBody(at));
    const full = await book(t.app, BRASA, 'usaquen', bookingBody(at));
    expect(full.statusCode).toBe(409);
    expect(full.json<ErrorBody>().key).toBe('booking_full');
  });
});

describe(`the development sandbox (${storeName})`, () => {
  it('moves a booking, by its link only, to have started an hour ago so a journey can rate it', async () => {
    const created = await booked(
      t.app,
      BRASA,
      'chapinero',
      bookingBody({ date: '2026-03-07', hour: '20:00' }),
    );
    const elapse = (token: string) =>
      t.app.inject({
        method: 'POST',
        url: `/booking/bookings/${created.id}/elapse?token=${token}`.replace('/booking/', '/sandbox/'),
        headers: { host: BRASA },
      });
    expect((await elapse('x'.repeat(32))).statusCode).toBe(404);
    const moved = await elapse(created.token);
    expect(moved.json()).toMatchObject({
      starts_at: '2026-03-02T17:00:00.000Z',
      date: '2026-03-02',
      hour: '12:00',
      can_rate: true,
    });
  });
});

describe(`the booking pages and the API description (${storeName})`, () => {
  it('lets any site frame the booking pop-up, and only it', async () => {
    const popup = await get(BRASA, '/reservarpopup/chapinero');
    expect(popup.statusCode).toBe(200);
    expect(popup.headers['content-security-policy']).toContain('frame-ancestors *');
    expect(popup.headers['x-frame-options']).toBeUndefined();
    const form = await get(BRASA, '/chapinero/reservar');
    expect(form.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(form.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('describes every booking call in the OpenAPI document', async () => {
    const doc = (await get(BRASA, '/docs/json')).json<{ paths: Record<string, object> }>();
    for (const path of [
      '/booking/suppliers/{supplier_slug}/options.json',
      '/booking/suppliers/{supplier_slug}/availability.json',
      '/booking/suppliers/{supplier_slug}/bookings.json',
      '/booking/bookings/{id}',
      '/booking/bookings/{id}/events',
      '/booking/bookings/{id}/calendar.ics',
      '/booking/bookings/{id}/cancel',
      '/booking/bookings/{id}/confirm',
      '/booking/bookings/{id}/rate',
      '/staff/bookings.json',
      '/staff/bookings/{id}/action',
      '/staff/booking-closures.json',
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
  });
});
