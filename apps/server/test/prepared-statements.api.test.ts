import { randomUUID } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, rowsOf } from '../src/db/client.ts';
import { PreparedPglite, PreparedTexts, statementName } from '../src/db/prepared-statements.ts';
import { openTestDatabase, storeName, type TestDatabase } from './support/app.ts';

// docs/decisions/037-prepared-statements.md: every parameterized statement is prepared once per
// connection, answers exactly what an unprepared one would, and fails the same way.

let test: TestDatabase;
let database: Database;

beforeAll(async () => {
  test = await openTestDatabase();
  database = test.database;
  await database.db.execute(sql`create table prepared_probe (id int primary key, note text not null)`);
});
afterAll(() => test.close());

/** The texts the connection of `tx` has prepared that contain `marker`. */
async function preparedWith(tx: Database['db'], marker: string): Promise<string[]> {
  const rows = rowsOf<{ name: string; statement: string }>(
    await tx.execute(sql.raw('select name, statement from pg_prepared_statements')),
  );
  return rows.filter((row) => row.statement.includes(marker)).map((row) => row.name);
}

describe(`prepared statements (${storeName})`, () => {
  it('prepares a parameterized statement once per connection, named by its text', async () => {
    const marker = `probe_${randomUUID().slice(0, 8)}`;
    const text = `select $1::int + 1 as ${marker}`;
    const plusOne = (n: number) =>
      sql.join([sql.raw('select '), sql`${n}`, sql.raw(`::int + 1 as ${marker}`)]);
    await database.db.transaction(async (tx) => {
      for (const n of [1, 2, 41]) {
        const rows = rowsOf<Record<string, number>>(await tx.execute(plusOne(n)));
        expect(rows).toEqual([{ [marker]: n + 1 }]);
      }
      // the connection the transaction holds has the text prepared once, under its name
      expect(await preparedWith(tx, `as ${marker}`)).toEqual([statementName(text)]);
    });
  });

  it('answers the same values as an unprepared statement, type by type', async () => {
    const at = new Date('2026-03-02T18:00:00.000Z');
    const params = sql`select ${7}::int as n, ${'año'}::text as t, ${'{1,2,3}'}::int[] as a,
      ${JSON.stringify({ k: [1, 'x'] })}::jsonb as j, ${true}::boolean as b, ${null}::text as z,
      ${at.toISOString()}::timestamptz as at`;
    const prepared = rowsOf(await database.db.execute(params));
    const plain = rowsOf(
      await database.db.execute(
        sql.raw(`select 7::int as n, 'año'::text as t, '{1,2,3}'::int[] as a,
          '{"k":[1,"x"]}'::jsonb as j, true as b, null::text as z,
          '${at.toISOString()}'::timestamptz as at`),
      ),
    );
    expect(prepared).toEqual(plain);
    expect(prepared[0]).toMatchObject({ n: 7, t: 'año', a: [1, 2, 3], j: { k: [1, 'x'] }, b: true, z: null });
  });

  it('fails a prepared statement with the database error and leaves the connection usable', async () => {
    const id = Math.floor(Math.random() * 1_000_000);
    const insert = (note: string) => sql`insert into prepared_probe (id, note) values (${id}, ${note})`;
    await database.db.execute(insert('first'));
    const failure = await database.db
      .transaction((tx) => tx.execute(insert('again')))
      .catch((error) => error);
    const cause = (failure as { cause?: { code?: string } }).cause ?? failure;
    expect((cause as { code?: string }).code).toBe('23505');
    const rows = rowsOf(await database.db.execute(sql`select note from prepared_probe where id = ${id}`));
    expect(rows).toEqual([{ note: 'first' }]);
  });

  it('rolls back what a prepared statement wrote in a failed transaction', async () => {
    const id = Math.floor(Math.random() * 1_000_000) + 1_000_000;
    await database.db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into prepared_probe (id, note) values (${id}, ${'kept?'})`);
        throw new Error('undo');
      })
      .catch(() => {});
    expect(rowsOf(await database.db.execute(sql`select id from prepared_probe where id = ${id}`))).toEqual(
      [],
    );
  });
});

describe('the prepared texts of a connection', () => {
  it('displaces the least recently used text when full', () => {
    const texts = new PreparedTexts<string>(2);
    expect(texts.add('a', 'A')).toBeUndefined();
    expect(texts.add('b', 'B')).toBeUndefined();
    expect(texts.get('a')).toBe('A'); // a is now the most recent
    expect(texts.add('c', 'C')).toBe('B');
    expect(texts.get('b')).toBeUndefined();
    expect(texts.size).toBe(2);
  });

  it('closes the displaced statement in PGlite, so a connection holds at most its capacity', async () => {
    const client = await PGlite.create();
    try {
      const prepared = new PreparedPglite(client, 2);
      for (const n of [1, 2, 3, 4]) {
        const result = await prepared.query<{ v: number }>(`select $1::int * ${n} as v`, [10]);
        expect(result.rows).toEqual([{ v: 10 * n }]);
      }
      const held = await client.query<{ statement: string }>('select statement from pg_prepared_statements');
      expect(held.rows.map((row) => row.statement).sort()).toEqual([
        'select $1::int * 3 as v',
        'select $1::int * 4 as v',
      ]);
      // a displaced text is prepared again when it comes back
      expect((await prepared.query<{ v: number }>('select $1::int * 1 as v', [5])).rows).toEqual([{ v: 5 }]);
    } finally {
      await client.close();
    }
  });
});

// docs/decisions/080-pglite-takes-requests-in-turn.md: PGlite hands itself from one transaction to
// the next in a microtask; each waits for a turn of the event loop first, so what came meanwhile
// (a request read in that turn) takes its place in the queue instead of waiting for all of it.
describe('PGlite in turn', () => {
  it('lets the event loop take a turn before each transaction and each statement run on its own', async () => {
    const client = await PGlite.create();
    try {
      const prepared = new PreparedPglite(client);
      let turns = 0;
      const seen: number[] = [];
      const tick = () => {
        turns++;
        if (turns < 10) setImmediate(tick);
      };
      // three units queued at once: without a turn between them they all run before any immediate
      const units = [
        prepared.transaction(async (tx) => {
          seen.push(turns);
          await tx.query('select $1::int as v', [1]);
        }),
        prepared.query('select $1::int as v', [2]).then(() => seen.push(turns)),
        prepared.transaction(async (tx) => {
          seen.push(turns);
          await tx.query('select $1::int as v', [3]);
        }),
      ];
      setImmediate(tick);
      await Promise.all(units);
      expect(seen).toHaveLength(3);
      // each unit ran after at least one more turn of the loop than the one before it
      expect(seen[1]!).toBeGreaterThan(seen[0]!);
      expect(seen[2]!).toBeGreaterThan(seen[1]!);
    } finally {
      await client.close();
    }
  });
});
