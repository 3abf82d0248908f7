import { formatMoney } from '@storefront/domain/money/money';
import type { BillState } from '@storefront/domain/on-table/on-table.schema';
import { checkNewPayment, liveStatuses } from '@storefront/domain/payment/payment.rules';
import type {
  CreatePaymentBody,
  PaymentShare,
  PaymentStatus,
} from '@storefront/domain/payment/payment.schema';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { assertNothingUnsent, claimedItemAmounts, decideShare } from '../on-table/bill-share.ts';
import { openItems, type PurchaseRow } from '../purchase/purchase.repository.ts';
import { billOf } from './payment.mapper.ts';
import { listPayments } from './payment.repository.ts';

// How much a new payment covers (issue 6.6, 6.8; docs/decisions/015-split-bill.md), decided on
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
