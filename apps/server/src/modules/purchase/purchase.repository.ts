import { randomInt, randomUUID } from 'node:crypto';
import type { Localized } from '@storefront/domain/catalog/catalog.schema';
import { type PurchaseMoney, purchaseTotals } from '@storefront/domain/order/totals.rules';
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNull,
  ne,
  type Placeholder,
  type SQL,
  sql,
} from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { type Placeholders, placeholders, prebuilt } from '../../db/prebuilt.ts';
import { asRecord, recordColumns } from '../../db/records.ts';
import { profiles, purchaseItems, purchases, supplierProducts, tableMembers } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { venueWhere } from '../../lib/venue-rows.ts';

// Purchases of every service (on-table, delivery, take-away): the only code that writes them.
// Every function names the instance; callers pass their transaction.

export type PurchaseRow = typeof purchases.$inferSelect;
export type PurchaseItemRow = typeof purchaseItems.$inferSelect;

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A short public number people can read out (no 0/O, 1/I). */
export function newBckPurchaseId(): string {
  return Array.from({ length: 6 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
}

/**
 * Whether a profile takes part in a purchase: it placed the order, or it joined the table order
 * with the table's code. Paying or reading a purchase's bill needs this (docs/decisions/022-table-payment-guards.md),
 * so an id seen over someone's shoulder opens nothing.
 */
export async function isPurchaseParticipant(
  db: Db,
  purchase: Pick<PurchaseRow, 'instanceId' | 'id' | 'profileId' | 'service'>,
  profileId: string,
): Promise<boolean> {
  if (purchase.profileId === profileId) return true;
  if (purchase.service !== 'on_table') return false;
  const rows = await db
    .select({ one: sql<number>`1` })
    .from(tableMembers)
    .where(venueWhere(tableMembers, purchase.instanceId, { purchaseId: purchase.id, profileId }))
    .limit(1);
  return rows.length > 0;
}

/** Hands a purchase to another profile (a booking's deposit: whoever holds the booking link pays). */
export async function setPurchaseOwner(
  tx: Db,
  instanceId: number,
  id: string,
  profileId: string,
): Promise<void> {
  await tx
    .update(purchases)
    .set({ profileId })
    .where(venueWhere(purchases, instanceId, { id }));
}

export interface NewPurchase {
  instanceId: number;
  supplierId: number;
  profileId: string | null;
  service: 'on_table' | 'delivery' | 'take_away' | 'book';
  subservice?: string | null;
  tableId?: string | null;
  currency: string;
  paymentMandatory?: boolean;
  status?: PurchaseRow['status'];
  details?: Record<string, unknown>;
  scheduledFor?: Date | null;
  deliveryFee?: number;
  discount?: number;
  /** Money computed by the caller with the one totals rule (order/totals.rules), when it has the
   * items already (an order placed whole); otherwise 0 until `recomputeTotals`. */
  subtotal?: number;
  total?: number;
}

type NewPurchaseRow = Required<Omit<NewPurchase, 'subservice' | 'tableId' | 'scheduledFor'>> & {
  subservice: string | null;
  tableId: string | null;
  /** ISO 8601, or null. */
  scheduledFor: string | null;
  bckPurchaseId: string;
};

/** The purchase's insert, built once (docs/decisions/044-hot-statements-built-once.md): a table's
 * first diner and every order run it. */
const insertPurchase = prebuilt<PurchaseRow[], NewPurchaseRow>((db) =>
  db
    .insert(purchases)
    .values({
      ...placeholders([
        'instanceId',
        'supplierId',
        'profileId',
        'bckPurchaseId',
        'service',
        'subservice',
        'tableId',
        'currency',
        'paymentMandatory',
        'status',
        'details',
        'deliveryFee',
        'discount',
        'subtotal',
        'total',
      ] satisfies (keyof NewPurchaseRow)[]),
      // Drizzle's date encoder cannot take the null of a placeholder (it does for a plain value):
      // the value travels as text
      scheduledFor: sql`${sql.placeholder('scheduledFor')}::text::timestamptz`,
    })
    .onConflictDoNothing()
    .returning(),
);

/** A new purchase's own values with their defaults, and a new public number. */
function purchaseValues(input: NewPurchase) {
  return {
    instanceId: input.instanceId,
    supplierId: input.supplierId,
    profileId: input.profileId,
    bckPurchaseId: newBckPurchaseId(),
    service: input.service,
    subservice: input.subservice ?? null,
    tableId: input.tableId ?? null,
    currency: input.currency,
    paymentMandatory: input.paymentMandatory ?? false,
    status: input.status ?? 'in_progress',
    details: input.details ?? {},
    deliveryFee: input.deliveryFee ?? 0,
    discount: input.discount ?? 0,
    subtotal: input.subtotal ?? 0,
    total: input.total ?? 0,
  };
}

export async function createPurchase(tx: Db, input: NewPurchase): Promise<PurchaseRow> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const rows = await insertPurchase(tx, {
      ...purchaseValues(input),
      scheduledFor: input.scheduledFor?.toISOString() ?? null,
    });
    if (rows[0]) return rows[0];
  }
  throw new Error('could not allocate a purchase number');
}

