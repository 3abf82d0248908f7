import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileApp, storeName } from '../support/app.ts';
import type { Diner } from '../support/diners.ts';
import { codeOf, OnTableHarness, plainProduct } from '../support/table-orders.ts';

// Object-level checks (docs/decisions/022-table-payment-guards.md): a diner of the same venue who
// knows the id of another table's order, or of its payment, reads and changes nothing, on every
// diner call that names one. Each answer is the same 404 an unknown id gets, so ids cannot be
// probed; afterwards the order is exactly as it was.

const h = fileApp(() => OnTableHarness.create());
let owner: Diner;
let stranger: Diner;
let purchaseId: string;
let paymentId: string;
let itemId: string;

beforeAll(async () => {
  owner = await h.diner();
  stranger = await h.diner();
  const order = await h.join(owner, 'chapinero', codeOf('la-brasa', 'chapinero', 'Mesa 3'));
  purchaseId = order.purchase.id;
  const menu = await h.menu('la-brasa', 'chapinero');
  expect((await h.add(owner, purchaseId, plainProduct(menu), 2)).statusCode).toBeLessThan(300);
  expect((await h.send(owner, 'PUT', `/menudigital/cook_products/${purchaseId}.json`)).statusCode).toBe(200);
  const paid = await h.send(
    owner,
    'POST',
    '/payments.json',
    { purchase_id: purchaseId, method: 'cash', amount: 1_000, share: { kind: 'custom' } },
    { 'idempotency-key': `k-${randomUUID()}` },
  );
  expect(paid.statusCode, paid.body).toBe(201);
  paymentId = paid.json().id;
  // One product still to send, for the calls that change pending products.
  const pending = await h.add(owner, purchaseId, plainProduct(menu, 1), 1);
  itemId = pending.json().purchase.products.find((p: { state: string }) => p.state === 'pending').id;
});

const key = () => ({ 'idempotency-key': `k-${randomUUID()}` });
const tip = { include: true, percent: 20, custom_value: null };

const calls: [string, () => Promise<{ statusCode: number; body: string }>][] = [
  [
    'GET /menudigital/init/{purchase}.json',
    () => h.send(stranger, 'GET', `/menudigital/init/${purchaseId}.json`),
  ],
  [
    'GET /menudigital/cart/{purchase}.json',
    () => h.send(stranger, 'GET', `/menudigital/cart/${purchaseId}.json`),
  ],
  [
    'PUT /menudigital/cart/{purchase}',
    () =>
      h.send(stranger, 'PUT', `/menudigital/cart/${purchaseId}`, { products: [{ id: itemId, count: 0 }] }),
  ],
  [
    'POST /menudigital/add_product_cart.json',
    async () => h.add(stranger, purchaseId, plainProduct(await h.menu('la-brasa', 'chapinero')), 1),
  ],
  [
    'PUT /menudigital/cook_products/{purchase}.json',
    () => h.send(stranger, 'PUT', `/menudigital/cook_products/${purchaseId}.json`),
  ],
  [
    'DELETE /menudigital/clean_cart/{purchase}.json',
    () => h.send(stranger, 'DELETE', `/menudigital/clean_cart/${purchaseId}.json`),
  ],
  [
    'PUT /menudigital/call_waiter/{purchase}',
    () => h.send(stranger, 'PUT', `/menudigital/call_waiter/${purchaseId}`, { reason: 'bill' }),
  ],
  [
    'PUT /menudigital/add_tip/{purchase}.json',
    () => h.send(stranger, 'PUT', `/menudigital/add_tip/${purchaseId}.json`, { tip }, key()),
  ],
  [
    'POST /menudigital/manual_payment.json',
    () =>
      h.send(
        stranger,
        'POST',
        '/menudigital/manual_payment.json',
        {
          supplier_id: 'chapinero',
          purchase_id: purchaseId,
          amount: 1_000,
          share: { kind: 'custom' },
        },
        key(),
      ),
  ],
  [
    'PUT /menudigital/manual_payment/{purchase}.json',
    () =>
      h.send(stranger, 'PUT', `/menudigital/manual_payment/${purchaseId}.json`, {
        payment_id: paymentId,
        cancel: true,
      }),
  ],
  [
    'PUT /menudigital/receive_order/{purchase}',
    () => h.send(stranger, 'PUT', `/menudigital/receive_order/${purchaseId}`),
  ],
  ['GET /menudigital/events/{purchase}', () => h.send(stranger, 'GET', `/menudigital/events/${purchaseId}`)],
  [
    'POST /payments.json',
    () =>
      h.send(
        stranger,
        'POST',
        '/payments.json',
        { purchase_id: purchaseId, method: 'cash', amount: 1_000, share: { kind: 'custom' } },
        key(),
      ),
  ],
  ['GET /payments/{id}.json', () => h.send(stranger, 'GET', `/payments/${paymentId}.json`)],
  [
    'GET /purchases/{id}/payments.json',
    () => h.send(stranger, 'GET', `/purchases/${purchaseId}/payments.json`),
  ],
  ['GET /delivery/orders/{id}.json', () => h.send(stranger, 'GET', `/delivery/orders/${purchaseId}.json`)],
  [
    'GET /delivery/orders/{id}/events',
    () => h.send(stranger, 'GET', `/delivery/orders/${purchaseId}/events`),
  ],
];

describe(`another diner's order, by its id (${storeName})`, () => {
  it.each(calls)('%s answers 404 to a diner who never joined it', async (_name, call) => {
    const res = await call();
    expect(res.statusCode, res.body).toBe(404);
  });

  it('leaves the order, its items, its payments and its tip exactly as they were', async () => {
    const before = (await h.send(owner, 'GET', `/menudigital/cart/${purchaseId}.json`)).json();
    for (const [, call] of calls) await call();
    const after = (await h.send(owner, 'GET', `/menudigital/cart/${purchaseId}.json`)).json();
    expect(after.purchase.products).toEqual(before.purchase.products);
    expect(after.bill).toEqual(before.bill);
    expect(after.tip).toEqual(before.tip);
    const own = await h.send(owner, 'GET', `/payments/${paymentId}.json`);
    expect(own.json().status).toBe('pending');
  });
});
