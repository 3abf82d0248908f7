import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { audit, type OperatorRow } from './platform.repository.ts';

// A venue's export (docs/decisions/123-platform-console.md): every row of every table that holds the
// venue's `instance_id`, as JSON, for the venue to take elsewhere or to keep before its removal.
// What only opens a door is left out: sessions, tokens, invitations, sign-in attempts, idempotency
// records, and the gateway's sealed keys and staff password hashes (columns).

const LEFT_OUT_TABLES = /session|token|invitation|pairing|failures|idempotency|rate_limit/;
const LEFT_OUT_COLUMNS = new Set(['password_hash', 'webhook_secret', 'credentials', 'token_hash']);

export interface VenueExport {
  venue: string;
  exported_at: string;
  tables: Record<string, Record<string, unknown>[]>;
}

export async function exportVenue(
  db: Db,
  operator: OperatorRow,
  venue: { id: number; slug: string },
  now: Date,
): Promise<VenueExport> {
  const names = rowsOf<{ table_name: string }>(
    await db.execute(
      sql`select table_name from information_schema.columns
          where table_schema = 'public' and column_name = 'instance_id' order by table_name`,
    ),
  )
    .map((row) => row.table_name)
    .filter((name) => !LEFT_OUT_TABLES.test(name));
  const tables: VenueExport['tables'] = {
    instances: rowsOf<Record<string, unknown>>(
      await db.execute(sql`select * from instances where id = ${venue.id}`),
    ),
  };
  for (const name of names) {
    const rows = rowsOf<Record<string, unknown>>(
      await db.execute(sql`select * from ${sql.identifier(name)} where instance_id = ${venue.id}`),
    );
    tables[name] = rows.map((row) =>
      Object.fromEntries(
        Object.entries(row)
          .filter(([column]) => !LEFT_OUT_COLUMNS.has(column))
          .map(([column, value]) => [
            column,
            value instanceof Uint8Array ? Buffer.from(value).toString('base64') : value,
          ]),
      ),
    );
  }
  await audit(db, { operatorId: operator.id, action: 'export', venueSlug: venue.slug });
  return { venue: venue.slug, exported_at: now.toISOString(), tables };
}
