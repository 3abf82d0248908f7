import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { prepareDatabase } from '../src/db/bootstrap.ts';
import { rowsOf } from '../src/db/client.ts';

// PGlite has no autovacuum: the start takes the statistics the planner chooses plans by
// (docs/decisions/071-stock-rows-read-by-their-key.md). A table never analyzed has reltuples -1.
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
