import { randomUUID } from 'node:crypto';
import { formatMoney } from '@storefront/domain/money/money';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, storeName } from '../../../test/support/app.ts';
import { auth, fileDinerApp, newDiner } from '../../../test/support/diners.ts';
import {
  cardToken,
  customShare,
  getPayment,
  newPurchase,
  pay,
  paymentRows,
  purchaseRow,
  sandboxCount,
  seat,
} from '../../../test/support/payments.ts';
import { purchases } from '../../db/schema.ts';

// Creating a payment (docs/payments.md, docs/decisions/013-payments.md): venue settings, minimum, overpay protection,
// Idempotency-Key retries and concurrent submits, and who may read what.

const { t, diner } = fileDinerApp();

describe(`venue payment settings (${storeName})`, () => {
  it('tells the storefront the methods per service, the minimum and the tokenization endpoint', async () => {
    const res = await t.app.inject({ url: '/payments/options.json', headers: { host: diner.host } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      gateway_configured: true,
      provider: 'sandbox',
      minimum_online_amount: 5_000,
      currency: 'COP',
      card_tokenization_url: '/sandbox/cards/tokens',
      methods: { on_table: ['card', 'pse', 'nequi', 'cash', 'card_reader'] },
    });
    expect(res.body).not.toContain('whsec');
  });

  it('refuses online methods where no gateway is configured, and still takes cash', async () => {
    const alerce = await newDiner(t, 'cafe-alerce');
    const options = await t.app.inject({ url: '/payments/options.json', headers: { host: alerce.host } });
    expect(options.json()).toMatchObject({ gateway_configured: false, card_tokenization_url: null });
    const purchase = await newPurchase(t, { slug: 'cafe-alerce', owner: alerce, total: 9_000 });
    const card = await pay(t, alerce, customShare(purchase.id, 'card', 9_000, { card_token: 'tok_x' }));
    expect(card.statusCode).toBe(409);
    expect(card.json()).toMatchObject({
      key: 'payment_gateway_not_configured',
      message: 'Payment provider or gateway not configured for this store.',
    });
    const banks = await t.app.inject({ url: '/payments/pse/banks.json', headers: { host: alerce.host } });
    expect(banks.json().key).toBe('payment_gateway_not_configured');
    const cash = await pay(t, alerce, customShare(purchase.id, 'cash', 9_000));
    expect(cash.statusCode).toBe(201);
    expect(cash.json()).toMatchObject({ status: 'pending', provider: 'manual' });
  });

  it('refuses a method the venue does not offer for the service', async () => {
    const purchase = await newPurchase(t, { owner: diner, service: 'delivery' });
    const res = await pay(t, diner, customShare(purchase.id, 'card_reader', 1_000));
    expect(res.statusCode).toBe(409);
    expect(res.json().key).toBe('payment_method_unavailable');
  });

  it('refuses an online payment under the minimum: "Must be greater than {minValue}"', async () => {
    const purchase = await newPurchase(t, { owner: diner });
    const token = await cardToken(t, diner.host, '4242424242424242');
    const en = await pay(t, diner, customShare(purchase.id, 'card', 4_000, { tip: 0, card_token: token }));
    expect(en.statusCode).toBe(422);
    expect(en.json()).toMatchObject({
      key: 'minimum_value',
      message: `Must be greater than ${formatMoney(5_000, 'COP')}.`,
    });
    const es = await pay(
      t,
      diner,
      customShare(purchase.id, 'card', 4_000, { card_token: token }),
      `k-${randomUUID()}`,
      'es',
    );
    expect(es.json().message).toBe(`Debe ser mayor a ${formatMoney(5_000, 'COP')}.`);
    // Cash has no minimum.
    expect((await pay(t, diner, customShare(purchase.id, 'cash', 4_000))).statusCode).toBe(201);
  });
});

