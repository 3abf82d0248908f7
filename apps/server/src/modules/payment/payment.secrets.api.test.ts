import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDatabase, repoRoot, storeName, tempDir } from '../../../test/support/app.ts';
import { type Diner, storedDiner } from '../../../test/support/diners.ts';
import { customShare, newPurchase } from '../../../test/support/payments.ts';
import { demoVenuesDir } from '../../db/bootstrap.ts';
import { type Database, openDatabase, rowsOf } from '../../db/client.ts';
import { migrate } from '../../db/migrate.ts';
import { importVenues } from '../venue/venue.import.ts';

// The card never reaches us (docs/payments.md#the-card-never-reaches-us): card numbers and CVCs never reach our database, logs or error reports. The real
// server runs as a child process logging everything (trace); card payments of every kind go
// through it over HTTP; then every text and jsonb column of every table, and the whole log, are
// searched for the numbers.

const serverPath = join(repoRoot, 'apps/server/src/server.ts');
const CARDS = ['4242424242424242', '4000000000003220', '4000000000000002', '4000000000000119'];
const REFUSED = ['4242424242424241', '4000000000000069'];
const CVC = '739';
const spaced = (n: string) => n.replace(/(\d{4})(?=\d)/g, '$1 ');

let child: ChildProcess | undefined;
const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** A store with the demo venues and one purchase to pay, for the child server. */
async function prepareStore(): Promise<{
  env: Record<string, string>;
  purchaseId: string;
  /** The purchase's owner: only its diners may pay it. */
  diner: Diner;
  reopen: () => Promise<Database>;
}> {
  const dir = tempDir('sf-secrets-');
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  if (storeName === 'postgres') {
    const target = await openTestDatabase();
    cleanups.push(() => target.close());
    await migrate(target.database.db);
    await importVenues(target.database.db, demoVenuesDir);
    const diner = await storedDiner(target.database.db);
    const purchase = await newPurchase({ database: target.database } as never, {
      total: 900_000,
      owner: diner,
    });
    return {
      env: { DATABASE_URL: target.databaseUrl!, DATA_DIR: join(dir, 'data') },
      purchaseId: purchase.id,
      diner,
      reopen: async () => target.database,
    };
  }
  const dataDir = join(dir, 'data');
  const database = await openDatabase({ dataDir });
  await migrate(database.db);
  await importVenues(database.db, demoVenuesDir);
  const diner = await storedDiner(database.db);
  const purchase = await newPurchase({ database } as never, { total: 900_000, owner: diner });
  await database.close();
  return {
    env: { DATA_DIR: dataDir },
    purchaseId: purchase.id,
    diner,
    reopen: async () => {
      const reopened = await openDatabase({ dataDir });
      cleanups.push(() => reopened.close());
      return reopened;
    },
  };
}

