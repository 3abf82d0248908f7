import { staffAddItemBody, staffPlaceParams } from '@storefront/domain/on-table/order-entry.schema';
import { staffOrderParams, staffOrderSchema } from '@storefront/domain/on-table/staff.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswers, idempotencyKeyHeader } from '../../lib/http.ts';
import { requestLang } from '../../lib/lang.ts';
import { staffHeaders, staffRequired } from '../staff/staff.auth.ts';
import { addStaffItem, openPlaceOrder, sendStaffRound } from './order-entry.staff.ts';
import { staffOrderAnswer, whoOf } from './staff-order-answer.ts';

// Order entry by staff at a place (issue 54 part 1, docs/decisions/112-staff-order-entry.md,
// docs/staff-api.md#order-entry): permission `orders.take`. Each answers the staff's view of the order.
const tags = ['staff'];
const errors = errorAnswers(400, 401, 403, 404, 409, 422);
const guarded = { preValidation: staffRequired };
const headers = staffHeaders.extend(idempotencyKeyHeader);

export const orderEntryStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = staffOrderAnswer(app);

  app.post(
    '/staff/places/:place/order.json',
    {
      ...guarded,
      schema: {
        tags,
        summary:
          "Open a place's order for the staff to take (201), or answer the one open there (200): a table's " +
          'diners who scan its code later join this order',
        headers: staffHeaders,
        params: staffPlaceParams,
        response: { 200: staffOrderSchema, 201: staffOrderSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { staff, actor } = await whoOf(request);
      const opened = await openPlaceOrder(app, staff, actor, request.params.place);
      return answer(reply, staff, opened.statusCode, opened.purchaseId);
    },
  );

  app.post(
    '/staff/orders/:purchase/items.json',
    {
      ...guarded,
      schema: {
        tags,
        summary:
          "Add a line of the menu to a table order, for one of its diners (`for_member`, a member's " +
          "`profile_id`) or for the table (null): the diner's cart rules, stock and prices; the item " +
          'carries `taken_by` (header Idempotency-Key: a retry adds nothing)',
        headers,
        params: staffOrderParams,
        body: staffAddItemBody,
        response: { 201: staffOrderSchema, ...errors },
      },
    },
    async (request, reply) => {
      const who = { ...(await whoOf(request)), lang: requestLang(request) };
      const done = await addStaffItem(app, request, who, request.params.purchase, request.body);
      return answer(reply, who.staff, done.statusCode, done.body.purchase_id);
    },
  );

  app.put(
    '/staff/orders/:purchase/send.json',
    {
      ...guarded,
      schema: {
        tags,
        summary:
          "Send a table order's pending lines to the kitchen as the next round, as the diners' " +
          '`cook_products` does (header Idempotency-Key)',
        headers,
        params: staffOrderParams,
        response: { 200: staffOrderSchema, ...errors },
      },
    },
    async (request, reply) => {
      const who = await whoOf(request);
      const done = await sendStaffRound(app, request, who, request.params.purchase);
      return answer(reply, who.staff, done.statusCode, done.body.purchase_id);
    },
  );
};
