import type { TableOrder } from '@storefront/domain/on-table/on-table.schema';
import type { CashUp, Shift } from '@storefront/domain/staff/cash-up.rules';
import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, fileApp, storeName } from '../../../test/support/app.ts';
import { type Diner, hostOf } from '../../../test/support/diners.ts';
import { cardToken } from '../../../test/support/payments.ts';
import { codeOf, OnTableHarness, plainProduct } from '../../../test/support/table-orders.ts';
import { payments, purchases } from '../../db/schema.ts';

// The cash-up against the ledger (ADR 111; domain `shiftFigures`): a shift of Usaquén opened with a
// float, a scripted service through the API — a cash bill with a tip, a card-reader bill with a tip,
// a cash bill given back, an online card bill with a tip, a void and a comp (ADR 114), a bill closed
// with money owed — then the running figures, the close with
// the cash counted and the Z report, every figure checked against the payments table. The app's
// clock moves through the evening; it stamps the payments and the shift alike.

let clock = new Date('2026-03-02T12:00:00-05:00');
const at = (time: string) => new Date(`2026-03-02T${time}:00-05:00`);
const h = fileApp(
  async () =>
    new OnTableHarness(
      await createTestApp({ RATE_LIMIT_PROFILES_PER_MINUTE: '100000' }, { now: () => clock }),
    ),
);
let token: string;
let shift: Shift;
const paymentIds: string[] = [];
let voided = 0;
let comped = 0;
// parts given back (ADR 117): of the first cash bill, in cash; of the card bill, through the gateway
const CASH_PART = 3_000;
const CARD_PART = 1_500;

const staff = (
  method: 'GET' | 'PUT' | 'POST',
  url: string,
  payload?: unknown,
  headers?: Record<string, string>,
) => h.staff('la-brasa', token, method, url, payload, headers);

/** A table of Usaquén with two products, its bill; the diner who ordered. */
async function tableWithBill(label: string): Promise<{ diner: Diner; purchaseId: string; bill: number }> {
  const menu = await h.menu('la-brasa', 'usaquen');
  const diner = await h.diner();
  const order = await h.join(diner, 'usaquen', codeOf('la-brasa', 'usaquen', label));
  await h.add(diner, order.purchase.id, plainProduct(menu));
  await h.add(diner, order.purchase.id, plainProduct(menu, 1));
  const cart = await h.send(diner, 'GET', `/menudigital/cart/${order.purchase.id}.json`);
  return { diner, purchaseId: order.purchase.id, bill: cart.json<TableOrder>().bill.bill };
}

/** The whole bill paid at the table by `method`, with `tip`, settled by the staff; its payment id. */
async function payAtTable(
  label: string,
  method: 'cash' | 'card_reader',
  tipPercent: number,
): Promise<string> {
  const { diner, purchaseId, bill } = await tableWithBill(label);
  const share = await h.send(diner, 'POST', '/menudigital/manual_payment.json', {
    supplier_id: 'usaquen',
    purchase_id: purchaseId,
    method,
    amount: bill,
    tip: Math.round((bill * tipPercent) / 100),
  });
  expect(share.statusCode, share.body).toBe(201);
  const payment = share.json<{ payment: { id: string } }>().payment;
  const settled = await staff('PUT', `/staff/orders/${purchaseId}/payments/${payment.id}.json`, {
    status: 'paid',
  });
  expect(settled.statusCode, settled.body).toBe(200);
  paymentIds.push(payment.id);
  return payment.id;
}

