import {
  acknowledgeCallBody,
  markRoundBody,
  settlePaymentBody,
  staffBranchQuery,
  staffCallParams,
  staffCallSchema,
  staffCallsSchema,
  staffOrderParams,
  staffOrderSchema,
  staffOrdersSchema,
  staffPaymentParams,
  staffRoundParams,
  staffTablesSchema,
} from '@storefront/domain/on-table/staff.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../lib/http.ts';
import { staffTopic, streamEvents } from '../../plugins/events.ts';
import { requireStaff, staffHeaders, staffRequired } from './staff.auth.ts';
import { branchOf, closeBill, getStaffOrder, markRound, openOrders } from './staff.service.ts';
import { settlePayment } from './staff-payments.service.ts';
import { acknowledge, openCalls, tablesOf } from './staff-tables.service.ts';

// The venue staff API (issue 7.12; docs/staff-api.md): `Authorization: Bearer <token>` from
// `npm run staff:token -- <venue-slug>`. Enough to run the whole on-table lifecycle before the
// staff screens exist.
const tags = ['staff'];
const errors = { 400: errorBody, 401: errorBody, 404: errorBody, 409: errorBody, 422: errorBody };
const guarded = { preValidation: staffRequired };
const headers = staffHeaders.extend({ 'idempotency-key': z.string().max(200).optional() });

export const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/tables.json',
    {
      ...guarded,
      schema: {
        tags,
        summary: "A branch's tables, rooms, seats and counters with their QR paths, open order and calls",
        headers,
        querystring: staffBranchQuery,
        response: { 200: staffTablesSchema, ...errors },
      },
    },
    async (request) => {
      const { instanceId } = await requireStaff(request);
      return { tables: await tablesOf(app, instanceId, request.query.supplier_id) };
    },
  );

  app.get(
    '/staff/orders.json',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Open table orders of a branch (and closed ones still cooking), newest first',
        headers,
        querystring: staffBranchQuery,
        response: { 200: staffOrdersSchema, ...errors },
      },
    },
    async (request) => {
      const { instanceId } = await requireStaff(request);
      return { orders: await openOrders(app, instanceId, request.query.supplier_id) };
    },
  );

  app.get(
    '/staff/orders/:purchase.json',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'One table order',
        headers,
        params: staffOrderParams,
        response: { 200: staffOrderSchema, ...errors },
      },
    },
    async (request) => {
      const { instanceId } = await requireStaff(request);
      return getStaffOrder(app, instanceId, request.params.purchase);
    },
  );

  app.put(
    '/staff/orders/:purchase/rounds/:round.json',
    {
      ...guarded,
      schema: {
        tags,
        summary: "Mark a round's products prepared or delivered",
        headers,
        params: staffRoundParams,
        body: markRoundBody,
        response: { 200: staffOrderSchema, ...errors },
      },
    },
    async (request) => {
      const staff = await requireStaff(request);
      return markRound(app, staff, request.params.purchase, request.params.round, request.body.state);
    },
  );

  app.put(
    '/staff/orders/:purchase/payments/:payment.json',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Settle a cash or card-reader payment the waiter collected (paid or declined)',
        headers,
        params: staffPaymentParams,
        body: settlePaymentBody,
        response: { 200: staffOrderSchema, ...errors },
      },
    },
    async (request) => {
      const staff = await requireStaff(request);
      const { purchase, payment } = request.params;
      return settlePayment(app, staff, purchase, payment, request.body.status);
    },
  );

  app.put(
    '/staff/orders/:purchase/close.json',
    {
      ...guarded,
      schema: {
        tags,
        summary: "Close a table's bill without an app payment (paid at the counter)",
        headers,
        params: staffOrderParams,
        response: { 200: staffOrderSchema, ...errors },
      },
    },
    async (request) => {
      const { instanceId } = await requireStaff(request);
      return closeBill(app, instanceId, request.params.purchase);
    },
  );

  app.get(
    '/staff/waiter_calls.json',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Open waiter calls of a branch, oldest first',
        headers,
        querystring: staffBranchQuery,
        response: { 200: staffCallsSchema, ...errors },
      },
    },
    async (request) => {
      const { instanceId } = await requireStaff(request);
      return { calls: await openCalls(app, instanceId, request.query.supplier_id) };
    },
  );

  app.put(
    '/staff/waiter_calls/:call.json',
    {
      ...guarded,
      schema: {
        tags,
        summary: 'Acknowledge a waiter call',
        headers,
        params: staffCallParams,
        body: acknowledgeCallBody,
        response: { 200: staffCallSchema, ...errors },
      },
    },
    async (request) => {
      const { instanceId } = await requireStaff(request);
      return acknowledge(app, instanceId, request.params.call);
    },
  );

  app.get(
    '/staff/events.json',
    {
      ...guarded,
      schema: {
        tags,
        summary:
          'Server-Sent Events of a branch: waiter calls, rounds, payments (event = topic, data = { type })',
        headers: headers.extend({ 'last-event-id': z.string().max(20).optional() }),
        querystring: staffBranchQuery,
        response: { 200: z.string().describe('text/event-stream'), ...errors },
      },
    },
    async (request, reply) => {
      const { instanceId } = await requireStaff(request);
      const supplier = await branchOf(app.db, instanceId, request.query.supplier_id);
      await streamEvents(app, request, reply, instanceId, [staffTopic(supplier.id)]);
    },
  );
};
