import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBody } from '../../lib/http.ts';
import { requireInstanceId } from '../../plugins/tenancy.ts';
import { consentSeen, type TrackingDeps } from './tracking.service.ts';

export interface ConsentRoutesOptions {
  tracking: TrackingDeps;
  rateLimit: RateLimitOptions;
}

// Nothing to run and nothing to show: the frame exists so the visit is known to be alive.
const page =
  '<!doctype html><html><head><meta charset="utf-8"><meta name="robots" content="noindex">' +
  '<title>consent</title></head><body></body></html>';

// spec §7: the storefront's hidden consent frame, reloaded every 30 s (spec §9) with its session.
// The default consent service (architecture §8); CONSENT_URL can point the frame elsewhere.
export const consentRoutes: FastifyPluginAsyncZod<ConsentRoutesOptions> = async (app, options) => {
  app.get(
    '/consent',
    {
      config: { rateLimit: options.rateLimit },
      schema: {
        tags: ['tracking'],
        summary: 'Consent frame page (HTML); marks the visit session as seen now',
        querystring: z.object({ session_id: z.string().max(64).optional() }),
        response: {
          200: { description: 'An empty HTML page', content: { 'text/html': { schema: z.string() } } },
          400: errorBody,
          404: errorBody,
        },
      },
    },
    async (request, reply) => {
      await consentSeen(options.tracking, requireInstanceId(request), request.query.session_id);
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-security-policy', "default-src 'none'; frame-ancestors 'self'")
        .send(page);
    },
  );
};