/** A new purchase's whole row, every column given, for a statement that writes it with others
 * (`purchaseInsertSql`): what `createPurchase` would store, with a new id and public number, made
 * `at` (docs/decisions/055-an-order-in-one-statement.md). */
export function newPurchaseRow(input: NewPurchase, at: Date): PurchaseRow {
  return {
    id: randomUUID(),
    ...purchaseValues(input),
    scheduledFor: input.scheduledFor ?? null,
    cancelReason: null,
    tip: 0,
    paidAmount: 0,
    version: 1,
    createdAt: at,
    updatedAt: at,
    closedAt: null,
  };
}

/** A purchase's item as a statement that writes it with its purchase stores it (its `seq` is
 * the database's). */
export type NewItemRow = Omit<PurchaseItemRow, 'seq'>;

/** The rows of a new purchase's items, in order, made with it. */
export function newItemRows(purchase: PurchaseRow, items: NewItem[]): NewItemRow[] {
  return items.map((item) => ({
    id: randomUUID(),
    instanceId: purchase.instanceId,
    purchaseId: purchase.id,
    ...itemValues(item),
    discount: 0,
    createdAt: purchase.createdAt,
    updatedAt: purchase.createdAt,
  }));
}

/** `purchase as (…)`: inserts the row given as `record` (`purchaseRecord`, or a placeholder for
 * it), or nothing when its public number is taken (the CTE then has no row, and whatever the
 * statement gates on it writes nothing either). */
export function purchaseInsertSql(record: string | Placeholder): SQL {
  return sql`purchase as (
    insert into purchases
    select * from jsonb_populate_record(null::purchases, ${record}::text::jsonb)
    on conflict do nothing
    returning id
  )`;
}

/** A purchase row as `purchaseInsertSql` takes it: JSON text with the table's column names. */
export function purchaseRecord(row: PurchaseRow): string {
  return JSON.stringify(asRecord(purchases, row));
}

/** Every column of an item but `seq`, the database's own identity. */
const itemColumns = recordColumns(
  Object.values(getTableColumns(purchaseItems))
    .map((column) => column.name)
    .filter((name) => name !== 'seq'),
);

/** `items as (…)`: inserts the items given as `records` (`itemRecords`, or a placeholder for
 * them) in order (their `seq` follows it), once per row of `gate`. */
export function itemsInsertSql(records: string | Placeholder, gate: string): SQL {
  return sql`items as (
    insert into purchase_items (${itemColumns.columns})
    select ${itemColumns.values}
    from ${sql.identifier(gate)},
      jsonb_array_elements(${records}::text::jsonb)
        with ordinality as e(value, n),
      jsonb_populate_record(null::purchase_items, e.value) r
    order by e.n
    returning 1
  )`;
}

/** Item rows as `itemsInsertSql` takes them: a JSON array with the table's column names. */
export function itemRecords(rows: NewItemRow[]): string {
  return JSON.stringify(rows.map((row) => asRecord(purchaseItems, row)));
}

export async function findPurchase(db: Db, instanceId: number, id: string): Promise<PurchaseRow | null> {
  return purchaseById(db, instanceId, id, false);
}

/** The purchase row locked for the rest of the transaction (concurrent writers take turns). */
export async function lockPurchase(tx: Db, instanceId: number, id: string): Promise<PurchaseRow | null> {
  return purchaseById(tx, instanceId, id, true);
}

/** A venue's purchase by id, read or locked: every table call and order read runs one, built once
 * (docs/decisions/044-hot-statements-built-once.md). */
