import { readdirSync, readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from './client.ts';

const migrationsDir = new URL('./migrations/', import.meta.url);
// Any fixed number: several processes starting together on one PostgreSQL take turns.
const MIGRATION_LOCK = 7_246_311;

export interface Migration {
  name: string;
  statements: string[];
}

export function readMigrations(): Migration[] {
  return readdirSync(migrationsDir)
    .filter((file) => file.endsWith('.sql'))
    .sort()
    .map((file) => ({
      name: file.replace(/\.sql$/, ''),
      statements: readFileSync(new URL(file, migrationsDir), 'utf8')
        .split('--> statement-breakpoint')
        .map((statement) => statement.trim())
        .filter(Boolean),
    }));
}

/** Applies pending migrations in one transaction, the same files on PGlite and PostgreSQL. */
export async function migrate(db: Db): Promise<string[]> {
  const applied: string[] = [];
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK})`);
    await tx.execute(
      sql`create table if not exists schema_migrations (name text primary key, applied_at timestamptz not null default now())`,
    );
    const done = rowsOf<{ name: string }>(await tx.execute(sql`select name from schema_migrations`));
    const doneNames = new Set(done.map((row) => row.name));
    for (const migration of readMigrations()) {
      if (doneNames.has(migration.name)) continue;
      for (const statement of migration.statements) await tx.execute(sql.raw(statement));
      await tx.execute(sql`insert into schema_migrations (name) values (${migration.name})`);
      applied.push(migration.name);
    }
  });
  return applied;
}