beforeAll(async () => {
  token = await h.staffToken('la-brasa');
  clock = at('12:00');
  const opened = await staff('POST', '/staff/cash-up/open.json', {
    supplier_id: 'usaquen',
    opening_float: 200_000,
  });
  expect(opened.statusCode, opened.body).toBe(201);
  shift = opened.json<Shift>();

  clock = at('13:00');
  const firstCash = await payAtTable('Mesa 1', 'cash', 10);
  clock = at('14:00');
  await payAtTable('Mesa 2', 'card_reader', 15);
  clock = at('15:00');
  const givenBack = await payAtTable('Mesa 3', 'cash', 0);
  clock = at('15:30');
  const refund = await staff(
    'POST',
    `/staff/payments/${givenBack}/refund`,
    { reason: 'Plato equivocado' },
    { 'idempotency-key': 'cash-up-whole-cash' },
  );
  expect(refund.statusCode, refund.body).toBe(200);
  // a part of the first cash bill given back from the drawer: the payment stays paid
  clock = at('15:35');
  const part = await staff(
    'POST',
    `/staff/payments/${firstCash}/refund`,
    { amount: CASH_PART, reason: 'Plato frío' },
    { 'idempotency-key': 'cash-up-part-cash' },
  );
  expect(part.statusCode, part.body).toBe(200);
  expect(part.json()).toMatchObject({ status: 'paid', refunded_amount: CASH_PART });

  // an online card payment with a tip: counted by method, never in the drawer
  clock = at('15:40');
  const online = await tableWithBill('Mesa 1');
  const card = await h.send(
    online.diner,
    'POST',
    '/payments.json',
    {
      method: 'card',
      purchase_id: online.purchaseId,
      amount: online.bill,
      tip: 2_000,
      card_token: await cardToken(h.t, online.diner.host, '4242424242424242'),
    },
    { 'idempotency-key': `cash-up-card-${online.purchaseId}` },
  );
  expect(card.statusCode, card.body).toBe(201);
  paymentIds.push(card.json<{ id: string }>().id);
  clock = at('15:45');
  const cardPart = await staff(
    'POST',
    `/staff/payments/${card.json<{ id: string }>().id}/refund`,
    { amount: CARD_PART },
    { 'idempotency-key': 'cash-up-part-card' },
  );
  expect(cardPart.statusCode, cardPart.body).toBe(200);

  // a void and a comp on a table still ordering: the corrections the Z report counts
  clock = at('15:50');
  const corrected = await tableWithBill('Mesa 2');
  const items = (
    await h.send(corrected.diner, 'GET', `/menudigital/cart/${corrected.purchaseId}.json`)
  ).json<TableOrder>().purchase.products;
  voided = items[0]!.subtotal;
  comped = items[1]!.subtotal;
  const voidIt = await staff(
    'POST',
    `/staff/orders/${corrected.purchaseId}/items/${items[0]!.id}/void.json`,
    {
      reason: 'Pedido por error',
    },
  );
  expect(voidIt.statusCode, voidIt.body).toBe(200);
  const compIt = await staff(
    'POST',
    `/staff/orders/${corrected.purchaseId}/items/${items[1]!.id}/discount.json`,
    {
      kind: 'comp',
      reason: 'Cumpleaños',
    },
  );
  expect(compIt.statusCode, compIt.body).toBe(200);

  // a bill closed with its money still owed: written off, with a reason
  clock = at('16:00');
  const owed = await tableWithBill('Mesa 4');
  const closed = await staff('PUT', `/staff/orders/${owed.purchaseId}/close.json`, {
    confirm_owed: owed.bill,
    reason: 'Cliente se fue sin pagar',
  });
  expect(closed.statusCode, closed.body).toBe(200);
  clock = at('17:00');
});

/** The ledger itself: the shift's payments as the payments table holds them. */
async function ledger() {
  const rows = await h.t.database.db
    .select({ method: payments.method, status: payments.status, amount: payments.amount, tip: payments.tip })
    .from(payments)
    .innerJoin(
      purchases,
      and(eq(purchases.instanceId, payments.instanceId), eq(purchases.id, payments.purchaseId)),
    )
    .where(
      and(
        inArray(payments.id, paymentIds),
        gte(payments.paidAt, at('12:00')),
        lt(payments.paidAt, at('17:00')),
      ),
    );
  const sum = (method: string, status: string, part: 'amount' | 'tip') =>
    rows.filter((r) => r.method === method && r.status === status).reduce((total, r) => total + r[part], 0);
  return { rows, sum };
}

