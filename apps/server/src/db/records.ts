import { getTableColumns, type SQL, sql, type Table } from 'drizzle-orm';

// A row as the JSON object PostgreSQL's `jsonb_populate_record(null::<table>, …)` reads: its
// columns by their database names. A statement that writes several tables at once passes each
// row as one JSON parameter (docs/decisions/055-an-order-in-one-statement.md), so its text stays
// the same whatever the row holds, and no driver's array encoding is involved.

const namesOf = new WeakMap<Table, Map<string, string>>();

function columnNames(table: Table): Map<string, string> {
  let names = namesOf.get(table);
  if (!names) {
    names = new Map(Object.entries(getTableColumns(table)).map(([key, column]) => [key, column.name]));
    namesOf.set(table, names);
  }
  return names;
}

/** `row`'s values under their column names; keys that are not columns of `table` are left out. */
export function asRecord(table: Table, row: object): Record<string, unknown> {
  const names = columnNames(table);
  const record: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    const name = names.get(key);
    if (name !== undefined) record[name] = value;
  }
  return record;
}

/** An insert's column list and the matching values of a record `r` read by
 * `jsonb_populate_record`, for the columns named (database names, from the schema). */
export function recordColumns(names: string[]): { columns: SQL; values: SQL } {
  return {
    columns: sql.raw(names.join(', ')),
    values: sql.raw(names.map((name) => `r.${name}`).join(', ')),
  };
}
