import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, storeName } from '../../../../test/support/app.ts';
import { fileDinerApp, instanceIdOf } from '../../../../test/support/diners.ts';
import {
  getPayment,
  newPurchase,
  pathOf,
  pay,
  purchaseRow,
  staffBearer,
} from '../../../../test/support/payments.ts';
import { startWompiDouble, type WompiDouble } from '../../../../test/support/wompi-double.ts';
import { paymentSettings, payments, profiles } from '../../../db/schema.ts';
import { forgetVenueReads } from '../../venue/venue.service.ts';
import { expireAbandonedPayments } from '../payment.service.ts';

// Wompi's contract (docs/payments.md#wompi, ADR 115) against a local double that answers the
// documented shapes and refuses undocumented ones (test/support/wompi-double.ts): the card on Wompi's
// hosted checkout (approved, declined, error, a 3-D Secure challenge), PSE through the bank's page,
// Nequi's push, events (verified, duplicate, forged, out of order), a gateway that times out,
// reconciliation after a lost event, and refunds.

let double: WompiDouble;
/** Every line the app logs, at trace: searched at the end for every key and card number. */
const logLines: string[] = [];
const { t, diner } = fileDinerApp(async () => {
  double = await startWompiDouble();
  return createTestApp(
    {
      WOMPI_API_URL: double.apiUrl,
      WOMPI_CHECKOUT_URL: double.checkoutUrl,
      GATEWAY_TIMEOUT_MS: '1500',
      LOG_LEVEL: 'trace',
    },
    { logStream: { write: (line) => logLines.push(line) } },
  );
});
afterAll(async () => {
  // no key, secret or card number in any log line of the run (errors and timeouts included)
  expect(logLines.length).toBeGreaterThan(50);
  expect(logLines.some((line) => line.includes('gateway charge failed'))).toBe(true);
  const secrets = [
    double.keys.privateKey,
    double.keys.eventsSecret,
    double.keys.integritySecret,
    ...CARD_NUMBERS,
  ];
  for (const secret of secrets) expect(logLines.filter((line) => line.includes(secret))).toEqual([]);
  await double?.close();
});

const CARD_NUMBERS = ['4242424242424242', '4111111111111111', '5555555555554444', '4000000000003220'];

beforeAll(async () => {
  const db = t.database.db;
  const instanceId = await instanceIdOf(db, 'la-brasa');
  await db
    .update(paymentSettings)
    .set({
      provider: 'wompi',
      webhookSecret: double.keys.eventsSecret,
      credentials: {
        public_key: double.keys.publicKey,
        private_key: double.keys.privateKey,
        integrity_secret: double.keys.integritySecret,
      },
    })
    .where(eq(paymentSettings.instanceId, instanceId));
  await db
    .update(profiles)
    .set({ email: 'comensal@example.com' })
    .where(and(eq(profiles.instanceId, instanceId), eq(profiles.id, diner.id)));
  forgetVenueReads(t.app.venues);
});

async function cardPayment(total = 50_000, tip = 5_000) {
  const purchase = await newPurchase(t, { owner: diner, total });
  const res = await pay(t, diner, {
    purchase_id: purchase.id,
    method: 'card',
    amount: total,
    tip,
    return_url: `/chapinero/cluvipay/${purchase.id}`,
  });
  expect(res.statusCode, res.body).toBe(201);
  return { purchase, payment: res.json() };
}

/** The diner on Wompi's checkout: types the card and pays; answers where Wompi sends them. */
async function payOnCheckout(redirectUrl: string, number: string): Promise<Response> {
  const page = await fetch(redirectUrl);
  expect(page.status).toBe(200);
  const form = new URLSearchParams(new URL(redirectUrl).searchParams);
  form.set('number', number);
  return fetch(`${double.url}/p/pay`, { method: 'POST', body: form, redirect: 'manual' });
}

/** The diner's browser back on our return URL (`?id=…&env=test`). */
async function comeBack(location: string) {
  const res = await t.app.inject({ url: pathOf(location), headers: { host: diner.host } });
  expect(res.statusCode).toBe(303);
  return res;
}

function deliver(body: string, checksumHeader?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/payments/webhooks/wompi',
    headers: {
      host: diner.host,
      'content-type': 'application/json',
      ...(checksumHeader ? { 'x-event-checksum': checksumHeader } : {}),
    },
    payload: body,
  });
}

const transactionOf = (reference: string) =>
  [...double.transactions.values()].filter((x) => x.reference === reference);

