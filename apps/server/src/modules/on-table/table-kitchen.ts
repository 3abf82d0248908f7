import { type OnTableRules, onTableRules } from '@storefront/domain/on-table/on-table.rules';
import { billAmount } from '@storefront/domain/order/totals.rules';
import { type Db, readAll } from '../../db/client.ts';
import { productIdsByKey } from '../catalog/catalog.repository.ts';
import type { PricingBranch } from '../catalog/catalog.service.ts';
import { listPayments } from '../payment/payment.repository.ts';
import { queueKitchenTicket } from '../printing/print-jobs.repository.ts';
import {
  findPurchase,
  hasItemsInKitchen,
  type PurchaseRow,
  pendingItems,
  returnStock,
  setPurchaseStatus,
  updateItems,
} from '../purchase/purchase.repository.ts';
import {
  findSupplierById,
  getInstance,
  type InstanceRow,
  type SupplierRow,
} from '../venue/venue.repository.ts';
import { paidBill, refreshTotals, toBillInput } from './bill.repository.ts';
import { servableKeys } from './table-products.ts';

// spec §4 on-table cart: products pending to send -> ordered (a round in the kitchen) -> bill
// closed or paid. Products that became unavailable since they were added leave the order here,
// with their stock given back (spec §8 "Product unavailable and removed from the order").

export interface OrderScope {
  instance: InstanceRow;
  supplier: SupplierRow;
  purchase: PurchaseRow;
  rules: OnTableRules;
}

export type Removed = { item_id: string; product_id: string }[];

/** Marks items removed and gives their stock back. */
export async function removeItems(
  tx: Db,
  scope: Pick<OrderScope, 'instance' | 'supplier'>,
  items: { id: string; productId: string; count: number }[],
): Promise<void> {
  if (items.length === 0) return;
  const ids = await productIdsByKey(
    tx,
    scope.instance.id,
    items.map((i) => i.productId),
  );
  for (const item of items) {
    const productId = ids.get(item.productId);
    if (productId !== undefined)
      await returnStock(tx, scope.instance.id, scope.supplier.id, productId, item.count);
  }
  await updateItems(
    tx,
    scope.instance.id,
    items.map((i) => i.id),
    { state: 'removed' },
  );
}

/** Sends every pending item to the kitchen as the next round; `pricing`, when given, answers the
 * branch as the catalogue caches it, which says which products can still be served
 * (`servableKeys`), asked only when something is pending. */
export async function sendPendingRound(
  tx: Db,
  scope: OrderScope,
  now: Date,
  pricing?: () => Promise<PricingBranch | null>,
): Promise<{ round: number | null; removed: Removed }> {
  const pending = await pendingItems(tx, scope.instance.id, scope.purchase.id);
  if (pending.length === 0) return { round: null, removed: [] };
  const servable = await servableKeys(
    tx,
    scope,
    pending.map((i) => i.productId),
    now,
    await pricing?.(),
  );
  const gone = pending.filter((item) => !servable.has(item.productId));
  await removeItems(tx, scope, gone);
  const removed = gone.map((item) => ({ item_id: item.id, product_id: item.productId }));
  const sent = pending.filter((item) => servable.has(item.productId));
  if (sent.length === 0) return { round: null, removed };
  const round = pending[0]!.lastRound + 1;
  await updateItems(
    tx,
    scope.instance.id,
    sent.map((item) => item.id),
    { state: 'ordered', round },
  );
  // the round's ticket for the branch's kitchen printers, with the round (ADR 109)
  const ids = { instanceId: scope.instance.id, supplierId: scope.supplier.id, purchaseId: scope.purchase.id };
  await queueKitchenTicket(tx, ids, round);
  if (scope.rules.payBeforeKitchen) await setStatus(tx, scope, 'preparation');
  return { round, removed };
}

function setStatus(tx: Db, scope: OrderScope, status: PurchaseRow['status'], close = false) {
  return setPurchaseStatus(tx, scope.instance.id, scope.purchase.id, status, close);
}

/**
 * Closes the bill once the payments cover it. Where payment comes first (plazoleta,
 * no-incremental, room service) the kitchen gets the pending items now and the order stays
 * "preparation" until it is received; elsewhere the order is finished.
 */
export async function closeIfPaid(tx: Db, scope: OrderScope, now: Date): Promise<Removed> {
  const row = await refreshTotals(tx, scope.instance.id, scope.purchase.id);
  if (row.closedAt) return [];
  const bill = billAmount(toBillInput(row));
  const paid = paidBill(await listPayments(tx, scope.instance.id, row.id));
  if (bill <= 0 || paid < bill) return [];
  let removed: Removed = [];
  if (scope.rules.payBeforeKitchen) {
    removed = (await sendPendingRound(tx, { ...scope, purchase: row }, now)).removed;
    await setStatus(tx, scope, 'preparation', true);
  } else {
    await setStatus(tx, scope, 'finished', true);
  }
  return removed;
}

/** How a table's order settles its money after a payment is paid or refunded (registered with the
 * payments ledger): the table's own totals, closing the bill once it is covered (the kitchen gets
 * a pay-first order then). A canceled order is never reopened or closed as paid: only its sums. */
export async function settleTableTotals(
  tx: Db,
  instanceId: number,
  purchase: PurchaseRow,
  now: Date,
): Promise<PurchaseRow> {
  if (purchase.status === 'canceled') return refreshTotals(tx, instanceId, purchase.id);
  const [instance, supplier] = await readAll(tx, [
    () => getInstance(tx, instanceId),
    () => findSupplierById(tx, instanceId, purchase.supplierId),
  ]);
  if (!instance || !supplier) return refreshTotals(tx, instanceId, purchase.id);
  const rules = onTableRules(supplier.onTableClass, purchase.subservice);
  await closeIfPaid(tx, { instance, supplier, purchase, rules }, now);
  return (await findPurchase(tx, instanceId, purchase.id)) ?? purchase;
}

/** Whether the bill of a payment-first order is paid (the kitchen may have it). */
export async function isBillPaid(tx: Db, scope: OrderScope): Promise<boolean> {
  const bill = billAmount(toBillInput(scope.purchase));
  const paid = paidBill(await listPayments(tx, scope.instance.id, scope.purchase.id));
  return bill > 0 && paid >= bill;
}

/**
 * A paid-first order stays in preparation after its bill closed until the diner has it. Once
 * nothing of a closed order is left in the kitchen (the diner received it, or the staff handed
 * the last of it over), it is finished.
 */
export async function finishIfServed(tx: Db, purchase: PurchaseRow): Promise<void> {
  if (!purchase.closedAt) return;
  if (await hasItemsInKitchen(tx, purchase.instanceId, purchase.id)) return;
  await setPurchaseStatus(tx, purchase.instanceId, purchase.id, 'finished');
}
