import type { Payment, SettlePayment } from '@storefront/domain/payment/payment.schema';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { DomainEvent } from '../../plugins/events.ts';
import { lockPurchase } from '../purchase/purchase.repository.ts';
import type { PaymentDeps } from './payment.deps.ts';
import { applyStatusNow, refundPaid } from './payment.ledger.ts';
import { toPayment } from './payment.mapper.ts';
import { findPayment, lockPayment } from './payment.repository.ts';

// Venue staff (docs/payments.md#the-api): settle a cash or card-reader payment (the money arrived, or it never
// did) and refund a paid payment.

/** Staff say whether the money of a cash or card-reader payment arrived: the one way, for every
 * service (on-table's staff routes call it too). */
export async function settleByStaff(
  deps: PaymentDeps,
  instanceId: number,
  staffLabel: string,
  paymentId: string,
  status: SettlePayment['status'],
): Promise<Payment> {
  const payment = await findPayment(deps.db, instanceId, paymentId);
  if (!payment) throw new AppError(404, 'not_found');
  // Online payments are settled by their gateway, never by hand.
  if (payment.provider !== 'manual') throw new AppError(409, 'conflict');
  const applied = await applyStatusNow(
    deps,
    instanceId,
    paymentId,
    status === 'paid'
      ? { status: 'paid', settledBy: staffLabel }
      : { status: 'declined', messageKey: 'payment_not_processed', settledBy: staffLabel },
    'staff',
  );
  if (!applied) throw new AppError(404, 'not_found');
  // Settling twice the same way answers the same; settling a payment another way is refused.
  if (applied.decision.kind !== 'apply' && applied.row.status !== status) throw new AppError(409, 'conflict');
  return toPayment(applied.row, null);
}

export async function refundByStaff(
  deps: PaymentDeps,
  instanceId: number,
  staffLabel: string,
  paymentId: string,
): Promise<Payment> {
  const events: DomainEvent[] = [];
  const row = await deps.db.transaction(async (transaction) => {
    const tx = transaction as Db;
    const found = await findPayment(tx, instanceId, paymentId);
    if (!found) throw new AppError(404, 'not_found');
    await lockPurchase(tx, instanceId, found.purchaseId);
    const payment = await lockPayment(tx, instanceId, paymentId);
    if (payment?.status === 'refunded') return payment;
    if (payment?.status !== 'paid') throw new AppError(409, 'conflict');
    return refundPaid(deps, tx, instanceId, payment, 'refund', events, staffLabel);
  });
  await deps.events.deliver(...events);
  return toPayment(row, null);
}
