import { bookingSchema } from '@storefront/domain/booking/booking.schema';
import { localClock } from '@storefront/domain/delivery/hours.rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { errorBody, NO_STORE, storefrontHeaders } from '../../lib/http.ts';
import { getInstance } from '../venue/venue.repository.ts';
import type { BookingDeps } from './booking.deps.ts';
import { bookingByLink, detailLink } from './booking.http.ts';
import { findBooking, moveBookingTime } from './booking.repository.ts';
import { toBooking } from './booking.service.ts';

// Development machines only (never registered in production, like the SMS sandbox inbox): lets a
// journey rate a booking without waiting for its hour, by moving it to have started an hour ago.
export const sandboxBookingRoutes: FastifyPluginAsyncZod<{ deps: BookingDeps }> = async (app, { deps }) => {
  app.post(
    '/sandbox/bookings/:id/elapse',
    {
      schema: {
        tags: ['sandbox'],
        summary: 'Development only: the booking (by its detail link) now started an hour ago',
        headers: storefrontHeaders,
        ...detailLink,
        response: { 200: bookingSchema, 404: errorBody },
      },
    },
    async (request, reply) => {
      const { instanceId, row } = await bookingByLink(deps, request);
      const instance = await getInstance(deps.db, instanceId);
      if (!instance) throw new AppError(404, 'not_found');
      const start = new Date(deps.now().getTime() - 60 * 60_000);
      const local = localClock(start, instance.timezone);
      const hh = String(Math.floor(local.minutes / 60)).padStart(2, '0');
      const mm = String(local.minutes % 60).padStart(2, '0');
      await moveBookingTime(deps.db, row.id, {
        startsAt: start,
        endsAt: new Date(start.getTime() + (row.endsAt.getTime() - row.startsAt.getTime())),
        localDate: local.date,
        localHour: `${hh}:${mm}`,
      });
      return reply
        .header('cache-control', NO_STORE)
        .send(await toBooking(deps, (await findBooking(deps.db, instanceId, row.id))!));
    },
  );
};