const purchaseRow = (lock: boolean) =>
  prebuilt<PurchaseRow[], { instanceId: number; id: string }>((db) => {
    const query = db
      .select()
      .from(purchases)
      .where(
        and(eq(purchases.instanceId, sql.placeholder('instanceId')), eq(purchases.id, sql.placeholder('id'))),
      )
      .limit(1);
    return lock ? query.for('update') : query;
  });
const readPurchase = purchaseRow(false);
const lockedPurchase = purchaseRow(true);

async function purchaseById(
  db: Db,
  instanceId: number,
  id: string,
  lock: boolean,
): Promise<PurchaseRow | null> {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
  const rows = await (lock ? lockedPurchase : readPurchase)(db, { instanceId, id });
  return rows[0] ?? null;
}

export async function listItems(
  db: Db,
  instanceId: number,
  purchaseId: string,
): Promise<(PurchaseItemRow & { addedByName: string | null })[]> {
  return (await listItemsOf(db, instanceId, [purchaseId])).get(purchaseId) ?? [];
}

/** The items of several purchases in one query (lists of orders), by purchase id. */
export async function listItemsOf(
  db: Db,
  instanceId: number,
  purchaseIds: string[],
): Promise<Map<string, (PurchaseItemRow & { addedByName: string | null })[]>> {
  const byPurchase = new Map<string, (PurchaseItemRow & { addedByName: string | null })[]>();
  if (purchaseIds.length === 0) return byPurchase;
  // Only ids a purchase can have: a list of them travels as one `uuid[]` literal.
  const ids = purchaseIds.filter((id) => UUID_TEXT.test(id));
  const rows =
    ids.length === 0 ? [] : await itemsOfPurchases(db, { instanceId, purchaseIds: `{${ids.join(',')}}` });
  for (const row of rows) {
    const list = byPurchase.get(row.item.purchaseId) ?? [];
    list.push({ ...row.item, addedByName: row.addedByName });
    byPurchase.set(row.item.purchaseId, list);
  }
  return byPurchase;
}

const UUID_TEXT = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Built once (docs/decisions/046): every table call answers with the table's items. */
const itemsOfPurchases = prebuilt<
  { item: PurchaseItemRow; addedByName: string | null }[],
  { instanceId: number; purchaseIds: string }
>((db) =>
  db
    .select({ item: purchaseItems, addedByName: profiles.name })
    .from(purchaseItems)
    .leftJoin(profiles, eq(profiles.id, purchaseItems.addedBy))
    .where(
      and(
        eq(purchaseItems.instanceId, sql.placeholder('instanceId')),
        sql`${purchaseItems.purchaseId} = any(${sql.placeholder('purchaseIds')}::uuid[])`,
      ),
    )
    // in the order they were added: one order's lines share `createdAt` (migration 0023)
    .orderBy(purchaseItems.seq),
);

export interface NewItem {
  productId: string;
  name: Localized;
  unitPrice: number;
  count: number;
  options: Record<string, string[]>;
  optionNames: Localized[];
  note: string | null;
  addedBy: string | null;
  /** The staff member who took it (a waiter, an order by phone); null or left out: the diner. */
  takenBy?: string | null;
  state?: 'pending' | 'ordered';
  round?: number | null;
}

/** One item's own values, as the items' insert names them (`<column><line>`). */
type ItemValues = Required<Omit<NewItem, 'state'>> & { state: 'pending' | 'ordered' };

/** An item's own values, its defaults given. */
function itemValues(item: NewItem): ItemValues {
  return {
    productId: item.productId,
    name: item.name,
    unitPrice: item.unitPrice,
    count: item.count,
    options: item.options,
    optionNames: item.optionNames,
    note: item.note,
    addedBy: item.addedBy,
    takenBy: item.takenBy ?? null,
    state: item.state ?? 'pending',
    round: item.round ?? null,
  };
}

/** Orders and carts with up to this many lines insert them with a statement built once per line
 * count; a longer list is built for its call (docs/decisions/046-order-writes-built-once.md). */
export const ITEM_INSERTS_BUILT_ONCE = 24;

/** The items' insert for `lines` lines, built once per count (docs/decisions/044 and 046): every
 * order and every cart change runs one, and Drizzle's builder spent about 250 µs on two lines. */
const itemInserts = new Map<
  number,
  (db: Db, values: Record<string, unknown>) => Promise<PurchaseItemRow[]>
>();
/** An item's own columns, as a line of an order sets them (the venue, the purchase, its id, order
 * and timestamps aside). */