function startServer(env: Record<string, string>) {
  const output = { text: '' };
  child = spawn(process.execPath, [serverPath], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'trace',
      DEFAULT_INSTANCE: 'la-brasa',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk: Buffer) => (output.text += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output.text += chunk.toString()));
  const exited = new Promise<void>((resolve) => child!.once('exit', () => resolve()));
  const port = new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not ready:\n${output.text.slice(-2000)}`)), 60_000);
    const check = () => {
      const match = /storefront ready on http:\/\/localhost:(\d+)/.exec(output.text);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    };
    child!.stdout!.on('data', check);
    void exited.then(() => reject(new Error(`exited:\n${output.text.slice(-2000)}`)));
  });
  return { output, port, exited };
}

describe(`card data never stored or logged (${storeName})`, () => {
  it('keeps only token, brand and last four after card payments of every outcome', {
    timeout: 180_000,
  }, async () => {
    const store = await prepareStore();
    const server = startServer(store.env);
    const base = `http://127.0.0.1:${await server.port}`;
    const json = async (path: string, init: RequestInit = {}) => {
      const res = await fetch(base + path, {
        ...init,
        headers: { 'content-type': 'application/json', lang: 'es', ...(init.headers ?? {}) },
      });
      return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, unknown> };
    };
    const headers = { profileid: store.diner.id, token: store.diner.token };
    const card = (number: string) => ({
      holder_name: 'Ana Gómez',
      number,
      cvc: CVC,
      exp_month: 12,
      exp_year: new Date().getUTCFullYear() + 2,
      holder_id: '1020304050',
    });

    let paid = 0;
    for (const [index, number] of CARDS.entries()) {
      const token = await json('/sandbox/cards/tokens', {
        method: 'POST',
        body: JSON.stringify(card(index % 2 ? number : spaced(number))),
      });
      expect(token.status, JSON.stringify(token.body)).toBe(201);
      const payment = await json('/payments.json', {
        method: 'POST',
        headers: { ...headers, 'idempotency-key': `secrets-${index}-${Date.now()}` },
        body: JSON.stringify(customShare(store.purchaseId, 'card', 10_000, { card_token: token.body.id })),
      });
      expect(payment.status).toBe(201);
      paid++;
      if (typeof payment.body.redirect_url === 'string') {
        const answer = await fetch(`${base}${payment.body.redirect_url}/approve`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: '',
          redirect: 'manual',
        });
        expect(answer.status).toBe(303);
        const back = await fetch(new URL(answer.headers.get('location')!, base), { redirect: 'manual' });
        expect(back.status).toBe(303);
      }
    }
    expect(paid).toBe(CARDS.length);
    // Refusals and malformed requests take other paths through the error handler.
    for (const number of REFUSED) {
      expect(
        (await json('/sandbox/cards/tokens', { method: 'POST', body: JSON.stringify(card(number)) })).status,
      ).toBe(422);
    }
    const malformed = await json('/sandbox/cards/tokens', {
      method: 'POST',
      body: JSON.stringify({ ...card(CARDS[0]!), number: Number(CARDS[0]), cvc: Number(CVC) }),
    });
    expect(malformed.status).toBe(400);
    const broken = await fetch(`${base}/sandbox/cards/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: `{"number": "${CARDS[0]}", "cvc": "${CVC}",`,
    });
    expect(broken.status).toBe(400);

    child!.kill('SIGTERM');
    await server.exited;
    const logs = server.output.text;
    expect(logs).toContain('"url":"/sandbox/cards/tokens"');
    expect(logs).toContain('payment webhook');

    const needles = [...CARDS, ...REFUSED, ...CARDS.map(spaced)];
    for (const needle of needles) expect(logs.includes(needle), `log holds ${needle}`).toBe(false);
    expect(/cvc/i.test(logs), 'log names a CVC').toBe(false);
    expect(logs.includes(`"${CVC}"`) || logs.includes(`:${CVC},`), 'log holds the CVC').toBe(false);

    const database = await store.reopen();
    const columns = rowsOf<{ table_name: string; column_name: string }>(
      await database.db.execute(sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and data_type in ('text', 'jsonb', 'json', 'character varying')`),
    );
    expect(columns.length).toBeGreaterThan(50);
    const found: string[] = [];
    for (const { table_name, column_name } of columns) {
      for (const needle of needles) {
        const [row] = rowsOf<{ n: number }>(
          await database.db.execute(
            sql`select count(*)::int as n from ${sql.identifier(table_name)} where ${sql.identifier(column_name)}::text like ${`%${needle}%`}`,
          ),
        );
        if (Number(row?.n) > 0) found.push(`${table_name}.${column_name}: ${needle}`);
      }
    }
    expect(found).toEqual([]);
    // What is kept: a token, the brand and the last four digits.
    const kept = rowsOf<{ card_token: string; card_brand: string; card_last4: string }>(
      await database.db.execute(
        sql`select card_token, card_brand, card_last4 from payments order by created_at`,
      ),
    );
    expect(kept.map((row) => row.card_last4)).toEqual(['4242', '3220', '0002', '0119']);
    expect(kept.every((row) => row.card_token.startsWith('tok_') && row.card_brand === 'visa')).toBe(true);
  });
});
