import {
  createAcquisitionBody,
  createdIdSchema,
  createSessionBody,
  createTrackingBody,
} from '@storefront/domain/tracking/tracking.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, perClientPerMinute, storefrontHeaders } from '../../lib/http.ts';
import { requireInstanceId } from '../../plugins/tenancy.ts';
import { clientErrorRoutes } from './client-error.routes.ts';
import { consentRoutes } from './consent.routes.ts';
import { acquire, createSession, track, trackingDeps } from './tracking.service.ts';

export interface TrackingRoutesOptions {
  /** Requests one client (IP + host) may make per minute to each tracking call. */
  perMinute: number;
  /** Client errors one client may report per minute. */
  clientErrorsPerMinute: number;
}

const createdResponses = {
  201: createdIdSchema,
  400: errorBody,
  403: errorBody,
  404: errorBody,
  429: errorBody,
};

// spec §7 Tracking. Writes from anonymous visitors: limited per client so a flood cannot fill the
// database.
export const trackingRoutes: FastifyPluginAsyncZod<TrackingRoutesOptions> = async (app, options) => {
  const tracking = trackingDeps(app.db);
  const rateLimit = perClientPerMinute(options.perMinute);

  app.post(
    '/api/sessions.json',
    {
      config: { rateLimit },
      schema: {
        tags: ['tracking'],
        summary: 'Start a visit; customer_id must be this venue',
        headers: storefrontHeaders,
        body: createSessionBody,
        response: createdResponses,
      },
    },
    async (request, reply) => {
      const id = await createSession(tracking, requireInstanceId(request), request.body);
      return reply.code(201).send({ id });
    },
  );

  app.post(
    '/api/trackings.json',
    {
      config: { rateLimit },
      schema: {
        tags: ['tracking'],
        summary: 'Record an event (page view, click) of a visit of this venue',
        headers: storefrontHeaders,
        body: createTrackingBody,
        response: createdResponses,
      },
    },
    async (request, reply) => {
      const id = await track(tracking, requireInstanceId(request), request.body);
      return reply.code(201).send({ id });
    },
  );

  app.post(
    '/api/acquisitions.json',
    {
      config: { rateLimit },
      schema: {
        tags: ['tracking'],
        summary: 'Record where a visit of this venue came from (campaign, UTM, click ids)',
        headers: storefrontHeaders,
        body: createAcquisitionBody,
        response: createdResponses,
      },
    },
    async (request, reply) => {
      const id = await acquire(tracking, requireInstanceId(request), request.body);
      return reply.code(201).send({ id });
    },
  );

  await app.register(consentRoutes, { tracking, rateLimit });
  await app.register(clientErrorRoutes, {
    tracking,
    rateLimit: { ...rateLimit, max: options.clientErrorsPerMinute },
  });
};