export const itemLineKeys = [
  'productId',
  'name',
  'unitPrice',
  'count',
  'options',
  'optionNames',
  'note',
  'addedBy',
  'takenBy',
  'state',
  'round',
] as const satisfies readonly (keyof ItemValues)[];
export type ItemLineKey = (typeof itemLineKeys)[number];

function itemInsertFor(lines: number) {
  let insert = itemInserts.get(lines);
  if (!insert) {
    insert = prebuilt<PurchaseItemRow[], Record<string, unknown>>((db) =>
      db
        .insert(purchaseItems)
        .values(
          Array.from({ length: lines }, (_, line) => ({
            ...placeholders(['instanceId', 'purchaseId']),
            ...placeholders(itemLineKeys, String(line)),
          })),
        )
        .returning(),
    );
    itemInserts.set(lines, insert);
  }
  return insert;
}

export async function insertItems(
  tx: Db,
  instanceId: number,
  purchaseId: string,
  items: NewItem[],
): Promise<PurchaseItemRow[]> {
  if (items.length === 0) return [];
  const rows = items.map(itemValues);
  if (items.length > ITEM_INSERTS_BUILT_ONCE) {
    return tx
      .insert(purchaseItems)
      .values(rows.map((row) => ({ instanceId, purchaseId, ...row })))
      .returning();
  }
  const values: Record<string, unknown> = { instanceId, purchaseId };
  rows.forEach((row, line) => {
    for (const [column, value] of Object.entries(row)) values[`${column}${line}`] = value;
  });
  return itemInsertFor(items.length)(tx, values);
}

/** A purchase row's money, for the one totals rule (order/totals.rules). */
export function purchaseMoney(row: PurchaseRow): PurchaseMoney {
  return {
    subtotal: row.subtotal,
    delivery_fee: row.deliveryFee,
    discount: row.discount,
    tip: row.tip,
    paid_amount: row.paidAmount,
  };
}

/** subtotal = what the items not removed add (`lineSubtotal`; one update, returning the row); the
 * caller stores the total. */
export async function recomputeSubtotal(
  tx: Db,
  instanceId: number,
  purchaseId: string,
): Promise<PurchaseRow> {
  const [row] = await subtotalRecomputed(tx, { instanceId, purchaseId });
  return row!;
}

/**
 * The statement `recomputeSubtotal` runs, answering beside the row the columns `extra` names (each
 * a value of the same call's `instanceId` and `purchaseId` placeholders): a table call reads its
 * paid payments' sums in the same statement (docs/decisions/056-a-table-call-in-fewer-statements.md).
 * Built once per `extra` (docs/decisions/046): every table call that changes the items runs it.
 */
export function subtotalRecomputation<E extends Record<string, SQL>>(extra: E) {
  return prebuilt<
    (PurchaseRow & { [K in keyof E]: E[K] extends SQL<infer T> ? T : unknown })[],
    { instanceId: number; purchaseId: string }
  >((db) => {
    const { instanceId, purchaseId } = placeholders(['instanceId', 'purchaseId']);
    return db
      .update(purchases)
      .set({
        // domain lineSubtotal: a line's value less its comp or discount, never below 0
        subtotal: sql`coalesce((select sum(${purchaseItems.unitPrice} * ${purchaseItems.count}
            - least(${purchaseItems.discount}, ${purchaseItems.unitPrice} * ${purchaseItems.count})) from ${purchaseItems}
          where ${purchaseItems.instanceId} = ${instanceId} and ${purchaseItems.purchaseId} = ${purchaseId}
          and ${purchaseItems.state} <> 'removed'), 0)`,
        updatedAt: sql`now()`,
        version: sql`${purchases.version} + 1`,
      })
      .where(and(eq(purchases.instanceId, instanceId), eq(purchases.id, purchaseId)))
      .returning({ ...getTableColumns(purchases), ...extra });
  });
}
const subtotalRecomputed = subtotalRecomputation({});

/** subtotal = the items not removed; total as the one totals rule has it (order/totals.rules). */
export async function recomputeTotals(tx: Db, instanceId: number, purchaseId: string): Promise<PurchaseRow> {
  const row = await recomputeSubtotal(tx, instanceId, purchaseId);
  const [withTotal] = await tx
    .update(purchases)
    .set({
      total: purchaseTotals(purchaseMoney(row)).total,
    })
    .where(venueWhere(purchases, instanceId, { id: row.id }))
    .returning();
  return withTotal!;
}

