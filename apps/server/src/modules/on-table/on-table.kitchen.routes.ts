import { staffBranchQuery } from '@storefront/domain/on-table/staff.schema';
import type { RoundTicket } from '@storefront/domain/staff/kitchen.rules';
import { kitchenSchema, oldestFirst } from '@storefront/domain/staff/kitchen.rules';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody } from '../../lib/http.ts';
import { requireStaff, staffHeaders, staffRequired } from '../staff/staff.auth.ts';
import { requireSupplierByRef as branchOf } from '../venue/venue.repository.ts';
import { roundTimes } from './kitchen.repository.ts';
import { openOrders } from './on-table.staff.ts';

// The kitchen board's table tickets (docs/staff-api.md): one ticket per round of a table
// order still to prepare or deliver, with when it reached the kitchen (the time of its `round`
// event in the outbox; the order's opening when that is gone), oldest first.

export async function kitchenTickets(
  app: FastifyInstance,
  instanceId: number,
  supplierRef: string,
): Promise<RoundTicket[]> {
  const supplier = await branchOf(app.db, instanceId, supplierRef);
  const [orders, times] = await Promise.all([
    openOrders(app, instanceId, supplierRef),
    roundTimes(app.db, instanceId, supplier.id),
  ]);
  const tickets: RoundTicket[] = [];
  for (const order of orders) {
    const rounds = new Map<number, typeof order.purchase.products>();
    for (const item of order.purchase.products) {
      if (item.round === null || (item.state !== 'ordered' && item.state !== 'prepared')) continue;
      rounds.set(item.round, [...(rounds.get(item.round) ?? []), item]);
    }
    for (const [round, items] of rounds) {
      const at = times.get(`${order.purchase.id}:${round}`) ?? new Date(order.purchase.created_at);
      tickets.push({
        id: `${order.purchase.id}:${round}`,
        purchase_id: order.purchase.id,
        round,
        table: order.table.label,
        ordered_at: at.toISOString(),
        state: items.some((item) => item.state === 'ordered') ? 'ordered' : 'prepared',
        items: items.map((item) => ({
          name: item.name,
          count: item.count,
          option_names: item.option_names,
          note: item.note,
          added_by: item.added_by_name,
        })),
      });
    }
  }
  return oldestFirst(tickets);
}

export const staffKitchenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/kitchen.json',
    {
      preValidation: staffRequired,
      schema: {
        tags: ['staff'],
        summary: "The kitchen board's table tickets: one per round still to prepare or deliver, oldest first",
        headers: staffHeaders,
        querystring: staffBranchQuery,
        response: { 200: kitchenSchema, 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody },
      },
    },
    async (request) => {
      const { instanceId } = await requireStaff(request);
      return { tickets: await kitchenTickets(app, instanceId, request.query.supplier_id) };
    },
  );
};
