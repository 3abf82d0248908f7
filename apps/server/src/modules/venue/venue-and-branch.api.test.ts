import { eq, ne } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, fileApp, fileValue, storeName } from '../../../test/support/app.ts';
import { branchIds } from '../../../test/support/delivery.ts';
import type { Db } from '../../db/client.ts';
import { suppliers } from '../../db/schema.ts';
import { forgetVenueReads, venueAndBranch } from './venue.service.ts';

// The venue's and a branch's rows every table call reads (docs/decisions/043-fewer-round-trips-per-order.md):
// kept with the venue reads, read through the caller's transaction while cold (PGlite has one
// connection: a read beside the transaction would wait for it forever), forgotten with them.

const t = fileApp(createTestApp);
const ids = fileValue(() => branchIds(t.database.db, 'la-brasa', 'chapinero'));

/** The rows as `venueAndBranch` answers them, with the statements it sent. */
async function counted(db?: Db) {
  const before = t.database.statements.count;
  const rows = await venueAndBranch(t.app.venues, ids.instanceId, ids.supplierId, db);
  return { rows, statements: t.database.statements.count - before };
}

describe(`a table call's venue and branch (${storeName})`, () => {
  it('reads a cold entry through the transaction, then answers from the cache', async () => {
    forgetVenueReads(t.app.venues);
    const inside = await t.database.db.transaction(async (tx) => (await counted(tx as Db)).rows);
    expect(inside?.instance.slug).toBe('la-brasa');
    expect(inside?.supplier.slug).toBe('chapinero');
    // the cache is filled once the transaction has let go; then no statement at all
    await counted();
    expect(await counted()).toMatchObject({ statements: 0, rows: { supplier: { slug: 'chapinero' } } });
    const again = await t.database.db.transaction((tx) => counted(tx as Db));
    expect(again.statements).toBe(0);
  });

  it("shows this process's change once the venue reads are forgotten", async () => {
    const [row] = await t.database.db
      .select({ label: suppliers.label })
      .from(suppliers)
      .where(eq(suppliers.id, ids.supplierId));
    await t.database.db
      .update(suppliers)
      .set({ label: `${row!.label} (renamed)` })
      .where(eq(suppliers.id, ids.supplierId));
    expect((await counted()).rows?.supplier.label).toBe(row!.label);
    forgetVenueReads(t.app.venues);
    expect((await counted()).rows?.supplier.label).toBe(`${row!.label} (renamed)`);
  });

  it('answers null for a branch of another venue', async () => {
    const [foreign] = await t.database.db
      .select({ id: suppliers.id })
      .from(suppliers)
      .where(ne(suppliers.instanceId, ids.instanceId))
      .limit(1);
    expect(foreign).toBeDefined();
    expect(await venueAndBranch(t.app.venues, ids.instanceId, foreign!.id)).toBeNull();
  });
});
