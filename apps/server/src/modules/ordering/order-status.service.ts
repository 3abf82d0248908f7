import type { DeliveryOrder, OrderDetails } from '@storefront/domain/delivery/delivery.schema';
import { canTransition, takesPaymentAtHandover } from '@storefront/domain/delivery/order-status.rules';
import type { OrderStatus } from '@storefront/domain/order/order.schema';
import { AppError } from '../../lib/app-error.ts';
import { branchOrdersTopic } from '../../plugins/events.ts';
import { productIdsByKey } from '../catalog/catalog.repository.ts';
import { stockChanged } from '../catalog/catalog.service.ts';
import { returnCouponUse } from '../delivery/coupons.repository.ts';
import { returnSlot } from '../delivery/slots.repository.ts';
import { queueKitchenTicket } from '../printing/print-jobs.repository.ts';
import { listItems, lockPurchase, moveItems, returnStock } from '../purchase/purchase.repository.ts';
import { toDeliveryOrder } from './order.mapper.ts';
import { type OrderingDeps, orderTopic } from './ordering.deps.ts';
import { findOrder, isRated, latestPaymentStatus, moveOrderStatus } from './orders.repository.ts';

// Staff move delivery and take-away orders through spec §4's statuses (docs/decisions/016-delivery.md); diners watching
// /{supplier_id}/order/{order_id} get each change over SSE. A canceled order gives back its stock,
// its slot and its coupon use.

export async function changeOrderStatus(
  deps: OrderingDeps,
  instanceId: number,
  id: string,
  change: { status: OrderStatus; reason: string | null },
  staffLabel: string,
): Promise<DeliveryOrder> {
  const { db } = deps;
  const outcome = await db.transaction(async (tx) => {
    const row = await lockPurchase(tx, instanceId, id);
    if (!row || (row.service !== 'delivery' && row.service !== 'take_away'))
      throw new AppError(404, 'not_found');
    const from = row.status as OrderStatus;
    const allowed = canTransition(from, change.status, {
      service: row.service,
      paymentMandatory: row.paymentMandatory,
      paid: row.paidAmount >= row.total,
      reason: change.reason,
    });
    if (!allowed.ok) throw new AppError(409, allowed.key, { from, to: change.status });
    const at = deps.now();
    const moved = await moveOrderStatus(tx, instanceId, id, {
      from,
      to: change.status,
      reason: change.reason,
      at,
    });
    if (!moved) throw new AppError(409, 'conflict');

    if (change.status === 'accepted') {
      await moveItems(tx, instanceId, id, { from: ['pending'], to: 'ordered' });
      // the whole order's ticket for the branch's kitchen printers (ADR 109)
      await queueKitchenTicket(tx, { instanceId, supplierId: row.supplierId, purchaseId: id }, null);
    }
    if (change.status === 'delivered')
      await moveItems(tx, instanceId, id, { from: ['ordered'], to: 'delivered' });
    if (change.status === 'canceled') {
      const items = (await listItems(tx, instanceId, id)).filter((item) => item.state !== 'removed');
      const ids = await productIdsByKey(tx, instanceId, [...new Set(items.map((i) => i.productId))]);
      for (const item of items) {
        const productId = ids.get(item.productId);
        if (productId !== undefined) await returnStock(tx, instanceId, row.supplierId, productId, item.count);
      }
      if (row.scheduledFor) await returnSlot(tx, instanceId, row.supplierId, row.scheduledFor);
      const coupon = (row.details as OrderDetails).coupon;
      if (coupon) await returnCouponUse(tx, instanceId, coupon.code);
    }
    // A canceled order gives its money back (docs/decisions/013-payments.md): paid payments refunded, waiting cash or
    // card-reader payments closed, in this same transaction.
    const refunds = change.status === 'canceled' ? await deps.refundPurchasePayments(tx, instanceId, id) : [];
    // Handed over: the cash or card-reader money of a pay-at-pickup or cash-on-delivery order was
    // taken then, by whoever handed it over, and is recorded as paid (docs/decisions/090).
    const collected = takesPaymentAtHandover(change.status)
      ? await deps.collectAtHandover(tx, instanceId, id, staffLabel)
      : [];
    const payload = { status: change.status, order_id: id, reason: change.reason, at: at.toISOString() };
    const events = [
      ...(await deps.events.recordAll(tx, instanceId, [
        { topic: orderTopic(id), payload },
        { topic: branchOrdersTopic(row.supplierId), payload },
      ])),
      ...refunds,
      ...collected,
    ];
    return { events, canceled: change.status === 'canceled', service: row.service };
  });
  await deps.events.deliver(...outcome.events);
  deps.metrics?.orderStatusChanged(outcome.service, change.status);
  const order = await readOrder(deps, instanceId, id);
  if (outcome.canceled) stockChanged(deps.catalog, instanceId, order.supplier_slug);
  return order;
}

export async function readOrder(deps: OrderingDeps, instanceId: number, id: string): Promise<DeliveryOrder> {
  const found = await findOrder(deps.db, instanceId, id);
  if (!found) throw new AppError(404, 'not_found');
  const [items, paymentStatus, rated] = await Promise.all([
    listItems(deps.db, instanceId, id),
    latestPaymentStatus(deps.db, instanceId, id),
    isRated(deps.db, instanceId, id),
  ]);
  return toDeliveryOrder(found, items, paymentStatus, rated);
}