/** The stock row of a product at a branch of a venue. */
function stockRow(instanceId: number, supplierId: number, productId: number): SQL | undefined {
  return venueWhere(supplierProducts, instanceId, { supplierId, productId });
}

/** What the stock take answers for each product asked for. */
interface StockReport {
  product_id: number;
  found: boolean;
  active: boolean;
  limited: boolean;
  left: number | null;
  taken: boolean;
}

/**
 * The CTE `stock_report` that takes the stock of several products of a branch
 * (docs/decisions/029-lean-order-write.md) through migration 0026's `take_stock`, once when `gate`
 * (a CTE of the same statement) has a row, always without one. The limited rows are locked in
 * product id order (two orders of the same products never wait on each other crosswise), each
 * decremented only when enough is left, and `stock_report` answers every product with what the
 * database holds (a `StockReport` row); unlimited stock (null) is neither locked nor written. The
 * rows stay locked until the commit.
 *
 * The take is a statement of its own inside the function: an order that waited for another's row
 * checks it again (EvalPlanQual) by setting up the statement that waited, and the order's one
 * statement holds every insert of the order (docs/decisions/082-stock-taken-in-a-function.md).
 * Inside, the products are named by the primary key's columns (`supplier_id`, `product_id =
 * any(ids)`; docs/decisions/071-stock-rows-read-by-their-key.md).
 *
 * The function runs when `stock_report` is read, not as a data-modifying CTE would, whether read
 * or not: the statement must read the report whole wherever the stock is to be taken (the order's
 * refusal and `takeStocks` do).
 */
export function stockTakeSql(take: StockTake | Placeholders<StockTake>, gate?: string): SQL {
  const { instanceId, supplierId, ids: idList, counts } = take;
  const taking = gate ? sql`exists (select 1 from ${sql.identifier(gate)})` : sql`true`;
  return sql`stock_report as (
        select * from take_stock(${instanceId}::int, ${supplierId}::int, ${idList}::int[], ${counts}::int[], ${taking})
      )`;
}

/** The values of a stock take (`stockTakeSql`). */
export interface StockTake {
  instanceId: number;
  supplierId: number;
  /** The products' ids, as a PostgreSQL array literal. */
  ids: string;
  /** How many of each, in the same order. */
  counts: string;
}

/** The stock take of `wanted` at a branch. Integer arrays as PostgreSQL array literals: both
 * drivers pass a text parameter the same way. */
export function stockTake(
  instanceId: number,
  supplierId: number,
  wanted: { productId: number; count: number }[],
): StockTake {
  return {
    instanceId,
    supplierId,
    ids: `{${wanted.map((w) => Math.trunc(w.productId)).join(',')}}`,
    counts: `{${wanted.map((w) => Math.trunc(w.count)).join(',')}}`,
  };
}

/** The stock take's refusal, as `refuse()`'s reason: null when every product was there and taken,
 * else `stock:` and the report's rows that were not (read back by `stockRefusalOf`). */
export const stockRefusalSql = sql`(select 'stock:' || json_agg(r)::text from stock_report r
  where not (r.found and r.active and (not r.limited or r.taken)))`;

/** The first product's spec §8 stock error (in the order asked), or null when every one was taken. */
function stockRefusal(rows: StockReport[], wanted: { productId: number; count: number }[]): AppError | null {
  const byId = new Map(rows.map((row) => [Number(row.product_id), row]));
  for (const { productId } of wanted) {
    const row = byId.get(productId);
    if (!row?.found || !row.active) return new AppError(409, 'product_unavailable_removed');
    if (!row.limited || row.taken) continue;
    if (Number(row.left) <= 0) return new AppError(409, 'products_out_of_stock');
    return new AppError(409, 'stock_quantity_unavailable', { stock: Number(row.left) });
  }
  return null;
}

/** The stock error a statement refused itself with (`stockRefusalSql`), or null for another reason. */
export function stockRefusalOf(
  reason: string | null,
  wanted: { productId: number; count: number }[],
): AppError | null {
  if (!reason?.startsWith('stock:')) return null;
  return stockRefusal(JSON.parse(reason.slice('stock:'.length)) as StockReport[], wanted);
}

/**
 * Takes the stock of several products of a branch in one statement (`stockTakeSql`). Call it as
 * late in the transaction as possible: the rows stay locked until the commit. Throws the first
 * product's spec §8 stock error (in the given order), changing nothing the caller keeps.
 */
