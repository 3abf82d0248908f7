import { staffBranchQuery } from '@storefront/domain/on-table/staff.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers, idempotencyKeyHeader } from '../../lib/http.ts';
import { branchOrdersTopic, staffAccessTopic, staffTopic, streamEvents } from '../../plugins/events.ts';
import { requireSupplierByRef } from '../venue/venue.repository.ts';
import { requireStaff, staffHeaders, staffRequired } from './staff.auth.ts';
import { endsSession } from './staff-session.ts';

// The cross-module part of the venue staff API (docs/staff-api.md): one event stream per branch
// carrying waiter calls, rounds and payments. Each module serves its own staff routes
// (on-table/on-table.staff.routes.ts, payment/payment.staff.routes.ts,
// ordering/ordering.staff.routes.ts) with the token check of staff.auth.ts.
const tags = ['staff'];
const errors = errorAnswers(400, 401, 404, 409, 422);
const guarded = { preValidation: staffRequired };
const headers = staffHeaders.extend(idempotencyKeyHeader);

export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/events.json',
    {
      ...guarded,
      schema: {
        tags,
        summary:
          'Server-Sent Events of a branch: waiter calls, rounds, payments, delivery and take-away orders ' +
          '(event = topic, data = { type })',
        headers: headers.extend({ 'last-event-id': z.string().max(20).optional() }),
        querystring: staffBranchQuery,
        response: { 200: z.string().describe('text/event-stream'), ...errors },
      },
    },
    async (request, reply) => {
      const { instanceId, tokenId } = await requireStaff(request);
      const supplier = await requireSupplierByRef(app.db, instanceId, request.query.supplier_id);
      // the stream of a session closes when the session ends (sign-out, role change, reset, disabled)
      await streamEvents(
        app,
        request,
        reply,
        instanceId,
        [staffTopic(supplier.id), branchOrdersTopic(supplier.id)],
        { topic: staffAccessTopic, ends: endsSession(tokenId) },
      );
    },
  );
};
