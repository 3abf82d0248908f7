import {
  type HoursException,
  type HoursWindow,
  withExceptions,
} from '@storefront/domain/delivery/hours.rules';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';

// The table service's own hours (ADR 106), read where a round is sent to the kitchen.
/** The table service's own weekly windows with the branch's dated exceptions folded in, or null
 * when it has none (hours.rules `tableServiceOpen`, ADR 106). One statement, inside the round's
 * transaction: sending a round reads it every time, no cache to fill beside the transaction. */
export async function tableServiceHours(
  db: Db,
  instanceId: number,
  supplierId: number,
): Promise<HoursWindow[] | null> {
  const [row] = rowsOf<{ windows: HoursWindow[] | null; exceptions: HoursException[] | null }>(
    await db.execute(sql`select
        (select json_agg(json_build_object('days', h.days, 'from', h.opens, 'to', h.closes) order by h.position)
          from opening_hours h
          where h.instance_id = ${instanceId} and h.supplier_id = ${supplierId} and h.kind = 'on_table') as windows,
        (select json_agg(json_build_object('date', e.date::text, 'closed', e.closed, 'windows', e.windows, 'note', e.note))
          from branch_hour_exceptions e
          where e.instance_id = ${instanceId} and e.supplier_id = ${supplierId}) as exceptions`),
  );
  return row?.windows ? withExceptions(row.windows, row.exceptions ?? []) : null;
}
