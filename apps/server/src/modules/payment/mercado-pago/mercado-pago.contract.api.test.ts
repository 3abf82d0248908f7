import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, platformHost, storeName } from '../../../../test/support/app.ts';
import { fileDinerApp, instanceIdOf } from '../../../../test/support/diners.ts';
import {
  type MercadoPagoDouble,
  startMercadoPagoDouble,
} from '../../../../test/support/mercado-pago-double.ts';
import {
  getPayment,
  newPurchase,
  pathOf,
  pay,
  purchaseRow,
  staffBearer,
} from '../../../../test/support/payments.ts';
import { paymentSettings, payments, profiles } from '../../../db/schema.ts';
import { forgetVenueReads } from '../../venue/venue.service.ts';
import { expireAbandonedPayments } from '../payment.service.ts';

// Mercado Pago's contract (docs/payments.md#connecting-mercado-pago, ADR 115 and 118) against a
// local double that answers the documented shapes and refuses undocumented ones
// (test/support/mercado-pago-double.ts): the card on Checkout Pro (approved, rejected, call for
// authorize, a 3-D Secure challenge), a return naming another payment, notifications (verified,
// duplicate, forged, stale), a gateway that does not answer, reconciliation after a lost
// notification, and refunds whole and in part. Taquería El Sol (MXN) on its platform host, so its
// origin is https as Mercado Pago requires of back_urls.

const SLUG = 'taqueria-el-sol';
let double: MercadoPagoDouble;
/** Every line the app logs, at trace: searched at the end for every key and card number. */
const logLines: string[] = [];
const { t, diner } = fileDinerApp(async () => {
  double = await startMercadoPagoDouble();
  return createTestApp(
    { MERCADO_PAGO_API_URL: double.apiUrl, GATEWAY_TIMEOUT_MS: '1500', LOG_LEVEL: 'trace' },
    { logStream: { write: (line) => logLines.push(line) } },
  );
}, platformHost(SLUG));
afterAll(async () => {
  // no key, secret or card number in any log line of the run (errors and timeouts included)
  expect(logLines.length).toBeGreaterThan(50);
  const secrets = [
    double.keys.accessToken,
    double.keys.webhookSecret,
    '5474925432670366',
    '4000000000003220',
  ];
  for (const secret of secrets) expect(logLines.filter((line) => line.includes(secret))).toEqual([]);
  await double?.close();
});

beforeAll(async () => {
  const db = t.database.db;
  const instanceId = await instanceIdOf(db, SLUG);
  await db
    .update(paymentSettings)
    .set({
      provider: 'mercado_pago',
      webhookSecret: double.keys.webhookSecret,
      credentials: { public_key: double.keys.publicKey, access_token: double.keys.accessToken },
    })
    .where(eq(paymentSettings.instanceId, instanceId));
  await db
    .update(profiles)
    .set({ email: 'comensal@example.com' })
    .where(and(eq(profiles.instanceId, instanceId), eq(profiles.id, diner.id)));
  forgetVenueReads(t.app.venues);
});

async function cardPayment(total = 50_000, tip = 5_000) {
  const purchase = await newPurchase(t, { slug: SLUG, owner: diner, total });
  const res = await pay(t, diner, {
    purchase_id: purchase.id,
    method: 'card',
    amount: total,
    tip,
    return_url: `/cuenta/${purchase.id}`,
  });
  expect(res.statusCode, res.body).toBe(201);
  return { purchase, payment: res.json() };
}

/** The diner on Checkout Pro: types a test card and the cardholder's name, and pays. */
async function payOnCheckout(redirectUrl: string, holder: string, number = '5474 9254 3267 0366') {
  const page = await double.browse(redirectUrl);
  expect(page.status).toBe(200);
  const form = new URLSearchParams({
    pref_id: new URL(redirectUrl).searchParams.get('pref_id')!,
    card_number: number,
    cardholder_name: holder,
    security_code: '123',
    expiration: '11/30',
  });
  return double.browse(`${double.url}/checkout/v1/pay`, { method: 'POST', body: form });
}

/** The diner's browser back on our return URL (back_urls with the documented query). */
async function comeBack(location: string) {
  const res = await t.app.inject({ url: pathOf(location), headers: { host: diner.host } });
  expect(res.statusCode).toBe(303);
  return res;
}

function deliver(notice: { path: string; headers: Record<string, string>; body: string }) {
  return t.app.inject({
    method: 'POST',
    url: notice.path,
    headers: { host: diner.host, ...notice.headers },
    payload: notice.body,
  });
}

