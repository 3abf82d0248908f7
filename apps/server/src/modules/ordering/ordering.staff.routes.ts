import { deliveryOrderSchema, statusChangeBody } from '@storefront/domain/delivery/delivery.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { errorBody, NO_STORE } from '../../lib/http.ts';
import { listItemsOf } from '../purchase/purchase.repository.ts';
import { requireStaff, staffHeaders, staffRequired } from '../staff/staff.auth.ts';
import { toDeliveryOrder } from './order.mapper.ts';
import { changeOrderStatus } from './order-status.service.ts';
import type { OrderingDeps } from './ordering.deps.ts';
import { KITCHEN_PAGE, kitchenOrders, latestPaymentStatuses } from './orders.repository.ts';

// Staff move a delivery or take-away order through spec §4's statuses (docs/decisions/016-delivery.md); the allowed
// transitions are packages/domain/src/delivery/order-status.rules.ts.
export const orderingStaffRoutes: FastifyPluginAsyncZod<{ deps: OrderingDeps }> = async (app, { deps }) => {
  app.post(
    '/staff/orders/:purchase/status',
    {
      preValidation: staffRequired,
      schema: {
        tags: ['staff'],
        summary:
          'Move a delivery or take-away order (on_hold -> accepted -> preparation -> packed -> on_the_way -> ' +
          'delivered; take-away packed -> delivered; canceled with a reason). 409 on a transition not allowed. ' +
          'Delivered is the handover: a waiting cash or card-reader payment is recorded as paid by the staff.',
        headers: staffHeaders,
        params: z.object({ purchase: z.string().max(64) }),
        body: statusChangeBody,
        response: {
          200: deliveryOrderSchema,
          400: errorBody,
          401: errorBody,
          404: errorBody,
          409: errorBody,
        },
      },
    },
    async (request, reply) => {
      const { instanceId, label } = await requireStaff(request);
      const id = request.params.purchase.toLowerCase();
      if (!/^[0-9a-f-]{36}$/.test(id)) throw new AppError(404, 'not_found');
      const order = await changeOrderStatus(deps, instanceId, id, request.body, label);
      return reply.header('cache-control', NO_STORE).send(order);
    },
  );

  app.get(
    '/staff/delivery-orders.json',
    {
      preValidation: staffRequired,
      schema: {
        tags: ['staff'],
        summary:
          "A branch's delivery and take-away orders still moving, oldest first, `limit` (200) at a time " +
          '(`next`: the `after` of the next page, null on the last); an order whose online payment is ' +
          'mandatory appears once it is paid',
        headers: staffHeaders,
        querystring: z.object({
          supplier_id: z.string().min(1).max(63),
          after: z
            .string()
            .regex(/^[0-9a-f-]{36}$/)
            .optional(),
          limit: z.coerce.number().int().min(1).max(KITCHEN_PAGE).default(KITCHEN_PAGE),
        }),
        response: {
          200: z.object({ orders: z.array(deliveryOrderSchema), next: z.string().nullable() }),
          400: errorBody,
          401: errorBody,
          404: errorBody,
        },
      },
    },
    async (request, reply) => {
      const { instanceId } = await requireStaff(request);
      const { supplier_id, after, limit } = request.query;
      const rows = await kitchenOrders(deps.db, instanceId, supplier_id, after ?? null, limit);
      // one query for every order's items and one for their payments, not two per order
      const ids = rows.map((row) => row.purchase.id);
      const [items, statuses] = await Promise.all([
        listItemsOf(deps.db, instanceId, ids),
        latestPaymentStatuses(deps.db, instanceId, ids),
      ]);
      const orders = rows.map((row) =>
        toDeliveryOrder(row, items.get(row.purchase.id) ?? [], statuses.get(row.purchase.id) ?? null),
      );
      const next = rows.length === limit ? rows.at(-1)!.purchase.id : null;
      return reply.header('cache-control', NO_STORE).send({ orders, next });
    },
  );
};
