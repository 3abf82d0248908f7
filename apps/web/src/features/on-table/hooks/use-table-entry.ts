import { useEffect } from 'react';
import { useDinerStore } from '../../../core/session/model/diner-store.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import { useQuery, useQueryClient } from '@storefront/ui/lib/query.tsx';
import { useSearchParams } from '@storefront/ui/lib/router.tsx';
import { joinTable, tableInitQueryOptions } from '../api/init-table.ts';
import { tableOrderKey } from '../api/table-order.ts';
import type { JoinChoice } from '../components/join-table-form.tsx';
import { useTableAction } from './use-table-action.ts';
import type { TableContextValue } from './use-table-context.ts';

export type EntryScreen = 'onTableMenu' | 'grabAndGo' | 'serviceRoom' | 'shortMenuDigital';

/**
 * The on-table entries (spec §2): `/{branch}/menu-digital?mesa=`, its short link `/{branch}/md`,
 * `/{branch}/grab-and-go` and `/{branch}/service-room`. The service becomes on_table (room service
 * for the room entry) unless the first URL's `service` query said otherwise, the `mesa` code
 * becomes the diner's table id, and the code is checked with the server (spec §7 init).
 */
export function useTableEntry(ctx: TableContextValue, screen: EntryScreen) {
  const [params] = useSearchParams();
  const setService = useDinerStore((s) => s.setService);
  const setTableId = useDinerStore((s) => s.setTableId);
  const setOtPurchaseId = useDinerStore((s) => s.setOtPurchaseId);
  const client = useQueryClient();
  const { busy, run } = useTableAction('transaction_failed');
  const mesa = params.get('mesa')?.trim() || null;
  const queryService = params.get('service');

  useEffect(() => {
    if (!queryService) setService(screen === 'serviceRoom' ? 'room_service' : 'on_table');
    if (mesa) setTableId(mesa);
  }, [mesa, queryService, screen, setService, setTableId]);

  const code = mesa ?? ctx.tableId;
  const branchId = ctx.branch ? String(ctx.branch.id) : '';
  const init = useQuery(tableInitQueryOptions(ctx.branch ? ctx.auth : null, branchId, code));
  const open = init.data?.open_purchase;

  // A diner who already joined this table's order goes straight back to it.
  useEffect(() => {
    if (open?.joined && open.id !== ctx.purchaseId) setOtPurchaseId(open.id);
  }, [open, ctx.purchaseId, setOtPurchaseId]);

  // The room's code opens room service whatever the entry (docs/decisions/014-on-table-classes.md).
  useEffect(() => {
    if (init.data?.subservice === 'room' && ctx.subservice !== 'room') setService('room_service');
  }, [init.data?.subservice, ctx.subservice, setService]);

  async function join(choice: JoinChoice) {
    if (!ctx.auth || !code || !init.data) return;
    const order = await run(() =>
      joinTable(
        ctx.auth!,
        {
          supplier_id: branchId,
          table_code: code,
          nickname: choice.nickname,
          place_number: choice.place_number,
          subservice:
            init.data!.subservice === 'room' ? 'room' : screen === 'grabAndGo' ? 'grab_and_go' : null,
        },
        newIdempotencyKey('join'),
      ),
    );
    if (!order) return;
    client.setQueryData(tableOrderKey(order.purchase.id), order);
    setOtPurchaseId(order.purchase.id);
    void client.invalidateQueries({ queryKey: ['on-table', 'init'] });
  }

  const current =
    ctx.order && init.data && ctx.order.table.id === init.data.table.id && !ctx.order.purchase.closed_at;
  return { code, init, joined: Boolean(current), join, busy };
}
