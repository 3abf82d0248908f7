import { and, eq, ne, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { type Db, rowsOf } from '../src/db/client.ts';
import { prebuiltSql } from '../src/db/prebuilt.ts';
import { payments, places, purchaseItems, purchases } from '../src/db/schema.ts';
import { venueRow, venueRowsInOrder } from '../src/lib/venue-rows.ts';
import { insertPayment } from '../src/modules/payment/payment.repository.ts';
import {
  createPurchase,
  findPurchase,
  ITEM_INSERTS_BUILT_ONCE,
  insertItems,
  listItemsOf,
  lockPurchase,
  type NewItem,
} from '../src/modules/purchase/purchase.repository.ts';
import { createTestApp, fileApp, fileValue, storeName } from './support/app.ts';
import { branchIds } from './support/delivery.ts';

// Statements built once (src/db/prebuilt.ts, docs/decisions/044-hot-statements-built-once.md) read
// parts of Drizzle's prepared queries that Drizzle does not document: this runs each kind (a read,
// a locking read, an insert with its returned row and a JSON column) on the store, on the pool and
// inside a transaction, so a Drizzle upgrade that changes those parts fails here.

const test = fileApp(createTestApp);
const ids = fileValue(() => branchIds(test.database.db, 'la-brasa', 'chapinero'));

const newPurchase = (details: Record<string, unknown>) => ({
  instanceId: ids.instanceId,
  supplierId: ids.supplierId,
  profileId: null,
  service: 'take_away' as const,
  currency: 'COP',
  status: 'on_hold' as const,
  details,
  scheduledFor: new Date('2026-11-27T20:00:00.000Z'),
  subtotal: 12_300,
  total: 12_300,
});

describe(`statements built once (${storeName})`, () => {
  it("runs on the transaction it is given: it sees the transaction's own rows, and they go with it", async () => {
    const details = { note: 'sin cebolla', lines: [1, 2], nested: { ok: true } };
    let id = '';
    const inside: unknown[] = [];
    const rolledBack = test.database.db.transaction(async (tx) => {
      id = (await createPurchase(tx as Db, newPurchase(details))).id;
      inside.push(await findPurchase(tx as Db, ids.instanceId, id));
      inside.push(await lockPurchase(tx as Db, ids.instanceId, id));
      // beside the transaction, on another connection, the row is not there yet (PGlite has one
      // connection: a read beside the transaction would wait for it)
      if (storeName === 'postgres') inside.push(await findPurchase(test.database.db, ids.instanceId, id));
      throw new Error('roll back');
    });
    await expect(rolledBack).rejects.toThrow('roll back');
    expect(inside[0]).toMatchObject({ id, details });
    expect(inside[1]).toMatchObject({ id, details });
    if (storeName === 'postgres') expect(inside[2]).toBeNull();
    expect(await findPurchase(test.database.db, ids.instanceId, id)).toBeNull();
  });

  it('inserts and reads a row with its columns mapped as Drizzle maps them, one statement each', async () => {
    const details = { note: 'sin cebolla', lines: [1, 2], nested: { ok: true } };
    const before = test.database.statements.count;
    const created = await createPurchase(test.database.db, newPurchase(details));
    const read = await findPurchase(test.database.db, ids.instanceId, created.id);
    expect(test.database.statements.count - before).toBe(2);
    expect(read).toEqual(created);
    expect(created).toMatchObject({
      instanceId: ids.instanceId,
      supplierId: ids.supplierId,
      status: 'on_hold',
      details,
      subtotal: 12_300,
      total: 12_300,
      subservice: null,
      tableId: null,
    });
    expect(created.scheduledFor).toEqual(new Date('2026-11-27T20:00:00.000Z'));
    expect(created.createdAt).toBeInstanceOf(Date);
    // what Drizzle's own query builder reads back is the same row
    const [plain] = await test.database.db.select().from(purchases).where(eq(purchases.id, created.id));
    expect(plain).toEqual(created);
    // a null where Drizzle's encoder would fail on a placeholder's null (a date)
    const unscheduled = await createPurchase(test.database.db, { ...newPurchase({}), scheduledFor: null });
    expect(unscheduled).toMatchObject({ scheduledFor: null, details: {} });
    // another venue's id answers nothing
    expect(await findPurchase(test.database.db, ids.instanceId + 1_000, created.id)).toBeNull();
  });

  // An order's items and its payment (docs/decisions/046-order-writes-built-once.md)
  const item = (line: number): NewItem => ({
    productId: `product-${line}`,
    name: { es: `Plato ${line}`, en: `Dish ${line}` },
    unitPrice: 1_000 + line,
    count: 1 + (line % 3),
    options: line % 2 ? { salsa: [`s${line}`] } : {},
    optionNames: line % 2 ? [{ es: `Salsa ${line}` }] : [],
    note: line % 2 ? null : `nota ${line}`,
    addedBy: null,
    ...(line === 1 ? { state: 'ordered' as const, round: 2 } : {}),
  });
  const storedItems = (purchaseId: string) =>
    test.database.db
      .select()
      .from(purchaseItems)
      .where(eq(purchaseItems.purchaseId, purchaseId))
      .orderBy(purchaseItems.createdAt, purchaseItems.id);

  it("inserts an order's lines in one statement, in their order, as Drizzle's builder would, and past the built-once counts too", async () => {
    for (const lines of [1, 3, ITEM_INSERTS_BUILT_ONCE + 1]) {
      const purchase = await createPurchase(test.database.db, newPurchase({}));
      const items = Array.from({ length: lines }, (_, line) => item(line));
      const before = test.database.statements.count;
      const rows = await insertItems(test.database.db, ids.instanceId, purchase.id, items);
      expect(test.database.statements.count - before).toBe(1);
      expect(rows.map((row) => row.productId)).toEqual(items.map((it) => it.productId));
      rows.forEach((row, line) => {
        expect(row).toMatchObject({
          instanceId: ids.instanceId,
          purchaseId: purchase.id,
          ...items[line],
          state: line === 1 ? 'ordered' : 'pending',
          round: line === 1 ? 2 : null,
        });
      });
      const stored = await storedItems(purchase.id);
      expect(new Map(stored.map((row) => [row.id, row]))).toEqual(new Map(rows.map((row) => [row.id, row])));
    }
  });

  it('inserts the lines inside the transaction it is given, and they go with it', async () => {
    const purchase = await createPurchase(test.database.db, newPurchase({}));
    const rolledBack = test.database.db.transaction(async (tx) => {
      await insertItems(tx as Db, ids.instanceId, purchase.id, [item(0), item(1)]);
      expect(await storedItemsIn(tx as Db, purchase.id)).toHaveLength(2);
      throw new Error('roll back');
    });
    await expect(rolledBack).rejects.toThrow('roll back');
    expect(await storedItems(purchase.id)).toEqual([]);
  });
  const storedItemsIn = (db: Db, purchaseId: string) =>
    db.select().from(purchaseItems).where(eq(purchaseItems.purchaseId, purchaseId));

  it('inserts a payment with its defaults, or with the share, card token and return path it is given', async () => {
    const purchase = await createPurchase(test.database.db, newPurchase({}));
    const base = {
      instanceId: ids.instanceId,
      purchaseId: purchase.id,
      profileId: null,
      provider: 'manual',
      method: 'cash',
      status: 'pending' as const,
      amount: 12_300,
      tip: 1_230,
      currency: 'COP',
    };
    const plain = await insertPayment(test.database.db, base);
    expect(plain).toMatchObject({
      ...base,
      share: {},
      cardToken: null,
      returnPath: null,
      providerRef: null,
      paidAt: null,
    });
    expect(plain.createdAt).toBeInstanceOf(Date);
    const given = await insertPayment(test.database.db, {
      ...base,
      method: 'card',
      status: 'created',
      share: { kind: 'items', item_ids: ['a', 'b'] },
      cardToken: 'tok_visa',
      returnPath: '/chapinero/order/x',
    });
    expect(given).toMatchObject({
      method: 'card',
      status: 'created',
      share: { kind: 'items', item_ids: ['a', 'b'] },
      cardToken: 'tok_visa',
      returnPath: '/chapinero/order/x',
    });
    // what Drizzle's own query builder reads back is the same row
    const [read] = await test.database.db.select().from(payments).where(eq(payments.id, given.id));
    expect(read).toEqual(given);
  });

  it("reads a venue's row by the columns it is asked for, as the query builder does, in or out of a transaction", async () => {
    const [place] = await test.database.db
      .select()
      .from(places)
      .where(and(eq(places.instanceId, ids.instanceId), eq(places.supplierId, ids.supplierId)))
      .limit(1);
    expect(place).toBeDefined();
    const before = test.database.statements.count;
    expect(await venueRow(test.database.db, places, ids.instanceId, { id: place!.id })).toEqual(place);
    expect(test.database.statements.count - before).toBe(1);
    // several columns, a boolean among them
    expect(
      await venueRow(test.database.db, places, ids.instanceId, {
        supplierId: ids.supplierId,
        code: place!.code,
        active: place!.active,
      }),
    ).toEqual(place);
    expect(
      await venueRow(test.database.db, places, ids.instanceId, {
        supplierId: ids.supplierId,
        code: place!.code,
        active: !place!.active,
      }),
    ).toBeNull();
    // another venue's rows are never read
    expect(await venueRow(test.database.db, places, ids.instanceId + 1_000, { id: place!.id })).toBeNull();
    // with a condition of its own, the builder reads it
    expect(
      await venueRow(
        test.database.db,
        places,
        ids.instanceId,
        { id: place!.id },
        ne(places.label, place!.label),
      ),
    ).toBeNull();
    // inside a transaction, the transaction's own change is what it reads
    const renamed = test.database.db.transaction(async (tx) => {
      await tx.update(places).set({ label: 'Mesa renombrada' }).where(eq(places.id, place!.id));
      expect(await venueRow(tx as Db, places, ids.instanceId, { id: place!.id })).toMatchObject({
        label: 'Mesa renombrada',
      });
      throw new Error('roll back');
    });
    await expect(renamed).rejects.toThrow('roll back');
    expect(await venueRow(test.database.db, places, ids.instanceId, { id: place!.id })).toEqual(place);
  });

  it("lists the items of several purchases in one statement, each purchase's in the order they were added", async () => {
    const first = await createPurchase(test.database.db, newPurchase({}));
    const second = await createPurchase(test.database.db, newPurchase({}));
    // one statement's lines share their `created_at`: six of them in a chance order would pass once
    // in 720 runs
    const together = [0, 1, 4, 5, 6, 7].map((n) => item(n));
    await insertItems(test.database.db, ids.instanceId, first.id, together);
    await insertItems(test.database.db, ids.instanceId, second.id, [item(2)]);
    await insertItems(test.database.db, ids.instanceId, first.id, [item(3)]);
    const before = test.database.statements.count;
    const byPurchase = await listItemsOf(test.database.db, ids.instanceId, [
      first.id,
      second.id,
      'not-an-id',
    ]);
    expect(test.database.statements.count - before).toBe(1);
    expect(byPurchase.get(first.id)?.map((row) => row.productId)).toEqual([
      'product-0',
      'product-1',
      'product-4',
      'product-5',
      'product-6',
      'product-7',
      'product-3',
    ]);
    expect(byPurchase.get(second.id)?.map((row) => row.productId)).toEqual(['product-2']);
    expect(byPurchase.size).toBe(2);
    // another venue's items are never listed, and nothing is asked for no valid id
    expect((await listItemsOf(test.database.db, ids.instanceId + 1_000, [first.id])).size).toBe(0);
    const none = test.database.statements.count;
    expect((await listItemsOf(test.database.db, ids.instanceId, ['not-an-id'])).size).toBe(0);
    expect(test.database.statements.count).toBe(none);
  });

  it("lists a venue's rows by the columns asked for, in the order asked for", async () => {
    const purchase = await createPurchase(test.database.db, newPurchase({}));
    const pay = (amount: number) =>
      insertPayment(test.database.db, {
        instanceId: ids.instanceId,
        purchaseId: purchase.id,
        profileId: null,
        provider: 'manual',
        method: 'cash',
        status: 'pending',
        amount,
        tip: 0,
        currency: 'COP',
      });
    // made out of the asked order; `created_at` would not do, as PostgreSQL keeps microseconds and
    // a Date only milliseconds
    const made = [await pay(200), await pay(300), await pay(100)];
    const expected = [made[2], made[0], made[1]];
    const listed = await venueRowsInOrder(
      test.database.db,
      payments,
      ids.instanceId,
      { purchaseId: purchase.id },
      [payments.amount, payments.id],
    );
    expect(listed).toEqual(expected);
    expect(
      await venueRowsInOrder(
        test.database.db,
        payments,
        ids.instanceId + 1_000,
        { purchaseId: purchase.id },
        [payments.createdAt],
      ),
    ).toEqual([]);
  });

  it("runs a statement written in SQL, built once, with each call's values, in and out of a transaction (docs/decisions/075-an-order-statement-built-once.md)", async () => {
    let builds = 0;
    const tagged = prebuiltSql<unknown, { instanceId: number; note: string }>(() => {
      builds++;
      return sql`select count(*)::int as n, ${sql.placeholder('note')}::text as note
        from purchases where instance_id = ${sql.placeholder('instanceId')}::int`;
    });
    const purchase = await createPurchase(test.database.db, newPurchase({}));
    const before = test.database.statements.count;
    const outside = rowsOf<{ n: number; note: string }>(
      await tagged(test.database.db, { instanceId: ids.instanceId, note: 'fuera' }),
    );
    const none = rowsOf<{ n: number; note: string }>(
      await tagged(test.database.db, { instanceId: ids.instanceId + 1_000, note: 'otra' }),
    );
    // one statement a call (PostgreSQL's begin and commit are counted too, PGlite's are its own)
    expect(test.database.statements.count - before).toBe(2);
    const inside = await test.database.db.transaction(async (tx) =>
      rowsOf<{ n: number; note: string }>(
        await tagged(tx as Db, { instanceId: ids.instanceId, note: 'dentro' }),
      ),
    );
    expect(builds).toBe(1);
    expect(outside).toEqual([{ n: expect.any(Number), note: 'fuera' }]);
    expect(outside[0]!.n).toBeGreaterThan(0);
    expect(none).toEqual([{ n: 0, note: 'otra' }]);
    expect(inside).toEqual([{ n: outside[0]!.n, note: 'dentro' }]);
    expect(purchase.instanceId).toBe(ids.instanceId);
    await expect(tagged(test.database.db, { instanceId: ids.instanceId } as never)).rejects.toThrow(
      'No value for placeholder "note"',
    );
  });
});
