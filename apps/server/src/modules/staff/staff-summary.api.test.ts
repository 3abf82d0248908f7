import type { TableOrder } from '@storefront/domain/on-table/on-table.schema';
import type { DaySummary } from '@storefront/domain/staff/summary.rules';
import { inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fileApp, MONDAY_1PM, storeName } from '../../../test/support/app.ts';
import { orderBody, place } from '../../../test/support/delivery.ts';
import { codeOf, OnTableHarness, plainProduct } from '../../../test/support/table-orders.ts';
import { paymentRefunds, payments, purchases } from '../../db/schema.ts';

// The manager's day summary against the ledger (docs/staff-api.md; domain `daySales`): one day of
// Usaquén built through the API, then every figure of GET /staff/summary.json and its CSV checked
// against the payments table. The app's clock is Monday 2 March 2026, 13:00 in Bogotá: it stamps
// the payments; the database stamps the orders with the wall clock, so the test puts its orders on
// the app's day too.

const h = fileApp(
  async () =>
    new OnTableHarness(
      await createTestApp({ RATE_LIMIT_PROFILES_PER_MINUTE: '100000' }, { now: () => MONDAY_1PM }),
    ),
);
const DAY = '2026-03-02';
let token: string;
const ids: Record<'table' | 'takeAway' | 'canceled' | 'unpaid', string> = {
  table: '',
  takeAway: '',
  canceled: '',
  unpaid: '',
};
let tableShare: { amount: number; tip: number };
/** A part of the table's cash share given back that day (ADR 117). */
const REFUND_PART = 2_500;

beforeAll(async () => {
  token = await h.staffToken('la-brasa');
  const staff = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) =>
    h.staff('la-brasa', token, method, url, payload);

  // A table's bill paid with one cash share and a 10% tip, settled by the staff.
  const menu = await h.menu('la-brasa', 'usaquen');
  const diner = await h.diner();
  const order = await h.join(diner, 'usaquen', codeOf('la-brasa', 'usaquen', 'Mesa 2'));
  ids.table = order.purchase.id;
  await h.add(diner, ids.table, plainProduct(menu));
  await h.add(diner, ids.table, plainProduct(menu, 1));
  const bill = (await h.send(diner, 'GET', `/menudigital/cart/${ids.table}.json`)).json<TableOrder>().bill
    .bill;
  const share = await h.send(diner, 'POST', '/menudigital/manual_payment.json', {
    supplier_id: 'usaquen',
    purchase_id: ids.table,
    method: 'cash',
    amount: bill,
    tip: Math.round(bill / 10),
  });
  expect(share.statusCode, share.body).toBe(201);
  const payment = share.json<{ payment: { id: string; amount: number; tip: number } }>().payment;
  tableShare = payment;
  const settled = await staff('PUT', `/staff/orders/${ids.table}/payments/${payment.id}.json`, {
    status: 'paid',
  });
  expect(settled.statusCode, settled.body).toBe(200);
  // A part of it given back from the drawer: the share stays paid, the refund counts apart.
  const part = await h.staff(
    'la-brasa',
    token,
    'POST',
    `/staff/payments/${payment.id}/refund`,
    { amount: REFUND_PART, reason: 'Plato frío' },
    { 'idempotency-key': 'summary-refund-part' },
  );
  expect(part.statusCode, part.body).toBe(200);
  expect(part.json()).toMatchObject({ status: 'paid', refunded_amount: REFUND_PART });

  // A take-away paid in cash at the counter: the staff hand it over (delivered).
  const takeAway = orderBody({ service: 'take_away', address: null, payment_method: 'cash' });
  const placed = await place(h.t.app, diner, 'usaquen', takeAway);
  expect(placed.statusCode, placed.body).toBe(201);
  ids.takeAway = placed.json<{ id: string }>().id;
  for (const status of ['accepted', 'preparation', 'packed', 'delivered']) {
    const moved = await staff('POST', `/staff/orders/${ids.takeAway}/status`, { status, reason: null });
    expect(moved.statusCode, moved.body).toBe(200);
  }

  // A take-away canceled, and one still waiting for its cash (placed, not handed over).
  ids.canceled = (await place(h.t.app, diner, 'usaquen', takeAway)).json<{ id: string }>().id;
  const canceled = await staff('POST', `/staff/orders/${ids.canceled}/status`, {
    status: 'canceled',
    reason: 'Sin ingredientes',
  });
  expect(canceled.statusCode, canceled.body).toBe(200);
  ids.unpaid = (await place(h.t.app, diner, 'usaquen', takeAway)).json<{ id: string }>().id;

  // The orders on the app's day, as the payments are.
  await h.t.database.db
    .update(purchases)
    .set({ createdAt: MONDAY_1PM })
    .where(inArray(purchases.id, Object.values(ids)));
});

/** The ledger of the day: the payments paid, as the payments table holds them. */
async function paidLedger() {
  const rows = await h.t.database.db
    .select()
    .from(payments)
    .where(inArray(payments.purchaseId, Object.values(ids)));
  return rows.filter((row) => row.status === 'paid');
}

