import {
  billDiscountBody,
  correctionsSchema,
  itemDiscountBody,
  mergeOrderBody,
  moveOrderBody,
  splitOrderBody,
  staffItemParams,
  voidItemBody,
} from '@storefront/domain/on-table/corrections.schema';
import { staffOrderParams, staffOrderSchema } from '@storefront/domain/on-table/staff.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { errorAnswers, idempotencyKeyHeader } from '../../lib/http.ts';
import { requireStaff, staffHeaders, staffRequired } from '../staff/staff.auth.ts';
import { correctionsOf } from './corrections.repository.ts';
import {
  discountBill,
  discountItem,
  mergeOrder,
  moveOrder,
  splitOrder,
  voidItem,
} from './corrections.staff.ts';
import { getStaffOrder } from './on-table.staff.ts';
import { staffOrderAnswer, whoOf } from './staff-order-answer.ts';

// Corrections of a table's order (issue 54 part 2, docs/staff-api.md#corrections,
// docs/decisions/114-order-corrections.md). Each write answers the staff's view of the order; a
// retry with the same Idempotency-Key corrects nothing twice.
const tags = ['staff'];
const errors = errorAnswers(400, 401, 403, 404, 409, 422);
const guarded = { preValidation: staffRequired };
const headers = staffHeaders.extend(idempotencyKeyHeader);

export const correctionsRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = staffOrderAnswer(app);

  app.get(
    '/staff/orders/:purchase/corrections.json',
    {
      ...guarded,
      schema: {
        tags,
        summary:
          "A table order's corrections, oldest first: who voided, comped, discounted or moved what, when and why",
        headers: staffHeaders,
        params: staffOrderParams,
        response: { 200: correctionsSchema, ...errors },
      },
    },
    async (request) => {
      const staff = await requireStaff(request);
      // the order as the staff reach it (another venue's or an online order answers 404)
      const order = await getStaffOrder(app, staff.instanceId, request.params.purchase);
      if (staff.supplierId !== null && order.purchase.supplier_id !== staff.supplierId)
        throw new AppError(403, 'forbidden');
      return { corrections: await correctionsOf(app.db, staff.instanceId, order.purchase.id) };
    },
  );

  app.post(
    '/staff/orders/:purchase/items/:item/void.json',
    {
      ...guarded,
      schema: {
        tags,
        summary:
          'Void an item, with a reason: it leaves the bill. Not sent yet: `orders.void`, its stock given ' +
          'back; sent to the kitchen: also `orders.void_sent` (else 403), the kitchen board shows it ' +
          'voided. 409 `item_paid` or `correction_below_paid` while payments hold it',
        headers,
        params: staffItemParams,
        body: voidItemBody,
        response: { 200: staffOrderSchema, ...errors },
      },
    },
    async (request, reply) => {
      const who = await whoOf(request);
      const done = await voidItem(app, request, who, request.params, request.body);
      return answer(reply, who.staff, done.statusCode, done.body.purchase_id);
    },
  );

  app.post(
    '/staff/orders/:purchase/items/:item/discount.json',
    {
      ...guarded,
      schema: {
        tags,
        summary:
          "Comp an item (`kind: comp`) or take a percent or an amount off its line, with a reason (a manager's: " +
          '`orders.correct`); replaces the line’s earlier discount',
        headers,
        params: staffItemParams,
        body: itemDiscountBody,
        response: { 200: staffOrderSchema, ...errors },
      },
    },
    async (request, reply) => {
      const who = await whoOf(request);
      const done = await discountItem(app, request, who, request.params, request.body);
      return answer(reply, who.staff, done.statusCode, done.body.purchase_id);
    },
  );

  app.post(
    '/staff/orders/:purchase/discount.json',
    {
      ...guarded,
      schema: {
        tags,
        summary:
          "Take a percent or an amount off the bill's products, with a reason (a manager's: `orders.correct`)",
        headers,
        params: staffOrderParams,
        body: billDiscountBody,
        response: { 200: staffOrderSchema, ...errors },
      },
    },
    async (request, reply) => {
      const who = await whoOf(request);
      const done = await discountBill(app, request, who, request.params.purchase, request.body);
      return answer(reply, who.staff, done.statusCode, done.body.purchase_id);
    },
  );

  app.post(
    '/staff/orders/:purchase/move.json',
    {
      ...guarded,
      schema: {
        tags,
        summary:
          'Move a table order to another free place of the branch of the same kind (409 `place_taken`); its ' +
          'diners keep following it',
        headers,
        params: staffOrderParams,
        body: moveOrderBody,
        response: { 200: staffOrderSchema, ...errors },
      },
    },
    async (request, reply) => {
      const who = await whoOf(request);
      const done = await moveOrder(app, request, who, request.params.purchase, request.body);
      return answer(reply, who.staff, done.statusCode, done.body.purchase_id);
    },
  );

  app.post(
    '/staff/orders/:purchase/merge.json',
    {
      ...guarded,
      schema: {
        tags,
        summary:
          'Merge another open table order of the branch into this one: its items, diners and calls come over and it ' +
          'closes; its diners follow this order (409 `merge_has_payments` while it holds payments)',
        headers,
        params: staffOrderParams,
        body: mergeOrderBody,
        response: { 200: staffOrderSchema, ...errors },
      },
    },
    async (request, reply) => {
      const who = await whoOf(request);
      const done = await mergeOrder(app, request, who, request.params.purchase, request.body);
      return answer(reply, who.staff, done.statusCode, done.body.purchase_id);
    },
  );

  app.post(
    '/staff/orders/:purchase/split.json',
    {
      ...guarded,
      schema: {
        tags,
        summary:
          'Split chosen items off to a new order at a free place of the same kind; answers this order, whose trail ' +
          'names the new one (409 `item_paid`, `split_takes_everything`, `place_taken`)',
        headers,
        params: staffOrderParams,
        body: splitOrderBody,
        response: { 200: staffOrderSchema, ...errors },
      },
    },
    async (request, reply) => {
      const who = await whoOf(request);
      const done = await splitOrder(app, request, who, request.params.purchase, request.body);
      return answer(reply, who.staff, done.statusCode, done.body.purchase_id);
    },
  );
};
