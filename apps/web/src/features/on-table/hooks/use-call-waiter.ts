import { useState } from 'react';
import { callWaiter } from '../api/bill-calls.ts';
import { useTableAction } from './use-table-action.ts';
import type { TableContextValue } from './use-table-context.ts';

/** Calls the waiter to the table's order (spec §7 call_waiter). */
export function useCallWaiter(ctx: TableContextValue) {
  const { busy, run } = useTableAction();
  const [called, setCalled] = useState(false);
  async function call(reason: 'assistance' | 'bill' = 'assistance') {
    if (!ctx.auth || !ctx.purchaseId) return;
    const result = await run(
      () => callWaiter(ctx.auth!, ctx.purchaseId!, reason),
      (answer) => answer.order,
    );
    if (result) setCalled(true);
  }
  return { busy, called, call };
}
