import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { storeName } from '../../../test/support/app.ts';
import { fileDinerApp } from '../../../test/support/diners.ts';
import {
  cardToken,
  customShare,
  getPayment,
  newPurchase,
  pay,
  postForm,
  purchaseRow,
  sandboxTransactionOf,
  staffBearer,
} from '../../../test/support/payments.ts';
import type { Db } from '../../db/client.ts';
import { payments, purchases } from '../../db/schema.ts';
import { lockPurchase } from '../purchase/purchase.repository.ts';

// Cash and card reader settled by staff, refunds by staff, and refunds when an order is canceled
// after payment (docs/decisions/013-payments.md; docs/payments.md#the-api).

const { t, diner } = fileDinerApp();
let bearer: string;
beforeAll(async () => {
  bearer = await staffBearer(t);
});

// each call its own Idempotency-Key (a refund requires one: ADR 117; a settle ignores it)
function staff(url: string, payload: object, authorization = bearer, host = diner.host) {
  const key = `staff-${randomUUID()}`;
  return t.app.inject({
    method: 'POST',
    url,
    headers: { host, authorization, 'idempotency-key': key },
    payload,
  });
}

describe(`cash and card reader (${storeName})`, () => {
  it('waits in pending until staff settle it as paid, recording who', async () => {
    const purchase = await newPurchase(t, { owner: diner, total: 25_000 });
    const payment = (
      await pay(t, diner, { purchase_id: purchase.id, method: 'card_reader', amount: 25_000, tip: 2_500 })
    ).json();
    expect(payment).toMatchObject({ status: 'pending', provider: 'manual', method: 'card_reader' });
    expect((await purchaseRow(t, purchase.id)).paidAmount).toBe(0);

    const unauthenticated = await staff(
      `/staff/payments/${payment.id}/settle`,
      { status: 'paid' },
      'Bearer stf_nope_nope_nope',
    );
    expect(unauthenticated.statusCode).toBe(401);
    const otherVenue = await staff(
      `/staff/payments/${payment.id}/settle`,
      { status: 'paid' },
      await staffBearer(t, 'taqueria-el-sol'),
    );
    expect(otherVenue.statusCode).toBe(401);

    const settled = await staff(`/staff/payments/${payment.id}/settle`, { status: 'paid' });
    expect(settled.statusCode, settled.body).toBe(200);
    expect(settled.json().status).toBe('paid');
    expect((await purchaseRow(t, purchase.id)).paidAmount).toBe(27_500);
    // Settling again the same way changes nothing; the other way is refused.
    expect((await staff(`/staff/payments/${payment.id}/settle`, { status: 'paid' })).statusCode).toBe(200);
    expect((await staff(`/staff/payments/${payment.id}/settle`, { status: 'declined' })).statusCode).toBe(
      409,
    );
    expect((await purchaseRow(t, purchase.id)).paidAmount).toBe(27_500);
  });

  it('closes a cash payment that never arrived, freeing the balance for another method', async () => {
    const purchase = await newPurchase(t, { owner: diner, total: 25_000 });
    const payment = (
      await pay(t, diner, { purchase_id: purchase.id, method: 'cash', amount: 25_000 })
    ).json();
    const closed = await staff(`/staff/payments/${payment.id}/settle`, { status: 'declined' });
    expect(closed.json()).toMatchObject({ status: 'declined', message_key: 'payment_not_processed' });
    expect(
      (await pay(t, diner, { purchase_id: purchase.id, method: 'cash', amount: 25_000 })).statusCode,
    ).toBe(201);
  });

  it.each([
    ['an empty body', {}],
    ['a misspelled key', { stauts: 'paid' }],
    ['an unknown key beside the status', { status: 'paid', note: 'cobrado' }],
    ['the former body', { outcome: 'paid' }],
    ['a status that is not one', { status: 'not_paid' }],
  ])('refuses %s with 400 and moves no money', async (_name, body) => {
    const purchase = await newPurchase(t, { owner: diner, total: 12_000 });
    const payment = (
      await pay(t, diner, { purchase_id: purchase.id, method: 'cash', amount: 12_000 })
    ).json();
    const res = await staff(`/staff/payments/${payment.id}/settle`, body);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ key: 'validation_failed' });
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row).toMatchObject({ status: 'pending', settledBy: null, paidAt: null });
    expect((await purchaseRow(t, purchase.id)).paidAmount).toBe(0);
  });

  it('refuses a settle without a body at all, and the payment stays pending', async () => {
    const purchase = await newPurchase(t, { owner: diner, total: 12_000 });
    const payment = (
      await pay(t, diner, { purchase_id: purchase.id, method: 'cash', amount: 12_000 })
    ).json();
    const res = await t.app.inject({
      method: 'POST',
      url: `/staff/payments/${payment.id}/settle`,
      headers: { host: diner.host, authorization: bearer },
    });
    expect(res.statusCode, res.body).toBe(400);
    expect((await getPayment(t, diner, payment.id)).json().status).toBe('pending');
    expect((await purchaseRow(t, purchase.id)).paidAmount).toBe(0);
  });

  it('refuses to settle an online payment by hand', async () => {
    const purchase = await newPurchase(t, { owner: diner });
    const payment = (
      await pay(t, diner, customShare(purchase.id, 'nequi', 10_000, { nequi: { phone: '3001234567' } }))
    ).json();
    const res = await staff(`/staff/payments/${payment.id}/settle`, { status: 'paid' });
    expect(res.statusCode).toBe(409);
    expect((await getPayment(t, diner, payment.id)).json().status).toBe('pending');
  });
});

