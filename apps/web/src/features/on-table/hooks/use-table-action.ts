import type { ErrorKey } from '@storefront/domain/errors/error-keys';
import type { TableOrder } from '@storefront/domain/on-table/on-table.schema';
import { useState } from 'react';
import { useDinerStore } from '../../../core/session/model/diner-store.ts';
import { ApiError } from '@storefront/ui/lib/api-client.ts';
import { useQueryClient } from '@storefront/ui/lib/query.tsx';
import { useUiStore } from '../../../lib/ui-store.ts';
import { tableOrderKey } from '../api/table-order.ts';

/** Runs one table call: busy while it runs, the answered order put in the cache, a failure shown
 * in the spec §8 error dialog (with `fallback` for an unexpected error), unavailable products
 * remembered (spec §3 productsOnTableUnavailable). */
export function useTableAction(fallback: ErrorKey = 'internal_error') {
  const client = useQueryClient();
  const showError = useUiStore((s) => s.showError);
  const setProgress = useDinerStore((s) => s.setOnTableProgress);
  const [busy, setBusy] = useState(false);

  async function run<T>(
    work: () => Promise<T>,
    orderOf?: (result: T) => TableOrder | undefined,
  ): Promise<T | null> {
    setBusy(true);
    try {
      const result = await work();
      const order = orderOf ? orderOf(result) : (result as unknown as TableOrder | undefined);
      if (order?.purchase) {
        client.setQueryData(tableOrderKey(order.purchase.id), order);
        if (order.removed_unavailable.length > 0) {
          // the items' ids: the notice names them in whatever language the diner reads
          setProgress({ productsOnTableUnavailable: order.removed_unavailable.map((r) => r.item_id) });
          showError({ key: 'product_unavailable_removed' });
        }
      }
      return result;
    } catch (error) {
      if (error instanceof ApiError && error.status > 0) showError({ key: error.key, params: error.params });
      else showError({ key: fallback });
      return null;
    } finally {
      setBusy(false);
    }
  }

  return { busy, run };
}