describe(`the cash-up of a shift (${storeName})`, () => {
  it("shows the open shift's figures as the ledger has them, to the cent", async () => {
    const res = await staff('GET', '/staff/cash-up.json?supplier_id=usaquen');
    expect(res.statusCode, res.body).toBe(200);
    const { open, currency } = res.json<CashUp>();
    expect(currency).toBe('COP');
    const { rows, sum } = await ledger();
    expect(rows).toHaveLength(4);
    const cashIn = sum('cash', 'paid', 'amount') + sum('cash', 'paid', 'tip');
    const wholeCashRefund = sum('cash', 'refunded', 'amount') + sum('cash', 'refunded', 'tip');
    expect(open!.figures).toMatchObject({
      // the float and the cash bill with its tip, less the part of it given back; the cash bill
      // given back whole nets out
      expected_cash: 200_000 + cashIn - CASH_PART,
      cash_sales: sum('cash', 'paid', 'amount') + sum('cash', 'refunded', 'amount'),
      cash_refunds: wholeCashRefund + CASH_PART,
      // every refund by its amount, the card's part through the gateway included
      refunds: wholeCashRefund + CASH_PART + CARD_PART,
      by_method: {
        cash: { amount: sum('cash', 'paid', 'amount') + sum('cash', 'refunded', 'amount'), count: 2 },
        card_reader: {
          amount: sum('card_reader', 'paid', 'amount'),
          tip: sum('card_reader', 'paid', 'tip'),
          count: 1,
        },
        card: { amount: sum('card', 'paid', 'amount'), tip: 2_000, count: 1 },
      },
      tips: sum('cash', 'paid', 'tip') + sum('card_reader', 'paid', 'tip') + sum('card', 'paid', 'tip'),
      paid_tickets: 4,
      written_off: { count: 1 },
      // the void and the comp, each with the money it took off its bill
      voids: { count: 1, amount: voided },
      comps: { count: 1, amount: comped },
      discounts: { count: 0, amount: 0 },
    });
    expect(open!.figures.written_off.amount).toBeGreaterThan(0);
    expect(voided).toBeGreaterThan(0);
    // the tips, each to who took it at the till (the token's label); online tips apart
    expect(open!.figures.tips_by_staff).toEqual([
      { staff: 'test la-brasa', tips: sum('cash', 'paid', 'tip') + sum('card_reader', 'paid', 'tip') },
      { staff: null, tips: 2_000 },
    ]);
    expect(open!.closed_at).toBeNull();
  });

  it('refuses a second till while one is open, even two asked at once', async () => {
    const both = await Promise.all([
      staff('POST', '/staff/cash-up/open.json', { supplier_id: 'usaquen', opening_float: 1 }),
      staff('POST', '/staff/cash-up/open.json', { supplier_id: 'usaquen', opening_float: 2 }),
    ]);
    for (const res of both) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({ key: 'shift_already_open' });
    }
  });

  it('closes with the cash counted, keeps the figures as they stood, and refuses a second close', async () => {
    const { sum } = await ledger();
    const expected = 200_000 + sum('cash', 'paid', 'amount') + sum('cash', 'paid', 'tip') - CASH_PART;
    const res = await staff('POST', '/staff/cash-up/close.json', {
      supplier_id: 'usaquen',
      shift_id: shift.id,
      counted_cash: expected - 1_500,
      note: 'Faltan 1.500',
    });
    expect(res.statusCode, res.body).toBe(200);
    const closed = res.json<Shift>();
    expect(closed).toMatchObject({
      counted_cash: expected - 1_500,
      over_short: -1_500,
      closed_by: 'test la-brasa',
      note: 'Faltan 1.500',
      closed_at: at('17:00').toISOString(),
    });
    expect(closed.figures.expected_cash).toBe(expected);

    // a payment after the close belongs to the next shift, not to this report
    clock = at('18:00');
    await payAtTable('Barra', 'cash', 0);
    const list = (await staff('GET', '/staff/cash-up.json?supplier_id=usaquen')).json<CashUp>();
    expect(list.open).toBeNull();
    expect(list.closed[0]).toEqual(closed);

    const again = await staff('POST', '/staff/cash-up/close.json', {
      supplier_id: 'usaquen',
      shift_id: shift.id,
      counted_cash: 0,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ key: 'shift_not_open' });
  });

  it('gives the Z report as CSV with the same figures', async () => {
    const res = await staff('GET', `/staff/cash-up/${shift.id}.csv?supplier_id=usaquen`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const rows = Object.fromEntries(
      res.body
        .trim()
        .split('\n')
        .map((line) => line.split(',') as [string, string]),
    );
    const { sum } = await ledger();
    expect(Number(rows.expected_cash)).toBe(
      200_000 + sum('cash', 'paid', 'amount') + sum('cash', 'paid', 'tip') - CASH_PART,
    );
    const wholeCashRefund = sum('cash', 'refunded', 'amount') + sum('cash', 'refunded', 'tip');
    expect(Number(rows.cash_refunds)).toBe(wholeCashRefund + CASH_PART);
    expect(Number(rows.refunds)).toBe(wholeCashRefund + CASH_PART + CARD_PART);
    expect(Number(rows.over_short)).toBe(-1_500);
    expect(Number(rows.sales_card_reader)).toBe(sum('card_reader', 'paid', 'amount'));
    expect(Number(rows.sales_card)).toBe(sum('card', 'paid', 'amount'));
    expect([rows.voids_count, rows.voids_amount, rows.comps_count, rows.comps_amount].map(Number)).toEqual([
      1,
      voided,
      1,
      comped,
    ]);
    expect(rows.currency).toBe('COP');
  });

  it('refuses bad input, another branch of a tablet and another venue, changing nothing', async () => {
    const bad = await staff('POST', '/staff/cash-up/open.json', {
      supplier_id: 'usaquen',
      opening_float: -5,
    });
    expect(bad.statusCode).toBe(400);
    const fraction = await staff('POST', '/staff/cash-up/open.json', {
      supplier_id: 'usaquen',
      opening_float: 1.5,
    });
    expect(fraction.statusCode).toBe(400);
    expect((await staff('GET', '/staff/cash-up.json?supplier_id=usaquen')).json<CashUp>().open).toBeNull();
    // La Brasa's token on Taquería's host
    const elsewhere = await h.t.app.inject({
      url: '/staff/cash-up.json?supplier_id=roma-norte',
      headers: { host: hostOf('taqueria-el-sol'), authorization: `Bearer ${token}` },
    });
    expect(elsewhere.statusCode).toBe(401);
    const unknown = await staff('GET', `/staff/cash-up/${shift.id}.csv?supplier_id=chapinero`);
    expect(unknown.statusCode).toBe(404);
  });

  it('opens one till when many ask at once, in the database, and the rest are told it is open', async () => {
    const asks = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        staff('POST', '/staff/cash-up/open.json', { supplier_id: 'usaquen', opening_float: 1_000 + i }),
      ),
    );
    const opened = asks.filter((res) => res.statusCode === 201);
    expect(opened).toHaveLength(1);
    for (const res of asks.filter((r) => r.statusCode !== 201)) {
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({ key: 'shift_already_open' });
    }
    const { open } = (await staff('GET', '/staff/cash-up.json?supplier_id=usaquen')).json<CashUp>();
    expect(open!.id).toBe(opened[0]!.json<Shift>().id);
  });
});
