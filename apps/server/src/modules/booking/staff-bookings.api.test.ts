import type { StaffBooking } from '@storefront/domain/booking/booking.schema';
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ErrorBody, fileApp, storeName } from '../../../test/support/app.ts';
import {
  BRASA,
  booked,
  bookingApp,
  bookingBody,
  lastSms,
  link,
  MONDAY_1PM,
  PADARIA,
  padariaBody,
  staff,
  staffTokenFor,
} from '../../../test/support/booking.ts';
import { bookingZones, domainEvents } from '../../db/schema.ts';
import { staffTopic } from '../../plugins/events.ts';
import { emailOutboxFor } from '../email/email-outbox.repository.ts';
import { OutboxEmailSender } from '../email/outbox.email.ts';
import { OutboxSmsSender } from '../sms/outbox.sms.ts';
import type { BookingDeps } from './booking.deps.ts';
import { sendDueReminders } from './reminders.ts';

// Issue 16.8-16.10, the venue's side through the staff API (docs/staff-api.md#bookings): a day's
// bookings, accept, decline, promote, seated, no-show, deposit paid, closing a day or a zone, the
// live events and the diner's messages.
const t = fileApp(bookingApp);
let padaria: string;
let brasa: string;
beforeAll(async () => {
  padaria = await staffTokenFor(t, PADARIA);
  brasa = await staffTokenFor(t, BRASA);
});

const act = (id: string, action: string, reason: string | null = null, token = padaria, host = PADARIA) =>
  staff(t.app, host, token, 'POST', `/staff/bookings/${id}/action`, { action, reason });
const PHONE = '+5511987654321';

describe(`accepting and declining at an approval branch (${storeName})`, () => {
  it('keeps a new booking pending with its per-person deposit not yet owed', async () => {
    const created = await booked(t.app, PADARIA, 'vila-madalena', padariaBody({ persons: 3 }));
    expect(created).toMatchObject({
      status: 'pending',
      deposit: {
        kind: 'per_person',
        amount: 6000,
        currency: 'BRL',
        owed: false,
        paid: false,
        pay: 'at_restaurant',
      },
      can_confirm: false,
    });
  });

  it('accepts: the deposit becomes owed, the diner gets an SMS with the link, a live event goes out', async () => {
    const created = await booked(t.app, PADARIA, 'vila-madalena', padariaBody({ hour: '10:30' }));
    const res = await act(created.id, 'accept');
    expect(res.statusCode).toBe(200);
    expect(res.json<StaffBooking>()).toMatchObject({
      status: 'approved',
      deposit: { owed: true, paid: false },
      contact: { name: 'João Silva', dni: '12345678' },
    });
    expect(await lastSms(t, PHONE)).toMatch(/aceitou sua reserva|accepted your booking/);
    expect(await lastSms(t, PHONE)).toContain('/book_info/');
    const events = await t.database.db
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.topic, `booking:${created.id}`)));
    expect(events.map((e) => (e.payload as { status: string }).status)).toEqual(['pending', 'approved']);
    // the diner confirms attendance, the staff mark the deposit paid
    expect((await link(t.app, PADARIA, created, 'POST', 'confirm')).json().status).toBe('confirmed');
    const paid = await act(created.id, 'deposit_paid');
    expect(paid.json<StaffBooking>().deposit).toMatchObject({ owed: true, paid: true });
    expect((await act(created.id, 'deposit_paid')).statusCode).toBe(409);
  });

  it('declines only with a reason, and tells the diner why', async () => {
    const created = await booked(t.app, PADARIA, 'vila-madalena', padariaBody({ hour: '11:00' }));
    const bare = await act(created.id, 'decline');
    expect(bare.statusCode).toBe(409);
    expect(bare.json<ErrorBody>().key).toBe('cancel_reason_required');
    const declined = await act(created.id, 'decline', 'Evento privado');
    expect(declined.json<StaffBooking>()).toMatchObject({
      status: 'canceled',
      status_reason: 'Evento privado',
    });
    expect(await lastSms(t, PHONE)).toContain('Evento privado');
    expect((await act(created.id, 'accept')).json<ErrorBody>().key).toBe('booking_transition_invalid');
  });

  it("answers 404 for another venue's booking or an unknown one, changing nothing", async () => {
    const created = await booked(t.app, PADARIA, 'vila-madalena', padariaBody({ hour: '11:30' }));
    const foreign = await act(created.id, 'accept', null, brasa, BRASA);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.body).not.toContain('João');
    expect((await act('00000000-0000-4000-8000-000000000000', 'accept')).statusCode).toBe(404);
    expect((await link(t.app, PADARIA, created, 'GET')).json().status).toBe('pending');
    const list = await staff(
      t.app,
      BRASA,
      brasa,
      'GET',
      '/staff/bookings.json?supplier_id=vila-madalena&date=2026-03-03',
    );
    expect(list.statusCode).toBe(404);
  });
});

