import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { prepareDatabase } from '../src/db/bootstrap.ts';
import { type Db, openDatabase, rowsOf } from '../src/db/client.ts';
import {
  refreshPlannerStatistics,
  STATISTICS_DUE_ROWS,
  tablesDueForStatistics,
  takePlannerStatistics,
} from '../src/db/planner-statistics.ts';
import { createTestApp, openTestDatabase } from './support/app.ts';

// The statistics the planner chooses plans by (docs/decisions/071-stock-rows-read-by-their-key.md,
// 072-planner-statistics-kept-fresh.md). A table never analyzed has reltuples -1.

describe('takePlannerStatistics', () => {
  it('takes the statistics of every table when a PGlite store is prepared', async () => {
    const logged: string[] = [];
    const database = await prepareDatabase(loadConfig({ DATA_DIR: 'memory://', SEED_DEMO: 'false' }), (msg) =>
      logged.push(msg),
    );
    try {
      const tables = rowsOf<{ relname: string; reltuples: number }>(
        await database.db.execute(sql`select c.relname, c.reltuples from pg_class c
          join pg_namespace n on n.oid = c.relnamespace
          where n.nspname = 'public' and c.relkind = 'r' order by c.relname`),
      );
      expect(tables.map((t) => t.relname)).toContain('supplier_products');
      expect(tables.filter((t) => Number(t.reltuples) < 0)).toEqual([]);
      expect(logged).toContain('planner statistics taken');
    } finally {
      await database.close();
    }
  });
});

describe('pgliteSettings', () => {
  it('samples 3,000 rows a table in an ANALYZE on PGlite (default_statistics_target 10)', async () => {
    const database = await openDatabase({ dataDir: 'memory://' });
    try {
      const [row] = rowsOf<{ default_statistics_target: string }>(
        await database.db.execute(sql`show default_statistics_target`),
      );
      expect(row!.default_statistics_target).toBe('10');
    } finally {
      await database.close();
    }
  });
});

/** Writes `count` take-away purchases of La Brasa's Chapinero straight into the table. */
async function writePurchases(db: Db, count: number, from = 0): Promise<void> {
  await db.execute(sql`insert into purchases (instance_id, supplier_id, bck_purchase_id, service, currency)
    select s.instance_id, s.id, 'probe-' || g, 'take_away', 'COP'
    from suppliers s join instances i on i.id = s.instance_id, generate_series(${from + 1}::int, ${from + count}::int) g
    where i.slug = 'la-brasa' and s.slug = 'chapinero'`);
}

type TableStatistics = Map<string, { mods: number; analyzedAt: string | null }>;

/** The written statistics of the store's tables (pg_stat_user_tables), by name. */
async function statisticsOf(db: Db): Promise<TableStatistics> {
  const rows = rowsOf<{ relname: string; mods: number; analyzed_at: string | null }>(
    await db.execute(sql`select relname, n_mod_since_analyze::int as mods, last_analyze::text as analyzed_at
      from pg_stat_user_tables where schemaname = current_schema()`),
  );
  return new Map(rows.map((row) => [row.relname, { mods: Number(row.mods), analyzedAt: row.analyzed_at }]));
}

/** Waits until `ready` holds of the store's statistics, which a backend sends on within a second
 * or so of its commit. */
