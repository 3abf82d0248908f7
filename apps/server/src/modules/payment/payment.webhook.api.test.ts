import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { storeName } from '../../../test/support/app.ts';
import { fileDinerApp, instanceIdOf } from '../../../test/support/diners.ts';
import {
  getPayment,
  newPurchase,
  pay,
  postForm,
  purchaseRow,
  sandboxTransactionOf,
} from '../../../test/support/payments.ts';
import { paymentSettings } from '../../db/schema.ts';
import { SIGNATURE_HEADER, signWebhook } from './sandbox/sandbox.signing.ts';

// Webhooks (docs/payments.md#webhooks): HMAC over the raw body with the venue's secret, each event once, and a
// repeated, late or out-of-order notification never changes a final state wrongly or credits twice.

const { t, diner } = fileDinerApp();
let secret: string;
beforeAll(async () => {
  const [row] = await t.database.db
    .select({ secret: paymentSettings.webhookSecret })
    .from(paymentSettings)
    .where(eq(paymentSettings.instanceId, await instanceIdOf(t.database.db, 'la-brasa')));
  secret = row!.secret!;
});

interface Event {
  id?: string;
  reference: string;
  transaction_id: string;
  status: string;
  amount: number;
  status_message?: string | null;
}

function raw(event: Event): string {
  return JSON.stringify({
    id: event.id ?? `evt_${randomUUID()}`,
    type: 'transaction.updated',
    data: {
      reference: event.reference,
      transaction_id: event.transaction_id,
      status: event.status,
      amount: event.amount,
      status_message: event.status_message ?? null,
    },
  });
}

function deliver(body: string, signature = signWebhook(secret, body, new Date()), host = diner.host) {
  return t.app.inject({
    method: 'POST',
    url: '/payments/webhooks/sandbox',
    headers: { host, 'content-type': 'application/json', [SIGNATURE_HEADER]: signature },
    payload: body,
  });
}

/** A PSE payment waiting on the bank: the gateway will tell us by webhook. */
async function waitingPayment(total = 40_000) {
  const purchase = await newPurchase(t, { owner: diner, total });
  const payment = (
    await pay(t, diner, {
      purchase_id: purchase.id,
      method: 'pse',
      amount: total,
      pse: { client_type: 'natural', document_type: 'CC', document_number: '1020304050', bank_code: '1007' },
    })
  ).json();
  const txn = (await sandboxTransactionOf(t, payment.id))!;
  const event = (status: string, extra: Partial<Event> = {}): Event => ({
    reference: payment.id,
    transaction_id: txn.id,
    status,
    amount: total,
    ...extra,
  });
  return { purchase, payment, event };
}

describe(`payment webhooks (${storeName})`, () => {
  it('applies a signed notification once: paid_amount grows exactly once', async () => {
    const { purchase, payment, event } = await waitingPayment();
    const body = raw(event('APPROVED'));
    const first = await deliver(body);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: true, result: 'applied' });
    // The same event again (a gateway retry, or a replay of a captured request).
    expect((await deliver(body)).json().result).toBe('duplicate');
    // Another event with the same news.
    expect((await deliver(raw(event('APPROVED')))).json().result).toBe('ignored');
    expect((await getPayment(t, diner, payment.id)).json().status).toBe('paid');
    expect((await purchaseRow(t, purchase.id)).paidAmount).toBe(40_000);
  });

  it('refuses a forged signature, another secret, an old signature and a re-serialized body', async () => {
    const { payment, event } = await waitingPayment();
    const body = raw(event('APPROVED'));
    const cases: [string, string, string][] = [
      ['no signature', body, ''],
      ['garbage', body, 't=1,v1=abc'],
      ['another secret', body, signWebhook('whsec_someone_else_entirely', body, new Date())],
      ['ten minutes old', body, signWebhook(secret, body, new Date(Date.now() - 600_000))],
      [
        'body changed after signing',
        body.replace('"APPROVED"', '"APPROVED" '),
        signWebhook(secret, body, new Date()),
      ],
    ];
    for (const [what, payload, signature] of cases) {
      const res = await deliver(payload, signature);
      expect(res.statusCode, what).toBe(401);
      expect(res.json().key, what).toBe('unauthorized');
    }
    // Signed for another venue's host: that venue's secret does not match.
    const taqueria = await deliver(body, signWebhook(secret, body, new Date()), 'taqueria-el-sol.localhost');
    expect(taqueria.statusCode).toBe(401);
    expect((await getPayment(t, diner, payment.id)).json().status).toBe('pending');
  });

  it('never moves a final status back, or to another outcome (late and out-of-order notices)', async () => {
    const { purchase, payment, event } = await waitingPayment();
    expect((await deliver(raw(event('APPROVED')))).json().result).toBe('applied');
    // A late "pending" and a "pending validation" that lost the race: ignored.
    expect((await deliver(raw(event('ACTION_REQUIRED')))).json().result).toBe('ignored');
    expect((await deliver(raw(event('PENDING_VALIDATION')))).json().result).toBe('ignored');
    // A contradicting outcome: reported, nothing changes.
    expect((await deliver(raw(event('DECLINED')))).json().result).toBe('conflict');
    expect((await getPayment(t, diner, payment.id)).json().status).toBe('paid');
    expect((await purchaseRow(t, purchase.id)).paidAmount).toBe(40_000);
  });

  it('applies notices that arrive out of order in the order that makes sense', async () => {
    const { purchase, payment, event } = await waitingPayment();
    // The bank's final word arrives before its "pending validation".
    expect((await deliver(raw(event('REJECTED')))).json().result).toBe('applied');
    expect((await deliver(raw(event('PENDING_VALIDATION')))).json().result).toBe('ignored');
    expect((await getPayment(t, diner, payment.id)).json().status).toBe('rejected_by_bank');
    expect((await purchaseRow(t, purchase.id)).paidAmount).toBe(0);
  });

  it('credits nothing when the amount differs from the payment', async () => {
    const { purchase, payment, event } = await waitingPayment();
    expect((await deliver(raw(event('APPROVED', { amount: 1 })))).json().result).toBe('amount_mismatch');
    expect((await purchaseRow(t, purchase.id)).paidAmount).toBe(0);
    expect((await getPayment(t, diner, payment.id)).json().status).toBe('pending');
  });

  it('acknowledges a notice for a payment it does not know, changing nothing', async () => {
    const res = await deliver(
      raw({ reference: randomUUID(), transaction_id: 'txn_x', status: 'APPROVED', amount: 5 }),
    );
    expect(res.json()).toEqual({ received: true, result: 'unknown_payment' });
  });

  it('credits once when the webhook and the diner polling race for the same outcome', async () => {
    const { purchase, payment, event } = await waitingPayment();
    const txn = (await sandboxTransactionOf(t, payment.id))!;
    // The bank approves (the gateway records it) and both paths report it at once.
    await postForm(t, diner.host, `/sandbox/bank/${txn.id}`, 'approve');
    await Promise.all([
      deliver(raw(event('APPROVED'))),
      getPayment(t, diner, payment.id),
      getPayment(t, diner, payment.id),
      deliver(raw(event('APPROVED'))),
    ]);
    expect((await purchaseRow(t, purchase.id)).paidAmount).toBe(40_000);
  });

  it('answers an unknown gateway with 404', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/payments/webhooks/acme',
      headers: { host: diner.host, 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(res.statusCode).toBe(404);
  });
});
