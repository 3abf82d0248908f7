import type { DeliveryOrder } from '@storefront/domain/delivery/delivery.schema';
import {
  deliveryOrderSchema,
  orderListSchema,
  placeOrderBody,
} from '@storefront/domain/delivery/delivery.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import {
  dinerHeaders,
  errorBody,
  idempotencyKeyHeader,
  jsonId,
  NO_STORE,
  perDinerPerMinute,
  supplierSlugParams,
} from '../../lib/http.ts';
import { idempotencyKeyOf, idempotentClaimedInWork, storedOutcome } from '../../lib/idempotency.ts';
import { requestLang } from '../../lib/lang.ts';
import { type DomainEvent, streamEvents } from '../../plugins/events.ts';
import { stockChanged } from '../catalog/catalog.service.ts';
import { profileRequired, requireProfile } from '../profile/profile.auth.ts';
import { toOrderSummary } from './order.mapper.ts';
import { needsTransaction, priceOrder, recordOrder } from './order-placement.ts';
import { readOrder } from './order-status.service.ts';
import { type OrderingDeps, orderTopic } from './ordering.deps.ts';
import { findOrder, ordersOf } from './orders.repository.ts';

const withIdempotencyKey = dinerHeaders.extend(idempotencyKeyHeader);
const orderFileParams = z.object({ id: z.string().max(80) });

/** The diner's own order, or 404 (another diner's order does not exist for them). */
async function ownOrderId(
  deps: OrderingDeps,
  instanceId: number,
  profileId: string,
  raw: string,
): Promise<string> {
  const id = jsonId(raw) ?? (/^[0-9a-f-]{36}$/i.test(raw) ? raw.toLowerCase() : null);
  const found = id ? await findOrder(deps.db, instanceId, id) : null;
  if (!found || found.purchase.profileId !== profileId) throw new AppError(404, 'not_found');
  return found.purchase.id;
}

// Placing and following delivery and take-away orders (docs/decisions/016-delivery.md).
export const orderRoutes: FastifyPluginAsyncZod<{ deps: OrderingDeps; ordersPerMinute: number }> = async (
  app,
  { deps, ordersPerMinute },
) => {
  app.post(
    '/delivery/suppliers/:supplier_slug/orders.json',
    {
      preValidation: profileRequired,
      config: perDinerPerMinute(ordersPerMinute, 600),
      schema: {
        tags: ['delivery'],
        summary:
          'Place a delivery, scheduled delivery or take-away order (header Idempotency-Key: a retry returns ' +
          'the same order). Stock, slot, coupon, order and a cash or card-reader payment are recorded together.',
        headers: withIdempotencyKey,
        params: supplierSlugParams,
        body: placeOrderBody,
        response: {
          201: deliveryOrderSchema,
          400: errorBody,
          401: errorBody,
          404: errorBody,
          409: errorBody,
          422: errorBody,
          429: errorBody,
        },
      },
    },
    async (request, reply) => {
      const { instanceId, profileId } = await requireProfile(request);
      const key = idempotencyKeyOf(request)!;
      const slug = request.params.supplier_slug;
      const body = request.body;
      const args = { instanceId, scope: 'delivery_order', key, request: { profileId, slug, body } };
      const send = (answer: { statusCode: number; body: DeliveryOrder }) =>
        reply
          .code(answer.statusCode as 201)
          .header('cache-control', NO_STORE)
          .send(answer.body);
      // A retry is answered by `idempotent` from the key's row; only when the checks fail (the first
      // order took the last unit, the branch closed since) is the stored answer looked up first.
      const priced = await priceOrder(deps, instanceId, profileId, slug, body, requestLang(request)).catch(
        async (error: unknown) => {
          // A double submit racing this one may have placed the order meanwhile: answer that one.
          const placed = await storedOutcome<DeliveryOrder>(deps.db, args);
          if (placed) return placed;
          throw error;
        },
      );
      if ('statusCode' in priced) return send(priced);
      let events: DomainEvent[] = [];
      // An order without a slot or a coupon is one statement, outside a transaction (ADR 070).
      const outcome = await idempotentClaimedInWork<DeliveryOrder>(
        deps.db,
        args,
        async (tx, claim) => {
          const recorded = await recordOrder(deps, tx, claim, instanceId, profileId, body, priced);
          events = recorded.events;
          return { statusCode: 201, body: recorded.order, claimed: recorded.claimed };
        },
        { transaction: needsTransaction(priced) },
      );
      if (!outcome.replayed) {
        await deps.events.deliver(...events);
        stockChanged(deps.catalog, instanceId, slug);
        deps.metrics?.orderPlaced(body.service, 'diner');
      }
      return send(outcome);
    },
  );

  app.get(
    '/delivery/orders.json',
    {
      preValidation: profileRequired,
      schema: {
        tags: ['delivery'],
        summary: "The profile's delivery and take-away orders, newest first (optionally of one branch)",
        headers: dinerHeaders,
        querystring: z.object({ supplier_id: z.string().min(1).max(63).optional() }),
        response: { 200: orderListSchema, 401: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const { instanceId, profileId } = await requireProfile(request);
      const rows = await ordersOf(deps.db, instanceId, profileId, request.query.supplier_id ?? null);
      return reply.header('cache-control', NO_STORE).send({ orders: rows.map(toOrderSummary) });
    },
  );

  app.get(
    '/delivery/orders/:id',
    {
      preValidation: profileRequired,
      schema: {
        tags: ['delivery'],
        summary: "One of the profile's orders: GET /delivery/orders/{id}.json",
        headers: dinerHeaders,
        params: orderFileParams,
        response: { 200: deliveryOrderSchema, 401: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const { instanceId, profileId } = await requireProfile(request);
      const id = await ownOrderId(deps, instanceId, profileId, request.params.id);
      return reply.header('cache-control', NO_STORE).send(await readOrder(deps, instanceId, id));
    },
  );

  app.get(
    '/delivery/orders/:id/events',
    {
      preValidation: profileRequired,
      schema: {
        tags: ['delivery'],
        summary:
          'Server-Sent Events of one order: `purchase:{id}` with { status, reason, at } at every change ' +
          '(resume with Last-Event-ID)',
        headers: dinerHeaders.extend({ 'last-event-id': z.string().max(20).optional() }),
        params: orderFileParams,
        response: { 200: z.string().describe('text/event-stream'), 401: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      const { instanceId, profileId } = await requireProfile(request);
      const id = await ownOrderId(deps, instanceId, profileId, request.params.id);
      await streamEvents(app, request, reply, instanceId, [orderTopic(id)]);
    },
  );
};