describe(`the day summary against the ledger (${storeName})`, () => {
  it('counts a cash share with its tip as its whole amount in sales and the tip in tips', async () => {
    const summary = (
      await h.staff('la-brasa', token, 'GET', `/staff/summary.json?supplier_id=usaquen&date=${DAY}`)
    ).json<DaySummary>();
    const ledger = await paidLedger();
    const table = ledger.find((row) => row.purchaseId === ids.table)!;
    expect(table).toMatchObject({ amount: tableShare.amount, tip: tableShare.tip });
    // the share's amount is in the sales whole: its tip was never in it, so nothing is taken off
    expect(summary.sales).toBe(ledger.reduce((sum, row) => sum + row.amount, 0));
    expect(summary.tips).toBe(ledger.reduce((sum, row) => sum + row.tip, 0));
    expect(tableShare.tip).toBeGreaterThan(0);
  });

  it('counts the take-away paid in cash at pickup as a sale once handed over, settled by who handed it over', async () => {
    const ledger = await paidLedger();
    const takeAway = ledger.filter((row) => row.purchaseId === ids.takeAway);
    expect(takeAway).toHaveLength(1);
    expect(takeAway[0]).toMatchObject({ method: 'cash', status: 'paid', settledBy: 'test la-brasa' });
    expect(takeAway[0]!.paidAt?.toISOString()).toBe(MONDAY_1PM.toISOString());
    // the canceled one gave nothing, the unpaid one still waits for its cash
    const all = await h.t.database.db
      .select()
      .from(payments)
      .where(inArray(payments.purchaseId, [ids.canceled, ids.unpaid]));
    expect(
      all.map((row) => [row.purchaseId === ids.unpaid ? 'unpaid' : 'canceled', row.status]).sort(),
    ).toEqual([
      ['canceled', 'declined'],
      ['unpaid', 'pending'],
    ]);
  });

  it('gives every figure as the ledger says: tickets paid, average over them, by method and by hour', async () => {
    const summary = (
      await h.staff('la-brasa', token, 'GET', `/staff/summary.json?supplier_id=usaquen&date=${DAY}`)
    ).json<DaySummary>();
    const ledger = await paidLedger();
    const sales = ledger.reduce((sum, row) => sum + row.amount, 0);
    const tips = ledger.reduce((sum, row) => sum + row.tip, 0);
    expect(summary).toMatchObject({
      date: DAY,
      currency: 'COP',
      // the table, the take-away handed over and the unpaid one; the canceled one apart
      orders: 3,
      canceled: 1,
      sales,
      tips,
      // two orders paid: the average divides by them, not by the four placed
      paid_tickets: 2,
      average_ticket: Math.round(sales / 2),
      sales_by_method: { cash: sales },
    });
    // paid at 13:00 in Bogotá
    expect(summary.sales_by_hour[13]).toBe(sales);
    expect(summary.sales_by_hour.reduce((a, b) => a + b, 0)).toBe(sales);
  });

  it('counts the part given back as a refund, in cash apart, and keeps the share in the sales', async () => {
    const summary = (
      await h.staff('la-brasa', token, 'GET', `/staff/summary.json?supplier_id=usaquen&date=${DAY}`)
    ).json<DaySummary>();
    const given = await h.t.database.db
      .select()
      .from(paymentRefunds)
      .where(
        inArray(
          paymentRefunds.paymentId,
          (await paidLedger()).map((row) => row.id),
        ),
      );
    expect(given.map((row) => row.amount)).toEqual([REFUND_PART]);
    expect(summary).toMatchObject({ refunds: REFUND_PART, cash_refunds: REFUND_PART });
    expect(summary.sales).toBe((await paidLedger()).reduce((sum, row) => sum + row.amount, 0));
  });

  it('writes the same figures in the CSV', async () => {
    const summary = (
      await h.staff('la-brasa', token, 'GET', `/staff/summary.json?supplier_id=usaquen&date=${DAY}`)
    ).json<DaySummary>();
    const csv = await h.staff('la-brasa', token, 'GET', `/staff/summary.csv?supplier_id=usaquen&date=${DAY}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="summary-${DAY}.csv"`);
    const rows = new Map(
      csv.body
        .trimEnd()
        .split('\n')
        .map((line) => line.split(',') as [string, string]),
    );
    expect(
      Object.fromEntries(
        ['orders', 'canceled', 'sales', 'sales_cash', 'tips', 'paid_tickets', 'average_ticket'].map((k) => [
          k,
          rows.get(k),
        ]),
      ),
    ).toEqual({
      orders: '3',
      canceled: '1',
      sales: String(summary.sales),
      sales_cash: String(summary.sales),
      tips: String(summary.tips),
      paid_tickets: '2',
      average_ticket: String(summary.average_ticket),
    });
    expect(rows.get('sales_hour_13')).toBe(String(summary.sales));
    expect([rows.get('refunds'), rows.get('cash_refunds')]).toEqual([
      String(REFUND_PART),
      String(REFUND_PART),
    ]);
  });
});
