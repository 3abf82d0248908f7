import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from './client.ts';

// The statistics PostgreSQL's planner chooses plans by (docs/decisions/071-stock-rows-read-by-their-key.md,
// 072-planner-statistics-kept-fresh.md). A plan kept for reuse (a prepared statement's generic
// plan, a foreign key's check, cached per connection) is built from the statistics of its day and
// kept until they are taken again: a table of orders planned while it was empty is still read as
// empty when it holds thousands, and the check of an order item's purchase reads every order of the
// venue. PGlite runs no autovacuum, and PostgreSQL's looks at a database once a minute.

/** autovacuum's rule for when a table's statistics are due (`autovacuum_analyze_threshold` 50 and
 * `autovacuum_analyze_scale_factor` 0.1, PostgreSQL's defaults): more rows written since its last
 * ANALYZE than 50 and a tenth of the rows it had then. */
export const STATISTICS_DUE_ROWS = { threshold: 50, scaleFactor: 0.1 } as const;

/** Takes the statistics of every table: on each start of a PGlite store, after its migrations and seed. */
export async function takePlannerStatistics(db: Db): Promise<void> {
  await db.execute(sql`analyze`);
}

/** The tables of the store's schema whose statistics are due (`STATISTICS_DUE_ROWS`), by name. */
export async function tablesDueForStatistics(db: Db): Promise<string[]> {
  const rows = rowsOf<{ relname: string }>(
    await db.execute(sql`select s.relname from pg_stat_user_tables s
      join pg_class c on c.oid = s.relid
      where s.schemaname = current_schema()
        and s.n_mod_since_analyze > ${STATISTICS_DUE_ROWS.threshold}
          + ${STATISTICS_DUE_ROWS.scaleFactor}::float8 * greatest(c.reltuples, 0)
      order by s.relname`),
  );
  return rows.map((row) => row.relname);
}

/** Takes the statistics of the tables that are due, as autovacuum would, and answers their names.
 * ANALYZE makes the plans built on a table's old statistics be built again. One table a statement,
 * in turn: PGlite runs one statement at a time for the whole server, and the requests that came
 * while a table was analyzed go before the next one
 * (docs/decisions/074-planner-statistics-in-small-steps.md). */
export async function refreshPlannerStatistics(db: Db): Promise<string[]> {
  const due = await tablesDueForStatistics(db);
  for (const name of due) await db.execute(sql`analyze ${sql.identifier(name)}`);
  return due;
}