export async function takeStocks(
  tx: Db,
  instanceId: number,
  supplierId: number,
  wanted: { productId: number; count: number }[],
): Promise<void> {
  if (wanted.length === 0) return;
  const rows = rowsOf<StockReport>(
    await tx.execute(
      sql`with ${stockTakeSql(stockTake(instanceId, supplierId, wanted))} select * from stock_report`,
    ),
  );
  const refusal = stockRefusal(rows, wanted);
  if (refusal) throw refusal;
}

/** Gives stock back (an item removed before the kitchen got it, a canceled order). */
export async function returnStock(
  tx: Db,
  instanceId: number,
  supplierId: number,
  productId: number,
  count: number,
): Promise<void> {
  await tx
    .update(supplierProducts)
    .set({ stock: sql`${supplierProducts.stock} + ${count}`, updatedAt: sql`now()` })
    .where(and(stockRow(instanceId, supplierId, productId), sql`${supplierProducts.stock} is not null`));
}

/** How many products of a purchase still wait to be sent to the kitchen. */
export async function countPendingItems(db: Db, instanceId: number, purchaseId: string): Promise<number> {
  const rows = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(purchaseItems)
    .where(venueWhere(purchaseItems, instanceId, { purchaseId, state: 'pending' }));
  return Number(rows[0]?.n ?? 0);
}

export async function openItems(db: Db, instanceId: number, purchaseId: string): Promise<PurchaseItemRow[]> {
  return db
    .select()
    .from(purchaseItems)
    .where(venueWhere(purchaseItems, instanceId, { purchaseId }, ne(purchaseItems.state, 'removed')));
}

/** The items of a purchase waiting to be sent to the kitchen, each with the purchase's last round
 * so far (0 before the first), in one statement: the items already sent are not read (a table
 * of a long evening holds hundreds). */
export async function pendingItems(
  db: Db,
  instanceId: number,
  purchaseId: string,
): Promise<(PurchaseItemRow & { lastRound: number })[]> {
  return db
    .select({
      ...getTableColumns(purchaseItems),
      lastRound: sql<number>`(select coalesce(max(sent.round), 0)::int from ${purchaseItems} sent
        where sent.instance_id = ${instanceId} and sent.purchase_id = ${purchaseId})`,
    })
    .from(purchaseItems)
    .where(venueWhere(purchaseItems, instanceId, { purchaseId, state: 'pending' }));
}

/** The open purchases of a branch's places, oldest first (the staff's table list). */
export async function openPurchasesAtPlaces(
  db: Db,
  instanceId: number,
  supplierId: number,
): Promise<{ id: string; tableId: string | null; createdAt: Date }[]> {
  return db
    .select({ id: purchases.id, tableId: purchases.tableId, createdAt: purchases.createdAt })
    .from(purchases)
    .where(venueWhere(purchases, instanceId, { supplierId }, isNull(purchases.closedAt)))
    .orderBy(asc(purchases.createdAt), asc(purchases.id));
}

/** A branch's open table orders and closed ones whose kitchen work is not delivered yet, newest
 * first (the staff's order list, at most `limit`). */
export async function tableOrdersInService(
  db: Db,
  instanceId: number,
  supplierId: number,
  limit: number,
): Promise<PurchaseRow[]> {
  const undelivered = sql`exists (select 1 from ${purchaseItems} where ${purchaseItems.instanceId} = ${purchases.instanceId}
    and ${purchaseItems.purchaseId} = ${purchases.id} and ${purchaseItems.state} in ('ordered', 'prepared'))`;
  return db
    .select()
    .from(purchases)
    .where(
      venueWhere(
        purchases,
        instanceId,
        { supplierId, service: 'on_table' },
        sql`(${isNull(purchases.closedAt)} or ${undelivered})`,
      ),
    )
    .orderBy(desc(purchases.createdAt))
    .limit(limit);
}

/** Moves a purchase's items in one of the `from` states to `to` (only those of `round`, and only
 * the `ids`, when given); answers how many moved. */