describe(`overpay protection (${storeName})`, () => {
  it('refuses more than the balance, counting payments still waiting', async () => {
    const purchase = await newPurchase(t, { owner: diner, total: 50_000 });
    const over = await pay(t, diner, customShare(purchase.id, 'cash', 50_001));
    expect(over.statusCode).toBe(409);
    expect(over.json()).toMatchObject({
      key: 'payment_exceeds_balance',
      params: { balance: formatMoney(50_000, 'COP') },
    });
    expect((await pay(t, diner, customShare(purchase.id, 'cash', 30_000))).statusCode).toBe(201);
    const rest = await pay(t, diner, customShare(purchase.id, 'cash', 20_001));
    expect(rest.json().key).toBe('payment_exceeds_balance');
    expect((await pay(t, diner, customShare(purchase.id, 'cash', 20_000))).statusCode).toBe(201);
  });

  it('lets two payers at once never overpay: one full payment wins', async () => {
    const purchase = await newPurchase(t, { owner: diner, total: 40_000 });
    const other = await newDiner(t);
    await seat(t, purchase, other);
    const [a, b] = await Promise.all([
      pay(t, diner, {
        purchase_id: purchase.id,
        method: 'card',
        amount: 40_000,
        card_token: await cardToken(t, diner.host, '4242424242424242'),
      }),
      pay(t, other, {
        purchase_id: purchase.id,
        method: 'card',
        amount: 40_000,
        card_token: await cardToken(t, other.host, '4242424242424242'),
      }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    expect((await purchaseRow(t, purchase.id)).paidAmount).toBe(40_000);
    expect(await paymentRows(t, purchase.id)).toHaveLength(1);
  });

  it('refuses to pay a canceled order', async () => {
    const purchase = await newPurchase(t, { owner: diner });
    await t.database.db.update(purchases).set({ status: 'canceled' }).where(eq(purchases.id, purchase.id));
    const res = await pay(t, diner, customShare(purchase.id, 'cash', 1_000));
    expect(res.statusCode).toBe(409);
    expect(res.json().key).toBe('purchase_not_payable');
  });
});

describe(`Idempotency-Key (${storeName})`, () => {
  it('charges once for a retried request and answers the same payment', async () => {
    const purchase = await newPurchase(t, { owner: diner, total: 20_000 });
    const body = {
      purchase_id: purchase.id,
      method: 'card',
      amount: 20_000,
      tip: 2_000,
      card_token: await cardToken(t, diner.host, '4242424242424242'),
    };
    const key = `k-${randomUUID()}`;
    const first = await pay(t, diner, body, key);
    const again = await pay(t, diner, body, key);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json().id).toBe(first.json().id);
    expect(again.json().status).toBe('paid');
    expect(await paymentRows(t, purchase.id)).toHaveLength(1);
    expect(await sandboxCount(t, first.json().id)).toBe(1);
    expect((await purchaseRow(t, purchase.id)).paidAmount).toBe(22_000);
  });

  it('charges once for a double tap (concurrent requests with one key)', async () => {
    const purchase = await newPurchase(t, { owner: diner, total: 20_000 });
    const body = customShare(purchase.id, 'card', 10_000, {
      card_token: await cardToken(t, diner.host, '4242424242424242'),
    });
    const key = `k-${randomUUID()}`;
    const answers = await Promise.all(Array.from({ length: 5 }, () => pay(t, diner, body, key)));
    expect(answers.map((res) => res.statusCode)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((res) => res.json().id)).size).toBe(1);
    const rows = await paymentRows(t, purchase.id);
    expect(rows).toHaveLength(1);
    expect(await sandboxCount(t, rows[0]!.id)).toBe(1);
    expect((await getPayment(t, diner, rows[0]!.id)).json().status).toBe('paid');
    expect((await purchaseRow(t, purchase.id)).paidAmount).toBe(10_000);
  });

  it('refuses the same key with a different request, and requires a key', async () => {
    const purchase = await newPurchase(t, { owner: diner });
    const key = `k-${randomUUID()}`;
    await pay(
      t,
      diner,
      { purchase_id: purchase.id, method: 'cash', amount: 1_000, share: { kind: 'custom' } },
      key,
    );
    const changed = await pay(
      t,
      diner,
      { purchase_id: purchase.id, method: 'cash', amount: 2_000, share: { kind: 'custom' } },
      key,
    );
    expect(changed.statusCode).toBe(422);
    expect(changed.json().key).toBe('idempotency_conflict');
    const missing = await t.app.inject({
      method: 'POST',
      url: '/payments.json',
      headers: auth(diner),
      payload: { purchase_id: purchase.id, method: 'cash', amount: 1_000, share: { kind: 'custom' } },
    });
    expect(missing.statusCode).toBe(400);
  });

  it("keeps one diner's key from answering another diner", async () => {
    const purchase = await newPurchase(t, { owner: diner });
    const key = `k-${randomUUID()}`;
    const mine = await pay(
      t,
      diner,
      { purchase_id: purchase.id, method: 'cash', amount: 1_000, share: { kind: 'custom' } },
      key,
    );
    const friend = await newDiner(t);
    await seat(t, purchase, friend);
    const theirs = await pay(
      t,
      friend,
      { purchase_id: purchase.id, method: 'cash', amount: 1_000, share: { kind: 'custom' } },
      key,
    );
    expect(theirs.statusCode).toBe(201);
    expect(theirs.json().id).not.toBe(mine.json().id);
  });
});

describe(`reading payments (${storeName})`, () => {
  it("shows a payment to its payer and the table's diners only", async () => {
    const owner = diner;
    const payer = await newDiner(t);
    const stranger = await newDiner(t);
    const purchase = await newPurchase(t, { owner });
    await seat(t, purchase, payer);
    const payment = (await pay(t, payer, customShare(purchase.id, 'cash', 5_000))).json();
    expect((await getPayment(t, payer, payment.id)).json()).toMatchObject({ id: payment.id, mine: true });
    expect((await getPayment(t, owner, payment.id)).json()).toMatchObject({ id: payment.id, mine: false });
    const refused = await getPayment(t, stranger, payment.id);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().key).toBe('not_found');
    const otherVenue = await newDiner(t, 'taqueria-el-sol');
    expect((await getPayment(t, otherVenue, payment.id)).statusCode).toBe(404);
  });

  it("lists the bill and its payments for the table's diners, cards only to their payer", async () => {
    const purchase = await newPurchase(t, { owner: diner, total: 30_000 });
    await pay(
      t,
      diner,
      customShare(purchase.id, 'card', 10_000, {
        card_token: await cardToken(t, diner.host, '4242424242424242'),
      }),
    );
    await pay(t, diner, customShare(purchase.id, 'cash', 5_000));
    const other = await newDiner(t);
    const refused = await t.app.inject({
      url: `/purchases/${purchase.id}/payments.json`,
      headers: auth(other),
    });
    expect(refused.statusCode).toBe(404);
    await seat(t, purchase, other);
    const res = await t.app.inject({ url: `/purchases/${purchase.id}/payments.json`, headers: auth(other) });
    expect(res.statusCode).toBe(200);
    expect(res.json().purchase).toMatchObject({
      total: 30_000,
      paid_amount: 10_000,
      pending_amount: 5_000,
      balance: 15_000,
      payable: true,
    });
    expect(res.json().payments.map((p: { card_last4: string | null }) => p.card_last4)).toEqual([null, null]);
    const mine = await t.app.inject({ url: `/purchases/${purchase.id}/payments.json`, headers: auth(diner) });
    expect(mine.json().payments[0]).toMatchObject({ card_last4: '4242', mine: true });
    expect(
      (await t.app.inject({ url: `/purchases/${randomUUID()}/payments.json`, headers: auth(diner) }))
        .statusCode,
    ).toBe(404);
  });
});

describe(`the sandbox gateway switched off (${storeName})`, () => {
  it('answers "gateway not configured" for a sandbox venue and serves no sandbox pages', async () => {
    const off = await createTestApp({ PAYMENTS_SANDBOX: 'false' });
    try {
      const someone = await newDiner(off);
      const options = await off.app.inject({
        url: '/payments/options.json',
        headers: { host: someone.host },
      });
      expect(options.json()).toMatchObject({ gateway_configured: false, provider: null });
      const purchase = await newPurchase(off, { owner: someone, total: 9_000 });
      const card = await pay(off, someone, {
        purchase_id: purchase.id,
        method: 'card',
        amount: 9_000,
        card_token: 'tok_x',
      });
      expect(card.json().key).toBe('payment_gateway_not_configured');
      const tokens = await off.app.inject({
        method: 'POST',
        url: '/sandbox/cards/tokens',
        headers: { host: someone.host },
        payload: {},
      });
      expect(tokens.statusCode).toBe(404);
    } finally {
      await off.close();
    }
  });
});
