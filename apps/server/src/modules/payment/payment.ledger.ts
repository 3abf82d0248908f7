import type { ErrorKey } from '@storefront/domain/errors/error-keys';
import { formatMoney } from '@storefront/domain/money/money';
import {
  checkRefund,
  decideNotice,
  type NoticeDecision,
  openStatuses,
  outcomeMessageKey,
  type RefundCheck,
} from '@storefront/domain/payment/payment.rules';
import type { PaymentStatus } from '@storefront/domain/payment/payment.schema';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type DomainEvent, purchaseTopic, staffTopic } from '../../plugins/events.ts';
import { lockPurchase, type PurchaseRow } from '../purchase/purchase.repository.ts';
import { type PaymentDeps, providerContext } from './payment.deps.ts';
import {
  findPayment,
  listPayments,
  lockPayment,
  moveStatus,
  type PaymentRow,
  setDetails,
} from './payment.repository.ts';
import { settlePurchaseTotals } from './payment.totals.ts';
import { recordRefund, refundIdOf } from './payment-refunds.repository.ts';
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

/** `applyStatus` in its own transaction, events delivered after commit. */
export async function applyStatusNow(
  deps: PaymentDeps,
  instanceId: number,
  paymentId: string,
  incoming: Incoming,
  source: Source,
): Promise<Applied | null> {
  const events: DomainEvent[] = [];
  const applied = await deps.db.transaction((tx) =>
    applyStatus(deps, tx as Db, instanceId, paymentId, incoming, source, events),
  );
  await deps.events.deliver(...events);
  return applied;
}

