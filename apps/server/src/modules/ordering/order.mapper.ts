import type { DeliveryOrder, OrderDetails, OrderSummary } from '@storefront/domain/delivery/delivery.schema';
import { amountDue } from '@storefront/domain/order/totals.rules';
import type { PaymentStatus } from '@storefront/domain/payment/payment.schema';
import { toPurchase } from '../purchase/purchase.mapper.ts';
import type { PurchaseItemRow } from '../purchase/purchase.repository.ts';
import type { OrderRow } from './orders.repository.ts';

/** Rows to the wire shape of a delivery or take-away order. */
export function toDeliveryOrder(
  { purchase, supplierSlug, supplierLabel }: OrderRow,
  items: Omit<PurchaseItemRow, 'seq'>[],
  paymentStatus: string | null,
  rated = false,
): DeliveryOrder {
  const { rate_token: rateToken, ...details } = purchase.details as OrderDetails & { rate_token?: string };
  const base = toPurchase(purchase, items);
  return {
    ...base,
    supplier_slug: supplierSlug,
    supplier_label: supplierLabel,
    scheduled_for: purchase.scheduledFor?.toISOString() ?? null,
    details,
    payment_status: (paymentStatus as PaymentStatus | null) ?? null,
    amount_due: amountDue(base, { chosenTip: details.tip_amount, canceled: purchase.status === 'canceled' }),
    rating_token: purchase.status === 'delivered' ? (rateToken ?? null) : null,
    rated,
  };
}

export function toOrderSummary(row: {
  purchase: OrderRow['purchase'];
  supplierSlug: string;
  count: number;
}): OrderSummary {
  const { purchase } = row;
  return {
    id: purchase.id,
    bck_purchase_id: purchase.bckPurchaseId,
    supplier_slug: row.supplierSlug,
    service: purchase.service as OrderSummary['service'],
    subservice: purchase.subservice,
    status: purchase.status as OrderSummary['status'],
    total: purchase.total,
    currency: purchase.currency,
    count: Number(row.count),
    scheduled_for: purchase.scheduledFor?.toISOString() ?? null,
    created_at: purchase.createdAt.toISOString(),
  };
}
