import type { FastifyPluginAsync } from 'fastify';
import type { OrderingDeps } from './ordering.deps.ts';
import { orderingStaffRoutes } from './ordering.staff.routes.ts';
import { orderRoutes } from './orders.routes.ts';
import { phoneOrderStaffRoutes } from './phone-orders.staff.routes.ts';

/** Delivery, take-away and scheduled orders (docs/decisions/016-delivery.md): placement, reading,
 * the order's events and the staff moving it through spec §4's statuses. */
export const orderingPlugin: FastifyPluginAsync<{ deps: OrderingDeps; ordersPerMinute?: number }> = async (
  app,
  { deps, ordersPerMinute },
) => {
  await app.register(orderRoutes, { deps, ordersPerMinute: ordersPerMinute ?? 30 });
  await app.register(orderingStaffRoutes, { deps });
  await app.register(phoneOrderStaffRoutes, { deps });
};
