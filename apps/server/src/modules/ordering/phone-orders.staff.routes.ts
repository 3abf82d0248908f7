import { type DeliveryOrder, deliveryOrderSchema } from '@storefront/domain/delivery/delivery.schema';
import { staffPhoneOrderBody } from '@storefront/domain/on-table/order-entry.schema';
import { staffBranchQuery } from '@storefront/domain/on-table/staff.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.ts';
import { errorAnswers, idempotencyKeyHeader, NO_STORE } from '../../lib/http.ts';
import { idempotencyKeyOf, idempotentClaimedInWork, storedOutcome } from '../../lib/idempotency.ts';
import { requestLang } from '../../lib/lang.ts';
import type { DomainEvent } from '../../plugins/events.ts';
import { stockChanged } from '../catalog/catalog.service.ts';
import { auditActorOf, recordChange } from '../staff/audit-log.ts';
import { requireStaff, staffHeaders, staffRequired } from '../staff/staff.auth.ts';
import { priceOrder, recordOrder } from './order-placement.ts';
import type { OrderingDeps } from './ordering.deps.ts';

// Take-away and delivery orders taken by phone (issue 54 part 1, docs/decisions/112-staff-order-entry.md,
// docs/staff-api.md#order-entry): the diner's own placement (`priceOrder`, `recordOrder`: branch
// hours, coverage, slots, coupons, prices and stock), with the customer's name and phone, no diner's
// profile, the staff member who took it on the order and its lines, and its record in the audit log.
export const phoneOrderStaffRoutes: FastifyPluginAsyncZod<{ deps: OrderingDeps }> = async (app, { deps }) => {
  app.post(
    '/staff/phone-orders.json',
    {
      preValidation: staffRequired,
      schema: {
        tags: ['staff'],
        summary:
          "Take a take-away or delivery order by phone for the branch `supplier_id`: the customer's name and " +
          "phone, paid in cash or by card reader when handed over; checked and priced as a diner's order; " +
          "`details.taken_by` and each line's `taken_by` name who took it (header Idempotency-Key, required: " +
          'a retry returns the same order)',
        headers: staffHeaders.extend(idempotencyKeyHeader),
        querystring: staffBranchQuery,
        body: staffPhoneOrderBody,
        response: { 201: deliveryOrderSchema, ...errorAnswers(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const staff = await requireStaff(request);
      const actor = await auditActorOf(request);
      const { instanceId } = staff;
      const slug = request.query.supplier_id;
      const branch = await deps.branches.get(instanceId, slug).catch(() => null);
      if (!branch) throw new AppError(404, 'supplier_not_found');
      if (staff.supplierId !== null && staff.supplierId !== branch.supplier.id)
        throw new AppError(403, 'forbidden');
      const body = request.body;
      const key = idempotencyKeyOf(request)!;
      const args = { instanceId, scope: `staff.phone_order:${staff.tokenId}`, key, request: { slug, body } };
      const lang = requestLang(request);
      // a retry whose checks now fail (its own order took the last unit) is answered the first order
      const priced = await priceOrder(deps, instanceId, null, branch.supplier.slug, body, lang).catch(
        async (error: unknown) => {
          const placed = await storedOutcome<DeliveryOrder>(deps.db, args);
          if (placed) return placed;
          throw error;
        },
      );
      if ('statusCode' in priced) return reply.code(201).header('cache-control', NO_STORE).send(priced.body);
      let events: DomainEvent[] = [];
      const outcome = await idempotentClaimedInWork(deps.db, args, async (tx, claim) => {
        const recorded = await recordOrder(deps, tx, claim, instanceId, null, body, priced, staff.label);
        events = recorded.events;
        if (recorded.claimed) {
          const { order } = recorded;
          await recordChange(tx, instanceId, actor, {
            area: 'orders',
            action: 'phone_order',
            subject: order.bck_purchase_id,
            before: null,
            after: { service: order.service, customer: body.contact.name, total: order.total },
          });
        }
        return { statusCode: 201, body: recorded.order, claimed: recorded.claimed };
      });
      if (!outcome.replayed) {
        await deps.events.deliver(...events);
        stockChanged(deps.catalog, instanceId, branch.supplier.slug);
        deps.metrics?.orderPlaced(body.service, 'phone');
      }
      return reply
        .code(outcome.statusCode as 201)
        .header('cache-control', NO_STORE)
        .send(outcome.body);
    },
  );
};
