import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { isUuid, paymentsOfPurchase } from '../on-table/bill.repository.ts';
import { notFound, onTablePurchase, staffOrder } from './staff.service.ts';

// Staff settle the cash and card-reader payments the waiter collected (docs/decisions/015). The
// table route is the staff console's view of the payments module's settle: the same ledger moves
// the payment (state machine, totals, the bill closing when covered, a late payment of a canceled
// order refunded, the table's and the staff's events), so both routes settle the same way.

/** Settles a cash or card-reader payment of a table order; answers the staff's order view. */
export async function settlePayment(
  app: FastifyInstance,
  staff: { instanceId: number; label: string },
  purchaseId: string,
  paymentId: string,
  status: 'paid' | 'declined',
) {
  const purchase = await onTablePurchase(app.db, staff.instanceId, purchaseId);
  const payment = isUuid(paymentId)
    ? (await paymentsOfPurchase(app.db, staff.instanceId, purchase.id)).find((p) => p.id === paymentId)
    : undefined;
  if (!payment) throw notFound();
  if (payment.provider !== 'manual') throw new AppError(409, 'conflict');
  await app.payments.staff.settle(
    staff.instanceId,
    staff.label,
    payment.id,
    status === 'paid' ? 'paid' : 'not_paid',
  );
  return staffOrder(app.db, staff.instanceId, await onTablePurchase(app.db, staff.instanceId, purchase.id));
}