describe(`the host stand's sessions (${storeName})`, () => {
  const origin = `http://${PADARIA}`;
  /** A person of Padaria with the role, signed in through an invitation: their session cookie. */
  const session = async (role: 'waiter' | 'kitchen') => {
    const invited = await staff(t.app, PADARIA, padaria, 'POST', '/staff/invitations.json', {
      email: `${role}@padaria.test`,
      role,
    });
    const token = new URL(invited.json<{ link: string }>().link).searchParams.get('token');
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/staff/invitations/accept.json',
      headers: { host: PADARIA, origin },
      payload: { token, password: 'correct horse battery' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    return String(accepted.headers['set-cookie']).split(';')[0]!;
  };
  const as = (cookie: string, method: 'GET' | 'POST', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: { host: PADARIA, origin, cookie, lang: 'en' }, payload });
  // a day of its own: the day listing below counts the statuses of 2026-03-03
  const DAY = '/staff/bookings.json?supplier_id=vila-madalena&date=2026-03-04';

  it('lets a waiter read the day and accept; refuses the kitchen every booking route, changing nothing', async () => {
    const created = await booked(
      t.app,
      PADARIA,
      'vila-madalena',
      padariaBody({ date: '2026-03-04', hour: '12:00' }),
    );
    const kitchen = await session('kitchen');
    for (const res of [
      await as(kitchen, 'GET', DAY),
      await as(kitchen, 'POST', `/staff/bookings/${created.id}/action`, { action: 'accept' }),
      await as(kitchen, 'POST', '/staff/booking-closures.json', {
        supplier_id: 'vila-madalena',
        date: '2026-03-04',
      }),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json<ErrorBody>().key).toBe('forbidden');
    }
    const waiter = await session('waiter');
    const day = await as(waiter, 'GET', DAY);
    expect(day.statusCode).toBe(200);
    const listed = day.json<{ bookings: StaffBooking[]; closed: boolean }>();
    expect(listed.closed).toBe(false);
    expect(listed.bookings.find((b) => b.id === created.id)?.status).toBe('pending');
    const accepted = await as(waiter, 'POST', `/staff/bookings/${created.id}/action`, { action: 'accept' });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<StaffBooking>().status).toBe('approved');
  });
});