describe(`Wompi: the storefront's options (${storeName})`, () => {
  it('takes the card on the hosted checkout: no card form, no tokenization URL', async () => {
    const res = await t.app.inject({ url: '/payments/options.json', headers: { host: diner.host } });
    expect(res.json()).toMatchObject({
      gateway_configured: true,
      provider: 'wompi',
      card_tokenization_url: null,
      card_entry: 'hosted',
    });
  });

  it("adds no gateway origin to the storefront's CSP: the same policy as a sandbox venue's", async () => {
    const wompiVenue = await t.app.inject({ url: '/', headers: { host: diner.host } });
    const sandboxVenue = await t.app.inject({ url: '/', headers: { host: 'cine-estelar.localhost' } });
    const policy = String(wompiVenue.headers['content-security-policy']);
    expect(policy).toContain("form-action 'self'");
    expect(policy).not.toMatch(/wompi|mercadopago|127\.0\.0\.1/);
    expect(policy).toBe(String(sandboxVenue.headers['content-security-policy']));
  });

  it("lists PSE's banks from Wompi", async () => {
    const res = await t.app.inject({ url: '/payments/pse/banks.json', headers: { host: diner.host } });
    expect(res.json().banks).toEqual([
      { code: '1', name: 'Banco que aprueba' },
      { code: '2', name: 'Banco que rechaza' },
    ]);
  });
});

describe(`Wompi: cards on the hosted checkout (${storeName})`, () => {
  it('sends the diner to the checkout with a valid integrity signature; approved: paid, back to the pay page', async () => {
    const { purchase, payment } = await cardPayment();
    expect(payment.status).toBe('pending');
    const checkout = new URL(payment.redirect_url);
    expect(`${checkout.origin}${checkout.pathname}`).toBe(double.checkoutUrl);
    expect(checkout.searchParams.get('amount-in-cents')).toBe('5500000');
    expect(checkout.searchParams.get('reference')).toBe(payment.id);
    expect(checkout.searchParams.get('redirect-url')).toMatch(new RegExp(`/payments/${payment.id}/return$`));
    const paid = await payOnCheckout(payment.redirect_url, '4242 4242 4242 4242');
    expect(paid.status).toBe(303);
    const back = await comeBack(paid.headers.get('location')!);
    expect(back.headers.location).toBe(`/chapinero/cluvipay/${purchase.id}?payment=${payment.id}`);
    expect((await getPayment(t, diner, payment.id)).json()).toMatchObject({
      status: 'paid',
      card_last4: '4242',
    });
    expect((await purchaseRow(t, purchase.id)).paidAmount).toBe(55_000);
  });

  it('is declined with the spec message (4111 1111 1111 1111)', async () => {
    const { purchase, payment } = await cardPayment();
    await comeBack((await payOnCheckout(payment.redirect_url, '4111111111111111')).headers.get('location')!);
    expect((await getPayment(t, diner, payment.id)).json()).toMatchObject({
      status: 'declined',
      message_key: 'payment_declined',
    });
    expect((await purchaseRow(t, purchase.id)).paidAmount).toBe(0);
  });

  it('ends in a processing error for any other card', async () => {
    const { payment } = await cardPayment();
    await comeBack((await payOnCheckout(payment.redirect_url, '5555555555554444')).headers.get('location')!);
    expect((await getPayment(t, diner, payment.id)).json()).toMatchObject({
      status: 'error',
      message_key: 'payment_processing_error',
    });
  });

  it('passes a 3-D Secure challenge and comes back to the same return page', async () => {
    const { purchase, payment } = await cardPayment();
    const challenge = await payOnCheckout(payment.redirect_url, '4000000000003220');
    expect(challenge.status).toBe(200);
    expect(await challenge.text()).toContain('3-D Secure');
    const id = [...double.transactions.values()].find((x) => x.reference === payment.id)!.id;
    const answered = await fetch(`${double.url}/3ds/${id}`, {
      method: 'POST',
      body: new URLSearchParams({ answer: 'ok' }),
      redirect: 'manual',
    });
    const back = await comeBack(answered.headers.get('location')!);
    expect(back.headers.location).toBe(`/chapinero/cluvipay/${purchase.id}?payment=${payment.id}`);
    expect((await getPayment(t, diner, payment.id)).json().status).toBe('paid');
  });

  it("does not believe a return whose transaction is another payment's", async () => {
    const first = await cardPayment();
    await payOnCheckout(first.payment.redirect_url, '4242424242424242');
    const second = await cardPayment();
    const theirs = transactionOf(first.payment.id)[0]!.id;
    await t.app.inject({
      url: `/payments/${second.payment.id}/return?id=${theirs}&env=test`,
      headers: { host: diner.host },
    });
    expect((await getPayment(t, diner, second.payment.id)).json().status).toBe('pending');
    expect((await purchaseRow(t, second.purchase.id)).paidAmount).toBe(0);
  });
});

