import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { refusalOf } from '../../db/refusal.ts';
import type { EventBus } from '../../plugins/events.ts';
import { type NewPayment, paymentInsertSql } from '../payment/payment.repository.ts';
import {
  itemsInsertSql,
  type NewItemRow,
  type PurchaseRow,
  purchaseInsertSql,
  stockRefusalOf,
  stockRefusalSql,
  stockTakeSql,
} from '../purchase/purchase.repository.ts';

// A delivery or take-away order written in one statement (docs/decisions/055-an-order-in-one-statement.md,
// 070-an-order-in-one-autocommit-statement.md): the purchase, then the Idempotency-Key's claim
// with the answer (only if the purchase was written), then, only if the key was new, the items,
// the payment, the events (with their NOTIFY on PostgreSQL) and the stock. Each part is its
// owner's SQL (`purchaseInsertSql`, `ClaimSql`, `itemsInsertSql`, `paymentInsertSql`,
// `EventBus.recordingSql`, `stockTakeSql`), chained through the names of the CTEs they gate on.
// The statement refuses itself (`refuse()`) when the key was claimed before or the stock is not
// there, so nothing of it stays: it needs no transaction around it.

const KEY_CLAIMED = 'claimed';

export interface OrderWrite {
  purchase: PurchaseRow;
  items: NewItemRow[];
  payment: NewPayment | null;
  events: { topic: string; payload: unknown }[];
  /** `claim as (…)`, gated on `purchase`. */
  claim: SQL;
  /** The order's products by id, with how many of each: the limited ones' stock is taken, every
   * one must be on sale. */
  stock: { supplierId: number; wanted: { productId: number; count: number }[] };
}

export interface OrderWritten {
  /** False when the purchase's public number was taken: nothing was written. */
  purchased: boolean;
  /** False when the key was claimed before: nothing was written (the caller replays). */
  claimed: boolean;
  eventIds: (string | number)[];
}

/** Writes the order; throws the stock's spec §8 error, having written nothing, when it is short. */
export async function writeOrder(events: EventBus, db: Db, write: OrderWrite): Promise<OrderWritten> {
  const { instanceId } = write.purchase;
  const recording = events.recordingSql(instanceId, write.events, 'claim');
  const { supplierId, wanted } = write.stock;
  try {
    const [row] = rowsOf<{ purchased: boolean; event_ids: (string | number)[] }>(
      await db.execute(sql`
        with ${purchaseInsertSql(write.purchase)},
          ${write.claim},
          ${itemsInsertSql(write.items, 'claim')},
          ${paymentInsertSql(write.payment, 'claim')},
          ${recording.ctes},
          ${stockTakeSql(instanceId, supplierId, wanted, 'claim')}
        select exists (select 1 from purchase) as purchased, ${recording.ids} as event_ids,
          refuse(case
            when not exists (select 1 from purchase) then null
            when not exists (select 1 from claim) then ${KEY_CLAIMED}::text
            else ${stockRefusalSql}
          end) as refused`),
    );
    return { purchased: row!.purchased, claimed: true, eventIds: row!.event_ids };
  } catch (error) {
    const reason = refusalOf(error);
    if (reason === KEY_CLAIMED) return { purchased: true, claimed: false, eventIds: [] };
    throw stockRefusalOf(reason, wanted) ?? error;
  }
}
