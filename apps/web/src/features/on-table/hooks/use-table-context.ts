import { onTableRules } from '@storefront/domain/on-table/on-table.rules';
import type { TableOrder } from '@storefront/domain/on-table/on-table.schema';
import { orderProgress } from '@storefront/domain/on-table/on-table.state';
import { useEffect } from 'react';
import { useDinerStore } from '../../../core/session/model/diner-store.ts';
import { useUrlBranch } from '../../../core/venue/model/use-url-branch.ts';
import { ApiError } from '@storefront/ui/lib/api-client.ts';
import { type ProfileHeaders, profileHeadersOf } from '../../../lib/profile-headers.ts';
import { useQueryClient } from '@storefront/ui/lib/query.tsx';
import { followTable } from '../api/table-events.ts';
import { tableOrderKey, useTableOrder } from '../api/table-order.ts';

/** Live updates: every change another diner makes refetches the order (docs/decisions/014-on-table-classes.md). One stream
 * per diner and order, kept across renders (a reconnect would lose what happened in between). When
 * the staff merge this table's order into another (ADR 114), the diner follows that one. */
function useLiveTable(auth: ProfileHeaders | null, purchaseId: string | null) {
  const client = useQueryClient();
  const setOtPurchaseId = useDinerStore((s) => s.setOtPurchaseId);
  const profileid = auth?.profileid;
  const token = auth?.token;
  useEffect(() => {
    if (!profileid || !token || !purchaseId) return;
    return followTable({ profileid, token }, purchaseId, (event) => {
      if (event.type === 'merged' && typeof event.into === 'string') setOtPurchaseId(event.into);
      else void client.invalidateQueries({ queryKey: tableOrderKey(purchaseId) });
    });
  }, [profileid, token, purchaseId, client, setOtPurchaseId]);
}

/** Keeps spec §3 On-table state in step with the order; forgets an order the server no longer
 * lets the diner see. */
function useSyncProgress(order: TableOrder | undefined, error: unknown) {
  const setProgress = useDinerStore((s) => s.setOnTableProgress);
  const setOtPurchaseId = useDinerStore((s) => s.setOtPurchaseId);
  useEffect(() => {
    if (order) setProgress(orderProgress(order.purchase.products));
  }, [order, setProgress]);
  useEffect(() => {
    if (error instanceof ApiError && (error.status === 404 || error.status === 401)) setOtPurchaseId(null);
  }, [error, setOtPurchaseId]);
}

/** What every on-table screen needs: the branch in the URL, the diner, the table and its order. */
export function useTableContext() {
  const here = useUrlBranch();
  const { branch, slug } = here;
  const profile = useDinerStore((s) => s.profile);
  const auth = profileHeadersOf(profile);
  const tableId = useDinerStore((s) => s.tableId);
  const storedId = useDinerStore((s) => s.otPurchaseId);
  const service = useDinerStore((s) => s.service);
  const subservice = useDinerStore((s) => s.subservice);
  const order = useTableOrder(auth, storedId);
  // an order of another branch is not this branch's table order
  const data = order.data && order.data.supplier.slug === slug ? order.data : undefined;
  const purchaseId = order.data && !data ? null : storedId;
  useLiveTable(auth, purchaseId);
  useSyncProgress(data, order.error);
  const rules = data?.rules ?? null;
  const fallback = onTableRules(branch?.on_table_class, subservice);
  return {
    ...here,
    auth,
    tableId,
    purchaseId,
    order: data,
    orderQuery: order,
    service,
    subservice,
    /** The order's rules when there is one, else the branch class's. */
    ordering: rules?.ordering ?? fallback.ordering,
    payBeforeKitchen: rules?.pay_before_kitchen ?? fallback.payBeforeKitchen,
    list: rules?.list ?? fallback.list,
    mode: rules?.mode ?? fallback.mode,
  };
}

export type TableContextValue = ReturnType<typeof useTableContext>;
