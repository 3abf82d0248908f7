import { createHash } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentRefunds } from '../../db/schema.ts';
import { type PaymentRow, takeUpRefund } from './payment.repository.ts';

// The refunds of a payment, whole or in parts (migration 0045, docs/decisions/117-partial-refunds.md):
// one row each, and the payment's `refunded_amount` taken up in the same transaction, under the
// purchase and payment locks the ledger holds.

export type RefundRow = typeof paymentRefunds.$inferSelect;

/** What the ledger records of one refund. */
export interface NewRefund {
  /** The refund's id, the gateway's idempotency key (`refundIdOf`). */
  id: string;
  amount: number;
  reason: string | null;
  refundedBy: string;
  idempotencyKey: string | null;
}

/**
 * The id of a refund, as a UUID, the same for the same payment and key: a retry of a staff refund
 * (its Idempotency-Key) or the ledger giving back what is left of a payment (`remainder:<what was
 * refunded before>`) asks the gateway with the same `refundId`, so a refund the gateway made before
 * our transaction failed is not made twice.
 */
export function refundIdOf(instanceId: number, paymentId: string, key: string): string {
  const hex = createHash('sha256').update(`${instanceId}:${paymentId}:${key}`).digest('hex');
  // a version 8 (custom) UUID with the RFC 4122 variant
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${((Number.parseInt(hex[16]!, 16) & 3) | 8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * Records a refund and takes it up on the payment, which must still have that much left: the
 * update is conditional, so two refunds can never give back more than amount + tip even if a
 * caller forgot the lock. Null when it does not fit (nothing written).
 */
export async function recordRefund(
  tx: Db,
  instanceId: number,
  payment: Pick<PaymentRow, 'id' | 'currency'>,
  refund: NewRefund,
  at: Date,
): Promise<PaymentRow | null> {
  const row = await takeUpRefund(tx, instanceId, payment.id, refund.amount);
  if (!row) return null;
  await tx.insert(paymentRefunds).values({
    id: refund.id,
    instanceId,
    paymentId: payment.id,
    amount: refund.amount,
    currency: payment.currency,
    reason: refund.reason,
    refundedBy: refund.refundedBy,
    idempotencyKey: refund.idempotencyKey,
    createdAt: at,
  });
  return row;
}

/** A payment's refunds, oldest first. */
export async function listRefunds(db: Db, instanceId: number, paymentId: string): Promise<RefundRow[]> {
  return db
    .select()
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.instanceId, instanceId), eq(paymentRefunds.paymentId, paymentId)))
    .orderBy(asc(paymentRefunds.createdAt), asc(paymentRefunds.id));
}
