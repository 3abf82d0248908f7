import type { RateLimitOptions } from '@fastify/rate-limit';
import { clientErrorBody } from '@storefront/domain/tracking/tracking.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody, storefrontHeaders } from '../../lib/http.ts';
import { requireInstanceId } from '../../plugins/tenancy.ts';
import { reportClientError, type TrackingDeps } from './tracking.service.ts';

// The same answer whether the report was kept or dropped; JSON so a fetch-and-parse client is happy.
const acceptedBody = z.object({ accepted: z.literal(true) });

export interface ClientErrorRoutesOptions {
  tracking: TrackingDeps;
  rateLimit: RateLimitOptions;
}

// spec §9 error reporting, to our own server (architecture §8). The answer is the same whether the
// venue keeps the report or not; the body may hold diner data, so it is never logged.
export const clientErrorRoutes: FastifyPluginAsyncZod<ClientErrorRoutesOptions> = async (app, options) => {
  app.post(
    '/client-errors',
    {
      config: { rateLimit: options.rateLimit },
      schema: {
        tags: ['tracking'],
        summary: 'Report a sampled storefront error; kept only when the venue enables error reporting',
        headers: storefrontHeaders,
        body: clientErrorBody,
        response: {
          202: acceptedBody,
          400: errorBody,
          404: errorBody,
          429: errorBody,
        },
      },
    },
    async (request, reply) => {
      const stored = await reportClientError(options.tracking, requireInstanceId(request), request.body);
      request.log.debug({ stored }, 'client error report');
      return reply.code(202).send({ accepted: true as const });
    },
  );
};
