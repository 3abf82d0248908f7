import { sql } from 'drizzle-orm';
import { getTableConfig, type PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client.ts';
import { migrate, readMigrations } from '../src/db/migrate.ts';
import { schema } from '../src/db/schema.ts';
import { openTestDatabase, storeName, type TestDatabase } from './helpers.ts';

// The SQL migrations are the source of truth; the drizzle schema must mirror them.

let t: TestDatabase;
beforeAll(async () => {
  t = await openTestDatabase();
});
afterAll(async () => {
  await t?.close();
});

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

  it('creates every table and column of src/db/schema.ts, with the same nullability', async () => {
    const rows = rowsOf<{ table_name: string; column_name: string; is_nullable: 'YES' | 'NO' }>(
      await t.database.db.execute(
        sql`select table_name, column_name, is_nullable from information_schema.columns where table_schema = 'public'`,
      ),
    );
    const actual = new Map(
      rows.map((row) => [`${row.table_name}.${row.column_name}`, row.is_nullable === 'NO']),
    );
    for (const table of Object.values(schema) as PgTable[]) {
      const config = getTableConfig(table);
      expect(
        rows.some((row) => row.table_name === config.name),
        `table ${config.name}`,
      ).toBe(true);
      for (const column of config.columns) {
        const key = `${config.name}.${column.name}`;
        expect(actual.has(key), `column ${key} missing in the migrated database`).toBe(true);
        expect(actual.get(key), `nullability of ${key}`).toBe(column.notNull);
      }
      // ...and the database has no column of these tables the schema forgot.
      const dbColumns = rows.filter((row) => row.table_name === config.name).map((row) => row.column_name);
      expect(dbColumns.sort(), `columns of ${config.name}`).toEqual(config.columns.map((c) => c.name).sort());
    }
  });
});
