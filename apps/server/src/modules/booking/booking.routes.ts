import {
  availabilitySchema,
  bookingOptionsSchema,
  bookingRateBody,
  bookingRequestBody,
  bookingRequestSchema,
  bookingSchema,
  type CreatedBooking,
  createdBookingSchema,
} from '@storefront/domain/booking/booking.schema';
import { phoneDigits } from '@storefront/domain/delivery/contact.schema';
import { errorKeys } from '@storefront/domain/errors/error-keys';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import {
  dinerHeaders,
  errorAnswers,
  errorBody,
  NO_STORE,
  originOf,
  perClientPerMinute,
  storefrontHeaders,
  supplierSlugParams,
} from '../../lib/http.ts';
import { idempotencyKeyOf, idempotent } from '../../lib/idempotency.ts';
import { requestLang } from '../../lib/lang.ts';
import { type DomainEvent, streamEvents } from '../../plugins/events.ts';
import { requireInstanceId } from '../../plugins/tenancy.ts';
import { profileRequired, requireProfile } from '../profile/profile.auth.ts';
import { getInstance } from '../venue/venue.repository.ts';
import { depositPurchase } from './booking.deposit.ts';
import { type BookingDeps, bookingTopic } from './booking.deps.ts';
import { bookingByLink, bookingOfLink, detailLink, withIdempotencyKey } from './booking.http.ts';
import { bookingIcs } from './booking.ics.ts';
import {
  availabilityOf,
  bookableBranch,
  bookingOptions,
  createBooking,
  moveBooking,
  rateBooking,
  readBooking,
  toBooking,
} from './booking.service.ts';

const known = new Set<string>(errorKeys);

/** The first failing field of a booking request as its own error key (spec §5). */
function parseRequest(body: unknown) {
  const parsed = bookingRequestSchema.safeParse(body);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  const field = issue.path.join('.');
  const key =
    known.has(issue.message) && issue.message !== 'validation_failed' ? issue.message : 'validation_failed';
  throw new AppError(400, key as AppError['key'], { fields: field || 'body' });
}

const bookingErrors = errorAnswers(400, 404, 409);

