import { onTableRules, unsentProductsBlockPayment } from '@storefront/domain/on-table/on-table.rules';
import type { BillState } from '@storefront/domain/on-table/on-table.schema';
import { decideShareAmount } from '@storefront/domain/on-table/share.rules';
import type { PaymentShare } from '@storefront/domain/payment/payment.schema';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  countPendingItems,
  type PurchaseItemRow,
  type PurchaseRow,
} from '../purchase/purchase.repository.ts';
import { findSupplierById } from '../venue/venue.repository.ts';
import type { PaymentRow } from './bill.repository.ts';

// What one payer's share of the bill amounts to (docs/decisions/015-split-bill.md), decided on the
// locked order against the live payments with the rule the storefront shows it with, so two payers
// at once can never overpay or take the same part twice. The client sends the amount it showed; a
// different amount means the bill changed under it (409 conflict: refresh and choose again). Item
// shares are stored with each item's amount, so the payer who completes an item pays its exact rest.

/** Refuses (409 unsent_products) a payment of a table bill whose products still wait to be sent
 * where the kitchen must get them before the bill is paid; called under the purchase lock. */
export async function assertNothingUnsent(tx: Db, purchase: PurchaseRow): Promise<void> {
  if (purchase.service !== 'on_table') return;
  const supplier = await findSupplierById(tx, purchase.instanceId, purchase.supplierId);
  const rules = onTableRules(supplier?.onTableClass ?? null, purchase.subservice);
  const pending = await countPendingItems(tx, purchase.instanceId, purchase.id);
  if (unsentProductsBlockPayment(rules, pending)) throw new AppError(409, 'unsent_products');
}

/** What live item shares already pay of each item. */
export function claimedItemAmounts(live: PaymentRow[]): Record<string, number> {
  const amounts: Record<string, number> = {};
  for (const payment of live) {
    const share = payment.share as { kind?: string; items?: { item_id: string; amount?: number }[] };
    if (share.kind !== 'items') continue;
    for (const entry of share.items ?? []) {
      amounts[entry.item_id] = (amounts[entry.item_id] ?? 0) + (entry.amount ?? 0);
    }
  }
  return amounts;
}

/** The amount and share to record for a payer. */
export function decideShare(
  share: PaymentShare,
  requested: number,
  state: BillState,
  items: PurchaseItemRow[],
): { amount: number; share: Record<string, unknown> } {
  const decided = decideShareAmount(
    share,
    state,
    items.map((i) => ({ id: i.id, subtotal: i.unitPrice * i.count, state: i.state })),
    requested,
  );
  if (!decided.ok || decided.amount !== requested) throw new AppError(409, 'conflict');
  return { amount: decided.amount, share: decided.items ? { kind: 'items', items: decided.items } : share };
}
