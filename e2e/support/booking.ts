import { expect, type Page } from '@playwright/test';
import type { Availability, CreatedBooking } from '@storefront/domain/booking/booking.schema';

// Bookings (docs/bookings.md) made through the booking API from a page of the venue's origin, as another
// diner's browser would, so a journey can fill an hour before it books through the screens.

export const PADARIA_STAFF = 'stf_e2e_padaria_aurora_0123456789';

/** The first bookable hour where a zone still fits a party, from the server's availability. */
export async function firstFreeHour(
  page: Page,
  branch: string,
  persons: number,
  zone: string,
): Promise<{ date: string; hour: string }> {
  const availability = await page.evaluate(
    async ({ branch, persons }) =>
      (await fetch(`/booking/suppliers/${branch}/availability.json?days=14&persons=${persons}`)).json(),
    { branch, persons },
  );
  // from tomorrow on: the cut-off of every hour is still ahead
  for (const day of (availability as Availability).days.slice(1)) {
    for (const hour of day.hours) {
      const room = hour.zones.find((z) => z.key === zone);
      if (room && room.remaining >= persons * 3) return { date: day.date, hour: hour.hour };
    }
  }
  throw new Error('no free hour');
}

export async function bookByApi(page: Page, branch: string, body: object): Promise<CreatedBooking> {
  const res = await page.evaluate(
    async ({ branch, body }) => {
      const response = await fetch(`/booking/suppliers/${branch}/bookings.json`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
        body: JSON.stringify(body),
      });
      return { status: response.status, json: await response.json() };
    },
    { branch, body },
  );
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json as CreatedBooking;
}

export function contact(phone: string) {
  return { name: 'Marta Ruiz', phone_code: '+57', phone, email: 'marta@example.com', dni: null };
}

/** A POST from a page of the venue (cancel, the sandbox's elapse, the staff API with a token). */
export async function post(page: Page, path: string, body: unknown = undefined, token?: string) {
  return page.evaluate(
    async ({ path, body, token }) => {
      const response = await fetch(path, {
        method: 'POST',
        headers: {
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: body === undefined ? null : JSON.stringify(body),
      });
      return { status: response.status, json: await response.json() };
    },
    { path, body, token },
  );
}
