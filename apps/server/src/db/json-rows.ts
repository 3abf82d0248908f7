import { type Column, type SQL, sql } from 'drizzle-orm';

// Rows of one table sent as a single value of another statement: `json_agg` of a
// `json_build_array` of their columns, decoded by each column's own decoder as Drizzle decodes a
// row (a timestamp into a Date, a jsonb value as it is). A table call answers with its items,
// members and payments, read in one statement this way
// (docs/decisions/058-a-table-read-in-one-statement.md).

export interface JsonRows<T> {
  /** `coalesce(json_agg(json_build_array(<columns>) order by <order>), '[]')` over `from` (its
   * `from … where …`), its rows in `order`. The columns stay inside SQL of their own (the array,
   * `from`, `order`), which Drizzle renders qualified with their table's name; it leaves bare the
   * columns written straight into a select field of a select from one table. */
  list(from: SQL, order: SQL): SQL;
  /** The rows of what `list` sent, as the driver parsed it: each array made an object by the
   * columns' decoders. */
  decode(value: unknown): T[];
}

/** A list of rows sent with `columns`, each under the key the rows have it under. */
export function jsonRows<T>(columns: Record<string, Column>): JsonRows<T> {
  const entries = Object.entries(columns);
  const array = sql`json_build_array(${sql.join(
    entries.map(([, column]) => column),
    sql`, `,
  )})`;
  const decodeRow = (values: unknown[]): T => {
    const row: Record<string, unknown> = {};
    for (let index = 0; index < entries.length; index++) {
      const [key, column] = entries[index]!;
      const value = values[index];
      row[key] = value === null ? null : column.mapFromDriverValue(value);
    }
    return row as T;
  };
  return {
    list: (from, order) => sql`coalesce((select json_agg(${array} order by ${order}) ${from}), '[]'::json)`,
    // Both drivers hand a json column over parsed (node-postgres's and PGlite's own type parsers).
    decode: (value) => (value as unknown[][]).map(decodeRow),
  };
}