describe(`the waiting list and the evening (${storeName})`, () => {
  it('promotes a waiting booking only while its zone has room', async () => {
    // the varanda seats 8
    const at = { hour: '12:00', zone: 'varanda', persons: 4 };
    const a = await booked(t.app, PADARIA, 'vila-madalena', padariaBody(at));
    await booked(t.app, PADARIA, 'vila-madalena', padariaBody(at));
    const waiting = await booked(t.app, PADARIA, 'vila-madalena', padariaBody(at));
    expect(waiting.status).toBe('waitlist');
    const full = await act(waiting.id, 'promote');
    expect(full.statusCode).toBe(409);
    expect(full.json<ErrorBody>().key).toBe('booking_full');
    // declining a pending booking frees its seats: the approval branch promotes the waiting one to pending
    await act(a.id, 'decline', 'Sem mesa');
    expect((await link(t.app, PADARIA, waiting, 'GET')).json().status).toBe('pending');
    expect(await lastSms(t, PHONE)).toMatch(/lista de espera|waiting list/);
  });

  it('promotes by hand when room frees, the diner drops a waiting place, and the venue cancels an accepted booking with a reason', async () => {
    const at = { date: '2026-03-04', hour: '09:00', zone: 'varanda', persons: 4 };
    const first = await booked(t.app, PADARIA, 'vila-madalena', padariaBody(at));
    const second = await booked(t.app, PADARIA, 'vila-madalena', padariaBody(at));
    const third = await booked(t.app, PADARIA, 'vila-madalena', padariaBody(at));
    const fourth = await booked(t.app, PADARIA, 'vila-madalena', padariaBody(at));
    expect([third.status, fourth.status]).toEqual(['waitlist', 'waitlist']);
    // the diner of the last place in line leaves it, whatever the cut-off
    expect((await link(t.app, PADARIA, fourth, 'POST', 'cancel')).json().status).toBe('canceled');
    // the venue cancels an accepted booking with a reason: its seats go to the first in line (pending here)
    await act(first.id, 'accept');
    expect((await act(first.id, 'cancel')).json<ErrorBody>().key).toBe('cancel_reason_required');
    const canceled = await act(first.id, 'cancel', 'Cozinha fechada');
    expect(canceled.json<StaffBooking>()).toMatchObject({
      status: 'canceled',
      status_reason: 'Cozinha fechada',
    });
    expect((await link(t.app, PADARIA, third, 'GET')).json().status).toBe('pending');
    // the staff promote a waiting booking by hand once seats are free
    const waiting = await booked(t.app, PADARIA, 'vila-madalena', padariaBody(at));
    expect(waiting.status).toBe('waitlist');
    await act(second.id, 'decline', 'Sem mesa');
    // declining frees seats: the automatic promotion already moved it
    expect((await link(t.app, PADARIA, waiting, 'GET')).json().status).toBe('pending');
    expect((await act(waiting.id, 'promote')).json<ErrorBody>().key).toBe('booking_transition_invalid');
  });

  it('promotes by hand to approved once the zone seats more (a re-import added seats)', async () => {
    const at = { date: '2026-03-05', hour: '09:00', zone: 'varanda', persons: 8 };
    await booked(t.app, PADARIA, 'vila-madalena', padariaBody(at));
    const waiting = await booked(t.app, PADARIA, 'vila-madalena', padariaBody(at));
    expect(waiting.status).toBe('waitlist');
    expect((await act(waiting.id, 'promote')).json<ErrorBody>().key).toBe('booking_full');
    await t.database.db.update(bookingZones).set({ seats: 16 }).where(eq(bookingZones.key, 'varanda'));
    try {
      const promoted = await act(waiting.id, 'promote');
      expect(promoted.json<StaffBooking>()).toMatchObject({ status: 'approved', waitlist_position: null });
      expect(await lastSms(t, PHONE)).toMatch(/lista de espera|waiting list/);
    } finally {
      await t.database.db.update(bookingZones).set({ seats: 8 }).where(eq(bookingZones.key, 'varanda'));
    }
  });

  it('lists the day by time, with every status and the contact', async () => {
    const res = await staff(
      t.app,
      PADARIA,
      padaria,
      'GET',
      '/staff/bookings.json?supplier_id=vila-madalena&date=2026-03-03',
    );
    expect(res.statusCode).toBe(200);
    const list = res.json<{ bookings: StaffBooking[] }>().bookings;
    expect(list.length).toBeGreaterThanOrEqual(6);
    expect(list.map((b) => b.starts_at)).toEqual([...list.map((b) => b.starts_at)].sort());
    expect(new Set(list.map((b) => b.status))).toEqual(new Set(['pending', 'confirmed', 'canceled']));
  });

  it('seats a party from half an hour before, marks no-shows from their time, then completes', async () => {
    const created = await booked(
      t.app,
      BRASA,
      'chapinero',
      bookingBody({ date: '2026-03-02', hour: '15:00' }),
    );
    const other = await booked(t.app, BRASA, 'chapinero', bookingBody({ date: '2026-03-02', hour: '15:00' }));
    const early = await act(created.id, 'seat', null, brasa, BRASA);
    expect(early.json<ErrorBody>().key).toBe('booking_not_started');
    t.clock.now = new Date('2026-03-02T19:35:00Z'); // 14:35
    try {
      expect((await act(created.id, 'seat', null, brasa, BRASA)).json().status).toBe('seated');
      expect((await act(other.id, 'no_show', null, brasa, BRASA)).json<ErrorBody>().key).toBe(
        'booking_not_started',
      );
      t.clock.now = new Date('2026-03-02T20:05:00Z'); // 15:05
      expect((await act(other.id, 'no_show', null, brasa, BRASA)).json().status).toBe('no_show');
      expect((await act(created.id, 'complete', null, brasa, BRASA)).json().status).toBe('completed');
      expect((await link(t.app, BRASA, created, 'GET')).json().can_rate).toBe(true);
      expect((await link(t.app, BRASA, other, 'GET')).json().can_rate).toBe(false);
    } finally {
      t.clock.now = MONDAY_1PM;
    }
  });
});

