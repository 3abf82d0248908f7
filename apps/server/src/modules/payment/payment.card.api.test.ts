import { describe, expect, it } from 'vitest';
import { storeName } from '../../../test/support/app.ts';
import { fileDinerApp } from '../../../test/support/diners.ts';
import {
  cardToken,
  customShare,
  getPayment,
  newPurchase,
  pathOf,
  pay,
  postForm,
  purchaseRow,
  sandboxTransactionOf,
  tokenize,
} from '../../../test/support/payments.ts';

// Card payments through the sandbox gateway (docs/payments.md, docs/decisions/013-payments.md): every test number's outcome,
// 3-D Secure, tokenization refusals, and the diner's retry with another card after a failure.

const { t, diner } = fileDinerApp();

const returnPath = (purchaseId: string) => `/chapinero/webcheckout/${purchaseId}`;

async function cardPayment(number: string, amount = 50_000, tip = 5_000) {
  const purchase = await newPurchase(t, { owner: diner });
  const token = await cardToken(t, diner.host, number);
  const res = await pay(t, diner, {
    purchase_id: purchase.id,
    method: 'card',
    amount,
    tip,
    card_token: token,
    share: { kind: 'custom' },
    return_url: returnPath(purchase.id),
  });
  return { purchase, res, payment: res.json() };
}

