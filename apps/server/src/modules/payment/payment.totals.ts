import type { Db } from '../../db/client.ts';
import { type PurchaseRow, recomputeTotals, setPaidMoney } from '../purchase/purchase.repository.ts';
import { paidSums } from './payment.repository.ts';

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
  const sums = await paidSums(tx, instanceId, purchase.id);
  await setPaidMoney(tx, instanceId, purchase.id, { tip: sums.tip, paidAmount: sums.amount + sums.tip });
  return recomputeTotals(tx, instanceId, purchase.id);
}