// The diner's booking calls (docs/bookings.md): a branch's options and free hours, taking
// a booking, and what the detail link may do.
export const bookingRoutes: FastifyPluginAsyncZod<{ deps: BookingDeps; perMinute: number }> = async (
  app,
  { deps, perMinute },
) => {
  app.get(
    '/booking/suppliers/:supplier_slug/options.json',
    {
      schema: {
        tags: ['booking'],
        summary:
          "A branch's booking form: zones, party limits, reasons, optional fields asked and the deposit " +
          '(409 bookings_unavailable when the branch takes no bookings)',
        headers: storefrontHeaders,
        params: supplierSlugParams,
        response: { 200: bookingOptionsSchema, 404: errorBody, 409: errorBody },
      },
    },
    async (request) =>
      bookingOptions(await bookableBranch(deps.db, requireInstanceId(request), request.params.supplier_slug)),
  );

  app.get(
    '/booking/suppliers/:supplier_slug/availability.json',
    {
      schema: {
        tags: ['booking'],
        summary:
          'Free hours per zone for a party over `days` days from `from` (default today, venue time zone): ' +
          "each zone's seats minus every held booking whose stay overlaps; closed days, past hours, lead " +
          'time and horizon left out. A full hour (`free: false`) still takes a waiting-list booking.',
        headers: storefrontHeaders,
        params: supplierSlugParams,
        querystring: z.object({
          from: z
            .string()
            .regex(/^\d{4}-\d{2}-\d{2}$/)
            .optional(),
          days: z.coerce.number().int().min(1).max(31).default(7),
          persons: z.coerce.number().int().min(1).max(500),
        }),
        response: { 200: availabilitySchema, 400: errorBody, 404: errorBody, 409: errorBody },
      },
    },
    async (request, reply) => {
      const branch = await bookableBranch(deps.db, requireInstanceId(request), request.params.supplier_slug);
      return reply.header('cache-control', NO_STORE).send(await availabilityOf(deps, branch, request.query));
    },
  );

  app.post(
    '/booking/suppliers/:supplier_slug/bookings.json',
    {
      config: { rateLimit: perClientPerMinute(perMinute) },
      schema: {
        tags: ['booking'],
        summary:
          'Book a table (header Idempotency-Key: a retry returns the same booking). Approved at once or ' +
          'pending the venue, by the branch; on the waiting list when the hour is full (409 booking_full ' +
          'where the branch keeps no list). The answer carries the detail link secret, shown this once. ' +
          'Where the branch asks for it, the phone must first be confirmed with the SMS code ' +
          '(/delivery/sms-codes.json, headers profileid and token; else 422 sms_code_required).',
        headers: withIdempotencyKey,
        params: supplierSlugParams,
        body: bookingRequestBody,
        response: {
          201: createdBookingSchema,
          ...bookingErrors,
          401: errorBody,
          422: errorBody,
          429: errorBody,
        },
      },
    },
    async (request, reply) => {
      const instanceId = requireInstanceId(request);
      const key = idempotencyKeyOf(request)!;
      const body = parseRequest(request.body);
      const slug = request.params.supplier_slug;
      const branch = await bookableBranch(deps.db, instanceId, slug);
      if (branch.settings.require_sms_code) {
        // the phone confirmed with the 4-digit code by this diner's profile (headers profileid, token)
        const { profileId } = await requireProfile(request);
        const phone = `${body.contact.phone_code}${phoneDigits(body.contact.phone)}`;
        if (!(await deps.phoneVerified(instanceId, profileId, phone)))
          throw new AppError(422, 'sms_code_required');
      }
      let events: DomainEvent[] = [];
      const outcome = await idempotent<CreatedBooking>(
        deps.db,
        { instanceId, scope: 'booking', key, request: { slug, body } },
        async (tx) => {
          const created = await createBooking(
            deps,
            tx,
            branch,
            body,
            requestLang(request),
            originOf(request),
          );
          events = created.events;
          const booking = await toBooking({ ...deps, db: tx }, created.row);
          const detail_path = `/book_info/${created.row.id}/${created.token}`;
          return { statusCode: 201, body: { ...booking, token: created.token, detail_path } };
        },
      );
      if (!outcome.replayed) await deps.events.deliver(...events);
      return reply
        .code(outcome.statusCode as 201)
        .header('cache-control', NO_STORE)
        .send(outcome.body);
    },
  );

  app.get(
    '/booking/bookings/:id',
    {
      schema: {
        tags: ['booking'],
        summary: 'A booking by its detail link (`?token=`); 404 for a wrong token or another venue',
        headers: storefrontHeaders,
        ...detailLink,
        response: { 200: bookingSchema, 404: errorBody },
      },
    },
    async (request, reply) => {
      const { row } = await bookingByLink(deps, request);
      return reply.header('cache-control', NO_STORE).send(await toBooking(deps, row));
    },
  );

  app.get(
    '/booking/bookings/:id/events',
    {
      schema: {
        tags: ['booking'],
        summary:
          'Server-Sent Events of one booking: `booking:{id}` with { status, reason, at } at every change ' +
          '(resume with Last-Event-ID)',
        headers: storefrontHeaders.extend({ 'last-event-id': z.string().max(20).optional() }),
        ...detailLink,
        response: { 200: z.string().describe('text/event-stream'), 404: errorBody },
      },
    },
    async (request, reply) => {
      const { instanceId, id } = await bookingOfLink(deps, request);
      await streamEvents(app, request, reply, instanceId, [bookingTopic(id)]);
    },
  );

  app.get(
    '/booking/bookings/:id/calendar.ics',
    {
      schema: {
        tags: ['booking'],
        summary: 'The booking as an iCalendar (.ics) event, to add to a calendar',
        headers: storefrontHeaders,
        ...detailLink,
        response: { 200: z.string().describe('text/calendar'), 404: errorBody },
      },
    },
    async (request, reply) => {
      const { instanceId, row } = await bookingByLink(deps, request);
      const booking = await toBooking(deps, row);
      const instance = await getInstance(deps.db, instanceId);
      const link = `${originOf(request)}/book_info/${row.id}/${request.query.token}`;
      return reply
        .header('cache-control', NO_STORE)
        .header('content-disposition', 'attachment; filename="booking.ics"')
        .type('text/calendar; charset=utf-8')
        .send(bookingIcs(booking, instance?.name ?? '', link, deps.now()));
    },
  );

  for (const [action, to, summary] of [
    ['cancel', 'canceled', 'Cancel the booking (until the branch’s cut-off; a waiting-list place any time)'],
    ['confirm', 'confirmed', 'Confirm attendance of an approved booking'],
  ] as const) {
    app.post(
      `/booking/bookings/:id/${action}`,
      {
        schema: {
          tags: ['booking'],
          summary: `${summary}. 409 when the booking cannot move so.`,
          headers: storefrontHeaders,
          ...detailLink,
          response: { 200: bookingSchema, 404: errorBody, 409: errorBody },
        },
      },
      async (request, reply) => {
        const { instanceId, id } = await bookingOfLink(deps, request);
        const row = await moveBooking(deps, instanceId, id, to, 'diner');
        return reply.header('cache-control', NO_STORE).send(await toBooking(deps, row));
      },
    );
  }

  app.post(
    '/booking/bookings/:id/deposit.json',
    {
      preValidation: profileRequired,
      schema: {
        tags: ['booking'],
        summary:
          'The purchase to pay an accepted booking’s online deposit with, through POST /payments.json ' +
          '(made once; the caller’s profile pays it). 409 purchase_not_payable when none is due online.',
        headers: dinerHeaders,
        ...detailLink,
        response: {
          200: z.object({ purchase_id: z.string(), supplier_slug: z.string() }),
          401: errorBody,
          404: errorBody,
          409: errorBody,
        },
      },
    },
    async (request, reply) => {
      const { instanceId, id } = await bookingOfLink(deps, request);
      const { profileId } = await requireProfile(request);
      return reply
        .header('cache-control', NO_STORE)
        .send(await depositPurchase(deps, instanceId, id, profileId));
    },
  );

  app.post(
    '/booking/bookings/:id/rate',
    {
      schema: {
        tags: ['booking'],
        summary: 'Rate the booking 1 to 10 with a comment (spec §9): once, from the booking time on',
        headers: storefrontHeaders,
        ...detailLink,
        body: z.looseObject({
          rate: z.number().nullable().optional(),
          comment: z.string().max(500).optional(),
        }),
        response: { 200: bookingSchema, ...bookingErrors },
      },
    },
    async (request, reply) => {
      const { instanceId, id } = await bookingOfLink(deps, request);
      const parsed = bookingRateBody.safeParse(request.body);
      if (!parsed.success) throw new AppError(400, 'rating_required', { fields: 'rate' });
      await rateBooking(deps, instanceId, id, parsed.data);
      return reply
        .header('cache-control', NO_STORE)
        .send(await toBooking(deps, await readBooking(deps, instanceId, id)));
    },
  );
};
