import { onTableRules } from '@storefront/domain/on-table/on-table.rules';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { isUuid, paymentsOfPurchase, setPaymentStatus } from '../on-table/bill.repository.ts';
import { closeIfPaid } from '../on-table/table-kitchen.ts';
import { purchaseTopic, staffTopic, tableWrite } from '../on-table/table-write.ts';
import { acknowledgePaymentCalls } from '../on-table/waiter-calls.repository.ts';
import { findSupplierById, getInstance } from '../venue/venue.repository.ts';
import { notFound, onTablePurchase, staffOrder } from './staff.service.ts';

// Staff settle the cash and card-reader payments the waiter collected (docs/decisions/015).

/** Settles a cash or card-reader payment the waiter collected; the bill closes when covered. */
export async function settlePayment(
  app: FastifyInstance,
  request: Parameters<typeof tableWrite>[1],
  staff: { instanceId: number; label: string; tokenId: string },
  purchaseId: string,
  paymentId: string,
  status: 'paid' | 'declined',
) {
  const ids = { instanceId: staff.instanceId, profileId: staff.tokenId, scope: 'staff.settle' };
  const result = await tableWrite(app, request, ids, async (tx, emit) => {
    const purchase = await onTablePurchase(tx, staff.instanceId, purchaseId, true);
    const payment = isUuid(paymentId)
      ? (await paymentsOfPurchase(tx, staff.instanceId, purchase.id)).find((p) => p.id === paymentId)
      : undefined;
    if (!payment) throw notFound();
    if (payment.provider !== 'manual' || !['created', 'pending'].includes(payment.status)) {
      throw new AppError(409, 'conflict');
    }
    await setPaymentStatus(tx, staff.instanceId, payment.id, {
      status,
      settledBy: staff.label,
      messageKey: status === 'paid' ? null : 'payment_declined',
    });
    await acknowledgePaymentCalls(tx, staff.instanceId, payment.id);
    const [instance, supplier] = await Promise.all([
      getInstance(tx, staff.instanceId),
      findSupplierById(tx, staff.instanceId, purchase.supplierId),
    ]);
    if (!instance || !supplier) throw notFound();
    const rules = onTableRules(supplier.onTableClass, purchase.subservice);
    await closeIfPaid(tx, { instance, supplier, purchase, rules }, app.catalog.now());
    await emit(purchaseTopic(purchase.id), { type: 'payment', status });
    await emit(staffTopic(supplier.id), {
      type: 'payment',
      id: payment.id,
      purchase_id: purchase.id,
      status,
    });
    return {
      statusCode: 200,
      body: await staffOrder(tx, staff.instanceId, await onTablePurchase(tx, staff.instanceId, purchase.id)),
    };
  });
  return result.body;
}
