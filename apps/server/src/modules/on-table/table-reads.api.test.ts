import { randomUUID } from 'node:crypto';
import type { TableOrder } from '@storefront/domain/on-table/on-table.schema';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fileApp, storeName } from '../../../test/support/app.ts';
import { codeOf, OnTableHarness, plainProduct } from '../../../test/support/table-orders.ts';
import { payments, profiles, purchaseItems } from '../../db/schema.ts';
import { listPayments } from '../payment/payment.repository.ts';
import { listItems } from '../purchase/purchase.repository.ts';
import { listMembers } from './table-members.repository.ts';
import { picked, readTableRows, tableItemKeys, tablePaymentKeys } from './table-reads.repository.ts';

// A table's items, members and payments read in one statement, sent as JSON and decoded by the
// columns' own decoders (docs/decisions/058-a-table-read-in-one-statement.md), must be the very
// rows the three reads of each list give, in the columns the table's answer reads
// (docs/decisions/073-a-table-read-of-what-its-answer-shows.md): same values, same types
// (timestamps as dates, json as objects, nulls as null, text that JSON must escape), same order.

const h = fileApp(() => OnTableHarness.create());
const HARD_NOTE = 'sin "cebolla", \\ ni sal\n\ty 🌶 </script>';

/** A table with two diners (one with a profile name, one with a nickname only), items of both
 * with and without options, one share pending and one paid, refunded and with card fields. */
async function busyTable(table: string): Promise<{ instanceId: number; purchaseId: string }> {
  const menu = await h.menu('la-brasa', 'chapinero');
  const ana = await h.diner();
  const bruno = await h.diner();
  await h.t.database.db.update(profiles).set({ name: 'Ana María' }).where(eq(profiles.id, ana.id));
  const order = await h.join(ana, 'chapinero', codeOf('la-brasa', 'chapinero', table));
  await h.join(bruno, 'chapinero', codeOf('la-brasa', 'chapinero', table), { nickname: 'Bruno' });
  const id = order.purchase.id;
  for (const [diner, product] of [
    [ana, plainProduct(menu)],
    [bruno, plainProduct(menu, 1)],
    [ana, plainProduct(menu, 2)],
  ] as const)
    expect((await h.add(diner, id, product, 2)).statusCode).toBe(201);
  // a note JSON must escape (the read writes its JSON as text: ADR 081)
  await h.t.database.db
    .update(purchaseItems)
    .set({ note: HARD_NOTE })
    .where(and(eq(purchaseItems.purchaseId, id), eq(purchaseItems.addedBy, bruno.id)));
  const cook = await h.send(
    ana,
    'PUT',
    `/menudigital/cook_products/${id}.json`,
    {},
    { 'idempotency-key': randomUUID() },
  );
  expect(cook.statusCode, cook.body).toBe(200);
  const share = (amount: number) =>
    h.send(
      bruno,
      'POST',
      '/menudigital/manual_payment.json',
      { supplier_id: 'chapinero', purchase_id: id, amount, method: 'cash', share: { kind: 'custom' } },
      { 'idempotency-key': randomUUID() },
    );
  const paid = await share(100);
  expect(paid.statusCode, paid.body).toBe(201);
  expect((await share(200)).statusCode).toBe(201);
  const answer = await h.send(ana, 'GET', `/menudigital/cart/${id}.json`);
  const [first] = answer.json<TableOrder>().bill.payments;
  await h.t.database.db
    .update(payments)
    .set({
      status: 'refunded',
      paidAt: new Date('2026-11-29T18:00:00.123Z'),
      refundedAt: new Date('2026-11-29T18:30:00.456Z'),
      cardBrand: 'visa',
      cardLast4: '4242',
    })
    .where(eq(payments.id, first!.id));
  const [row] = await h.t.database.db.select({ instanceId: payments.instanceId }).from(payments).limit(1);
  return { instanceId: row!.instanceId, purchaseId: id };
}

describe(`a table read in one statement (${storeName})`, () => {
  it('gives the rows of the three reads, on the database and in a transaction, in one statement', async () => {
    const { instanceId, purchaseId } = await busyTable('Mesa 6');
    const db = h.t.database.db;
    const rows = {
      items: await listItems(db, instanceId, purchaseId),
      members: await listMembers(db, instanceId, purchaseId),
      payments: await listPayments(db, instanceId, purchaseId),
    };
    expect(rows.items).toHaveLength(3);
    expect(rows.members).toHaveLength(2);
    expect(rows.payments).toHaveLength(2);
    expect(rows.items.map((item) => item.addedByName)).toContain('Ana María');
    expect(rows.payments.some((p) => p.refundedAt !== null && p.cardLast4 === '4242')).toBe(true);
    const expected = {
      items: rows.items.map((item) => ({ ...picked(item, tableItemKeys), addedByName: item.addedByName })),
      members: rows.members,
      payments: rows.payments.map((payment) => picked(payment, tablePaymentKeys)),
    };
    expect(expected.items.some((item) => item.note === null && item.round !== null)).toBe(true);
    expect(expected.items.map((item) => item.note)).toContain(HARD_NOTE);

    const before = h.t.database.statements.count;
    const read = await readTableRows(db, instanceId, purchaseId);
    expect(h.t.database.statements.count - before).toBe(1);
    expect(read).toEqual(expected);
    expect(read.members[0]!.joinedAt).toBeInstanceOf(Date);
    expect(read.payments[0]!.createdAt).toBeInstanceOf(Date);
    expect(read.payments.map((p) => p.status)).toContain('refunded');

    const inTransaction = await db.transaction((tx) => readTableRows(tx, instanceId, purchaseId));
    expect(inTransaction).toEqual(expected);
  });

  it("reads nothing of another venue's purchase, of one that does not exist or of a malformed id", async () => {
    const { instanceId, purchaseId } = await busyTable('Mesa 3');
    const none = { items: [], members: [], payments: [] };
    const db = h.t.database.db;
    expect(await readTableRows(db, instanceId + 1_000, purchaseId)).toEqual(none);
    expect(await readTableRows(db, instanceId, randomUUID())).toEqual(none);
    expect(await readTableRows(db, instanceId, 'not-a-uuid')).toEqual(none);
  });
});