describe(`Wompi: PSE and Nequi (${storeName})`, () => {
  const pse = (bank_code: string) => ({
    client_type: 'natural',
    document_type: 'CC',
    document_number: '1999888777',
    bank_code,
  });

  it("sends the diner to the bank's page; back while the bank validates, then approved by event", async () => {
    const purchase = await newPurchase(t, { owner: diner, total: 60_000 });
    const res = await pay(t, diner, {
      purchase_id: purchase.id,
      method: 'pse',
      gateway_terms_accepted: true,
      amount: 60_000,
      pse: pse('1'),
    });
    expect(res.statusCode, res.body).toBe(201);
    const payment = res.json();
    expect(payment.status).toBe('pending');
    expect(payment.redirect_url).toMatch(new RegExp(`^${double.url}/bank/`));
    const [sent] = transactionOf(payment.id);
    expect(sent!.payment_method).toMatchObject({
      type: 'PSE',
      user_type: 0,
      user_legal_id_type: 'CC',
      user_legal_id: '1999888777',
      financial_institution_code: '1',
    });
    expect(sent!.customer_email).toBe('comensal@example.com');
    const later = await fetch(`${payment.redirect_url}/done?later=1`, { redirect: 'manual' });
    await comeBack(later.headers.get('location')!);
    expect((await getPayment(t, diner, payment.id)).json().status).toBe('pending_bank_validation');
    double.settle(sent!.id);
    const event = await deliver(double.event(sent!.id));
    expect(event.json()).toEqual({ received: true, result: 'applied' });
    expect((await getPayment(t, diner, payment.id)).json().status).toBe('paid');
    expect((await purchaseRow(t, purchase.id)).paidAmount).toBe(60_000);
  });

  it('is rejected by the bank with the spec message', async () => {
    const purchase = await newPurchase(t, { owner: diner, total: 20_000 });
    const payment = (
      await pay(t, diner, {
        purchase_id: purchase.id,
        method: 'pse',
        gateway_terms_accepted: true,
        amount: 20_000,
        pse: pse('2'),
      })
    ).json();
    const done = await fetch(`${payment.redirect_url}/done`, { redirect: 'manual' });
    await comeBack(done.headers.get('location')!);
    expect((await getPayment(t, diner, payment.id)).json()).toMatchObject({
      status: 'rejected_by_bank',
      message_key: 'payment_rejected_by_bank',
    });
  });

  it("refuses PSE and Nequi until the payer accepts Wompi's terms, which Wompi publishes; nothing reaches Wompi", async () => {
    const terms = await t.app.inject({ url: '/payments/gateway/terms.json', headers: { host: diner.host } });
    expect(terms.json()).toEqual({
      terms_url: `${double.url}/terminos.pdf`,
      personal_data_url: `${double.url}/datos.pdf`,
    });
    const purchase = await newPurchase(t, { owner: diner, total: 10_000 });
    const before = double.requests.filter((r) => r.startsWith('POST /v1/transactions')).length;
    for (const method of ['pse', 'nequi'] as const) {
      const res = await pay(t, diner, {
        purchase_id: purchase.id,
        method,
        amount: 10_000,
        ...(method === 'pse' ? { pse: pse('1') } : { nequi: { phone: '3991111111' } }),
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().key).toBe('gateway_terms_required');
    }
    expect(double.requests.filter((r) => r.startsWith('POST /v1/transactions')).length).toBe(before);
  });

  it('sends Wompi the e-mail the payer typed', async () => {
    const purchase = await newPurchase(t, { owner: diner, total: 11_000 });
    const payment = (
      await pay(t, diner, {
        purchase_id: purchase.id,
        method: 'nequi',
        gateway_terms_accepted: true,
        payer_email: 'ana@example.co',
        amount: 11_000,
        nequi: { phone: '3991111111' },
      })
    ).json();
    expect(transactionOf(payment.id)[0]!.customer_email).toBe('ana@example.co');
  });

  it("pushes to the diner's Nequi; answered: paid when the status is asked", async () => {
    const purchase = await newPurchase(t, { owner: diner, total: 30_000 });
    const res = await pay(t, diner, {
      purchase_id: purchase.id,
      method: 'nequi',
      gateway_terms_accepted: true,
      amount: 30_000,
      nequi: { phone: '3991111111' },
    });
    const payment = res.json();
    expect(payment).toMatchObject({ status: 'pending', redirect_url: null });
    expect((await getPayment(t, diner, payment.id)).json().status).toBe('pending');
    double.settle(transactionOf(payment.id)[0]!.id);
    expect((await getPayment(t, diner, payment.id)).json().status).toBe('paid');
  });

  it('is declined when the diner refuses the push (3992222222)', async () => {
    const purchase = await newPurchase(t, { owner: diner, total: 30_000 });
    const payment = (
      await pay(t, diner, {
        purchase_id: purchase.id,
        method: 'nequi',
        gateway_terms_accepted: true,
        amount: 30_000,
        nequi: { phone: '3992222222' },
      })
    ).json();
    double.settle(transactionOf(payment.id)[0]!.id);
    expect((await getPayment(t, diner, payment.id)).json()).toMatchObject({
      status: 'declined',
      message_key: 'payment_declined',
    });
  });
});

describe(`Wompi: events (${storeName})`, () => {
  async function paidByNequi() {
    const purchase = await newPurchase(t, { owner: diner, total: 25_000 });
    const payment = (
      await pay(t, diner, {
        purchase_id: purchase.id,
        method: 'nequi',
        gateway_terms_accepted: true,
        amount: 25_000,
        nequi: { phone: '3991111111' },
      })
    ).json();
    const txn = transactionOf(payment.id)[0]!;
    return { purchase, payment, txn };
  }

  it('applies a verified event once: the same event again is a duplicate and credits nothing twice', async () => {
    const { purchase, payment, txn } = await paidByNequi();
    double.settle(txn.id);
    const body = double.event(txn.id);
    const checksum = JSON.parse(body).signature.checksum;
    expect((await deliver(body, checksum)).json().result).toBe('applied');
    expect((await deliver(body, checksum)).json().result).toBe('duplicate');
    expect((await getPayment(t, diner, payment.id)).json().status).toBe('paid');
    expect((await purchaseRow(t, purchase.id)).paidAmount).toBe(25_000);
  });

  it('refuses a forged event (another secret, a changed body, a header that disagrees) and changes nothing', async () => {
    const { purchase, payment, txn } = await paidByNequi();
    // events that say APPROVED while Wompi still has the push waiting
    double.settle(txn.id);
    const forged = double.event(txn.id, { secret: 'test_events_not_the_venues' });
    const changed = double.event(txn.id).replace('"amount_in_cents":2500000', '"amount_in_cents":100');
    const good = double.event(txn.id);
    const prod = double.event(txn.id, { environment: 'prod' });
    double.settle(txn.id, 'PENDING');
    expect((await deliver(forged)).statusCode).toBe(401);
    expect((await deliver(changed)).statusCode).toBe(401);
    expect((await deliver(good, 'a'.repeat(64))).statusCode).toBe(401);
    // a production event never moves a venue on test keys
    expect((await deliver(prod)).statusCode).toBe(401);
    expect((await getPayment(t, diner, payment.id)).json().status).toBe('pending');
    expect((await purchaseRow(t, purchase.id)).paidAmount).toBe(0);
  });

  it("reads the event's transaction from Wompi: a late PENDING after APPROVED, or a body saying otherwise, moves nothing back", async () => {
    const { purchase, payment, txn } = await paidByNequi();
    const pendingEvent = double.event(txn.id, { timestamp: Math.floor(Date.now() / 1000) - 60 });
    double.settle(txn.id);
    expect((await deliver(double.event(txn.id))).json().result).toBe('applied');
    // the older PENDING event arrives late: Wompi is asked, it says APPROVED, nothing changes
    expect((await deliver(pendingEvent)).json().result).toBe('ignored');
    expect((await getPayment(t, diner, payment.id)).json().status).toBe('paid');
    expect((await purchaseRow(t, purchase.id)).paidAmount).toBe(25_000);
  });
});

describe(`Wompi: a gateway that does not answer, and a lost event (${storeName})`, () => {
  it('answers 503 when Wompi drops the answer; the retry finds the charge by reference and makes no second one', async () => {
    const purchase = await newPurchase(t, { owner: diner, total: 40_000 });
    const body = {
      purchase_id: purchase.id,
      method: 'nequi',
      gateway_terms_accepted: true,
      amount: 40_000,
      nequi: { phone: '3991111111' },
    };
    double.failNext('POST /v1/transactions', 'drop');
    const first = await pay(t, diner, body, 'same-key-drop');
    expect(first.statusCode, first.body).toBe(503);
    expect(first.json().key).toBe('service_unavailable');
    const retry = await pay(t, diner, body, 'same-key-drop');
    expect(retry.statusCode, retry.body).toBe(201);
    const payment = retry.json();
    expect(transactionOf(payment.id)).toHaveLength(1);
    double.settle(transactionOf(payment.id)[0]!.id);
    expect((await getPayment(t, diner, payment.id)).json().status).toBe('paid');
    expect((await purchaseRow(t, purchase.id)).paidAmount).toBe(40_000);
  });

  it('answers 503 when Wompi is slower than the deadline, and nothing is charged twice', async () => {
    const purchase = await newPurchase(t, { owner: diner, total: 15_000 });
    const body = {
      purchase_id: purchase.id,
      method: 'nequi',
      gateway_terms_accepted: true,
      amount: 15_000,
      nequi: { phone: '3991111111' },
    };
    double.failNext('GET /v1/transactions', 'timeout');
    const first = await pay(t, diner, body, 'same-key-slow');
    expect(first.statusCode).toBe(503);
    const retry = await pay(t, diner, body, 'same-key-slow');
    expect(retry.statusCode, retry.body).toBe(201);
    expect(transactionOf(retry.json().id)).toHaveLength(1);
  });

  it('never credits a bill with a charge Wompi reports as annulled (VOIDED) when it is asked', async () => {
    const purchase = await newPurchase(t, { owner: diner, total: 21_000 });
    const payment = (
      await pay(t, diner, {
        purchase_id: purchase.id,
        method: 'nequi',
        gateway_terms_accepted: true,
        amount: 21_000,
        nequi: { phone: '3991111111' },
      })
    ).json();
    double.settle(transactionOf(payment.id)[0]!.id, 'VOIDED');
    expect((await getPayment(t, diner, payment.id)).json().status).not.toBe('paid');
    expect((await purchaseRow(t, purchase.id)).paidAmount).toBe(0);
  });

  it('settles a payment whose event was lost: the sweep asks Wompi by reference', async () => {
    const purchase = await newPurchase(t, { owner: diner, total: 35_000 });
    const payment = (
      await pay(t, diner, {
        purchase_id: purchase.id,
        method: 'nequi',
        gateway_terms_accepted: true,
        amount: 35_000,
        nequi: { phone: '3991111111' },
      })
    ).json();
    double.settle(transactionOf(payment.id)[0]!.id);
    // nobody reads the payment and no event comes: the periodic sweep finds it waiting
    await t.database.db
      .update(payments)
      .set({ createdAt: new Date(Date.now() - 60 * 60_000), updatedAt: new Date(Date.now() - 60 * 60_000) })
      .where(eq(payments.id, payment.id));
    await expireAbandonedPayments(t.app.payments.deps);
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row!.status).toBe('paid');
    expect((await purchaseRow(t, purchase.id)).paidAmount).toBe(35_000);
  });
});

