import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { rowMapper, type SelectedField } from './row-mapper.ts';

// Statements of a fixed shape on the busiest paths, with their SQL built once
// (docs/decisions/044-hot-statements-built-once.md). Drizzle builds a statement's SQL from its
// query builder on every call: 100–180 µs for a purchase row's select or insert on this machine,
// most of it `is()` walking class chains, and a take-away order ran five such builds. Drizzle's own
// `.prepare()` keeps the built SQL but binds it to the database it was made on, and a transaction
// is a new one each time. So the SQL, its parameters (placeholders among them) and its result
// fields are taken once from a prepared query, and every call asks the database or transaction it
// runs on for a prepared query of that SQL: Drizzle's own driver code then fills the placeholders,
// counts and logs the statement and runs it, as for any other query. Its rows are mapped by a
// mapper worked out once from the statement's fields (row-mapper.ts, docs/decisions/050).

/** The parts of Drizzle's prepared query (drizzle-orm/pg-core/session) this reads. Internal to
 * Drizzle: `test/prebuilt.api.test.ts` runs each kind of statement on both drivers, in and out of
 * a transaction, so an upgrade that changes them fails there. */
interface DrizzlePrepared<R> {
  queryString: string;
  params: unknown[];
  fields: unknown;
  _isResponseInArrayMode: boolean;
  customResultMapper: unknown;
  joinsNotNullableMap: unknown;
  execute(values?: Record<string, unknown>): Promise<R>;
}

interface DrizzleSession {
  prepareQuery<R>(
    query: { sql: string; params: unknown[] },
    fields: unknown,
    name: string | undefined,
    isResponseInArrayMode: boolean,
    customResultMapper?: unknown,
  ): DrizzlePrepared<R>;
}

/** A statement built by `build` once, with `sql.placeholder(name)` wherever a call's values go,
 * run by the returned function on any database or transaction with that call's values. `build`
 * must not depend on anything but its `db`. Keys of a call's values that name no placeholder
 * are ignored. */
export function prebuilt<R, V extends object>(
  build: (db: Db) => { prepare(name: string): unknown },
): (db: Db, values: V) => Promise<R> {
  let template: Omit<DrizzlePrepared<R>, 'execute'> | undefined;
  return (db, values) => {
    const session = (db as unknown as { session: DrizzleSession }).session;
    if (!template) {
      // Drizzle's driver code names no statement when the name is undefined (ADR 037 names them).
      const prepared = build(db).prepare(undefined as unknown as string) as DrizzlePrepared<R>;
      const fields = prepared.fields as SelectedField[] | undefined;
      const joins = prepared.joinsNotNullableMap as Record<string, boolean> | undefined;
      template = {
        queryString: prepared.queryString,
        params: prepared.params,
        fields: prepared.fields,
        _isResponseInArrayMode: prepared._isResponseInArrayMode,
        // A relational query's own mapper stays; a statement without fields returns no rows to map.
        customResultMapper: prepared.customResultMapper ?? (fields ? rowMapper(fields, joins) : undefined),
        joinsNotNullableMap: prepared.joinsNotNullableMap,
      };
    }
    const query = session.prepareQuery<R>(
      { sql: template.queryString, params: template.params },
      template.fields,
      undefined,
      template._isResponseInArrayMode,
      template.customResultMapper,
    );
    query.joinsNotNullableMap = template.joinsNotNullableMap;
    return query.execute(values as Record<string, unknown>);
  };
}

/** A placeholder in place of each value of `T`: what a builder of a statement built once is
 * given instead of a call's values. */
export type Placeholders<T> = { [K in keyof T]: Placeholder };

interface DrizzleDialect {
  sqlToQuery(sql: SQL): { sql: string; params: unknown[] };
}

/** `prebuilt` for a statement written in SQL (`db.execute(sql…)`): `build` makes it once, with
 * `sql.placeholder(name)` wherever a call's values go, and the returned function runs it on any
 * database or transaction with that call's values, answering the driver's result (`rowsOf`).
 * Drizzle turns a statement's tree of SQL parts into its text and parameters on every call:
 * for the one statement of an order, about a quarter of what an order allocated
 * (docs/decisions/075-an-order-statement-built-once.md). */
export function prebuiltSql<R, V extends object>(build: () => SQL): (db: Db, values: V) => Promise<R> {
  let template: { sql: string; params: unknown[] } | undefined;
  return (db, values) => {
    const { session, dialect } = db as unknown as { session: DrizzleSession; dialect: DrizzleDialect };
    template ??= dialect.sqlToQuery(build());
    return session
      .prepareQuery<R>(template, undefined, undefined, false)
      .execute(values as Record<string, unknown>);
  };
}

/** `{ name: sql.placeholder(name + suffix) }` for each name: the values of an insert built once,
 * each named as the call passes it (`suffix` tells the rows of a many-row insert apart). */
export function placeholders<K extends string>(names: readonly K[], suffix = ''): Record<K, Placeholder> {
  return Object.fromEntries(names.map((name) => [name, sql.placeholder(`${name}${suffix}`)])) as Record<
    K,
    Placeholder
  >;
}
