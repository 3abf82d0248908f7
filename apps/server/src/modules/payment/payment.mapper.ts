import { billAmount, remainingBill } from '@storefront/domain/order/totals.rules';
import { liveStatuses, openStatuses } from '@storefront/domain/payment/payment.rules';
import type {
  PayablePurchase,
  Payment,
  PaymentMethod,
  PaymentStatus,
} from '@storefront/domain/payment/payment.schema';
import { storedTipChoice } from '@storefront/domain/tip/tip.rules';
import { purchaseHead } from '../purchase/purchase.mapper.ts';
import type { PurchaseRow } from '../purchase/purchase.repository.ts';
import type { PaymentRow } from './payment.repository.ts';

/** A payment as the asking profile may see it: the card's brand and last four digits, and where
 * to go to finish, only for its own payments. */
export function toPayment(row: PaymentRow, askingProfileId: string | null): Payment {
  const mine = askingProfileId !== null && row.profileId === askingProfileId;
  const status = row.status as PaymentStatus;
  return {
    id: row.id,
    purchase_id: row.purchaseId,
    method: row.method as PaymentMethod,
    provider: row.provider,
    status,
    amount: row.amount,
    tip: row.tip,
    currency: row.currency,
    card_brand: mine ? row.cardBrand : null,
    card_last4: mine ? row.cardLast4 : null,
    redirect_url: mine && openStatuses.has(status) ? row.redirectUrl : null,
    message_key: row.messageKey,
    refunded_amount: row.refundedAmount,
    mine,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The bill of a purchase and what its payments hold of it (docs/decisions/015-split-bill.md). */
export function billOf(row: PurchaseRow, payments: PaymentRow[]) {
  const bill = billAmount({ subtotal: row.subtotal, delivery_fee: row.deliveryFee, discount: row.discount });
  const sum = (status: (s: PaymentStatus) => boolean) =>
    payments.filter((p) => status(p.status as PaymentStatus)).reduce((total, p) => total + p.amount, 0);
  const reserved = sum((s) => liveStatuses.has(s));
  return {
    bill,
    reserved,
    paidBill: sum((s) => s === 'paid'),
    pending: sum((s) => openStatuses.has(s)),
    balance: remainingBill(bill, reserved),
  };
}

export function toPayablePurchase(row: PurchaseRow, payments: PaymentRow[]): PayablePurchase {
  const bill = billOf(row, payments);
  return {
    ...purchaseHead(row),
    service: row.service as PayablePurchase['service'],
    status: row.status,
    bill: bill.bill,
    paid_bill: bill.paidBill,
    pending_amount: bill.pending,
    balance: bill.balance,
    tip_choice: storedTipChoice(row.details),
    payable: row.status !== 'canceled',
  };
}
