import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { purchases } from '../src/db/schema.ts';
import { createPurchase, findPurchase, lockPurchase } from '../src/modules/purchase/purchase.repository.ts';
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
});
