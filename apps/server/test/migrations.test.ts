import { sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client.ts';
import { migrate, readMigrations } from '../src/db/migrate.ts';
import { schema } from '../src/db/schema.ts';
import { fileApp, openTestDatabase, storeName } from './support/app.ts';

// The SQL migrations are the source of truth; the drizzle schema must mirror them.

const t = fileApp(openTestDatabase);

describe(`migrate (${storeName})`, () => {
  it('applies every migration once, and nothing on a second run', async () => {
    const names = readMigrations().map((migration) => migration.name);
    expect(names.length).toBeGreaterThan(0);
    expect(await migrate(t.database.db)).toEqual(names);
    expect(await migrate(t.database.db)).toEqual([]);
    const recorded = rowsOf<{ name: string }>(
      await t.database.db.execute(sql`select name from schema_migrations order by name`),
    );
    expect(recorded.map((row) => row.name)).toEqual(names);
  });

  it('creates exactly the tables and columns of src/db/schema.ts: names, types, nullability, defaults', async () => {
    const rows = rowsOf<{
      table_name: string;
      column_name: string;
      type: string;
      not_null: boolean;
      has_default: boolean;
    }>(
      await t.database.db.execute(sql`
        select c.relname as table_name, a.attname as column_name,
               format_type(a.atttypid, a.atttypmod) as type, a.attnotnull as not_null,
               (ad.adbin is not null or a.attidentity <> '') as has_default
        from pg_attribute a
        join pg_class c on c.oid = a.attrelid
        join pg_namespace n on n.oid = c.relnamespace
        left join pg_attrdef ad on ad.adrelid = a.attrelid and ad.adnum = a.attnum
        where n.nspname = 'public' and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped`),
    );
    const actual = new Map(rows.map((row) => [`${row.table_name}.${row.column_name}`, row]));
    const tables = (Object.values(schema) as PgTable[]).map((table) => getTableConfig(table));
    // Every table of the database is in the schema (the runner's own bookkeeping aside)...
    const dbTables = [...new Set(rows.map((row) => row.table_name))].filter((n) => n !== 'schema_migrations');
    expect(dbTables.sort()).toEqual(tables.map((config) => config.name).sort());
    for (const config of tables) {
      for (const column of config.columns) {
        const key = `${config.name}.${column.name}`;
        const found = actual.get(key);
        expect(found, `column ${key} missing in the migrated database`).toBeDefined();
        expect(found?.type, `type of ${key}`).toBe(column.getSQLType());
        expect(Boolean(found?.not_null), `nullability of ${key}`).toBe(column.notNull);
        expect(Boolean(found?.has_default), `whether ${key} has a default`).toBe(
          column.hasDefault || column.generatedIdentity !== undefined,
        );
      }
      // ...and the database has no column of these tables the schema forgot.
      const dbColumns = rows.filter((row) => row.table_name === config.name).map((row) => row.column_name);
      expect(dbColumns.sort(), `columns of ${config.name}`).toEqual(config.columns.map((c) => c.name).sort());
    }
  });
});
