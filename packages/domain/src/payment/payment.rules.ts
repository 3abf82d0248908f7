import { ONLINE_PAYMENT_HOLD_MINUTES } from '../constants.ts';
import type { ErrorKey } from '../errors/error-keys.ts';
import type { PaymentMethod, PaymentStatus } from './payment.schema.ts';

// The payment state machine (spec §4 payment statuses; docs/decisions/013-payments.md) and the money checks of a new
// payment (docs/decisions/013-payments.md). Pure functions: the server applies them under the purchase lock, the
// storefront uses them to word outcomes.

/** Statuses that are an outcome: they never change, except paid -> refunded. */
export const finalStatuses: ReadonlySet<PaymentStatus> = new Set([
  'rejected_by_bank',
  'declined',
  'error',
  'paid',
  'refunded',
]);

/** Statuses still waiting for an outcome: their amount is reserved against the balance. */
export const openStatuses: ReadonlySet<PaymentStatus> = new Set([
  'created',
  'pending',
  'pending_bank_validation',
]);

/** Failed outcomes: the diner may try again, with another method. */
export const failedStatuses: ReadonlySet<PaymentStatus> = new Set(['rejected_by_bank', 'declined', 'error']);

const transitions: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  created: ['pending', 'pending_bank_validation', 'paid', 'declined', 'rejected_by_bank', 'error'],
  pending: ['pending_bank_validation', 'paid', 'declined', 'rejected_by_bank', 'error'],
  pending_bank_validation: ['paid', 'declined', 'rejected_by_bank', 'error'],
  rejected_by_bank: [],
  declined: [],
  error: [],
  paid: ['refunded'],
  refunded: [],
};

/** Every status a payment in `from` may move to. */
export function nextStatuses(from: PaymentStatus): readonly PaymentStatus[] {
  return transitions[from];
}

export function canTransition(from: PaymentStatus, to: PaymentStatus): boolean {
  return transitions[from].includes(to);
}

export function isFinal(status: PaymentStatus): boolean {
  return finalStatuses.has(status);
}

/**
 * What to do with a status a provider reports (a webhook, a signed return, a status query), which
 * may be repeated, late or out of order:
 * - `apply`: a legal move forward;
 * - `ignore`: the same status again, or an older one arriving after a newer one (a late `pending`
 *   after `paid`); nothing changes;
 * - `conflict`: a contradicting outcome (`declined` after `paid`); nothing changes and the caller
 *   reports it for reconciliation, because money must never be recorded as paid when it was not,
 *   nor a payment forgotten when it was.
 */
export type NoticeDecision =
  | { kind: 'apply'; to: PaymentStatus }
  | { kind: 'ignore'; reason: 'same' | 'stale' }
  | { kind: 'conflict'; from: PaymentStatus; to: PaymentStatus };

const progress: Readonly<Record<PaymentStatus, number>> = {
  created: 0,
  pending: 1,
  pending_bank_validation: 2,
  rejected_by_bank: 3,
  declined: 3,
  error: 3,
  paid: 3,
  refunded: 4,
};

export function decideNotice(current: PaymentStatus, incoming: PaymentStatus): NoticeDecision {
  if (current === incoming) return { kind: 'ignore', reason: 'same' };
  if (canTransition(current, incoming)) return { kind: 'apply', to: incoming };
  if (progress[incoming] < progress[current]) return { kind: 'ignore', reason: 'stale' };
  return { kind: 'conflict', from: current, to: incoming };
}

/** The spec §8 message of an outcome; null when there is nothing to tell (paid, still open). */
export function outcomeMessageKey(status: PaymentStatus): ErrorKey | null {
  switch (status) {
    case 'declined':
      return 'payment_declined';
    case 'rejected_by_bank':
    case 'pending_bank_validation':
      return 'payment_rejected_by_bank';
    case 'error':
      return 'payment_processing_error';
    default:
      return null;
  }
}

/** Methods charged through the venue's gateway; cash and card reader are settled by staff. */
export const onlineMethods: ReadonlySet<PaymentMethod> = new Set(['card', 'pse', 'nequi']);

export function isOnline(method: PaymentMethod): boolean {
  return onlineMethods.has(method);
}

/** Cash or card reader: collected by the waiter and settled by staff. */
export function isManual(method: PaymentMethod): method is 'cash' | 'card_reader' {
  return !onlineMethods.has(method);
}

