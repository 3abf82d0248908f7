import { and, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { prebuilt } from '../db/prebuilt.ts';

/** A table of one venue's data: every row carries the venue (instance) it belongs to. */
export type VenueTable = PgTable & { instanceId: PgColumn };

/** Column values a row must have, by the table's property names (`{ supplierId, active: true }`). */
export type RowMatch<T extends VenueTable> = { [K in keyof T['$inferSelect']]?: T['$inferSelect'][K] };

/** The condition of a venue's rows that have the `match` values and meet `conditions`: for the
 * reads that pick columns, count, update or delete (ARCHITECTURE.md, Tenancy). */
export function venueWhere<T extends VenueTable>(
  table: T,
  instanceId: number,
  match: RowMatch<T> = {},
  ...conditions: (SQL | undefined)[]
): SQL | undefined {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const equal = Object.entries(match).map(([key, value]) => {
    if (value === undefined) throw new Error(`venueWhere: no value for ${key}`);
    return eq(columns[key]!, value);
  });
  return and(eq(table.instanceId, instanceId), ...equal, ...conditions);
}

/** The rows of a venue's table that have the `match` values and meet `conditions`. Every read of
 * venue data is scoped to the venue the request's host names (ARCHITECTURE.md, Tenancy); the
 * caller may still order, limit or lock the query. */
export function venueRows<T extends VenueTable>(
  db: Db,
  table: T,
  instanceId: number,
  match: RowMatch<T> = {},
  ...conditions: (SQL | undefined)[]
) {
  return (
    db
      .select()
      // A table is never an empty subquery; drizzle's guard against one cannot see that for a generic T.
      .from<T>(table as never)
      .where(venueWhere(table, instanceId, match, ...conditions))
      .$dynamic()
  );
}

/** The one row of a venue's table that has the `match` values and meets `conditions`, or null.
 * Without `conditions`, and with values the driver takes as they are (text, numbers, booleans),
 * the read is built once per table and set of matched columns (docs/decisions/046): a table call
 * reads its diner's membership and its place this way on every call. */
export async function venueRow<T extends VenueTable>(
  db: Db,
  table: T,
  instanceId: number,
  match: RowMatch<T> = {},
  ...conditions: (SQL | undefined)[]
): Promise<T['$inferSelect'] | null> {
  if (conditions.length === 0 && Object.values(match).every(isPlainValue)) {
    const [row] = await readFor(table, Object.keys(match), [], true)(db, { ...match, instanceId });
    return row ?? null;
  }
  return firstRow(venueRows(db, table, instanceId, match, ...conditions).limit(1));
}

/** Every row of a venue's table that has the `match` values, in the ascending order of `order`'s
 * columns. Built once per table, matched columns and order when every matched value is text, a
 * number or a boolean (docs/decisions/046): a table order's view lists its members and payments
 * on every call. */
export async function venueRowsInOrder<T extends VenueTable>(
  db: Db,
  table: T,
  instanceId: number,
  match: RowMatch<T>,
  order: PgColumn[],
): Promise<T['$inferSelect'][]> {
  if (Object.values(match).every(isPlainValue))
    return readFor(table, Object.keys(match), order, false)(db, { ...match, instanceId });
  return venueRows(db, table, instanceId, match).orderBy(...order);
}

/** A value a placeholder passes to the driver unchanged, as Drizzle's builder would pass it. */
function isPlainValue(value: unknown): boolean {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

type Read = (db: Db, values: object) => Promise<unknown[]>;

/** The reads built once, by table, matched columns (in the caller's order), order and limit. */
const reads = new WeakMap<VenueTable, Map<string, Read>>();
function readFor<T extends VenueTable>(
  table: T,
  keys: string[],
  order: PgColumn[],
  single: boolean,
): (db: Db, values: object) => Promise<T['$inferSelect'][]> {
  let ofTable = reads.get(table);
  if (!ofTable) {
    ofTable = new Map();
    reads.set(table, ofTable);
  }
  const name = `${keys.join(',')}|${order.map((column) => column.name).join(',')}|${single}`;
  let read = ofTable.get(name);
  if (!read) {
    const columns = getTableColumns(table) as Record<string, PgColumn>;
    read = prebuilt<unknown[], object>((db) => {
      const query = db
        .select()
        .from<T>(table as never)
        .where(
          and(
            eq(table.instanceId, sql.placeholder('instanceId')),
            ...keys.map((key) => eq(columns[key]!, sql.placeholder(key))),
          ),
        )
        .orderBy(...order)
        .$dynamic();
      return single ? query.limit(1) : query;
    });
    ofTable.set(name, read);
  }
  return read as (db: Db, values: object) => Promise<T['$inferSelect'][]>;
}

/** The first row a query answers, or null. */
export async function firstRow<Row>(query: PromiseLike<Row[]>): Promise<Row | null> {
  const [row] = await query;
  return row ?? null;
}