describe(`closing a day or a zone (${storeName})`, () => {
  it('takes a closed zone out of the hours and refuses bookings there; reopening gives them back', async () => {
    const close = (zone: string | null, closed = true) =>
      staff(t.app, BRASA, brasa, 'POST', '/staff/booking-closures.json', {
        supplier_id: 'chapinero',
        date: '2026-03-10',
        zone,
        closed,
      });
    const hours = async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/booking/suppliers/chapinero/availability.json?from=2026-03-10&days=1&persons=2',
        headers: { host: BRASA },
      });
      return res.json<{ days: { closed: boolean; hours: { zones: { key: string }[] }[] }[] }>().days[0]!;
    };
    type Day = { closed: boolean; zones: { key: string; closed: boolean }[] };
    const day = async () =>
      (
        await staff(t.app, BRASA, brasa, 'GET', '/staff/bookings.json?supplier_id=chapinero&date=2026-03-10')
      ).json<Day>();
    expect((await close('terraza')).statusCode).toBe(200);
    expect((await hours()).hours[0]!.zones.map((z) => z.key)).toEqual(['salon']);
    // the console's day shows what is closed
    expect(await day()).toMatchObject({
      closed: false,
      zones: [
        { key: 'salon', closed: false },
        { key: 'terraza', closed: true },
      ],
    });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/booking/suppliers/chapinero/bookings.json',
      headers: { host: BRASA, 'idempotency-key': 'closed-zone-0001' },
      payload: bookingBody({ date: '2026-03-10', zone: 'terraza' }),
    });
    expect(refused.json<ErrorBody>().key).toBe('slot_unavailable');
    await close(null);
    expect((await hours()).closed).toBe(true);
    expect((await day()).closed).toBe(true);
    await close(null, false);
    await close('terraza', false);
    expect((await hours()).hours[0]!.zones.map((z) => z.key)).toEqual(['salon', 'terraza']);
    expect((await day()).zones.every((zone) => !zone.closed)).toBe(true);
    const [instance] = await t.database.db
      .select({ topic: domainEvents.topic })
      .from(domainEvents)
      .where(like(domainEvents.topic, 'staff:%'))
      .limit(1);
    expect(instance?.topic).toMatch(/^staff:\d+$/);
    expect(staffTopic(1)).toBe('staff:1');
  });
});

describe(`reminders (${storeName})`, () => {
  it('sends one reminder with the detail link when the branch’s reminder time has come', async () => {
    const created = await booked(
      t.app,
      BRASA,
      'chapinero',
      bookingBody({
        date: '2026-03-06',
        hour: '20:00',
        contact: { ...bookingBody().contact, phone: '3005550000' },
      }),
    );
    const deps: BookingDeps = {
      db: t.database.db,
      events: t.app.events,
      sms: new OutboxSmsSender(t.database.db, t.app.log),
      email: new OutboxEmailSender(t.database.db, t.app.log),
      phoneVerified: async () => true,
      now: () => t.clock.now,
    };
    // bookings of today and tomorrow are reminded now; Friday's is three days ahead
    await sendDueReminders(deps);
    expect(await lastSms(t, '+573005550000')).toBeNull();
    t.clock.now = new Date('2026-03-06T02:00:00Z'); // 21:00 the evening before: 24 h ahead
    try {
      expect(await sendDueReminders(deps)).toBeGreaterThanOrEqual(1);
      const sms = await lastSms(t, '+573005550000');
      expect(sms).toMatch(/See you at La Brasa/);
      expect(sms).toContain(`/book_info/${created.id}/`);
      // the same message by e-mail, with its subject
      const instanceId = (await t.app.tenancy.resolve(BRASA))!;
      const [mail] = await emailOutboxFor(t.database.db, instanceId, bookingBody().contact.email);
      expect(mail?.subject).toBe('A reminder of your booking at La Brasa Dorada');
      expect(mail?.body).toContain(`/book_info/${created.id}/`);
      expect(await sendDueReminders(deps)).toBe(0);
    } finally {
      t.clock.now = MONDAY_1PM;
    }
  });
});
