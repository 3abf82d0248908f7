import { billAmount, purchaseTotals } from '@storefront/domain/order/totals.rules';
import { storedTipChoice, suggestedTip, tipOn } from '@storefront/domain/tip/tip.rules';
import type { TipChoice } from '@storefront/domain/tip/tip.schema';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { billClosures, payments } from '../../db/schema.ts';
import { firstRow, venueRows } from '../../lib/venue-rows.ts';
import { isUuid, type PaymentRow, paidSumsColumns } from '../payment/payment.repository.ts';
import {
  type PurchaseRow,
  purchaseMoney,
  setPaidMoney,
  subtotalRecomputation,
} from '../purchase/purchase.repository.ts';

// The bill of a table order (docs/decisions/015-split-bill.md): payments that cover parts of it,
// and the totals they settle. Tips are each payer's own: before anything is paid the order's tip
// is the table's choice (spec §3 tip, 10% by default); once a payment is paid it is the sum of the
// tips paid. paid_amount counts bill and tips, so balance = total - paid_amount is the bill left.

/** Payments that hold a part of the bill: waiting for an outcome, or paid. */
export const livePaymentStatuses = ['created', 'pending', 'pending_bank_validation', 'paid'] as const;

/** The table's tip choice; the suggested one until someone changes it. */
export function tipChoiceOf(purchase: PurchaseRow): TipChoice {
  return storedTipChoice(purchase.details) ?? suggestedTip;
}

/** The subtotal recomputed from the items, answered with the paid payments' sums. */
const subtotalAndPaidSums = subtotalRecomputation(paidSumsColumns);

/** Subtotal, tip, paid amount and total from the items and the payments as they are now: two
 * statements (docs/decisions/056-a-table-call-in-fewer-statements.md). */
export async function refreshTotals(tx: Db, instanceId: number, purchaseId: string): Promise<PurchaseRow> {
  // The subtotal from the items with the paid sums, then the total once (setPaidMoney), by the one
  // totals rule.
  const [recomputed] = await subtotalAndPaidSums(tx, { instanceId, purchaseId });
  const { paidSumCount, paidSumBills, paidSumTips, ...row } = recomputed!;
  const tip = paidSumCount > 0 ? paidSumTips : tipOn(billAmount(toBillInput(row)), tipChoiceOf(row));
  const paidAmount = paidSumBills + paidSumTips;
  const { total } = purchaseTotals({ ...purchaseMoney(row), tip, paid_amount: paidAmount });
  return setPaidMoney(tx, instanceId, purchaseId, { tip, paidAmount, total });
}

export function toBillInput(row: PurchaseRow) {
  return { subtotal: row.subtotal, delivery_fee: row.deliveryFee, discount: row.discount };
}

/** The bill paid so far, without tips. */
export function paidBill(list: Pick<PaymentRow, 'status' | 'amount'>[]): number {
  return list.filter((p) => p.status === 'paid').reduce((sum, p) => sum + p.amount, 0);
}

export function isLive(payment: Pick<PaymentRow, 'status'>): boolean {
  return (livePaymentStatuses as readonly string[]).includes(payment.status);
}

/** A manual payment of the order still waiting for the staff, by id (or the diner's latest). */
export async function findPendingManual(
  db: Db,
  instanceId: number,
  purchaseId: string,
  filter: { id?: string | undefined; profileId?: string },
): Promise<PaymentRow | null> {
  if (filter.id !== undefined && !isUuid(filter.id)) return null;
  const query = venueRows(
    db,
    payments,
    instanceId,
    { purchaseId, provider: 'manual' },
    inArray(payments.status, ['created', 'pending']),
    filter.id ? eq(payments.id, filter.id) : undefined,
    filter.profileId ? eq(payments.profileId, filter.profileId) : undefined,
  ).orderBy(sql`${payments.createdAt} desc`);
  return firstRow(query.limit(1));
}

/** Records who closed a table's bill by hand, what of the bill was still owed and why (migration
 * 0028; docs/decisions/091-a-bill-closed-with-money-owed.md). */
export async function recordBillClosure(
  tx: Db,
  closure: {
    instanceId: number;
    purchaseId: string;
    closedBy: string;
    owed: number;
    currency: string;
    reason: string | null;
    closedAt: Date;
  },
): Promise<void> {
  await tx.insert(billClosures).values(closure);
}
