import { and, eq, getTableColumns, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';

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

/** The one row of a venue's table that has the `match` values and meets `conditions`, or null. */
export async function venueRow<T extends VenueTable>(
  db: Db,
  table: T,
  instanceId: number,
  match: RowMatch<T> = {},
  ...conditions: (SQL | undefined)[]
) {
  return firstRow(venueRows(db, table, instanceId, match, ...conditions).limit(1));
}

/** The first row a query answers, or null. */
export async function firstRow<Row>(query: PromiseLike<Row[]>): Promise<Row | null> {
  const [row] = await query;
  return row ?? null;
}