describe(`Wompi: refunds (${storeName})`, () => {
  async function staff(path: string, body: Record<string, unknown>) {
    return t.app.inject({
      method: 'POST',
      url: path,
      headers: {
        host: diner.host,
        authorization: await staffBearer(t),
        'idempotency-key': `r-${Math.random()}`,
      },
      payload: body,
    });
  }

  it('voids a paid card charge at Wompi: refunded, and the money leaves the purchase', async () => {
    const { purchase, payment } = await cardPayment(30_000, 0);
    await comeBack((await payOnCheckout(payment.redirect_url, '4242424242424242')).headers.get('location')!);
    const refunded = await staff(`/staff/payments/${payment.id}/refund`, { reason: 'wrong table' });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(transactionOf(payment.id)[0]!.status).toBe('VOIDED');
    expect((await getPayment(t, diner, payment.id)).json().status).toBe('refunded');
    expect((await purchaseRow(t, purchase.id)).paidAmount).toBe(0);
  });

  it('refuses, with a clear message, to give back a Nequi payment it cannot annul; nothing is recorded', async () => {
    const purchase = await newPurchase(t, { owner: diner, total: 12_000 });
    const payment = (
      await pay(t, diner, {
        purchase_id: purchase.id,
        method: 'nequi',
        gateway_terms_accepted: true,
        amount: 12_000,
        nequi: { phone: '3991111111' },
      })
    ).json();
    double.settle(transactionOf(payment.id)[0]!.id);
    expect((await getPayment(t, diner, payment.id)).json().status).toBe('paid');
    const refused = await staff(`/staff/payments/${payment.id}/refund`, { reason: 'no' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().key).toBe('refund_not_supported');
    expect((await getPayment(t, diner, payment.id)).json().status).toBe('paid');
  });
});
