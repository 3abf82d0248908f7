import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import type { EventBus } from '../../plugins/events.ts';
import { type NewPayment, paymentInsertSql } from '../payment/payment.repository.ts';
import {
  itemsInsertSql,
  type NewItemRow,
  type PurchaseRow,
  purchaseInsertSql,
} from '../purchase/purchase.repository.ts';

// A delivery or take-away order written in one statement (docs/decisions/055-an-order-in-one-statement.md):
// the purchase, then the Idempotency-Key's claim with the answer (only if the purchase was
// written), then, only if the key was new, the items, the payment and the events (with their
// NOTIFY on PostgreSQL). Each part is its owner's SQL (`purchaseInsertSql`, `ClaimSql`,
// `itemsInsertSql`, `paymentInsertSql`, `EventBus.recordingSql`), chained through the names of the
// CTEs they gate on. The stock is not taken here: its rows would stay locked through the rest of
// this statement and its foreign-key checks, so the caller takes it in the next statement, the
// last before the commit.

export interface OrderWrite {
  purchase: PurchaseRow;
  items: NewItemRow[];
  payment: NewPayment | null;
  events: { topic: string; payload: unknown }[];
  /** `claim as (…)`, gated on `purchase`. */
  claim: SQL;
}

export interface OrderWritten {
  /** False when the purchase's public number was taken: nothing was written. */
  purchased: boolean;
  /** False when the key was claimed before: only the purchase was written (the caller rolls back). */
  claimed: boolean;
  eventIds: (string | number)[];
}

export async function writeOrder(events: EventBus, tx: Db, write: OrderWrite): Promise<OrderWritten> {
  const { instanceId } = write.purchase;
  const recording = events.recordingSql(instanceId, write.events, 'claim');
  const [row] = rowsOf<{
    purchased: boolean;
    claimed: boolean;
    event_ids: (string | number)[];
  }>(
    await tx.execute(sql`
      with ${purchaseInsertSql(write.purchase)},
        ${write.claim},
        ${itemsInsertSql(write.items, 'claim')},
        ${paymentInsertSql(write.payment, 'claim')},
        ${recording.ctes}
      select exists (select 1 from purchase) as purchased, exists (select 1 from claim) as claimed,
        ${recording.ids} as event_ids`),
  );
  return { purchased: row!.purchased, claimed: row!.claimed, eventIds: row!.event_ids };
}