export async function moveItems(
  tx: Db,
  instanceId: number,
  purchaseId: string,
  move: {
    from: PurchaseItemRow['state'][];
    to: PurchaseItemRow['state'];
    round?: number;
    ids?: readonly string[];
  },
): Promise<number> {
  if (move.ids?.length === 0) return 0;
  const changed = await tx
    .update(purchaseItems)
    .set({ state: move.to, updatedAt: sql`now()` })
    .where(
      venueWhere(
        purchaseItems,
        instanceId,
        { purchaseId },
        move.round === undefined ? undefined : eq(purchaseItems.round, move.round),
        move.ids === undefined ? undefined : inArray(purchaseItems.id, [...move.ids]),
        inArray(purchaseItems.state, move.from),
      ),
    )
    .returning({ id: purchaseItems.id });
  return changed.length;
}

/** Changes the given items (by id): their state and round, or their count. */
export async function updateItems(
  tx: Db,
  instanceId: number,
  itemIds: string[],
  set: { state?: PurchaseItemRow['state']; round?: number; count?: number },
): Promise<void> {
  if (itemIds.length === 0) return;
  await tx
    .update(purchaseItems)
    .set({ ...set, updatedAt: sql`now()` })
    .where(and(eq(purchaseItems.instanceId, instanceId), inArray(purchaseItems.id, itemIds)));
}

/** Whether any item of the purchase is still in the kitchen (ordered or prepared). */
export async function hasItemsInKitchen(db: Db, instanceId: number, purchaseId: string): Promise<boolean> {
  const rows = await db
    .select({ id: purchaseItems.id })
    .from(purchaseItems)
    .where(
      venueWhere(
        purchaseItems,
        instanceId,
        { purchaseId },
        inArray(purchaseItems.state, ['ordered', 'prepared']),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Sets a purchase's status; `close` also closes it (keeping an earlier closing time). */
export async function setPurchaseStatus(
  tx: Db,
  instanceId: number,
  purchaseId: string,
  status: PurchaseRow['status'],
  close = false,
): Promise<void> {
  await tx
    .update(purchases)
    .set({
      status,
      updatedAt: sql`now()`,
      ...(close ? { closedAt: sql`coalesce(${purchases.closedAt}, now())` } : {}),
    })
    .where(venueWhere(purchases, instanceId, { id: purchaseId }));
}

/** Merges `patch` into the purchase's details (top-level keys replaced). */
export async function mergeDetails(
  tx: Db,
  instanceId: number,
  purchaseId: string,
  patch: Record<string, unknown>,
): Promise<void> {
  await tx
    .update(purchases)
    .set({ details: sql`${purchases.details} || ${JSON.stringify(patch)}::jsonb` })
    .where(venueWhere(purchases, instanceId, { id: purchaseId }));
}

/** Closes a purchase as finished now (a bill settled at the counter). */
export async function closeFinished(tx: Db, instanceId: number, purchaseId: string): Promise<void> {
  await tx
    .update(purchases)
    .set({ closedAt: sql`now()`, status: 'finished', updatedAt: sql`now()` })
    .where(venueWhere(purchases, instanceId, { id: purchaseId }));
}

/** Stores a purchase's tip and paid amount (and its total, when the caller computed it). */
export async function setPaidMoney(
  tx: Db,
  instanceId: number,
  purchaseId: string,
  money: { tip: number; paidAmount: number; total?: number },
): Promise<PurchaseRow> {
  const { tip, paidAmount, total } = money;
  const [row] = await (total === undefined
    ? paidMoneySet(tx, { instanceId, purchaseId, tip, paidAmount })
    : paidMoneyAndTotalSet(tx, { instanceId, purchaseId, tip, paidAmount, total }));
  return row!;
}

/** Built once, with and without the total (docs/decisions/046): a table call that changes the bill
 * stores its money with the total. */
const paidMoneyUpdate = (withTotal: boolean) =>
  prebuilt<
    PurchaseRow[],
    { instanceId: number; purchaseId: string; tip: number; paidAmount: number; total?: number }
  >((db) => {
    const { instanceId, purchaseId } = placeholders(['instanceId', 'purchaseId']);
    return (
      db
        .update(purchases)
        // an update takes SQL, not placeholders, for its values; integers need no encoder
        .set({
          tip: sql`${sql.placeholder('tip')}`,
          paidAmount: sql`${sql.placeholder('paidAmount')}`,
          ...(withTotal ? { total: sql`${sql.placeholder('total')}` } : {}),
        })
        .where(and(eq(purchases.instanceId, instanceId), eq(purchases.id, purchaseId)))
        .returning()
    );
  });
const paidMoneySet = paidMoneyUpdate(false);
const paidMoneyAndTotalSet = paidMoneyUpdate(true);
