import { onTableRules } from '@storefront/domain/on-table/on-table.rules';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payments, purchases } from '../../db/schema.ts';
import { refreshTotals } from '../on-table/bill.repository.ts';
import { closeIfPaid } from '../on-table/table-kitchen.ts';
import { findPurchase, type PurchaseRow, recomputeTotals } from '../purchase/purchase.repository.ts';
import { findSupplierById, getInstance } from '../venue/venue.repository.ts';

// A purchase's money after a payment is paid or refunded, the same way for every writer
// (docs/decisions/015-split-bill.md): paid_amount is the bills and tips of the paid payments, and
// once something is paid the purchase's tip is the sum of the paid tips. Computed from the paid
// payments, never incremented, so a notice handled twice cannot credit twice. Runs under the
// purchase lock, in the transaction of the status change.

export async function settlePurchaseTotals(
  tx: Db,
  instanceId: number,
  purchase: PurchaseRow,
  now: Date,
): Promise<PurchaseRow> {
  if (purchase.service === 'on_table') {
    // A canceled table order is never reopened or closed as paid: only its sums change.
    if (purchase.status === 'canceled') return refreshTotals(tx, instanceId, purchase.id);
    // The table's order owns its tip choice and closing (the kitchen gets a pay-first order once
    // the bill is covered): its own refresh does both.
    const [instance, supplier] = await Promise.all([
      getInstance(tx, instanceId),
      findSupplierById(tx, instanceId, purchase.supplierId),
    ]);
    if (instance && supplier) {
      const rules = onTableRules(supplier.onTableClass, purchase.subservice);
      await closeIfPaid(tx, { instance, supplier, purchase, rules }, now);
      return (await findPurchase(tx, instanceId, purchase.id)) ?? purchase;
    }
  }
  const [sums] = await tx
    .select({
      count: sql<number>`count(*)::int`,
      amount: sql<number>`coalesce(sum(${payments.amount}), 0)::int`,
      tip: sql<number>`coalesce(sum(${payments.tip}), 0)::int`,
    })
    .from(payments)
    .where(
      and(
        eq(payments.instanceId, instanceId),
        eq(payments.purchaseId, purchase.id),
        eq(payments.status, 'paid'),
      ),
    );
  const tip = Number(sums?.tip ?? 0);
  await tx
    .update(purchases)
    .set({ tip, paidAmount: Number(sums?.amount ?? 0) + tip })
    .where(and(eq(purchases.instanceId, instanceId), eq(purchases.id, purchase.id)));
  return recomputeTotals(tx, instanceId, purchase.id);
}
