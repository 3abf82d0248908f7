import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { isDraining } from '../../lib/draining.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['operations'],
        summary: 'Liveness and database reachability',
        response: {
          200: z.object({ status: z.literal('ok'), database: z.literal('up'), store: z.string() }),
          503: z.union([
            z.object({ status: z.literal('degraded'), database: z.literal('down'), store: z.string() }),
            // shutting down: still serving, but a load balancer should send it nothing new
            z.object({ status: z.literal('draining'), database: z.literal('up'), store: z.string() }),
          ]),
        },
      },
    },
    async (_request, reply) => {
      if (isDraining(app.server)) {
        return reply
          .code(503)
          .send({ status: 'draining' as const, database: 'up' as const, store: app.database.kind });
      }
      try {
        await app.database.ping();
        return { status: 'ok' as const, database: 'up' as const, store: app.database.kind };
      } catch (error) {
        app.log.error({ err: error }, 'database ping failed');
        return reply
          .code(503)
          .send({ status: 'degraded' as const, database: 'down' as const, store: app.database.kind });
      }
    },
  );
};
