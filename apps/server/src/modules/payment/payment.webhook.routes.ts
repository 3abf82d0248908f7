import { Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { errorBody } from '../../lib/http.ts';
import { requireInstanceId } from '../../plugins/tenancy.ts';
import type { PaymentDeps } from './payment.deps.ts';
import { receiveWebhook } from './payment.notices.ts';

// POST /payments/webhooks/{provider} (docs/payments.md#webhooks): the gateway signs the exact bytes it sends, so
// the raw body is kept (preParsing) before the JSON parser sees it; the signature is checked on
// those bytes, never on a re-serialized object.

const MAX_WEBHOOK_BYTES = 64 * 1024;
const rawBodies = new WeakMap<FastifyRequest, Buffer>();

async function keepRawBody(request: FastifyRequest, _reply: unknown, payload: NodeJS.ReadableStream) {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of payload) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string);
    size += buffer.length;
    if (size > MAX_WEBHOOK_BYTES) throw new AppError(413, 'payload_too_large');
    chunks.push(buffer);
  }
  const raw = Buffer.concat(chunks);
  rawBodies.set(request, raw);
  return Readable.from([raw]);
}

const webhookAnswer = z.object({ received: z.literal(true), result: z.string() });

export const paymentWebhookRoutes: FastifyPluginAsyncZod<{ deps: PaymentDeps }> = async (app, { deps }) => {
  app.post(
    '/payments/webhooks/:provider',
    {
      preParsing: keepRawBody,
      schema: {
        tags: ['payments'],
        summary:
          "A gateway's notification, HMAC-signed over the raw body with the venue's webhook secret; " +
          'each event id is handled once',
        params: z.object({ provider: z.string().max(40) }),
        body: z.looseObject({}),
        response: { 200: webhookAnswer, 400: errorBody, 401: errorBody, 404: errorBody, 413: errorBody },
      },
    },
    async (request, reply) => {
      const raw = rawBodies.get(request) ?? Buffer.alloc(0);
      const result = await receiveWebhook(
        deps,
        requireInstanceId(request),
        request.params.provider,
        raw,
        request.headers,
        // the query as sent (Mercado Pago signs `data.id` of the URL it calls)
        new URL(request.url, 'http://webhook.invalid').searchParams,
      );
      request.log.info({ provider: request.params.provider, result }, 'payment webhook');
      return reply.send({ received: true as const, result });
    },
  );
};
