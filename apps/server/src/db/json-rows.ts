import { type Column, type SQL, sql } from 'drizzle-orm';

// Rows of one table sent as a single value of another statement: a JSON array of arrays of their
// columns, decoded by each column's own decoder as Drizzle decodes a row (a timestamp into a Date,
// a json value as it is). A table call answers with its items, members and payments, read in one
// statement this way (docs/decisions/058-a-table-read-in-one-statement.md).
//
// The JSON is written as text by concatenation, each column in the JSON form of its type, rather
// than by `json_agg(json_build_array(…))`: PostgreSQL's JSON builders look up how to write each
// argument's type again for every value, and on PGlite that was most of what a long table's read
// cost (docs/decisions/081-a-table-read-written-as-text.md).

export interface JsonRows<T> {
  /** The JSON text of an array with one array of `<columns>` per row of `from` (its `from …
   * where …`), in `order`; `[]` when there is none. The columns stay inside SQL of their own (the
   * row, `from`, `order`), which Drizzle renders qualified with their table's name; it leaves bare
   * the columns written straight into a select field of a select from one table. */
  list(from: SQL, order: SQL): SQL;
  /** The rows of what `list` sent: each array made an object by the columns' decoders. */
  decode(value: unknown): T[];
}

/** Types whose text is already their JSON: json and jsonb as stored, numbers and booleans as
 * PostgreSQL writes them. */
const TEXT_IS_JSON = new Set(['json', 'jsonb', 'integer', 'bigint', 'smallint', 'boolean']);

/** A column's value as JSON text, or `null`: a uuid quoted (its text needs no escaping), anything
 * else through `to_json`, which escapes text and writes a timestamp as `json_build_array` did. */
function jsonValueSql(column: Column): SQL {
  const type = column.getSQLType();
  if (TEXT_IS_JSON.has(type)) return sql`coalesce(${column}::text, 'null')`;
  if (type === 'uuid') return sql`coalesce('"' || ${column}::text || '"', 'null')`;
  return sql`coalesce(to_json(${column})::text, 'null')`;
}

/** A list of rows sent with `columns`, each under the key the rows have it under. */
export function jsonRows<T>(columns: Record<string, Column>): JsonRows<T> {
  const entries = Object.entries(columns);
  const row = sql`'[' || ${sql.join(
    entries.map(([, column]) => jsonValueSql(column)),
    sql` || ',' || `,
  )} || ']'`;
  const decodeRow = (values: unknown[]): T => {
    const decoded: Record<string, unknown> = {};
    for (let index = 0; index < entries.length; index++) {
      const [key, column] = entries[index]!;
      const value = values[index];
      decoded[key] = value === null ? null : column.mapFromDriverValue(value);
    }
    return decoded as T;
  };
  return {
    list: (from, order) =>
      sql`'[' || coalesce((select string_agg(${row}, ',' order by ${order}) ${from}), '') || ']'`,
    // text: both drivers hand it over as it is
    decode: (value) => (JSON.parse(value as string) as unknown[][]).map(decodeRow),
  };
}
