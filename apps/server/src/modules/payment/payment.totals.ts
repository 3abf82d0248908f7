import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { payments, purchases } from '../../db/schema.ts';
import { type PurchaseRow, recomputeTotals } from '../purchase/purchase.repository.ts';

// A purchase's money after a payment is paid or refunded, the same way for every writer
// (docs/decisions/015-split-bill.md): paid_amount is the bills and tips of the paid payments, and
// once something is paid the purchase's tip is the sum of the paid tips. Computed from the paid
// payments, never incremented, so a notice handled twice cannot credit twice. Runs under the
// purchase lock, in the transaction of the status change.

/** How a service settles its purchase's money itself (the table's order owns its tip choice and
 * closing); registered by that service's module, which stands above payments. */
export type TotalsSettler = (
  tx: Db,
  instanceId: number,
  purchase: PurchaseRow,
  now: Date,
) => Promise<PurchaseRow>;

/** The settling every service gets unless its module registered its own. */
export async function settlePurchaseTotals(
  tx: Db,
  instanceId: number,
  purchase: PurchaseRow,
): Promise<PurchaseRow> {
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
