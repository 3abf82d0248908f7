import type { ErrorKey } from '@storefront/domain/errors/error-keys';
import {
  decideNotice,
  type NoticeDecision,
  openStatuses,
  outcomeMessageKey,
} from '@storefront/domain/payment/payment.rules';
import type { PaymentStatus } from '@storefront/domain/payment/payment.schema';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type DomainEvent, type EventBus, purchaseTopic, staffTopic } from '../../plugins/events.ts';
import { lockPurchase, type PurchaseRow } from '../purchase/purchase.repository.ts';
import {
  findPayment,
  listPayments,
  lockPayment,
  moveStatus,
  type PaymentRow,
  setDetails,
} from './payment.repository.ts';
import { settlePurchaseTotals, type TotalsSettler } from './payment.totals.ts';
import { loadPaymentSettings } from './payment-settings.repository.ts';
import { providerNamed } from './provider/provider-registry.ts';

// Where a payment's status changes and its money reaches the purchase (docs/decisions/013-payments.md; docs/payments.md#webhooks): always
// under the purchase lock, through the domain state machine, in one transaction with the
// purchase:{id} event. A paid payment credits purchases.paid_amount exactly once, because the
// status moves only from the status that was read under the lock.

/** A status someone reports (the gateway's answer, a webhook, a signed return, staff). */
export interface Incoming {
  status: PaymentStatus;
  providerRef?: string | null;
  redirectUrl?: string | null;
  messageKey?: ErrorKey | null;
  cardBrand?: string | null;
  cardLast4?: string | null;
  settledBy?: string;
}

export type Source = 'charge' | 'poll' | 'return' | 'webhook' | 'staff' | 'refund' | 'cancel' | 'expire';

export interface Applied {
  row: PaymentRow;
  decision: NoticeDecision;
}

/** Other modules react to a payment's new status in the same transaction (the kitchen gets a
 * pay-first order once it is paid); events they return are delivered after commit. */
export type PaymentListener = (
  tx: Db,
  change: { instanceId: number; payment: PaymentRow; purchase: PurchaseRow; from: PaymentStatus },
) => Promise<DomainEvent[] | undefined>;

export interface LedgerOptions {
  db: Db;
  events: EventBus;
  log: FastifyBaseLogger;
  now: () => Date;
}

export class PaymentLedger {
  readonly #options: LedgerOptions;
  readonly #listeners: PaymentListener[] = [];
  readonly #settlers = new Map<string, TotalsSettler>();

  constructor(options: LedgerOptions) {
    this.#options = options;
  }

  onStatusChange(listener: PaymentListener): void {
    this.#listeners.push(listener);
  }

  /** A service whose module settles its purchases' money itself (on_table: the table's tip choice
   * and closing the bill); the others get `settlePurchaseTotals`. */
  settleTotalsWith(service: string, settler: TotalsSettler): void {
    this.#settlers.set(service, settler);
  }

