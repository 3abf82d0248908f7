import { randomUUID } from 'node:crypto';
import type { BookingRequestInput, CreatedBooking } from '@storefront/domain/booking/booking.schema';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { smsOutbox } from '../../src/db/schema.ts';
import { createStaffToken } from '../../src/modules/staff/staff.auth.ts';
import { BRASA, createTestApp, MONDAY_1PM, PADARIA, type TestApp } from './app.ts';

// Shared by the booking API tests: an app on a clock the test moves, booking bodies, staff calls.

export { BRASA, MONDAY_1PM, PADARIA };

export interface BookingTestApp extends TestApp {
  clock: { now: Date };
}

export async function bookingApp(): Promise<BookingTestApp> {
  const clock = { now: MONDAY_1PM };
  // 50 concurrent bookings come from one test client
  const t = await createTestApp({ RATE_LIMIT_BOOKINGS_PER_MINUTE: '1000' }, { now: () => clock.now });
  return Object.assign(t, { clock });
}

export function bookingBody(overrides: Partial<BookingRequestInput> = {}): BookingRequestInput {
  return {
    date: '2026-03-03',
    hour: '20:00',
    persons: 2,
    zone: null,
    reason: null,
    comment: '',
    contact: {
      name: 'Ana Gómez',
      phone_code: '+57',
      phone: '3001234567',
      email: 'ana@example.com',
      dni: null,
    },
    ...overrides,
  };
}

/** A booking at São Paulo's Vila Madalena (approval, per-person deposit, ID asked). */
export function padariaBody(overrides: Partial<BookingRequestInput> = {}): BookingRequestInput {
  return bookingBody({
    date: '2026-03-03',
    hour: '10:00',
    contact: {
      name: 'João Silva',
      phone_code: '+55',
      phone: '11987654321',
      email: 'joao@example.com',
      dni: '12345678',
    },
    ...overrides,
  });
}

export function book(
  app: FastifyInstance,
  host: string,
  slug: string,
  body: unknown,
  key: string = randomUUID(),
) {
  return app.inject({
    method: 'POST',
    url: `/booking/suppliers/${slug}/bookings.json`,
    headers: { host, lang: 'en', 'idempotency-key': key },
    payload: body as object,
  });
}

export async function booked(
  app: FastifyInstance,
  host: string,
  slug: string,
  body: unknown,
): Promise<CreatedBooking> {
  const res = await book(app, host, slug, body);
  if (res.statusCode !== 201) throw new Error(`booking failed: ${res.statusCode} ${res.body}`);
  return res.json<CreatedBooking>();
}

/** A diner call through the detail link. */
export function link(
  app: FastifyInstance,
  host: string,
  booking: { id: string; token: string },
  method: 'GET' | 'POST',
  action = '',
  payload?: unknown,
) {
  return app.inject({
    method,
    url: `/booking/bookings/${booking.id}${action ? `/${action}` : ''}?token=${booking.token}`,
    headers: { host, lang: 'en' },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

export async function staffTokenFor(t: TestApp, host: string): Promise<string> {
  const id = await t.app.tenancy.resolve(host);
  return createStaffToken(t.database.db, id!, 'bookings test');
}

export function staff(
  app: FastifyInstance,
  host: string,
  token: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
) {
  return app.inject({
    method,
    url,
    headers: { host, authorization: `Bearer ${token}`, lang: 'en' },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

/** The latest SMS to a phone. */
export async function lastSms(t: TestApp, phone: string): Promise<string | null> {
  const [row] = await t.database.db
    .select({ body: smsOutbox.body })
    .from(smsOutbox)
    .where(and(eq(smsOutbox.phone, phone)))
    .orderBy(desc(smsOutbox.id))
    .limit(1);
  return row?.body ?? null;
}