const paymentsOf = (reference: string) =>
  [...double.payments.values()].filter((p) => p.external_reference === reference);
const preferencesOf = (reference: string) =>
  [...double.preferences.values()].filter((p) => p.externalReference === reference);

describe(`Mercado Pago: the storefront's options (${storeName})`, () => {
  it('takes the card on Checkout Pro: no card form, no tokenization URL', async () => {
    const res = await t.app.inject({ url: '/payments/options.json', headers: { host: diner.host } });
    expect(res.json()).toMatchObject({
      gateway_configured: true,
      provider: 'mercado_pago',
      card_tokenization_url: null,
      card_entry: 'hosted',
    });
  });
});

describe(`Mercado Pago: cards on Checkout Pro (${storeName})`, () => {
  it('creates a preference and sends the diner to it; APRO: paid, back to the pay page', async () => {
    const { purchase, payment } = await cardPayment();
    expect(payment.status).toBe('pending');
    const [preference] = preferencesOf(payment.id);
    expect(preference!.idempotencyKey).toBe(payment.id);
    expect(preference!.body).toMatchObject({
      items: [{ id: payment.id, quantity: 1, currency_id: 'MXN', unit_price: 550 }],
      external_reference: payment.id,
      notification_url: `https://${diner.host}/payments/webhooks/mercado_pago`,
      binary_mode: true,
      auto_return: 'approved',
    });
    // test keys: the sandbox checkout
    expect(payment.redirect_url).toBe(
      `${double.url.replace('http:', 'https:')}/checkout/v1/redirect?pref_id=${preference!.id}&sandbox=true`,
    );
    const paid = await payOnCheckout(payment.redirect_url, 'APRO');
    expect(paid.status).toBe(302);
    const location = new URL(paid.headers.get('location')!);
    expect(location.pathname).toBe(`/payments/${payment.id}/return`);
    expect(location.searchParams.get('collection_status')).toBe('approved');
    const back = await comeBack(location.toString());
    expect(back.headers.location).toBe(`/cuenta/${purchase.id}?payment=${payment.id}`);
    expect((await getPayment(t, diner, payment.id)).json()).toMatchObject({
      status: 'paid',
      card_last4: '0366',
    });
    expect((await purchaseRow(t, purchase.id)).paidAmount).toBe(55_000);
  });

  it('is declined with the spec message (OTHE)', async () => {
    const { purchase, payment } = await cardPayment();
    await comeBack((await payOnCheckout(payment.redirect_url, 'OTHE')).headers.get('location')!);
    expect((await getPayment(t, diner, payment.id)).json()).toMatchObject({
      status: 'declined',
      message_key: 'payment_declined',
    });
    expect((await purchaseRow(t, purchase.id)).paidAmount).toBe(0);
  });

  it("says the bank must authorize it (CALL: rejected by the diner's bank)", async () => {
    const { payment } = await cardPayment();
    await comeBack((await payOnCheckout(payment.redirect_url, 'CALL')).headers.get('location')!);
    expect((await getPayment(t, diner, payment.id)).json()).toMatchObject({
      status: 'rejected_by_bank',
      message_key: 'payment_rejected_by_bank',
    });
  });

  it('asks to check the card for a bad security code (SECU)', async () => {
    const { payment } = await cardPayment();
    await comeBack((await payOnCheckout(payment.redirect_url, 'SECU')).headers.get('location')!);
    expect((await getPayment(t, diner, payment.id)).json()).toMatchObject({
      status: 'declined',
      message_key: 'card_validation_error',
    });
  });

  it('passes a 3-D Secure challenge and comes back to the same return page', async () => {
    const { purchase, payment } = await cardPayment();
    const challenge = await payOnCheckout(payment.redirect_url, 'APRO', '4000 0000 0000 3220');
    expect(challenge.status).toBe(200);
    expect(await challenge.text()).toContain('3-D Secure');
    const [waiting] = paymentsOf(payment.id);
    expect(waiting!.status_detail).toBe('pending_challenge');
    const answered = await double.browse(`${double.url}/checkout/v1/challenge/${waiting!.id}`, {
      method: 'POST',
      body: new URLSearchParams({ answer: 'ok' }),
    });
    const back = await comeBack(answered.headers.get('location')!);
    expect(back.headers.location).toBe(`/cuenta/${purchase.id}?payment=${payment.id}`);
    expect((await getPayment(t, diner, payment.id)).json().status).toBe('paid');
  });

  it("does not believe a return naming another payment's id, nor the query's status", async () => {
    const first = await cardPayment();
    await payOnCheckout(first.payment.redirect_url, 'APRO');
    const second = await cardPayment();
    const theirs = paymentsOf(first.payment.id)[0]!.id;
    await t.app.inject({
      url: `/payments/${second.payment.id}/return?payment_id=${theirs}&collection_id=${theirs}&status=approved&collection_status=approved&external_reference=${second.payment.id}`,
      headers: { host: diner.host },
    });
    expect((await getPayment(t, diner, second.payment.id)).json().status).toBe('pending');
    expect((await purchaseRow(t, second.purchase.id)).paidAmount).toBe(0);
  });
});

