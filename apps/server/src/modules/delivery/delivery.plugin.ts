import type { FastifyPluginAsync } from 'fastify';
import type { DeliveryDeps } from './delivery.deps.ts';
import { deliveryRoutes } from './delivery.routes.ts';
import { locationRoutes } from './locations.routes.ts';

/** Delivery proper (docs/decisions/016-delivery.md): geocoding, coverage, a branch's settings and
 * slots, coupon preview and the diner's saved addresses. Orders are the ordering module's. */
export const deliveryPlugin: FastifyPluginAsync<{ deps: DeliveryDeps }> = async (app, { deps }) => {
  await app.register(deliveryRoutes, { deps });
  await app.register(locationRoutes, { deps });
};