/** Applies a reported status inside `tx`; events to deliver after commit go into `events`. */
export async function applyStatus(
  deps: PaymentDeps,
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
      deps.log.warn(
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
  const now = deps.now();
  // A refund the gateway reports (or the ledger's own, whole): what was left of the payment is
  // recorded as its last refund, so the refunds add up to what it gave back (ADR 117).
  const left = payment.amount + payment.tip - payment.refundedAmount;
  if (to === 'refunded' && left > 0) {
    const refund = {
      id: refundIdOf(instanceId, paymentId, `remainder:${payment.refundedAmount}`),
      amount: left,
      reason: null,
      refundedBy: incoming.settledBy ?? source,
      idempotencyKey: null,
    };
    if (!(await recordRefund(tx, instanceId, payment, refund, now))) {
      return { row: payment, decision: { kind: 'ignore', reason: 'stale' } };
    }
  }
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
  const after = await settleAndAnnounce(deps, tx, instanceId, purchase, moved, to, now, events);
  for (const listener of deps.hooks.listeners) {
    const more = await listener(tx, { instanceId, payment: moved, purchase: after, from });
    if (more) events.push(...more);
  }
  // Money that arrives for an order canceled meanwhile goes straight back (docs/decisions/013-payments.md).
  if (to === 'paid' && purchase.status === 'canceled') {
    return { row: await refundPaid(deps, tx, instanceId, moved, 'refund', events), decision };
  }
  return { row: moved, decision };
}

/** The purchase's money after a payment was paid or gave money back (its service's settler, or
 * `settlePurchaseTotals`), told to the purchase's and the branch's streams; the purchase as it is
 * after. */
async function settleAndAnnounce(
  deps: PaymentDeps,
  tx: Db,
  instanceId: number,
  purchase: PurchaseRow,
  moved: PaymentRow,
  status: PaymentStatus,
  now: Date,
  events: DomainEvent[],
): Promise<PurchaseRow> {
  let after = purchase;
  if (status === 'paid' || status === 'refunded') {
    const settle = deps.hooks.settlers.get(purchase.service);
    after = settle
      ? await settle(tx, instanceId, purchase, now)
      : await settlePurchaseTotals(tx, instanceId, purchase);
  }
  const payload = {
    type: 'payment',
    payment_id: moved.id,
    purchase_id: purchase.id,
    method: moved.method,
    status,
    amount: moved.amount,
    tip: moved.tip,
    refunded_amount: moved.refundedAmount,
    paid_amount: after.paidAmount,
    total: after.total,
  };
  events.push(
    ...(await deps.events.recordAll(tx, instanceId, [
      { topic: purchaseTopic(purchase.id), payload },
      { topic: staffTopic(purchase.supplierId), payload },
    ])),
  );
  return after;
}

/** A part of a payment to give back (docs/decisions/117-partial-refunds.md): `amount` in minor
 * units (all that is left when absent), why, and the staff's Idempotency-Key the refund's id is
 * derived from. */
export interface RefundPart {
  amount?: number | undefined;
  reason?: string | null | undefined;
  key?: string | null | undefined;
}

/** A refund the domain refuses, as the API answers it (the amount left in the venue's money). */
function refundRefusal(check: Exclude<RefundCheck, { ok: true }>, currency: string): AppError {
  if (check.key === 'refund_exceeds_refundable') {
    const left = check.params.refundable;
    return new AppError(409, check.key, { refundable: formatMoney(left, currency), refundable_amount: left });
  }
  return new AppError(check.key === 'refund_not_paid' ? 409 : 422, check.key);
}

/** Gives a paid payment's money back, all that is left of it or a part (`part`): through its
 * gateway when online (the refund's own id its idempotency key), by hand when cash or card
 * reader. Each refund is recorded with who and why; the payment stays paid while some is left and
 * is refunded with the last of it; the purchase's money is settled again either way. Refused
 * (409) when the gateway refuses, so nothing is recorded that did not happen. The caller holds
 * the purchase lock, then the payment's, and passes the payment as read under them. */
export async function refundPaid(
  deps: PaymentDeps,
  tx: Db,
  instanceId: number,
  payment: PaymentRow,
  source: Source,
  events: DomainEvent[],
  settledBy?: string,
  part: RefundPart = {},
): Promise<PaymentRow> {
  const check = checkRefund({ ...payment, status: payment.status as PaymentStatus }, part.amount);
  if (!check.ok) throw refundRefusal(check, payment.currency);
  const refundId = refundIdOf(instanceId, payment.id, part.key ?? `remainder:${payment.refundedAmount}`);
  if (payment.provider !== 'manual') {
    const gateway = providerNamed(payment.provider);
    if (!gateway) throw new AppError(409, 'payment_processing_error');
    const settings = await loadPaymentSettings(tx, instanceId);
    const ctx = providerContext(deps, instanceId, settings, '', tx);
    const refunded = await gateway.refund(ctx, {
      reference: payment.id,
      providerRef: payment.providerRef,
      refundId,
      amount: check.amount,
      currency: payment.currency,
    });
    if (!refunded.ok) throw new AppError(409, refunded.key);
  }
  const now = deps.now();
  const recorded = await recordRefund(
    tx,
    instanceId,
    payment,
    {
      id: refundId,
      amount: check.amount,
      reason: part.reason || null,
      refundedBy: settledBy ?? source,
      idempotencyKey: part.key ?? null,
    },
    now,
  );
  if (!recorded) throw new AppError(409, 'refund_exceeds_refundable');
  if (!check.fully) {
    // a part: the payment stays paid, the purchase's money goes down by it
    const purchase = await lockPurchase(tx, instanceId, payment.purchaseId);
    if (purchase) await settleAndAnnounce(deps, tx, instanceId, purchase, recorded, 'paid', now, events);
    return recorded;
  }
  const applied = await applyStatus(
    deps,
    tx,
    instanceId,
    payment.id,
    // who gave it back is on the refund's row; settled_by stays who took the money (the cash-up's tips)
    { status: 'refunded' },
    source,
    events,
  );
  return applied?.row ?? recorded;
}

/**
 * For modules that cancel an order (docs/decisions/013-payments.md): inside the caller's transaction, every paid
 * payment of the purchase is refunded and every cash or card-reader payment still waiting is
 * closed as not processed. Deliver the returned events after the caller's commit. Online
 * payments still waiting are refunded by `applyStatus` if their money arrives later.
 */
export async function refundPurchasePayments(
  deps: PaymentDeps,
  tx: Db,
  instanceId: number,
  purchaseId: string,
): Promise<DomainEvent[]> {
  const events: DomainEvent[] = [];
  await lockPurchase(tx, instanceId, purchaseId);
  for (const payment of await listPayments(tx, instanceId, purchaseId)) {
    if (payment.status === 'paid') {
      await refundPaid(deps, tx, instanceId, payment, 'cancel', events);
    } else if (payment.provider === 'manual' && openStatuses.has(payment.status as PaymentStatus)) {
      await applyStatus(
        deps,
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

/**
 * For modules that hand an order over (docs/decisions/090-money-moved-only-when-said.md): inside
 * the caller's transaction, every cash or card-reader payment of the purchase still waiting is
 * recorded as paid, settled by `settledBy` (the staff who handed the order over and took the
 * money), as a POS records the tender when a pay-at-pickup order is closed. Online payments are
 * left to their gateway. Deliver the returned events after the caller's commit.
 */
export async function collectAtHandover(
  deps: PaymentDeps,
  tx: Db,
  instanceId: number,
  purchaseId: string,
  settledBy: string,
): Promise<DomainEvent[]> {
  const events: DomainEvent[] = [];
  await lockPurchase(tx, instanceId, purchaseId);
  for (const payment of await listPayments(tx, instanceId, purchaseId)) {
    if (payment.provider !== 'manual' || !openStatuses.has(payment.status as PaymentStatus)) continue;
    await applyStatus(deps, tx, instanceId, payment.id, { status: 'paid', settledBy }, 'staff', events);
  }
  return events;
}