describe(`Mercado Pago: notifications (${storeName})`, () => {
  /** Paid on Checkout Pro, but the diner closed the tab before coming back: pending for us. */
  async function paidNotReturned(total = 30_000) {
    const { purchase, payment } = await cardPayment(total, 0);
    await payOnCheckout(payment.redirect_url, 'APRO');
    const mp = paymentsOf(payment.id)[0]!;
    return { purchase, payment, mp };
  }

  it('a pending payment is paid by a verified notification, applied once; the same request again is a duplicate', async () => {
    const { purchase, payment, mp } = await paidNotReturned();
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row!.status).toBe('pending');
    const notice = double.notification(mp.id);
    expect((await deliver(notice)).json()).toEqual({ received: true, result: 'applied' });
    expect((await deliver(notice)).json()).toEqual({ received: true, result: 'duplicate' });
    expect((await getPayment(t, diner, payment.id)).json().status).toBe('paid');
    expect((await purchaseRow(t, purchase.id)).paidAmount).toBe(30_000);
  });

  it('refuses a forged signature, a changed id, a stale ts, or no data.id in the URL (401), and nothing changes', async () => {
    const { purchase, payment, mp } = await paidNotReturned();
    const forged = double.notification(mp.id, { secret: 'not-the-venues-secret' });
    const good = double.notification(mp.id);
    const otherId = { ...good, path: good.path.replace(`data.id=${mp.id}`, 'data.id=1399999999') };
    const noQuery = { ...good, path: '/payments/webhooks/mercado_pago' };
    const stale = double.notification(mp.id, { ts: Date.now() - 2 * 60 * 60_000 });
    for (const notice of [forged, otherId, noQuery, stale]) {
      expect((await deliver(notice)).statusCode).toBe(401);
    }
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row!.status).toBe('pending');
    expect((await purchaseRow(t, purchase.id)).paidAmount).toBe(0);
  });

  it('reads the payment from Mercado Pago: a body saying otherwise is not believed', async () => {
    const { payment, mp } = await cardPayment(20_000, 0).then(async ({ purchase, payment }) => {
      await comeBack((await payOnCheckout(payment.redirect_url, 'FUND')).headers.get('location')!);
      return { purchase, payment, mp: paymentsOf(payment.id)[0]! };
    });
    const notice = double.notification(mp.id);
    const lying = { ...notice, body: notice.body.replace('payment.updated', 'payment.approved') };
    expect((await deliver(lying)).json().result).toBe('ignored');
    expect((await getPayment(t, diner, payment.id)).json()).toMatchObject({
      status: 'rejected_by_bank',
      message_key: 'payment_rejected_by_bank',
    });
  });
});

