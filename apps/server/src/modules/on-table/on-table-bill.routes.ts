import {
  addTipBody,
  callWaiterBody,
  callWaiterResponseSchema,
  createdSchema,
  manualPaymentBody,
  manualPaymentSchema,
  purchaseParams,
  rateBody,
  ratesQuery,
  ratesServiceBody,
  tableOrderSchema,
  updateManualPaymentBody,
} from '@storefront/domain/on-table/on-table.schema';
import { openStatuses } from '@storefront/domain/payment/payment.rules';
import type { PaymentStatus } from '@storefront/domain/payment/payment.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { NO_STORE } from '../../lib/http.ts';
import { diner, dinerOnly, dinerOrder, errors, tableHeaders } from './route-kit.ts';
import { addTip, callWaiter } from './table-bill.service.ts';
import { settleTableTotals } from './table-kitchen.ts';
import { createManualPayment, updateManualPayment } from './table-payments.service.ts';
import { rateOrder, rateTheService } from './table-ratings.service.ts';
import { acknowledgePaymentCalls } from './waiter-calls.repository.ts';

// spec §7 "Digital menu": call waiter, add tip, manual payment (create and update), rates and
// rates services. Split payments by card go through POST /payments.json (payments module).
const tags = ['on-table'];

export const onTableBillRoutes: FastifyPluginAsyncZod = async (app) => {
  // The call that asked the waiter to collect a cash or card-reader payment is answered once the
  // payment is settled, whichever staff route settled it (same transaction).
  // A table's order settles its own money when a payment is paid or refunded.
  app.payments.settleTotalsWith('on_table', settleTableTotals);
  app.payments.onStatusChange(async (tx, { instanceId, payment }) => {
    if (payment.provider === 'manual' && !openStatuses.has(payment.status as PaymentStatus)) {
      await acknowledgePaymentCalls(tx, instanceId, payment.id);
    }
    return undefined;
  });

  app.put(
    '/menudigital/call_waiter/:purchase',
    {
      ...dinerOnly,
      schema: {
        tags,
        summary:
          'Call the waiter (assistance, or the bill: needs the pay-by-call-waiter minimum of spec §9). ' +
          '201 for a new call, 200 when the same call is still open',
        headers: tableHeaders,
        params: purchaseParams,
        body: callWaiterBody,
        response: { 200: callWaiterResponseSchema, 201: callWaiterResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const ids = await dinerOrder(request, request.params.purchase);
      const result = await callWaiter(app, request, ids, request.body);
      return reply.code(result.statusCode).header('cache-control', NO_STORE).send(result.body);
    },
  );

  app.put(
    '/menudigital/add_tip/:purchase.json',
    {
      ...dinerOnly,
      schema: {
        tags,
        summary: "The table's tip (spec §3 tip: include, percent, custom_value in minor units)",
        headers: tableHeaders,
        params: purchaseParams,
        body: addTipBody,
        response: { 200: tableOrderSchema, ...errors },
      },
    },
    async (request, reply) => {
      const ids = await dinerOrder(request, request.params.purchase);
      const result = await addTip(app, request, ids, request.body);
      return reply.header('cache-control', NO_STORE).send(result.body);
    },
  );

  app.post(
    '/menudigital/manual_payment.json',
    {
      ...dinerOnly,
      schema: {
        tags,
        summary:
          'Pay (a share of) the bill in cash or by card reader: calls the waiter, who settles it through ' +
          'the staff API. The amount is the share without tip; equal and item shares are checked by the server',
        headers: tableHeaders,
        body: manualPaymentBody,
        response: { 201: manualPaymentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const ids = await diner(request);
      const result = await createManualPayment(app, request, ids, request.body);
      return reply.code(result.statusCode).header('cache-control', NO_STORE).send(result.body);
    },
  );

  app.put(
    '/menudigital/manual_payment/:purchase.json',
    {
      ...dinerOnly,
      schema: {
        tags,
        summary: "Change the method of the diner's pending manual payment, or cancel it",
        headers: tableHeaders,
        params: purchaseParams,
        body: updateManualPaymentBody,
        response: { 200: manualPaymentSchema, ...errors },
      },
    },
    async (request, reply) => {
      const ids = await dinerOrder(request, request.params.purchase);
      const result = await updateManualPayment(app, request, ids, request.body);
      return reply.header('cache-control', NO_STORE).send(result.body);
    },
  );

  app.post(
    '/menudigital/rates.json',
    {
      ...dinerOnly,
      schema: {
        tags,
        summary: 'Rate an order (a diner who sat at it, or the holder of its rating link token)',
        headers: tableHeaders,
        querystring: ratesQuery,
        body: rateBody,
        response: { 201: createdSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { instanceId, profileId } = await diner(request);
      const id = await rateOrder(app, instanceId, profileId, request.query, request.body);
      return reply.code(201).send({ id });
    },
  );

  app.post(
    '/menudigital/rates_services.json',
    {
      ...dinerOnly,
      schema: {
        tags,
        summary: 'Rate the service: digital menu 1-5 or NPS 0-10 (the rating tab of spec §2)',
        headers: tableHeaders,
        body: ratesServiceBody,
        response: { 201: createdSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { instanceId, profileId } = await diner(request);
      const id = await rateTheService(app, instanceId, profileId, request.body);
      return reply.code(201).send({ id });
    },
  );
};
