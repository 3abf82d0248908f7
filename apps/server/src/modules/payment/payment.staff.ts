import type { Payment, RefundPayment, SettlePayment } from '@storefront/domain/payment/payment.schema';
import { AppError } from '../../lib/app-error.ts';
import { idempotent } from '../../lib/idempotency.ts';
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

/**
 * A staff refund of a paid payment, all that is left of it or a part (docs/decisions/117-partial-refunds.md):
 * under the purchase lock, then the payment's, so refunds at once never give back more than was
 * paid; with the staff's Idempotency-Key claimed in the same transaction, so a retry answers the
 * first refund and gives nothing back twice (the same key for another amount or payment: 422
 * `idempotency_conflict`). A payment of another venue is not found.
 */
export async function refundByStaff(
  deps: PaymentDeps,
  instanceId: number,
  staffLabel: string,
  paymentId: string,
  body: RefundPayment,
  key: string,
): Promise<Payment> {
  const events: DomainEvent[] = [];
  const outcome = await idempotent<Payment>(
    deps.db,
    { instanceId, scope: 'staff:payment-refund', key, request: { paymentId, ...body } },
    async (tx) => {
      const found = await findPayment(tx, instanceId, paymentId);
      if (!found) throw new AppError(404, 'not_found');
      await lockPurchase(tx, instanceId, found.purchaseId);
      const payment = await lockPayment(tx, instanceId, paymentId);
      if (!payment) throw new AppError(404, 'not_found');
      const row = await refundPaid(deps, tx, instanceId, payment, 'refund', events, staffLabel, {
        amount: body.amount,
        reason: body.reason,
        key,
      });
      return { statusCode: 200, body: toPayment(row, null) };
    },
  );
  if (!outcome.replayed) await deps.events.deliver(...events);
  return outcome.body;
}