async function statisticsWhen(db: Db, ready: (tables: TableStatistics) => boolean): Promise<void> {
  for (let attempt = 0; attempt < 150; attempt++) {
    if (ready(await statisticsOf(db))) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error('the store never showed the statistics waited for');
}

/** The plan of the check PostgreSQL runs for a foreign key to purchases (instance_id, id) — the
 * order's items and payment — as a reused (generic) plan on one connection. */
async function foreignKeyCheckPlan(db: Db, prepare: boolean): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
    if (prepare)
      await tx.execute(sql`prepare fk_check(int, uuid) as
        select 1 from only purchases x where instance_id = $1 and id = $2 for key share of x`);
    const rows = rowsOf<{ 'QUERY PLAN': string }>(
      await tx.execute(sql`explain execute fk_check(1, '00000000-0000-0000-0000-000000000000')`),
    );
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

describe('refreshPlannerStatistics', () => {
  it('takes the statistics of the tables written past autovacuum’s rule, and of no other', async () => {
    const store = await openTestDatabase({ seeded: true });
    const { db } = store.database;
    try {
      await takePlannerStatistics(db);
      // the rule on an empty table: more than 50 rows written
      await writePurchases(db, STATISTICS_DUE_ROWS.threshold);
      await statisticsWhen(db, (tables) => tables.get('purchases')?.mods === STATISTICS_DUE_ROWS.threshold);
      expect(await tablesDueForStatistics(db)).not.toContain('purchases');
      await writePurchases(db, 1, STATISTICS_DUE_ROWS.threshold);
      await statisticsWhen(
        db,
        (tables) => (tables.get('purchases')?.mods ?? 0) > STATISTICS_DUE_ROWS.threshold,
      );
      expect(await tablesDueForStatistics(db)).toEqual(['purchases']);

      expect(await refreshPlannerStatistics(db)).toEqual(['purchases']);
      const [purchases] = rowsOf<{ reltuples: number }>(
        await db.execute(sql`select reltuples from pg_class where relname = 'purchases'`),
      );
      expect(Number(purchases!.reltuples)).toBe(STATISTICS_DUE_ROWS.threshold + 1);
      expect(await tablesDueForStatistics(db)).toEqual([]);
      expect(await refreshPlannerStatistics(db)).toEqual([]);
    } finally {
      await store.close();
    }
  });

  it('makes a foreign key check planned on an empty purchases table read the purchase by its key once the table has grown', async () => {
    const store = await openTestDatabase({ seeded: true });
    const { db } = store.database;
    try {
      // autovacuum (PostgreSQL) must not take them in between: this test is about who else does
      await db.execute(sql`alter table purchases set (autovacuum_enabled = false)`);
      await takePlannerStatistics(db);
      const empty = await foreignKeyCheckPlan(db, true);
      expect(empty).not.toMatch(/Index Cond: .*\bid = \$2/);

      await writePurchases(db, 3_000);
      // the plan kept for reuse still reads the venue's purchases as if there were none
      expect(await foreignKeyCheckPlan(db, false)).toBe(empty);

      await statisticsWhen(db, (tables) => (tables.get('purchases')?.mods ?? 0) >= 3_000);
      expect(await refreshPlannerStatistics(db)).toContain('purchases');
      expect(await foreignKeyCheckPlan(db, false)).toMatch(/Index Cond: .*\bid = \$2/);
    } finally {
      await store.close();
    }
  });

  it('analyzes each due table in a statement of its own, so what waits for the store goes in between', async () => {
    const store = await openTestDatabase({ seeded: true });
    const { db, statements } = store.database;
    try {
      await db.execute(sql`alter table purchases set (autovacuum_enabled = false)`);
      await db.execute(sql`alter table domain_events set (autovacuum_enabled = false)`);
      await takePlannerStatistics(db);
      await writePurchases(db, 200);
      await db.execute(sql`insert into domain_events (instance_id, topic, payload)
        select i.id, 'probe', '{}'::jsonb from instances i, generate_series(1, 200) g where i.slug = 'la-brasa'`);
      await statisticsWhen(
        db,
        (tables) =>
          (tables.get('purchases')?.mods ?? 0) >= 200 && (tables.get('domain_events')?.mods ?? 0) >= 200,
      );
      const due = await tablesDueForStatistics(db);
      expect(due).toEqual(expect.arrayContaining(['domain_events', 'purchases']));
      const before = statements.count;
      expect(await refreshPlannerStatistics(db)).toEqual(due);
      // the look, then one ANALYZE a table
      expect(statements.count - before).toBe(1 + due.length);
      expect(await tablesDueForStatistics(db)).toEqual([]);
    } finally {
      await store.close();
    }
  });

  it('runs every PLANNER_STATISTICS_SECONDS in the server', async () => {
    const t = await createTestApp({ PLANNER_STATISTICS_SECONDS: '1' });
    try {
      const { db } = t.database;
      await db.execute(sql`alter table purchases set (autovacuum_enabled = false)`);
      const before = (await statisticsOf(db)).get('purchases')?.analyzedAt;
      await writePurchases(db, 200);
      // ANALYZE run by hand (ours) sets last_analyze; autovacuum's sets last_autoanalyze
      await statisticsWhen(db, (tables) => {
        const after = tables.get('purchases')?.analyzedAt;
        return after != null && after !== before;
      });
      expect(await tablesDueForStatistics(db)).not.toContain('purchases');
    } finally {
      await t.close();
    }
  });
});
