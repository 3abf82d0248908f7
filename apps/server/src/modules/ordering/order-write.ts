import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { type Placeholders, placeholders, prebuiltSql } from '../../db/prebuilt.ts';
import { refusalOf } from '../../db/refusal.ts';
import { claimSql, type KeyClaim } from '../../lib/idempotency.ts';
import { type EventBus, type EventRecording, eventList } from '../../plugins/events.ts';
import { type NewPayment, paymentInsertSql, paymentRecords } from '../payment/payment.repository.ts';
import {
  itemRecords,
  itemsInsertSql,
  type NewItemRow,
  type PurchaseRow,
  purchaseInsertSql,
  purchaseRecord,
  type StockTake,
  stockRefusalOf,
  stockRefusalSql,
  stockTake,
  stockTakeSql,
} from '../purchase/purchase.repository.ts';

// A delivery or take-away order written in one statement (docs/decisions/055-an-order-in-one-statement.md,
// 070-an-order-in-one-autocommit-statement.md): the purchase, then the Idempotency-Key's claim
// with the answer (only if the purchase was written), then, only if the key was new, the items,
// the payment, the events (with their NOTIFY on PostgreSQL) and the stock. Each part is its
// owner's SQL (`purchaseInsertSql`, `claimSql`, `itemsInsertSql`, `paymentInsertSql`,
// `EventBus.recordingSqlOf`, `stockTakeSql`), chained through the names of the CTEs they gate on.
// The statement refuses itself (`refuse()`) when the key was claimed before or the stock is not
// there, so nothing of it stays: it needs no transaction around it. Its text is the same for
// every order (the rows travel as JSON, the products as arrays): it is built once per event bus,
// with placeholders, and each order only gives its values
// (docs/decisions/075-an-order-statement-built-once.md).

const KEY_CLAIMED = 'claimed';

export interface OrderWrite {
  purchase: PurchaseRow;
  items: NewItemRow[];
  payment: NewPayment | null;
  events: { topic: string; payload: unknown }[];
  /** The key's claim with the answer (`ClaimOf`), gated on `purchase`. */
  claim: KeyClaim;
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

// The placeholders of each part, named apart by a suffix: `instanceId@claim`, `ids@stock`.
const CLAIM_KEYS = ['instanceId', 'scope', 'key', 'requestHash', 'statusCode', 'response'] as const;
const STOCK_KEYS = ['instanceId', 'supplierId', 'ids', 'counts'] as const;
const EVENT_KEYS = ['instanceId', 'list'] as const;

/** `values`' keys with `suffix`: the values of one part's placeholders. */
function suffixed(values: object, suffix: string, into: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(values)) into[`${key}${suffix}`] = value;
}

type OrderStatement = (db: Db, values: Record<string, unknown>) => Promise<unknown>;

/** The order's statement of each event bus (its text differs between PGlite and PostgreSQL). */
const statements = new WeakMap<EventBus, OrderStatement>();

function orderStatement(events: EventBus): OrderStatement {
  let statement = statements.get(events);
  if (!statement) {
    statement = prebuiltSql<unknown, Record<string, unknown>>(() => {
      const claim: Placeholders<KeyClaim> = placeholders(CLAIM_KEYS, '@claim');
      const stock: Placeholders<StockTake> = placeholders(STOCK_KEYS, '@stock');
      const recording: Placeholders<EventRecording> = placeholders(EVENT_KEYS, '@events');
      const recorded = events.recordingSqlOf(recording, 'claim');
      return sql`
        with ${purchaseInsertSql(sql.placeholder('purchase'))},
          ${claimSql(claim, 'purchase')},
          ${itemsInsertSql(sql.placeholder('items'), 'claim')},
          ${paymentInsertSql(sql.placeholder('payment'), 'claim')},
          ${recorded.ctes},
          ${stockTakeSql(stock, 'claim')}
        select exists (select 1 from purchase) as purchased, ${recorded.ids} as event_ids,
          refuse(case
            when not exists (select 1 from purchase) then null
            when not exists (select 1 from claim) then ${KEY_CLAIMED}::text
            else ${stockRefusalSql}
          end) as refused`;
    });
    statements.set(events, statement);
  }
  return statement;
}

/** Writes the order; throws the stock's spec §8 error, having written nothing, when it is short. */
export async function writeOrder(events: EventBus, db: Db, write: OrderWrite): Promise<OrderWritten> {
  const { instanceId } = write.purchase;
  const { supplierId, wanted } = write.stock;
  const values: Record<string, unknown> = {
    purchase: purchaseRecord(write.purchase),
    items: itemRecords(write.items),
    payment: paymentRecords(write.payment),
  };
  suffixed(write.claim, '@claim', values);
  suffixed(stockTake(instanceId, supplierId, wanted), '@stock', values);
  suffixed({ instanceId, list: eventList(write.events) } satisfies EventRecording, '@events', values);
  try {
    const [row] = rowsOf<{ purchased: boolean; event_ids: (string | number)[] }>(
      await orderStatement(events)(db, values),
    );
    return { purchased: row!.purchased, claimed: true, eventIds: row!.event_ids };
  } catch (error) {
    const reason = refusalOf(error);
    if (reason === KEY_CLAIMED) return { purchased: true, claimed: false, eventIds: [] };
    throw stockRefusalOf(reason, wanted) ?? error;
  }
}
