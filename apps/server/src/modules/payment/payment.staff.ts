import type { Payment, PaymentStatus } from '@storefront/domain/payment/payment.schema';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { DomainEvent, EventBus } from '../../plugins/events.ts';
import { lockPurchase } from '../purchase/purchase.repository.ts';
import type { PaymentLedger } from './payment.ledger.ts';
import { toPayment } from './payment.mapper.ts';
import { findPayment, lockPayment } from './payment.repository.ts';

// Venue staff (docs/payments.md#the-api): settle a cash or card-reader payment (the money arrived, or it never
// did) and refund a paid payment.

export class PaymentStaff {
  readonly #db: Db;
  readonly #events: EventBus;
  readonly #ledger: PaymentLedger;

  constructor(db: Db, events: EventBus, ledger: PaymentLedger) {
    this.#db = db;
    this.#events = events;
    this.#ledger = ledger;
  }

  async settle(
    instanceId: number,
    staffLabel: string,
    paymentId: string,
    outcome: 'paid' | 'not_paid',
  ): Promise<Payment> {
    const payment = await findPayment(this.#db, instanceId, paymentId);
    if (!payment) throw new AppError(404, 'not_found');
    // Online payments are settled by their gateway, never by hand.
    if (payment.provider !== 'manual') throw new AppError(409, 'conflict');
    const applied = await this.#ledger.applyNow(
      instanceId,
      paymentId,
      outcome === 'paid'
        ? { status: 'paid', settledBy: staffLabel }
        : { status: 'declined', messageKey: 'payment_not_processed', settledBy: staffLabel },
      'staff',
    );
    if (!applied) throw new AppError(404, 'not_found');
    const wanted: PaymentStatus = outcome === 'paid' ? 'paid' : 'declined';
    // Settling twice the same way answers the same; settling a payment another way is refused.
    if (applied.decision.kind !== 'apply' && applied.row.status !== wanted)
      throw new AppError(409, 'conflict');
    return toPayment(applied.row, null);
  }

  async refund(instanceId: number, staffLabel: string, paymentId: string): Promise<Payment> {
    const events: DomainEvent[] = [];
    const row = await this.#db.transaction(async (transaction) => {
      const tx = transaction as Db;
      const found = await findPayment(tx, instanceId, paymentId);
      if (!found) throw new AppError(404, 'not_found');
      await lockPurchase(tx, instanceId, found.purchaseId);
      const payment = await lockPayment(tx, instanceId, paymentId);
      if (payment?.status === 'refunded') return payment;
      if (payment?.status !== 'paid') throw new AppError(409, 'conflict');
      return this.#ledger.refundPaid(tx, instanceId, payment, 'refund', events, staffLabel);
    });
    await this.#events.deliver(...events);
    return toPayment(row, null);
  }
}