/** The moment before which a still-open online payment has held its part of the bill too long. */
export function onlineHoldCutoff(now: Date): Date {
  return new Date(now.getTime() - ONLINE_PAYMENT_HOLD_MINUTES * 60_000);
}

/** Whether an online payment still waiting for its outcome was abandoned: after
 * ONLINE_PAYMENT_HOLD_MINUTES it is closed as not processed and frees its part of the bill. */
export function isAbandonedHold(
  payment: { method: PaymentMethod; status: PaymentStatus; createdAt: Date },
  now: Date,
): boolean {
  return (
    isOnline(payment.method) &&
    openStatuses.has(payment.status) &&
    payment.createdAt.getTime() < onlineHoldCutoff(now).getTime()
  );
}

/** Statuses whose amount holds a part of the bill: waiting for an outcome, or paid. A failed or
 * refunded payment frees its part. */
export const liveStatuses: ReadonlySet<PaymentStatus> = new Set([...openStatuses, 'paid']);

export interface NewPaymentCheck {
  method: PaymentMethod;
  amount: number;
  tip: number;
  /** remainingBill of the purchase (order/totals.rules), under its lock. */
  balance: number;
  /** The venue's minimum online payment (minor units); 0 for none. */
  minimumOnline: number;
}

export type PaymentCheck =
  | { ok: true }
  | { ok: false; key: 'payment_exceeds_balance'; params: { balance: number } }
  | { ok: false; key: 'minimum_value'; params: { minValue: number } }
  | { ok: false; key: 'validation_failed'; params: { fields: string } };

/**
 * A new payment's amounts: at least 1, never more than the balance (two payers at once can never
 * overpay), a tip no larger than the amount it tips on, and online at least the venue's minimum
 * (spec §5 "Must be greater than {minValue}", checked on what is charged: amount plus tip).
 */
export function checkNewPayment(input: NewPaymentCheck): PaymentCheck {
  if (!Number.isInteger(input.amount) || input.amount < 1) {
    return { ok: false, key: 'validation_failed', params: { fields: 'amount' } };
  }
  if (!Number.isInteger(input.tip) || input.tip < 0 || input.tip > input.amount) {
    return { ok: false, key: 'validation_failed', params: { fields: 'tip' } };
  }
  if (input.amount > input.balance) {
    return { ok: false, key: 'payment_exceeds_balance', params: { balance: input.balance } };
  }
  if (isOnline(input.method) && input.amount + input.tip < input.minimumOnline) {
    return { ok: false, key: 'minimum_value', params: { minValue: input.minimumOnline } };
  }
  return { ok: true };
}

/** What a refund reads of its payment (docs/decisions/117-partial-refunds.md). */
export interface RefundablePayment {
  status: PaymentStatus;
  amount: number;
  tip: number;
  /** Given back of it so far (minor units). */
  refundedAmount: number;
}

/** What may still be given back of a payment: its amount and tip less what was refunded, while it
 * is paid; nothing otherwise (a refunded payment gave everything back, an unpaid one took nothing). */
export function refundableAmount(payment: RefundablePayment): number {
  if (payment.status !== 'paid') return 0;
  return Math.max(0, payment.amount + payment.tip - payment.refundedAmount);
}

export type RefundCheck =
  | { ok: true; amount: number; refundedAfter: number; fully: boolean }
  | { ok: false; key: 'refund_not_paid'; params: Record<string, never> }
  | { ok: false; key: 'refund_amount_invalid'; params: Record<string, never> }
  | { ok: false; key: 'refund_exceeds_refundable'; params: { refundable: number } };

/**
 * A refund of `requested` minor units of a payment (all that is left when `requested` is
 * undefined): only of a paid payment, at least 1, never more than what is left
 * (`refundableAmount`), so refunds in parts never add up to more than was paid. The payment stays
 * `paid` while a part is left and moves to `refunded` with the last of it (`fully`): the one
 * paid -> refunded move of the state machine.
 */
export function checkRefund(payment: RefundablePayment, requested?: number): RefundCheck {
  if (payment.status !== 'paid') return { ok: false, key: 'refund_not_paid', params: {} };
  const refundable = refundableAmount(payment);
  const amount = requested ?? refundable;
  if (!Number.isInteger(amount) || amount < 1) return { ok: false, key: 'refund_amount_invalid', params: {} };
  if (amount > refundable) return { ok: false, key: 'refund_exceeds_refundable', params: { refundable } };
  const refundedAfter = payment.refundedAmount + amount;
  return { ok: true, amount, refundedAfter, fully: refundedAfter === payment.amount + payment.tip };
}
