import { formatMoney } from '@storefront/domain/money/money';
import { lineSubtotal } from '@storefront/domain/on-table/corrections.rules';
import { onTableRules, unsentProductsBlockPayment } from '@storefront/domain/on-table/on-table.rules';
import type { BillState } from '@storefront/domain/on-table/on-table.schema';
import { decideShareAmount } from '@storefront/domain/on-table/share.rules';
import { checkNewPayment, liveStatuses } from '@storefront/domain/payment/payment.rules';
import type {
  CreatePaymentBody,
  PaymentShare,
  PaymentStatus,
} from '@storefront/domain/payment/payment.schema';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import {
  countPendingItems,
  openItems,
  type PurchaseItemRow,
  type PurchaseRow,
} from '../purchase/purchase.repository.ts';
import { findSupplierById } from '../venue/venue.repository.ts';
import { billOf } from './payment.mapper.ts';
import { listPayments, type PaymentRow } from './payment.repository.ts';

// How much a new payment covers (docs/decisions/013-payments.md; docs/decisions/015-split-bill.md), decided on
// the locked purchase against its live payments: never more than what is left of the bill (two
// payers at once can never overpay), online at least the venue's minimum, and a share of a split
// bill (equal part, items, custom amount) exactly as the split rules say.

export async function decidePayment(
  tx: Db,
  purchase: PurchaseRow,
  body: CreatePaymentBody,
  minimumOnline: number,
): Promise<{ amount: number; share: Record<string, unknown> }> {
  await assertNothingUnsent(tx, purchase);
  const all = await listPayments(tx, purchase.instanceId, purchase.id);
  const live = all.filter((p) => liveStatuses.has(p.status as PaymentStatus));
  const bill = billOf(purchase, all);
  const check = checkNewPayment({
    method: body.method,
    amount: body.amount,
    tip: body.tip,
    balance: bill.balance,
    minimumOnline,
  });
  if (!check.ok) {
    if (check.key === 'validation_failed') throw new AppError(400, check.key, check.params);
    if (check.key === 'minimum_value') {
      throw new AppError(422, check.key, { minValue: formatMoney(check.params.minValue, purchase.currency) });
    }
    throw new AppError(409, check.key, { balance: formatMoney(check.params.balance, purchase.currency) });
  }
  const state: BillState = {
    bill: bill.bill,
    reserved: bill.reserved,
    remaining: bill.balance,
    paid: bill.paidBill,
    claimed_items: claimedFractions(live),
    claimed_amounts: claimedItemAmounts(live),
    equal_parts: live.flatMap((p) => {
      const share = p.share as PaymentShare;
      return share.kind === 'equal' ? [`${share.parts}:${share.part}`] : [];
    }),
    payments: [],
  };
  const items = body.share.kind === 'items' ? await openItems(tx, purchase.instanceId, purchase.id) : [];
  return decideShare(body.share, body.amount, state, items);
}

function claimedFractions(live: { share: unknown }[]): Record<string, number> {
  const claimed: Record<string, number> = {};
  for (const payment of live) {
    const share = payment.share as PaymentShare;
    if (share.kind !== 'items') continue;
    for (const item of share.items) claimed[item.item_id] = (claimed[item.item_id] ?? 0) + item.fraction;
  }
  return claimed;
}

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
export function claimedItemAmounts(live: Pick<PaymentRow, 'share'>[]): Record<string, number> {
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
  items: Pick<PurchaseItemRow, 'id' | 'unitPrice' | 'count' | 'discount' | 'state'>[],
): { amount: number; share: Record<string, unknown> } {
  const decided = decideShareAmount(
    share,
    state,
    items.map((i) => ({
      id: i.id,
      subtotal: lineSubtotal({ unit_price: i.unitPrice, count: i.count, discount: i.discount }),
      state: i.state,
    })),
    requested,
  );
  if (!decided.ok || decided.amount !== requested) throw new AppError(409, 'conflict');
  return { amount: decided.amount, share: decided.items ? { kind: 'items', items: decided.items } : share };
}
