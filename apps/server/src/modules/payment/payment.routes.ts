import {
  createPaymentBody,
  paymentSchema,
  purchasePaymentsSchema,
} from '@storefront/domain/payment/payment.schema';
import {
  gatewayTermsSchema,
  paymentOptionsSchema,
  pseBanksSchema,
} from '@storefront/domain/payment/payment-settings.schema';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dinerHeaders, errorBody, NO_STORE, originOf, storefrontHeaders } from '../../lib/http.ts';
import { idempotencyKeyOf } from '../../lib/idempotency.ts';
import { requireInstanceId } from '../../plugins/tenancy.ts';
import { profileRequired, requireProfile } from '../profile/profile.auth.ts';
import type { PaymentDeps } from './payment.deps.ts';
import { receiveReturn } from './payment.notices.ts';
import {
  type Caller,
  createPayment,
  gatewayTerms,
  listPurchasePayments,
  paymentOptions,
  pseBanks,
  readPayment,
} from './payment.service.ts';

// Diner payment routes (docs/payments.md#the-api). Every answer carries a profile's payments: never cached.
const createHeaders = dinerHeaders.extend({
  'idempotency-key': z
    .string()
    .min(8)
    .max(200)
    .regex(/^[\w.:-]+$/),
});
const paymentIdParam = z.object({ id: z.string().max(64) });

async function callerOf(request: FastifyRequest): Promise<Caller> {
  const { instanceId, profileId } = await requireProfile(request);
  return { instanceId, profileId, origin: originOf(request) };
}

export const paymentRoutes: FastifyPluginAsyncZod<{ deps: PaymentDeps }> = async (app, { deps }) => {
  app.get(
    '/payments/options.json',
    {
      schema: {
        tags: ['payments'],
        summary: "The venue's payment methods per service, minimum online amount and gateway",
        description:
          'The methods offered for each purpose (delivery, take_away, on_table, book: a booking deposit) are ' +
          "the venue's settings less what cannot work there: nothing online without a gateway, an online " +
          'method only when the gateway takes it, PSE and Nequi only in Colombia.',
        headers: storefrontHeaders,
        response: { 200: paymentOptionsSchema, 404: errorBody },
      },
    },
    async (request, reply) => {
      const options = await paymentOptions(deps, requireInstanceId(request));
      return reply.header('cache-control', 'no-cache').send(options);
    },
  );

  app.get(
    '/payments/pse/banks.json',
    {
      schema: {
        tags: ['payments'],
        summary: "PSE banks, from the venue's gateway",
        headers: storefrontHeaders,
        response: { 200: pseBanksSchema, 404: errorBody, 409: errorBody },
      },
    },
    async (request, reply) => {
      const banks = await pseBanks(deps, requireInstanceId(request), originOf(request));
      return reply.header('cache-control', 'no-cache').send({ banks });
    },
  );

  app.get(
    '/payments/gateway/terms.json',
    {
      schema: {
        tags: ['payments'],
        summary:
          "The gateway's own terms a payer accepts before PSE or Nequi (`payer_required` of the " +
          "options): 404 when the venue's gateway has none",
        headers: storefrontHeaders,
        response: { 200: gatewayTermsSchema, 404: errorBody, 409: errorBody, 503: errorBody },
      },
    },
    async (request, reply) => {
      const terms = await gatewayTerms(deps, requireInstanceId(request), originOf(request));
      return reply.header('cache-control', 'no-cache').send(terms);
    },
  );

  app.post(
    '/payments.json',
    {
      preValidation: profileRequired,
      schema: {
        tags: ['payments'],
        summary:
          'Pay (part of) a purchase. Idempotency-Key: a retry charges once. Card payments carry the ' +
          "gateway's card token, never the card.",
        headers: createHeaders,
        body: createPaymentBody,
        response: {
          200: paymentSchema,
          201: paymentSchema,
          400: errorBody,
          401: errorBody,
          404: errorBody,
          409: errorBody,
          422: errorBody,
        },
      },
    },
    async (request, reply) => {
      const key = idempotencyKeyOf(request)!;
      const { statusCode, payment } = await createPayment(deps, await callerOf(request), request.body, key);
      return reply
        .code(statusCode === 200 ? 200 : 201)
        .header('cache-control', NO_STORE)
        .send(payment);
    },
  );

  app.get(
    '/payments/:id.json',
    {
      preValidation: profileRequired,
      schema: {
        tags: ['payments'],
        summary: "A payment and its status, for the profile that made it and the purchase's diners",
        headers: dinerHeaders,
        params: paymentIdParam,
        response: { 200: paymentSchema, 401: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const payment = await readPayment(deps, await callerOf(request), request.params.id);
      return reply.header('cache-control', NO_STORE).send(payment);
    },
  );

  app.get(
    '/purchases/:id/payments.json',
    {
      preValidation: profileRequired,
      schema: {
        tags: ['payments'],
        summary:
          "The bill of a purchase (total, paid, pending, balance) and its payments, for the purchase's diners",
        headers: dinerHeaders,
        params: paymentIdParam,
        response: { 200: purchasePaymentsSchema, 401: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const bill = await listPurchasePayments(deps, await callerOf(request), request.params.id);
      return reply.header('cache-control', NO_STORE).send(bill);
    },
  );

  app.get(
    '/payments/:id/return',
    {
      schema: {
        tags: ['payments'],
        summary:
          "Where the gateway sends the diner's browser back (3-D Secure, bank page) with a signed " +
          'result; redirects to the storefront page that started the payment',
        headers: storefrontHeaders,
        params: paymentIdParam,
        querystring: z.record(z.string(), z.string().max(500)),
        response: { 404: errorBody },
      },
    },
    async (request, reply) => {
      const target = await receiveReturn(
        deps,
        requireInstanceId(request),
        request.params.id,
        request.query,
        originOf(request),
      );
      return reply.header('cache-control', NO_STORE).redirect(target, 303);
    },
  );
};
