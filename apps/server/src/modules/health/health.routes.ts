import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['operations'],
        summary: 'Liveness and database reachability',
        response: {
          200: z.object({ status: z.literal('ok'), database: z.literal('up'), store: z.string() }),
          503: z.object({ status: z.literal('degraded'), database: z.literal('down'), store: z.string() }),
        },
      },
    },
    async (_request, reply) => {
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
