import type {
  Availability,
  Booking,
  BookingOptions,
  BookingRequest,
  CreatedBooking,
} from '@storefront/domain/booking/booking.schema';
import { api } from '@storefront/ui/lib/api-client.ts';
import type { ProfileHeaders } from '../../../lib/profile-headers.ts';
import { queryOptions, useQuery } from '@storefront/ui/lib/query.tsx';

// The booking calls (docs/bookings.md): a branch's form and free hours, taking a booking, and what
// the detail link (`id` + `token`) may do.

const branchPath = (slug: string) => `/booking/suppliers/${encodeURIComponent(slug)}`;
const linkPath = (id: string, action = '') =>
  `/booking/bookings/${encodeURIComponent(id)}${action ? `/${action}` : ''}`;
const withToken = (token: string) => `?token=${encodeURIComponent(token)}`;

export const useBookingOptions = (slug: string | undefined) =>
  useQuery({
    queryKey: ['booking', 'options', slug],
    queryFn: () => api<BookingOptions>(`${branchPath(slug!)}/options.json`),
    enabled: Boolean(slug),
    retry: false,
  });

export function useAvailability(slug: string | undefined, persons: number | null, days: number) {
  return useQuery({
    queryKey: ['booking', 'availability', slug, persons, days],
    queryFn: () =>
      api<Availability>(`${branchPath(slug!)}/availability.json?days=${days}&persons=${persons}`),
    enabled: Boolean(slug) && persons !== null,
  });
}

/** `profile` (headers profileid and token) where the branch asks for the SMS code: the server
 * checks that this diner confirmed the phone. */
export function createBooking(
  slug: string,
  body: BookingRequest,
  idempotencyKey: string,
  profile: ProfileHeaders | null = null,
) {
  return api<CreatedBooking>(`${branchPath(slug)}/bookings.json`, {
    method: 'POST',
    body,
    headers: { 'idempotency-key': idempotencyKey, ...(profile ?? {}) },
  });
}

export function bookingQuery(id: string | undefined, token: string | undefined) {
  return queryOptions({
    queryKey: ['booking', 'detail', id],
    queryFn: () => api<Booking>(`${linkPath(id!)}${withToken(token!)}`),
    enabled: Boolean(id && token),
    retry: false,
  });
}

export const useBooking = (id: string | undefined, token: string | undefined) =>
  useQuery(bookingQuery(id, token));

export function moveBooking(id: string, token: string, action: 'cancel' | 'confirm') {
  return api<Booking>(`${linkPath(id, action)}${withToken(token)}`, { method: 'POST' });
}

/** The purchase to pay the booking's online deposit with (POST …/deposit.json); the diner's
 * profile pays it through the payments pages. */
export function startDeposit(id: string, token: string, profile: ProfileHeaders) {
  return api<{ purchase_id: string; supplier_slug: string }>(
    `${linkPath(id, 'deposit.json')}${withToken(token)}`,
    { method: 'POST', headers: profile },
  );
}

export function rateBooking(id: string, token: string, rate: number, comment: string) {
  return api<Booking>(`${linkPath(id, 'rate')}${withToken(token)}`, {
    method: 'POST',
    body: { rate, comment },
  });
}

export const calendarHref = (id: string, token: string) =>
  `${linkPath(id, 'calendar.ics')}${withToken(token)}`;
/** The booking's Server-Sent Events (an EventSource: the secret rides in the query). */
export const eventsHref = (id: string, token: string) => `${linkPath(id, 'events')}${withToken(token)}`;
