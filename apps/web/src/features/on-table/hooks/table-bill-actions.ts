import type { SharePayment } from '@storefront/domain/on-table/on-table.schema';
import type { TipChoice } from '@storefront/domain/tip/tip.schema';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { addTip, createManualPayment, updateManualPayment } from '../api/bill-calls.ts';
import { receiveOrder } from '../api/cart-calls.ts';
import { rateOrder } from '../api/rating-calls.ts';
import type { PayChoice } from '../components/split-bill.tsx';
import { useTableAction } from './use-table-action.ts';
import type { TableContextValue } from './use-table-context.ts';

/** The bill's calls for MyOrder: the table's tip, a share paid in cash or by card reader, a
 * payment canceled, the order received, the order rated (spec §7 Digital menu). */
export function useBillActions(ctx: TableContextValue, purchaseId: string) {
  const { busy, run } = useTableAction('payment_not_processed');
  const auth = ctx.auth!;
  const supplierId = String(ctx.branch?.id ?? '');
  return {
    busy,
    tip: (tip: TipChoice) => run(() => addTip(auth, purchaseId, tip, newIdempotencyKey('tip'))),
    pay: (choice: PayChoice & { method: 'cash' | 'card_reader' }) =>
      run(
        () =>
          createManualPayment(
            auth,
            { supplier_id: supplierId, purchase_id: purchaseId, ...choice },
            newIdempotencyKey('pay'),
          ),
        (answer) => answer.order,
      ),
    cancel: (payment: SharePayment) =>
      run(
        () => updateManualPayment(auth, purchaseId, { payment_id: payment.id, cancel: true }),
        (answer) => answer.order,
      ),
    receive: () => run(() => receiveOrder(auth, purchaseId)),
    rate: (score: number, comment: string | null) =>
      run(
        () => rateOrder(auth, purchaseId, { score, comment }),
        () => undefined,
      ),
  };
}
