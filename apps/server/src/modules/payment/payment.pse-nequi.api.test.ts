import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { storeName } from '../../../test/support/app.ts';
import { fileDinerApp } from '../../../test/support/diners.ts';
import {
  getPayment,
  newPurchase,
  pathOf,
  pay,
  postForm,
  purchaseRow,
  sandboxTransactionOf,
} from '../../../test/support/payments.ts';
import { sandboxTransactions } from '../../db/schema.ts';

// PSE (bank transfer through the simulated bank's page) and Nequi (push to the simulated phone)
// through the sandbox gateway (docs/payments.md#sandbox-test-data).

const { t, diner } = fileDinerApp();

const pse = (bank_code = '1007') => ({
  client_type: 'natural',
  document_type: 'CC',
  document_number: '1020304050',
  bank_code,
});

async function psePayment(bank = '1007') {
  const purchase = await newPurchase(t, { owner: diner, total: 60_000 });
  const res = await pay(t, diner, {
    purchase_id: purchase.id,
    method: 'pse',
    amount: 60_000,
    tip: 6_000,
    pse: pse(bank),
    return_url: `/chapinero/cluvipay/${purchase.id}`,
  });
  return { purchase, res, payment: res.json() };
}

async function nequiPayment(phone: string) {
  const purchase = await newPurchase(t, { owner: diner, total: 30_000 });
  const res = await pay(t, diner, {
    purchase_id: purchase.id,
    method: 'nequi',
    amount: 30_000,
    nequi: { phone },
  });
  return { purchase, res, payment: res.json() };
}

describe(`PSE (${storeName})`, () => {
  it("lists the gateway's banks", async () => {
    const res = await t.app.inject({ url: '/payments/pse/banks.json', headers: { host: diner.host } });
    expect(res.statusCode).toBe(200);
    expect(res.json().banks).toContainEqual({ code: '1007', name: 'Banco Sandbox Andino' });
  });

  it('sends the diner to the bank, which approves: paid, then back to the pay page', async () => {
    const { purchase, res, payment } = await psePayment();
    expect(res.statusCode, res.body).toBe(201);
    expect(payment).toMatchObject({
      status: 'pending',
      redirect_url: expect.stringMatching(/^\/sandbox\/bank\//),
    });
    const bank = await t.app.inject({ url: payment.redirect_url, headers: { host: diner.host } });
    expect(bank.body).toContain('Approve payment');
    expect(bank.body).toContain('Leave pending');
    const decided = await postForm(t, diner.host, payment.redirect_url, 'approve');
    const returned = await t.app.inject({
      url: pathOf(String(decided.headers.location)),
      headers: { host: diner.host },
    });
    expect(returned.headers.location).toBe(`/chapinero/cluvipay/${purchase.id}?payment=${payment.id}`);
    expect((await getPayment(t, diner, payment.id)).json().status).toBe('paid');
    expect((await purchaseRow(t, purchase.id)).paidAmount).toBe(66_000);
  });

  it('is rejected by the bank with the spec message', async () => {
    const { purchase, payment } = await psePayment();
    await postForm(t, diner.host, payment.redirect_url, 'reject');
    expect((await getPayment(t, diner, payment.id)).json()).toMatchObject({
      status: 'rejected_by_bank',
      message_key: 'payment_rejected_by_bank',
    });
    expect((await purchaseRow(t, purchase.id)).paidAmount).toBe(0);
  });

  it('can stay pending bank validation, and the bank decides later', async () => {
    const { purchase, payment } = await psePayment();
    await postForm(t, diner.host, payment.redirect_url, 'pending');
    expect((await getPayment(t, diner, payment.id)).json().status).toBe('pending_bank_validation');
    // The pending amount is held: nobody can pay it twice meanwhile.
    const other = await pay(t, diner, {
      purchase_id: purchase.id,
      method: 'pse',
      amount: 1_000,
      pse: pse(),
    });
    expect(other.statusCode).toBe(409);
    expect(other.json().key).toBe('payment_exceeds_balance');
    const bankPage = await t.app.inject({ url: payment.redirect_url, headers: { host: diner.host } });
    expect(bankPage.body).not.toContain('Leave pending');
    await postForm(t, diner.host, payment.redirect_url, 'approve');
    expect((await getPayment(t, diner, payment.id)).json().status).toBe('paid');
  });

  it('fails with a processing error when the bank is down', async () => {
    const { payment } = await psePayment('1999');
    expect(payment).toMatchObject({ status: 'error', message_key: 'payment_processing_error' });
  });

  it('refuses an incomplete PSE form', async () => {
    const purchase = await newPurchase(t, { owner: diner });
    const res = await pay(t, diner, {
      purchase_id: purchase.id,
      method: 'pse',
      amount: 10_000,
      pse: { ...pse(), document_number: '' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().key).toBe('validation_failed');
  });
});

describe(`Nequi (${storeName})`, () => {
  it('refuses a phone without a Nequi account: "Must have a Nequi account"', async () => {
    const { purchase, payment } = await nequiPayment('3000000001');
    expect(payment).toMatchObject({ status: 'declined', message_key: 'nequi_account_required' });
    expect((await purchaseRow(t, purchase.id)).paidAmount).toBe(0);
  });

  it('waits for the phone, which accepts the push', async () => {
    const { purchase, payment } = await nequiPayment('3001234567');
    expect(payment).toMatchObject({ status: 'pending', redirect_url: null });
    const phone = await t.app.inject({ url: '/sandbox/nequi/3001234567', headers: { host: diner.host } });
    expect(phone.statusCode).toBe(200);
    expect(phone.body).toContain('Let it time out');
    const txn = (await sandboxTransactionOf(t, payment.id))!;
    const answered = await postForm(t, diner.host, `/sandbox/nequi/push/${txn.id}`, 'accept');
    expect(answered.statusCode).toBe(303);
    expect(answered.headers.location).toBe('/sandbox/nequi/3001234567');
    expect((await getPayment(t, diner, payment.id)).json().status).toBe('paid');
    expect((await purchaseRow(t, purchase.id)).paidAmount).toBe(30_000);
  });

  it('is declined when the phone rejects the push', async () => {
    const { payment } = await nequiPayment('3001234568');
    const txn = (await sandboxTransactionOf(t, payment.id))!;
    await postForm(t, diner.host, `/sandbox/nequi/push/${txn.id}`, 'reject');
    expect((await getPayment(t, diner, payment.id)).json()).toMatchObject({
      status: 'declined',
      message_key: 'payment_declined',
    });
  });

  it('is not processed when the push times out (on the phone, or when its time runs out)', async () => {
    const first = await nequiPayment('3001234569');
    const txn = (await sandboxTransactionOf(t, first.payment.id))!;
    await postForm(t, diner.host, `/sandbox/nequi/push/${txn.id}`, 'timeout');
    expect((await getPayment(t, diner, first.payment.id)).json()).toMatchObject({
      status: 'declined',
      message_key: 'payment_not_processed',
    });

    const second = await nequiPayment('3001234570');
    await t.database.db
      .update(sandboxTransactions)
      .set({ expiresAt: new Date(Date.now() - 1_000) })
      .where(eq(sandboxTransactions.reference, second.payment.id));
    expect((await getPayment(t, diner, second.payment.id)).json()).toMatchObject({
      status: 'declined',
      message_key: 'payment_not_processed',
    });
  });

  it('approves 300 111 1111 at once', async () => {
    const { payment } = await nequiPayment('3001111111');
    expect(payment.status).toBe('paid');
  });
});
