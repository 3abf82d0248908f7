import { closeBillBody } from '@storefront/domain/on-table/close-bill.rules';
import {
  acknowledgeCallBody,
  markRoundBody,
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
import { settlePaymentBody } from '@storefront/domain/payment/payment.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswers, idempotencyKeyHeader } from '../../lib/http.ts';
import { requireStaff, staffHeaders, staffRequired } from '../staff/staff.auth.ts';
import {
  acknowledge,
  closeBill,
  getStaffOrder,
  markRound,
  openCalls,
  openOrders,
  settlePayment,
  tablesOf,
} from './on-table.staff.ts';

// The on-table part of the venue staff API (docs/staff-api.md): a branch's tables, table orders,
// rounds, manual payments, closing a bill and waiter calls. `Authorization: Bearer <token>` from
// `npm run staff:token -- <venue-slug>` (staff/staff.auth.ts).
const tags = ['staff'];
const errors = errorAnswers(400, 401, 404, 409, 422);
const guarded = { preValidation: staffRequired };
const headers = staffHeaders.extend(idempotencyKeyHeader);

export const onTableStaffRoutes: FastifyPluginAsyncZod = async (app) => {
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
        summary:
          "Close a table's bill without an app payment (paid at the counter). With money still owed of " +
          'the bill: 409 `bill_still_owed` (`params.owed`, `params.amount`) unless the body confirms that ' +
          'amount (`confirm_owed`) and gives a `reason` (400 `close_reason_required`); who closed it, ' +
          'what was owed and why are recorded',
        headers,
        params: staffOrderParams,
        body: closeBillBody.nullish(),
        response: { 200: staffOrderSchema, ...errors },
      },
    },
    async (request) => {
      const staff = await requireStaff(request);
      const order = await closeBill(app, staff, request.params.purchase, request.body ?? undefined);
      request.log.info(
        { purchaseId: order.purchase.id, closedBy: staff.label },
        'table bill closed by staff',
      );
      return order;
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
};
