import {
  paymentSchema,
  refundPaymentBody,
  settlePaymentBody,
} from '@storefront/domain/payment/payment.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers, idempotencyKeyHeader } from '../../lib/http.ts';
import { idempotencyKeyOf } from '../../lib/idempotency.ts';
import { requireStaff, staffHeaders, staffRequired } from '../staff/staff.auth.ts';
import type { PaymentDeps } from './payment.deps.ts';
import { refundByStaff, settleByStaff } from './payment.staff.ts';

// Venue staff (docs/payments.md#the-api; `Authorization: Bearer <staff token>`, docs/staff-api.md).
const params = z.object({ id: z.string().max(64) });
const answers = { 200: paymentSchema, ...errorAnswers(400, 401, 404, 409) };

export const paymentStaffRoutes: FastifyPluginAsyncZod<{ deps: PaymentDeps }> = async (app, { deps }) => {
  app.post(
    '/staff/payments/:id/settle',
    {
      preValidation: staffRequired,
      schema: {
        tags: ['staff'],
        summary:
          'Settle a cash or card-reader payment: `{status: paid}` (the money arrived) or `{status: declined}`; ' +
          'the status is required and no other key is taken (400 `validation_failed`, nothing changes)',
        headers: staffHeaders,
        params,
        body: settlePaymentBody,
        response: answers,
      },
    },
    async (request, reply) => {
      const { instanceId, label } = await requireStaff(request);
      const payment = await settleByStaff(deps, instanceId, label, request.params.id, request.body.status);
      return reply.header('cache-control', 'no-store').send(payment);
    },
  );

  app.post(
    '/staff/payments/:id/refund',
    {
      preValidation: staffRequired,
      schema: {
        tags: ['staff'],
        summary:
          'Refund a paid payment, all that is left of it or a part (`amount`, minor units; `reason`): through ' +
          'its gateway, or by hand for cash and card reader (docs/decisions/117-partial-refunds.md). Owners and ' +
          'managers (`payments.refund`). Each refund is recorded; the payment stays `paid` with its ' +
          '`refunded_amount` until the last of it, then `refunded`. Header Idempotency-Key, required: a retry ' +
          'answers the first refund and gives nothing back twice. 409 `refund_not_paid`, 409 ' +
          '`refund_exceeds_refundable` (`params.refundable`, `params.refundable_amount`), 422 ' +
          "`refund_amount_invalid` (zero), 409 with the gateway's key when it refuses (nothing recorded); " +
          'a payment of another venue is 404',
        headers: staffHeaders.extend(idempotencyKeyHeader),
        params,
        body: refundPaymentBody,
        response: { 200: paymentSchema, ...errorAnswers(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const { instanceId, label } = await requireStaff(request);
      const key = idempotencyKeyOf(request)!;
      const payment = await refundByStaff(deps, instanceId, label, request.params.id, request.body, key);
      request.log.info(
        { paymentId: payment.id, refunded: payment.refunded_amount, status: payment.status },
        'payment refunded by staff',
      );
      return reply.header('cache-control', 'no-store').send(payment);
    },
  );
};