describe(`Mercado Pago: a gateway that does not answer, and a lost notification (${storeName})`, () => {
  it('answers 503 when the preference answer is lost; the retry makes the same preference, one payment', async () => {
    const purchase = await newPurchase(t, { slug: SLUG, owner: diner, total: 40_000 });
    const body = { purchase_id: purchase.id, method: 'card', amount: 40_000 };
    double.failNext('POST /checkout/preferences', 'drop');
    const first = await pay(t, diner, body, 'mp-same-key-drop');
    expect(first.statusCode, first.body).toBe(503);
    expect(first.json().key).toBe('service_unavailable');
    const retry = await pay(t, diner, body, 'mp-same-key-drop');
    expect(retry.statusCode, retry.body).toBe(201);
    const payment = retry.json();
    expect(preferencesOf(payment.id)).toHaveLength(1);
    await comeBack((await payOnCheckout(payment.redirect_url, 'APRO')).headers.get('location')!);
    expect(paymentsOf(payment.id)).toHaveLength(1);
    expect((await purchaseRow(t, purchase.id)).paidAmount).toBe(40_000);
  });

  it('answers 503 when Mercado Pago is slower than the deadline, and nothing is charged twice', async () => {
    const purchase = await newPurchase(t, { slug: SLUG, owner: diner, total: 15_000 });
    const body = { purchase_id: purchase.id, method: 'card', amount: 15_000 };
    double.failNext('POST /checkout/preferences', 'timeout');
    const first = await pay(t, diner, body, 'mp-same-key-slow');
    expect(first.statusCode).toBe(503);
    const retry = await pay(t, diner, body, 'mp-same-key-slow');
    expect(retry.statusCode, retry.body).toBe(201);
    expect(preferencesOf(retry.json().id)).toHaveLength(1);
    expect(paymentsOf(retry.json().id)).toHaveLength(0);
  });

  it('settles a payment whose notification was lost: the sweep searches Mercado Pago by reference', async () => {
    const { purchase, payment } = await cardPayment(35_000, 0);
    await payOnCheckout(payment.redirect_url, 'APRO');
    // the diner never came back and no notification arrives: the periodic sweep finds it waiting
    await t.database.db
      .update(payments)
      .set({ createdAt: new Date(Date.now() - 60 * 60_000), updatedAt: new Date(Date.now() - 60 * 60_000) })
      .where(eq(payments.id, payment.id));
    await expireAbandonedPayments(t.app.payments.deps);
    const [row] = await t.database.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row!.status).toBe('paid');
    expect(row!.providerRef).toBe(paymentsOf(payment.id)[0]!.id);
    expect((await purchaseRow(t, purchase.id)).paidAmount).toBe(35_000);
    expect(double.requests).toContain(`GET /v1/payments/search?external_reference=${payment.id}`);
  });
});

describe(`Mercado Pago: refunds (${storeName})`, () => {
  async function staff(path: string, body: Record<string, unknown>, key = `r-${Math.random()}`) {
    return t.app.inject({
      method: 'POST',
      url: path,
      headers: { host: diner.host, authorization: await staffBearer(t, SLUG), 'idempotency-key': key },
      payload: body,
    });
  }

  it('gives back a part, then the rest: each its own refund at Mercado Pago, idempotent on retry', async () => {
    const { purchase, payment } = await cardPayment(30_000, 0);
    await comeBack((await payOnCheckout(payment.redirect_url, 'APRO')).headers.get('location')!);
    const mp = paymentsOf(payment.id)[0]!;
    const key = `mp-part-${payment.id}`;
    const part = await staff(
      `/staff/payments/${payment.id}/refund`,
      { amount: 10_050, reason: 'cold dish' },
      key,
    );
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json()).toMatchObject({ status: 'paid', refunded_amount: 10_050 });
    expect(double.refunds.filter((r) => r.payment_id === mp.id).map((r) => r.amount)).toEqual([100.5]);
    expect(mp.status_detail).toBe('partially_refunded');
    // the same request again gives nothing back twice
    expect(
      (await staff(`/staff/payments/${payment.id}/refund`, { amount: 10_050, reason: 'cold dish' }, key))
        .statusCode,
    ).toBe(200);
    expect(double.refunds.filter((r) => r.payment_id === mp.id)).toHaveLength(1);
    expect((await purchaseRow(t, purchase.id)).paidAmount).toBe(19_950);
    const rest = await staff(`/staff/payments/${payment.id}/refund`, { reason: 'closed' });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().status).toBe('refunded');
    expect(double.refunds.filter((r) => r.payment_id === mp.id).map((r) => r.amount)).toEqual([100.5, 199.5]);
    expect(mp.status).toBe('refunded');
    expect((await getPayment(t, diner, payment.id)).json().status).toBe('refunded');
    expect((await purchaseRow(t, purchase.id)).paidAmount).toBe(0);
  });

  it('refunds a paid payment whole', async () => {
    const { purchase, payment } = await cardPayment(12_000, 0);
    await comeBack((await payOnCheckout(payment.redirect_url, 'APRO')).headers.get('location')!);
    const refunded = await staff(`/staff/payments/${payment.id}/refund`, { reason: 'wrong table' });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(paymentsOf(payment.id)[0]!.status).toBe('refunded');
    expect((await getPayment(t, diner, payment.id)).json().status).toBe('refunded');
    expect((await purchaseRow(t, purchase.id)).paidAmount).toBe(0);
  });
});
