import { z } from 'zod';
import { billAmount, type PurchaseMoney } from '../order/totals.rules.ts';
import type { PaymentStatus } from '../payment/payment.schema.ts';

// Closing a table's bill by hand (`PUT /staff/orders/{purchase}/close.json`, docs/staff-api.md):
// a bill paid in full closes in one tap; one with money still owed closes only when the staff
// confirm the amount they were shown and say why (docs/decisions/091-a-bill-closed-with-money-owed.md).

/** The body of closing a bill: none needed when nothing is owed; with money owed, the amount the
 * staff confirm (`confirm_owed`, minor units) and the reason. No other key is taken. */
export const closeBillBody = z.strictObject({
  confirm_owed: z.number().int().min(0).max(1_000_000_000).optional(),
  reason: z.string().max(300).optional(),
});
export type CloseBill = z.infer<typeof closeBillBody>;

/** What is still owed of a table's bill: the bill (products, fees, discount; spec §3) less the bill
 * parts of the payments paid. Tips are each payer's own and never owed; a payment still waiting
 * for the staff (cash not yet collected) has not paid anything. Never below 0. */
export function billOwed(
  purchase: Pick<PurchaseMoney, 'subtotal' | 'delivery_fee' | 'discount'>,
  payments: readonly { status: PaymentStatus | string; amount: number }[],
): number {
  const paid = payments.filter((p) => p.status === 'paid').reduce((sum, p) => sum + p.amount, 0);
  return Math.max(0, billAmount(purchase) - paid);
}

export type CloseBillDecision =
  | { ok: true; owed: number; reason: string | null }
  | { ok: false; status: 400 | 409; key: 'bill_still_owed' | 'close_reason_required'; owed: number };

/** Whether a bill may close now: always when nothing is owed; with money owed, only when the body
 * confirms exactly what is owed now (a stale confirmation, made before another round came, is
 * refused with the new amount) and gives a reason. */
export function closeBillDecision(owed: number, body: CloseBill | undefined): CloseBillDecision {
  const reason = body?.reason?.trim() || null;
  if (owed === 0) return { ok: true, owed, reason };
  if (body?.confirm_owed !== owed) return { ok: false, status: 409, key: 'bill_still_owed', owed };
  if (!reason) return { ok: false, status: 400, key: 'close_reason_required', owed };
  return { ok: true, owed, reason };
}