describe(`refunds (${storeName})`, () => {
  it('refunds a paid card payment through the gateway: refunded, and the money leaves the purchase', async () => {
    const purchase = await newPurchase(t, { owner: diner, total: 30_000, service: 'take_away' });
    const payment = (
      await pay(t, diner, {
        purchase_id: purchase.id,
        method: 'card',
        amount: 30_000,
        tip: 3_000,
        card_token: await cardToken(t, diner.host, '4242424242424242'),
      })
    ).json();
    expect((await purchaseRow(t, purchase.id)).paidAmount).toBe(33_000);
    const refunded = await staff(`/staff/payments/${payment.id}/refund`, { reason: 'wrong table' });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json().status).toBe('refunded');
    expect((await sandboxTransactionOf(t, payment.id))!.status).toBe('REFUNDED');
    const row = await purchaseRow(t, purchase.id);
    expect(row.paidAmount).toBe(0);
    expect(row.tip).toBe(0);
    expect(row.total).toBe(30_000);
    // Nothing is left to refund; a payment that is not paid cannot be refunded (partial refunds and
    // retries by Idempotency-Key: payment.refunds.api.test.ts).
    expect((await staff(`/staff/payments/${payment.id}/refund`, {})).json().key).toBe('refund_not_paid');
    const cash = (await pay(t, diner, customShare(purchase.id, 'cash', 1_000))).json();
    expect((await staff(`/staff/payments/${cash.id}/refund`, {})).statusCode).toBe(409);
  });

  it('refunds every paid payment when another module cancels the order after payment', async () => {
    const purchase = await newPurchase(t, { owner: diner, total: 50_000 });
    const card = (
      await pay(
        t,
        diner,
        customShare(purchase.id, 'card', 20_000, {
          card_token: await cardToken(t, diner.host, '5555555555554444'),
        }),
      )
    ).json();
    const custom = { share: { kind: 'custom' } };
    const cash = (
      await pay(t, diner, { purchase_id: purchase.id, method: 'cash', amount: 10_000, ...custom })
    ).json();
    const waiting = (
      await pay(t, diner, { purchase_id: purchase.id, method: 'cash', amount: 5_000, ...custom })
    ).json();
    await staff(`/staff/payments/${cash.id}/settle`, { status: 'paid' });

    // What the ordering modules do when they cancel: their update and our refunds in one transaction.
    const events = await t.database.db.transaction(async (transaction) => {
      const tx = transaction as Db;
      await lockPurchase(tx, purchase.instanceId, purchase.id);
      await tx
        .update(purchases)
        .set({ status: 'canceled', cancelReason: 'kitchen closed' })
        .where(eq(purchases.id, purchase.id));
      return t.app.payments.refundPurchasePayments(tx, purchase.instanceId, purchase.id);
    });
    await t.app.events.deliver(...events);
    // Each status change tells the diners of the purchase and the branch's staff.
    expect(events.map((event) => event.topic).sort()).toEqual([
      ...Array(3).fill(`purchase:${purchase.id}`),
      ...Array(3).fill(expect.stringMatching(/^staff:\d+$/)),
    ]);

    expect((await getPayment(t, diner, card.id)).json().status).toBe('refunded');
    expect((await getPayment(t, diner, cash.id)).json().status).toBe('refunded');
    expect((await getPayment(t, diner, waiting.id)).json()).toMatchObject({
      status: 'declined',
      message_key: 'payment_not_processed',
    });
    expect((await purchaseRow(t, purchase.id)).paidAmount).toBe(0);
  });

  it('gives back money that arrives for an order canceled while the bank was deciding', async () => {
    const purchase = await newPurchase(t, { owner: diner, total: 20_000 });
    const payment = (
      await pay(t, diner, {
        purchase_id: purchase.id,
        method: 'pse',
        amount: 20_000,
        pse: {
          client_type: 'natural',
          document_type: 'CC',
          document_number: '1020304050',
          bank_code: '1007',
        },
      })
    ).json();
    await t.database.db.update(purchases).set({ status: 'canceled' }).where(eq(purchases.id, purchase.id));
    const txn = (await sandboxTransactionOf(t, payment.id))!;
    await postForm(t, diner.host, `/sandbox/bank/${txn.id}`, 'approve');
    expect((await getPayment(t, diner, payment.id)).json().status).toBe('refunded');
    expect((await sandboxTransactionOf(t, payment.id))!.status).toBe('REFUNDED');
    expect((await purchaseRow(t, purchase.id)).paidAmount).toBe(0);
  });
});
