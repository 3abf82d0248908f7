import {
  closureBody,
  staffBookingActionBody,
  staffBookingSchema,
} from '@storefront/domain/booking/booking.schema';
import type { BookingStatus } from '@storefront/domain/booking/booking-status.rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { errorAnswers, NO_STORE } from '../../lib/http.ts';
import { staffTopic } from '../../plugins/events.ts';
import { requireStaff, staffHeaders, staffRequired } from '../staff/staff.auth.ts';
import type { BookingDeps } from './booking.deps.ts';
import { isUuid } from './booking.http.ts';
import { bookingsOfDay, closuresBetween, setClosure } from './booking.repository.ts';
import { bookableBranch, bookingContext, moveBooking, toStaffBooking } from './booking.service.ts';

const staffErrors = errorAnswers(400, 401, 404, 409);

/** Each staff action: the status it moves to and the statuses it starts from. */
const actions: Readonly<Record<string, { to: BookingStatus | 'deposit_paid'; from?: BookingStatus[] }>> = {
  accept: { to: 'approved', from: ['pending'] },
  decline: { to: 'canceled', from: ['pending'] },
  cancel: { to: 'canceled', from: ['approved', 'confirmed', 'waitlist'] },
  promote: { to: 'approved', from: ['waitlist'] },
  seat: { to: 'seated' },
  no_show: { to: 'no_show' },
  complete: { to: 'completed' },
  deposit_paid: { to: 'deposit_paid' },
};

// The venue's side of bookings (docs/staff-api.md#bookings): a branch's bookings of a
// day, moving them, and closing a day or a zone. Each change is a live event on the branch's staff
// stream (GET /staff/events.json) and on the booking's own.
export const staffBookingRoutes: FastifyPluginAsyncZod<{ deps: BookingDeps }> = async (app, { deps }) => {
  app.get(
    '/staff/bookings.json',
    {
      preValidation: staffRequired,
      schema: {
        tags: ['staff'],
        summary:
          "A branch's bookings of one day (venue time zone), by time, every status, with the contact; " +
          'whether the day is closed, and its zones, each closed or not',
        headers: staffHeaders,
        querystring: z.object({
          supplier_id: z.string().min(1).max(63),
          date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
        }),
        response: {
          200: z.object({
            bookings: z.array(staffBookingSchema),
            closed: z.boolean(),
            zones: z.array(z.object({ key: z.string(), name: z.string(), closed: z.boolean() })),
          }),
          ...staffErrors,
        },
      },
    },
    async (request, reply) => {
      const { instanceId } = await requireStaff(request);
      const branch = await bookableBranch(deps.db, instanceId, request.query.supplier_id);
      const rows = await bookingsOfDay(deps.db, instanceId, branch.supplier.id, request.query.date);
      // the branch, its settings and zone names once for the whole day, not per booking
      const context = await bookingContext(deps.db, instanceId, branch.supplier.id);
      const list = await Promise.all(rows.map((row) => toStaffBooking(deps, row, context)));
      const { date } = request.query;
      const closures = await closuresBetween(deps.db, branch.supplier.id, date, date);
      const zones = branch.settings.zones.map((zone) => ({
        key: zone.key,
        name: zone.name,
        closed: closures.some((closure) => closure.zone === zone.key),
      }));
      const closed = closures.some((closure) => closure.zone === null);
      return reply.header('cache-control', NO_STORE).send({ bookings: list, closed, zones });
    },
  );

  app.post(
    '/staff/bookings/:id/action',
    {
      preValidation: staffRequired,
      schema: {
        tags: ['staff'],
        summary:
          'Move a booking: accept (pending -> approved), decline (pending -> canceled, reason), cancel ' +
          '(approved, confirmed or waitlist -> canceled, reason), promote (waitlist -> approved, only ' +
          'when the zone still seats it), seat, no_show, complete, deposit_paid. The diner gets an SMS ' +
          'with the detail link on accept, decline, cancel and promotion. 409 on a move not allowed.',
        headers: staffHeaders,
        params: z.object({ id: z.string().max(64) }),
        body: staffBookingActionBody,
        response: { 200: staffBookingSchema, ...staffErrors },
      },
    },
    async (request, reply) => {
      const { instanceId } = await requireStaff(request);
      const id = request.params.id.toLowerCase();
      if (!isUuid(id)) throw new AppError(404, 'not_found');
      const { to, from } = actions[request.body.action]!;
      const row = await moveBooking(deps, instanceId, id, to, 'staff', request.body.reason, from);
      return reply.header('cache-control', NO_STORE).send(await toStaffBooking(deps, row));
    },
  );

  app.post(
    '/staff/booking-closures.json',
    {
      preValidation: staffRequired,
      schema: {
        tags: ['staff'],
        summary:
          'Close (or reopen, `closed: false`) a day for bookings, the whole branch or one zone. Bookings ' +
          'already taken stay; the day offers no more hours.',
        headers: staffHeaders,
        body: closureBody.extend({ supplier_id: z.string().min(1).max(63) }),
        response: {
          200: z.object({ date: z.string(), zone: z.string().nullable(), closed: z.boolean() }),
          ...staffErrors,
        },
      },
    },
    async (request, reply) => {
      const { instanceId } = await requireStaff(request);
      const { supplier_id, date, zone, closed } = request.body;
      const branch = await bookableBranch(deps.db, instanceId, supplier_id);
      if (zone !== null && !branch.settings.zones.some((z) => z.key === zone)) {
        throw new AppError(400, 'booking_zone_unknown');
      }
      await setClosure(deps.db, instanceId, branch.supplier.id, date, zone, closed);
      await deps.events.publish(instanceId, staffTopic(branch.supplier.id), {
        type: 'booking_closure',
        date,
        zone,
        closed,
      });
      return reply.header('cache-control', NO_STORE).send({ date, zone, closed });
    },
  );
};
