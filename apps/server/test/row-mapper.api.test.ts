import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../src/db/client.ts';
import { prebuilt } from '../src/db/prebuilt.ts';
import { rowMapper, type SelectedField } from '../src/db/row-mapper.ts';
import { profiles, purchaseItems, purchases } from '../src/db/schema.ts';
import { createPurchase, insertItems } from '../src/modules/purchase/purchase.repository.ts';
import { createTestApp, fileApp, fileValue, storeName } from './support/app.ts';
import { branchIds } from './support/delivery.ts';
import { newDiner } from './support/diners.ts';

// Statements built once map their rows with a mapper worked out once (src/db/row-mapper.ts,
// docs/decisions/050-rows-mapped-by-a-mapper-built-once.md): each statement here is read through
// Drizzle's query builder, which maps with Drizzle's own `mapResultRow`, and built once, which maps
// with ours, on the real store; the rows must be the same.

const test = fileApp(createTestApp);
const ids = fileValue(() => branchIds(test.database.db, 'la-brasa', 'chapinero'));

/** Two orders, one of a diner (a profile to join) and one without, each with two lines. */
async function twoOrders(): Promise<{ withDiner: string; anonymous: string }> {
  const diner = await newDiner(test, 'la-brasa');
  const db = test.database.db;
  const order = (profileId: string | null) =>
    createPurchase(db, {
      instanceId: ids.instanceId,
      supplierId: ids.supplierId,
      profileId,
      service: 'take_away',
      currency: 'COP',
      status: 'on_hold',
      details: { note: 'sin cebolla', nested: { lines: [1, 2] } },
      scheduledFor: new Date('2026-11-27T20:00:00.000Z'),
      subtotal: 12_300,
      total: 12_300,
    });
  const [withDiner, anonymous] = [await order(diner.id), await order(null)];
  for (const purchase of [withDiner, anonymous]) {
    await insertItems(db, ids.instanceId, purchase.id, [
      {
        productId: 'p-1',
        name: { es: 'Arepa' },
        unitPrice: 4_000,
        count: 2,
        options: {},
        optionNames: [],
        note: null,
        addedBy: purchase.profileId,
      },
      {
        productId: 'p-2',
        name: { es: 'Jugo' },
        unitPrice: 4_300,
        count: 1,
        options: { size: ['l'] },
        optionNames: [{ es: 'Grande' }],
        note: 'frío',
        addedBy: null,
      },
    ]);
  }
  return { withDiner: withDiner.id, anonymous: anonymous.id };
}

const orders = fileValue(twoOrders);

describe(`rows of statements built once (${storeName})`, () => {
  it('reads a whole row as the builder does: timestamps as dates, JSON as objects, nulls as null', async () => {
    const db = test.database.db;
    const built = prebuilt<unknown[], { id: string }>((d) =>
      d
        .select()
        .from(purchases)
        .where(eq(purchases.id, sql.placeholder('id'))),
    );
    for (const id of [orders.withDiner, orders.anonymous]) {
      const expected = await db.select().from(purchases).where(eq(purchases.id, id));
      const rows = await built(db, { id });
      expect(rows).toEqual(expected);
      expect((rows[0] as { createdAt: unknown }).createdAt).toBeInstanceOf(Date);
    }
  });

  it("nests a joined table's columns, and makes a left-joined table with no row null", async () => {
    const db = test.database.db;
    const select = (d: Db) =>
      d
        .select({
          purchase: { id: purchases.id, total: purchases.total },
          profile: profiles,
          line: purchaseItems,
        })
        .from(purchases)
        .leftJoin(profiles, eq(profiles.id, purchases.profileId))
        .innerJoin(purchaseItems, eq(purchaseItems.purchaseId, purchases.id));
    const both = [orders.withDiner, orders.anonymous];
    const expected = await select(db).where(inArray(purchases.id, both)).orderBy(purchaseItems.seq);
    const built = prebuilt<unknown[], { ids: string }>((d) =>
      select(d)
        .where(sql`${purchases.id} = any(${sql.placeholder('ids')}::uuid[])`)
        .orderBy(purchaseItems.seq),
    );
    const rows = await built(db, { ids: `{${both.join(',')}}` });
    expect(rows).toEqual(expected);
    const profilesRead = (rows as { profile: { id: string } | null }[]).map((row) => row.profile?.id ?? null);
    expect(profilesRead.filter((id) => id === null)).toHaveLength(2);
    expect(profilesRead.filter((id) => id !== null)).toHaveLength(2);
  });

  it('decodes computed columns by their own decoder, aliased or not', async () => {
    const db = test.database.db;
    const select = (d: Db) =>
      d
        .select({
          lines: sql<number>`count(*)`.mapWith(Number),
          units: sql<string>`sum(${purchaseItems.count})`.as('units'),
          first: sql<Date>`min(${purchaseItems.createdAt})`.mapWith(purchaseItems.createdAt),
        })
        .from(purchaseItems);
    const expected = await select(db).where(eq(purchaseItems.purchaseId, orders.withDiner));
    const built = prebuilt<unknown[], { id: string }>((d) =>
      select(d).where(eq(purchaseItems.purchaseId, sql.placeholder('id'))),
    );
    const rows = await built(db, { id: orders.withDiner });
    expect(rows).toEqual(expected);
    expect(rows).toEqual([{ lines: 2, units: expect.anything(), first: expect.any(Date) }]);
  });

  it('leaves to Drizzle a field of a kind it does not map', () => {
    const fields: SelectedField[] = [{ path: ['n'], field: { notAColumn: true } }];
    expect(rowMapper(fields, undefined)).toBeUndefined();
  });
});