  /** `apply` in its own transaction, events delivered after commit. */
  async applyNow(
    instanceId: number,
    paymentId: string,
    incoming: Incoming,
    source: Source,
  ): Promise<Applied | null> {
    const events: DomainEvent[] = [];
    const applied = await this.#options.db.transaction((tx) =>
      this.apply(tx as Db, instanceId, paymentId, incoming, source, events),
    );
    await this.#options.events.deliver(...events);
    return applied;
  }

  /** Applies a reported status inside `tx`; events to deliver after commit go into `events`. */
  async apply(
    tx: Db,
    instanceId: number,
    paymentId: string,
    incoming: Incoming,
    source: Source,
    events: DomainEvent[],
  ): Promise<Applied | null> {
    const found = await findPayment(tx, instanceId, paymentId);
    if (!found) return null;
    // Always the purchase first, then the payment: the order every writer takes them in.
    const purchase = await lockPurchase(tx, instanceId, found.purchaseId);
    const payment = await lockPayment(tx, instanceId, paymentId);
    if (!purchase || !payment) return null;
    const from = payment.status as PaymentStatus;
    const decision = decideNotice(from, incoming.status);
    const details = {
      ...(!payment.providerRef && incoming.providerRef ? { providerRef: incoming.providerRef } : {}),
      ...(!payment.cardBrand && incoming.cardBrand ? { cardBrand: incoming.cardBrand } : {}),
      ...(!payment.cardLast4 && incoming.cardLast4 ? { cardLast4: incoming.cardLast4 } : {}),
    };
    if (decision.kind !== 'apply') {
      if (decision.kind === 'conflict') {
        this.#options.log.warn(
          { paymentId, from, to: incoming.status, source },
          'payment notice contradicts the recorded outcome: reconcile with the gateway',
        );
      }
      await setDetails(tx, instanceId, paymentId, {
        ...details,
        ...(decision.kind === 'ignore' && decision.reason === 'same' && incoming.redirectUrl
          ? { redirectUrl: incoming.redirectUrl }
          : {}),
      });
      return { row: (await findPayment(tx, instanceId, paymentId)) ?? payment, decision };
    }
    const to = decision.to;
    const now = this.#options.now();
    const moved = await moveStatus(tx, instanceId, paymentId, from, {
      status: to,
      ...details,
      messageKey: incoming.messageKey ?? outcomeMessageKey(to),
      redirectUrl: openStatuses.has(to) ? (incoming.redirectUrl ?? payment.redirectUrl) : null,
      ...(to === 'paid' ? { paidAt: now } : {}),
      ...(to === 'refunded' ? { refundedAt: now } : {}),
      ...(incoming.settledBy ? { settledBy: incoming.settledBy } : {}),
    });
    if (!moved) return { row: payment, decision: { kind: 'ignore', reason: 'stale' } };
    let after = purchase;
    if (to === 'paid' || to === 'refunded') {
      const settle = this.#settlers.get(purchase.service);
      after = settle
        ? await settle(tx, instanceId, purchase, now)
        : await settlePurchaseTotals(tx, instanceId, purchase);
    }
    const payload = {
      type: 'payment',
      payment_id: moved.id,
      purchase_id: purchase.id,
      method: moved.method,
      status: to,
      amount: moved.amount,
      tip: moved.tip,
      paid_amount: after.paidAmount,
      total: after.total,
    };
    events.push(await this.#options.events.record(tx, instanceId, purchaseTopic(purchase.id), payload));
    events.push(await this.#options.events.record(tx, instanceId, staffTopic(purchase.supplierId), payload));
    for (const listener of this.#listeners) {
      const more = await listener(tx, { instanceId, payment: moved, purchase: after, from });
      if (more) events.push(...more);
    }
    // Money that arrives for an order canceled meanwhile goes straight back (docs/decisions/013-payments.md).
    if (to === 'paid' && purchase.status === 'canceled') {
      return { row: await this.refundPaid(tx, instanceId, moved, 'refund', events), decision };
    }
    return { row: moved, decision };
  }

  /** Gives a paid payment's money back: through its gateway when online, by hand when cash or
   * card reader. Refused (409) when the gateway refuses, so nothing is recorded that did not happen. */
  async refundPaid(
    tx: Db,
    instanceId: number,
    payment: PaymentRow,
    source: Source,
    events: DomainEvent[],
    settledBy?: string,
  ): Promise<PaymentRow> {
    if (payment.provider !== 'manual') {
      const gateway = providerNamed(payment.provider);
      if (!gateway) throw new AppError(409, 'payment_processing_error');
      const settings = await loadPaymentSettings(tx, instanceId);
      const ctx = { db: tx, instanceId, settings, origin: '', now: this.#options.now() };
      const refunded = await gateway.refund(ctx, payment.id, payment.amount + payment.tip);
      if (!refunded.ok) throw new AppError(409, refunded.key);
    }
    const applied = await this.apply(
      tx,
      instanceId,
      payment.id,
      { status: 'refunded', ...(settledBy ? { settledBy } : {}) },
      source,
      events,
    );
    return applied?.row ?? payment;
  }

  /**
   * For modules that cancel an order (docs/decisions/013-payments.md): inside the caller's transaction, every paid
   * payment of the purchase is refunded and every cash or card-reader payment still waiting is
   * closed as not processed. Deliver the returned events after the caller's commit. Online
   * payments still waiting are refunded by `apply` if their money arrives later.
   */
  async refundPurchasePayments(tx: Db, instanceId: number, purchaseId: string): Promise<DomainEvent[]> {
    const events: DomainEvent[] = [];
    await lockPurchase(tx, instanceId, purchaseId);
    for (const payment of await listPayments(tx, instanceId, purchaseId)) {
      if (payment.status === 'paid') {
        await this.refundPaid(tx, instanceId, payment, 'cancel', events);
      } else if (payment.provider === 'manual' && openStatuses.has(payment.status as PaymentStatus)) {
        await this.apply(
          tx,
          instanceId,
          payment.id,
          { status: 'declined', messageKey: 'payment_not_processed' },
          'cancel',
          events,
        );
      }
    }
    return events;
  }
}
