import { Column, getTableName, is, SQL } from 'drizzle-orm';

// Rows of a statement built once (prebuilt.ts) made into objects by a mapper worked out once
// (docs/decisions/050-rows-mapped-by-a-mapper-built-once.md). Drizzle's `mapResultRow` works out,
// for every column of every row, which decoder the column has (`is()` walking class chains) and
// walks its path with an iterator; a table order reads about a hundred items of twenty columns on
// every call. This does the same mapping with those answers taken once per statement.

/** A selected field as Drizzle's prepared query lists it (drizzle-orm/utils `orderSelectedFields`). */
export interface SelectedField {
  path: string[];
  field: unknown;
}

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

interface MappedColumn {
  /** The objects above the value, outermost first (`['item']` for `item.name`). */
  parents: string[];
  key: string;
  decoder: Decoder;
  /** A column of a joined table's object (`{ profile: profiles }`): its table's name, else null. */
  joinedTable: string | null;
}

/** The decoder Drizzle's `mapResultRow` gives a field, or null for a kind it is not given here. */
function decoderOf(field: unknown): Decoder | null {
  if (is(field, Column)) return field;
  // `decoder` is internal to Drizzle's SQL (row-mapper.api.test.ts reads rows through it)
  if (is(field, SQL)) return (field as unknown as { decoder: Decoder }).decoder;
  if (is(field, SQL.Aliased)) return (field.sql as unknown as { decoder: Decoder }).decoder;
  return null;
}

/**
 * A mapper of a statement's rows (arrays, in the order of `fields`) into objects, the same as
 * Drizzle's own `mapResultRow(fields, row, joinsNotNullableMap)`: each value decoded by its column
 * (a timestamp into a Date), nested by its path, and the object of a left-joined table set to null
 * when all its columns are. Undefined for a field of another kind (a subquery), which Drizzle maps.
 */
export function rowMapper(
  fields: SelectedField[],
  joinsNotNullableMap: Record<string, boolean> | undefined,
): ((rows: unknown[][]) => Record<string, unknown>[]) | undefined {
  const columns: MappedColumn[] = [];
  for (const { path, field } of fields) {
    const decoder = decoderOf(field);
    if (!decoder || path.length === 0) return undefined;
    columns.push({
      parents: path.slice(0, -1),
      key: path.at(-1)!,
      decoder,
      joinedTable:
        joinsNotNullableMap && is(field, Column) && path.length === 2 ? getTableName(field.table) : null,
    });
  }
  const mapRow = (row: unknown[]): Record<string, unknown> => {
    const result: Record<string, unknown> = {};
    // object name -> its table while every column seen so far is null, false once one is not
    let nullable: Record<string, string | false> | undefined;
    for (let index = 0; index < columns.length; index++) {
      const column = columns[index]!;
      let node = result;
      for (const parent of column.parents) {
        node[parent] ??= {};
        node = node[parent] as Record<string, unknown>;
      }
      const raw = row[index];
      const value = raw === null ? null : column.decoder.mapFromDriverValue(raw);
      node[column.key] = value;
      if (column.joinedTable !== null) {
        nullable ??= {};
        const object = column.parents[0]!;
        const seen = nullable[object];
        if (seen === undefined) nullable[object] = value === null ? column.joinedTable : false;
        else if (typeof seen === 'string' && seen !== column.joinedTable) nullable[object] = false;
      }
    }
    if (nullable && joinsNotNullableMap) {
      for (const [object, table] of Object.entries(nullable))
        if (typeof table === 'string' && !joinsNotNullableMap[table]) result[object] = null;
    }
    return result;
  };
  return (rows) => rows.map(mapRow);
}
