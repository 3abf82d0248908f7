import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, readAll, rowsOf } from '../src/db/client.ts';
import { openTestDatabase, storeName, type TestDatabase } from './support/app.ts';

// readAll: reads that do not depend on each other run together on the pool and one after another
// inside a transaction, whose one connection runs one statement at a time.

let test: TestDatabase;

beforeAll(async () => {
  test = await openTestDatabase();
});
afterAll(() => test.close());

/** Three reads that note when each starts and ends, and answer their own number. */
function numberedReads(db: Db, log: string[]) {
  const read = (n: number) => async () => {
    log.push(`start ${n}`);
    const [row] = rowsOf<{ n: number }>(await db.execute(sql`select ${n}::int as n`));
    log.push(`end ${n}`);
    return row?.n;
  };
  return [read(1), read(2), read(3)] as const;
}

describe(`readAll (${storeName})`, () => {
  it('starts every read before the first answer arrives on the pool', async () => {
    const log: string[] = [];
    const answers = await readAll(test.database.db, numberedReads(test.database.db, log));
    expect(answers).toEqual([1, 2, 3]);
    expect(log.slice(0, 3)).toEqual(['start 1', 'start 2', 'start 3']);
  });

  it('runs the reads one after another inside a transaction, answers in order', async () => {
    const log: string[] = [];
    const answers = await test.database.db.transaction((tx) => readAll(tx, numberedReads(tx, log)));
    expect(answers).toEqual([1, 2, 3]);
    expect(log).toEqual(['start 1', 'end 1', 'start 2', 'end 2', 'start 3', 'end 3']);
  });

  it('fails with the first failing read and does not start the ones after it in a transaction', async () => {
    const log: string[] = [];
    const failing = test.database.db.transaction((tx) =>
      readAll(tx, [
        () => tx.execute(sql`select 1`),
        async () => {
          log.push('second');
          return tx.execute(sql`select * from no_such_table`);
        },
        async () => {
          log.push('third');
          return 3;
        },
      ]),
    );
    await expect(failing).rejects.toThrow();
    expect(log).toEqual(['second']);
  });
});