describe(`card payments (${storeName})`, () => {
  it('approves 4242…: paid, brand and last four kept, paid_amount grows by amount + tip once', async () => {
    const { purchase, res, payment } = await cardPayment('4242 4242 4242 4242');
    expect(res.statusCode, res.body).toBe(201);
    expect(payment).toMatchObject({
      status: 'paid',
      method: 'card',
      provider: 'sandbox',
      amount: 50_000,
      tip: 5_000,
      card_brand: 'visa',
      card_last4: '4242',
      message_key: null,
      mine: true,
    });
    const row = await purchaseRow(t, purchase.id);
    expect(row.paidAmount).toBe(55_000);
    expect(row.tip).toBe(5_000);
    expect(row.total).toBe(85_000);
    // Asking again changes nothing.
    expect((await getPayment(t, diner, payment.id)).json().status).toBe('paid');
    expect((await purchaseRow(t, purchase.id)).paidAmount).toBe(55_000);
  });

  it('detects Mastercard and American Express', async () => {
    expect((await cardPayment('5555555555554444')).payment).toMatchObject({
      status: 'paid',
      card_brand: 'mastercard',
    });
    expect((await cardPayment('378282246310005')).payment).toMatchObject({
      status: 'paid',
      card_brand: 'amex',
      card_last4: '0005',
    });
  });

  it('declines 4000…0002 with the spec message, and the diner pays with another card', async () => {
    const { purchase, payment } = await cardPayment('4000000000000002', 80_000, 0);
    expect(payment).toMatchObject({ status: 'declined', message_key: 'payment_declined' });
    expect((await purchaseRow(t, purchase.id)).paidAmount).toBe(0);
    const retry = await pay(t, diner, {
      purchase_id: purchase.id,
      method: 'card',
      amount: 80_000,
      card_token: await cardToken(t, diner.host, '4242424242424242'),
    });
    expect(retry.json()).toMatchObject({ status: 'paid' });
    expect((await purchaseRow(t, purchase.id)).paidAmount).toBe(80_000);
  });

  it('fails 4000…0119 with a processing error', async () => {
    const { payment } = await cardPayment('4000000000000119');
    expect(payment).toMatchObject({ status: 'error', message_key: 'payment_processing_error' });
  });

  it('keeps 4000…0051 pending bank validation until the bank decides', async () => {
    const { purchase, payment } = await cardPayment('4000000000000051');
    expect(payment).toMatchObject({
      status: 'pending_bank_validation',
      message_key: 'payment_rejected_by_bank',
    });
    const txn = (await sandboxTransactionOf(t, payment.id))!;
    const decided = await postForm(t, diner.host, `/sandbox/bank/${txn.id}`, 'approve');
    expect(decided.statusCode).toBe(303);
    expect((await getPayment(t, diner, payment.id)).json()).toMatchObject({
      status: 'paid',
      message_key: null,
    });
    expect((await purchaseRow(t, purchase.id)).paidAmount).toBe(55_000);
  });

  it('sends 4000…3220 through a 3-D Secure challenge page, then back to the storefront', async () => {
    const { purchase, payment } = await cardPayment('4000000000003220');
    expect(payment.status).toBe('pending');
    expect(payment.redirect_url).toMatch(/^\/sandbox\/3ds\//);
    const challenge = await t.app.inject({ url: payment.redirect_url, headers: { host: diner.host } });
    expect(challenge.statusCode).toBe(200);
    expect(challenge.headers['content-type']).toMatch(/^text\/html/);
    expect(challenge.headers['content-security-policy']).toContain("default-src 'none'");
    expect(challenge.headers['content-security-policy']).not.toContain('script-src');
    expect(challenge.body).not.toMatch(/<script/i);
    expect(challenge.body).toContain('Authenticate');

    const answered = await postForm(t, diner.host, payment.redirect_url, 'approve');
    expect(answered.statusCode).toBe(303);
    const back = pathOf(String(answered.headers.location));
    expect(back).toMatch(new RegExp(`^/payments/${payment.id}/return\\?transaction_id=.*&signature=`));
    const returned = await t.app.inject({ url: back, headers: { host: diner.host } });
    expect(returned.statusCode).toBe(303);
    expect(returned.headers.location).toBe(`${returnPath(purchase.id)}?payment=${payment.id}`);
    expect((await getPayment(t, diner, payment.id)).json()).toMatchObject({
      status: 'paid',
      redirect_url: null,
    });
    expect((await purchaseRow(t, purchase.id)).paidAmount).toBe(55_000);
  });

  it('declines a failed 3-D Secure challenge', async () => {
    const { payment } = await cardPayment('4000000000003220');
    await postForm(t, diner.host, payment.redirect_url, 'fail');
    expect((await getPayment(t, diner, payment.id)).json()).toMatchObject({
      status: 'declined',
      message_key: 'payment_declined',
    });
  });

  it('ignores a forged return: the status comes from the gateway, not the browser', async () => {
    const { payment } = await cardPayment('4000000000003220');
    const txn = (await sandboxTransactionOf(t, payment.id))!;
    const forged = await t.app.inject({
      url: `/payments/${payment.id}/return?transaction_id=${txn.id}&status=APPROVED&signature=${'0'.repeat(64)}`,
      headers: { host: diner.host },
    });
    expect(forged.statusCode).toBe(303);
    expect((await getPayment(t, diner, payment.id)).json().status).toBe('pending');
  });

  it('refuses cards at tokenization with the spec messages', async () => {
    const cases: [string, Record<string, unknown>, string][] = [
      ['Luhn', { number: '4242424242424241' }, 'card_validation_error'],
      ['expired', { number: '4242424242424242', exp_month: 1, exp_year: 2020 }, 'card_validation_error'],
      ['CVC', { number: '4242424242424242', cvc: '1234' }, 'card_validation_error'],
      ['cannot be added', { number: '4000000000000069' }, 'card_add_failed'],
      ['bad CVC at the issuer', { number: '4000000000000127' }, 'card_validation_error'],
    ];
    for (const [what, card, key] of cases) {
      const res = await tokenize(t, diner.host, card as { number: string });
      expect(res.statusCode, what).toBe(422);
      expect(res.json().key, what).toBe(key);
    }
  });

  it('declines an unknown card token as a card validation error', async () => {
    const purchase = await newPurchase(t, { owner: diner });
    const res = await pay(t, diner, customShare(purchase.id, 'card', 10_000, { card_token: 'tok_nope' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ status: 'declined', message_key: 'card_validation_error' });
  });

  it('requires the card token for a card payment', async () => {
    const purchase = await newPurchase(t, { owner: diner });
    const res = await pay(t, diner, { purchase_id: purchase.id, method: 'card', amount: 10_000 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ key: 'validation_failed', params: { fields: 'card_token' } });
  });
});
