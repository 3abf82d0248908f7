import { purchaseParams } from '@storefront/domain/on-table/on-table.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { purchaseTopic, streamEvents } from '../../plugins/events.ts';
import { diner, dinerOnly, errors, tableHeaders } from './route-kit.ts';
import { loadTable } from './table-access.ts';

// Live updates of a table order (docs/decisions/014-on-table-classes.md): each phone at the table hears the others' additions,
// rounds, waiter calls and payments as Server-Sent Events and refetches the cart. The storefront
// reads the stream with fetch, so the profileid and token headers stay out of the URL.

export const onTableEventsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/menudigital/events/:purchase',
    {
      ...dinerOnly,
      schema: {
        tags: ['on-table'],
        summary:
          'Server-Sent Events of a table order (event = topic, data = { type }); resume with Last-Event-ID',
        headers: tableHeaders.extend({ 'last-event-id': z.string().max(20).optional() }),
        params: purchaseParams,
        response: { 200: z.string().describe('text/event-stream'), ...errors },
      },
    },
    async (request, reply) => {
      const { instanceId, profileId } = await diner(request);
      const ctx = await loadTable(app.venues, app.db, instanceId, request.params.purchase, profileId);
      await streamEvents(app, request, reply, instanceId, [purchaseTopic(ctx.purchase.id)]);
    },
  );
};
