import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { fileApp, storeName } from '../../../test/support/app.ts';
import { cardToken, purchaseRow } from '../../../test/support/payments.ts';
import { codeOf, OnTableHarness, plainProduct, priceOf } from '../../../test/support/table-orders.ts';

// Card payments of a table's order, made through the real on-table API (docs/decisions/013-payments.md; docs/decisions/015-split-bill.md): a
// pay-first order goes to the kitchen once paid, and a bill split in equal parts closes when the
// last part is paid, each payer with their own tip.

const h = fileApp(() => OnTableHarness.create());

/** A diner's order at a table of a La Brasa branch with `count` of one product added; `bill` is
 * what the products cost. Usaquén's tables pay first; Chapinero's pay at checkout. */
async function tableOrder(label: string, branch = 'usaquen', count = 2) {
  const diner = await h.diner();
  const order = await h.join(diner, branch, codeOf('la-brasa', branch, label));
  const product = plainProduct(await h.menu('la-brasa', branch));
  const added = await h.add(diner, order.purchase.id, product, count);
  expect(added.statusCode, added.body).toBeLessThan(300);
  return { diner, purchaseId: order.purchase.id, bill: priceOf(product) * count };
}

function payByCard(diner: Awaited<ReturnType<OnTableHarness['diner']>>, body: Record<string, unknown>) {
  return h.send(
    diner,
    'POST',
    '/payments.json',
    { method: 'card', ...body },
    { 'idempotency-key': `k-${randomUUID()}` },
  );
}

describe(`paying a table's order (${storeName})`, () => {
  it('sends a pay-first order to the kitchen once its card payment is paid', async () => {
    const { diner, purchaseId, bill } = await tableOrder('Mesa 1');
    const before = await h.send(diner, 'GET', `/purchases/${purchaseId}/payments.json`);
    expect(before.json().purchase).toMatchObject({ bill, balance: bill, paid_bill: 0 });

    const res = await payByCard(diner, {
      purchase_id: purchaseId,
      amount: bill,
      tip: Math.round(bill / 10),
      card_token: await cardToken(h.t, diner.host, '4242424242424242'),
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().status).toBe('paid');

    const row = await purchaseRow(h.t, purchaseId);
    expect(row.closedAt).not.toBeNull();
    expect(row.status).toBe('preparation');
    expect(row.paidAmount).toBe(bill + Math.round(bill / 10));
    expect(row.tip).toBe(Math.round(bill / 10));
    const order = await h.send(diner, 'GET', `/menudigital/cart/${purchaseId}.json`);
    expect(order.json().purchase.products.every((p: { state: string }) => p.state === 'ordered')).toBe(true);
  });

  it('splits the bill in equal parts: each payer pays one part with their own tip, then it closes', async () => {
    const { diner, purchaseId, bill } = await tableOrder('Mesa 2');
    const friend = await h.diner();
    await h.join(friend, 'usaquen', codeOf('la-brasa', 'usaquen', 'Mesa 2'));
    const part = (n: number) => Math.floor(bill / 2) + (n <= bill % 2 ? 1 : 0);

    const payPart = async (payer: typeof diner, n: number, card: string, tip?: number) =>
      payByCard(payer, {
        purchase_id: purchaseId,
        amount: part(n),
        tip,
        share: { kind: 'equal', parts: 2, part: n },
        card_token: await cardToken(h.t, payer.host, card),
      });

    const first = await payPart(diner, 1, '4242424242424242', 1_000);
    expect(first.json().status).toBe('paid');
    expect((await purchaseRow(h.t, purchaseId)).closedAt).toBeNull();
    // The same part twice is refused; the other part is what is left.
    const again = await payPart(friend, 1, '4242424242424242');
    expect(again.statusCode).toBe(409);
    const second = await payPart(friend, 2, '5555555555554444', 0);
    expect(second.json().status).toBe('paid');
    const row = await purchaseRow(h.t, purchaseId);
    expect(row.closedAt).not.toBeNull();
    expect(row.paidAmount).toBe(bill + 1_000);
    expect(row.tip).toBe(1_000);
  });
});

describe(`who may pay a table's order, and when (${storeName})`, () => {
  const checkoutTable = (label: string) => tableOrder(label, 'chapinero', 1);

  it('refuses to pay a checkout bill whose products were never sent to the kitchen', async () => {
    const { diner, purchaseId, bill } = await checkoutTable('Mesa 5');
    const card = await payByCard(diner, {
      purchase_id: purchaseId,
      amount: bill,
      card_token: await cardToken(h.t, diner.host, '4242424242424242'),
    });
    expect(card.statusCode, card.body).toBe(409);
    expect(card.json()).toMatchObject({ key: 'unsent_products' });
    const cash = await h.send(diner, 'POST', '/menudigital/manual_payment.json', {
      supplier_id: 'chapinero',
      purchase_id: purchaseId,
      method: 'cash',
      amount: bill,
      share: { kind: 'full' },
    });
    expect(cash.statusCode, cash.body).toBe(409);
    expect(cash.json().key).toBe('unsent_products');
    const row = await purchaseRow(h.t, purchaseId);
    expect(row.closedAt).toBeNull();
    expect(row.paidAmount).toBe(0);

    // Once the round is sent, the same bill is paid and closes with every product ordered.
    const sent = await h.send(diner, 'PUT', `/menudigital/cook_products/${purchaseId}.json`);
    expect(sent.statusCode, sent.body).toBe(200);
    const paid = await payByCard(diner, {
      purchase_id: purchaseId,
      amount: bill,
      card_token: await cardToken(h.t, diner.host, '4242424242424242'),
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().status).toBe('paid');
    const order = await h.send(diner, 'GET', `/menudigital/cart/${purchaseId}.json`);
    expect(order.json().purchase.products.every((p: { state: string }) => p.state === 'ordered')).toBe(true);
  });

  it('answers 404 to a diner of the venue who never joined the table, on every payment call', async () => {
    const { diner, purchaseId, bill } = await checkoutTable('Mesa 6');
    await h.send(diner, 'PUT', `/menudigital/cook_products/${purchaseId}.json`);
    const stranger = await h.diner();

    const pay = (who: typeof diner, method: string) =>
      h.send(
        who,
        'POST',
        '/payments.json',
        { purchase_id: purchaseId, method, amount: bill },
        { 'idempotency-key': `k-${randomUUID()}` },
      );
    const foreign = await pay(stranger, 'cash');
    expect(foreign.statusCode, foreign.body).toBe(404);
    expect(foreign.json().key).toBe('not_found');
    const bill1 = await h.send(stranger, 'GET', `/purchases/${purchaseId}/payments.json`);
    expect(bill1.statusCode).toBe(404);

    // A payment the table made is not readable by the stranger either, but by a diner who joined.
    const own = await pay(diner, 'cash');
    expect(own.statusCode, own.body).toBe(201);
    const paymentId = own.json().id as string;
    expect((await h.send(stranger, 'GET', `/payments/${paymentId}.json`)).statusCode).toBe(404);
    const friend = await h.diner();
    await h.join(friend, 'chapinero', codeOf('la-brasa', 'chapinero', 'Mesa 6'));
    expect((await h.send(friend, 'GET', `/payments/${paymentId}.json`)).statusCode).toBe(200);
    expect((await h.send(friend, 'GET', `/purchases/${purchaseId}/payments.json`)).statusCode).toBe(200);
    expect((await purchaseRow(h.t, purchaseId)).paidAmount).toBe(0);
  });
});
