import type { Localized } from '@storefront/domain/catalog/catalog.schema';
import { lineSubtotal } from '@storefront/domain/on-table/corrections.rules';
import type { ItemState, OrderStatus, Purchase } from '@storefront/domain/order/order.schema';
import { purchaseTotals } from '@storefront/domain/order/totals.rules';
import {
  type ItemLineKey,
  type PurchaseItemRow,
  type PurchaseRow,
  purchaseMoney,
} from './purchase.repository.ts';

/** What every answer about a purchase says first: who it is and its money (spec §3 Purchase). */
export function purchaseHead(row: PurchaseRow) {
  return {
    id: row.id,
    bck_purchase_id: row.bckPurchaseId,
    supplier_id: row.supplierId,
    currency: row.currency,
    subtotal: row.subtotal,
    tip: row.tip,
    delivery_fee: row.deliveryFee,
    discount: row.discount,
    total: row.total,
    paid_amount: row.paidAmount,
  };
}

/** What the wire shape of an item reads of its row (a table's answer reads only these). */
export type WireItemRow = Pick<PurchaseItemRow, 'id' | ItemLineKey | 'discount'> & {
  addedByName?: string | null;
};

/** Rows to the wire shape of `purchaseSchema` (spec §3 Purchase). */
export function toPurchase(row: PurchaseRow, items: WireItemRow[]): Purchase {
  return {
    ...purchaseHead(row),
    service: row.service as Purchase['service'],
    subservice: row.subservice,
    status: row.status as OrderStatus,
    cancel_reason: row.cancelReason,
    balance: purchaseTotals(purchaseMoney(row)).balance,
    payment_mandatory: row.paymentMandatory,
    products: items.map((item) => ({
      id: item.id,
      product_id: item.productId,
      name: item.name as Localized,
      unit_price: item.unitPrice,
      count: item.count,
      subtotal: lineSubtotal({ unit_price: item.unitPrice, count: item.count, discount: item.discount }),
      discount: item.discount,
      options: item.options,
      option_names: item.optionNames as Localized[],
      note: item.note,
      state: item.state as ItemState,
      added_by: item.addedBy,
      added_by_name: item.addedByName ?? null,
      taken_by: item.takenBy,
      round: item.round,
    })),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    closed_at: row.closedAt?.toISOString() ?? null,
  };
}
