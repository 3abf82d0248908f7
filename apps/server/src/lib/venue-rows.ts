import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';

/** A table of one venue's data: every row carries the venue (instance) it belongs to. */
export type VenueTable = PgTable & { instanceId: PgColumn };

/** The rows of a venue's table that meet `conditions`. Every read of venue data is scoped to the
 * venue the request's host names (ARCHITECTURE.md, Tenancy); the caller may still order, limit or
 * lock the query. */
export function venueRows<T extends VenueTable>(
  db: Db,
  table: T,
  instanceId: number,
  ...conditions: (SQL | undefined)[]
) {
  return (
    db
      .select()
      // A table is never an empty subquery; drizzle's guard against one cannot see that for a generic T.
      .from<T>(table as never)
      .where(and(eq(table.instanceId, instanceId), ...conditions))
      .$dynamic()
  );
}

/** The one row of a venue's table that meets `conditions`, or null. */
export async function venueRow<T extends VenueTable>(
  db: Db,
  table: T,
  instanceId: number,
  ...conditions: (SQL | undefined)[]
) {
  const [row] = await venueRows(db, table, instanceId, ...conditions).limit(1);
  return row ?? null;
}

/** The first row a query answers, or null. */
export async function firstRow<Row>(query: PromiseLike<Row[]>): Promise<Row | null> {
  const [row] = await query;
  return row ?? null;
}
