import type { FastifyPluginAsync } from 'fastify';
import type { OrderingDeps } from './ordering.deps.ts';
import { orderingStaffRoutes } from './ordering.staff.routes.ts';
import { orderRoutes } from './orders.routes.ts';

/** Delivery, take-away and scheduled orders (docs/decisions/016-delivery.md): placement, reading,
 * the order's events and the staff moving it through spec §4's statuses. */
export const orderingPlugin: FastifyPluginAsync<{ deps: OrderingDeps }> = async (app, { deps }) => {
  await app.register(orderRoutes, { deps });
  await app.register(orderingStaffRoutes, { deps });
};
