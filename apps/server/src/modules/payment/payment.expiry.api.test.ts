import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, storeName } from '../../../test/support/app.ts';
import { fileDinerApp } from '../../../test/support/diners.ts';
import { getPayment, newPurchase, pay, purchaseRow } from '../../../test/support/payments.ts';
import { sandboxTransactions } from '../../db/schema.ts';
import { expireAbandonedPayments } from './payment.service.ts';

// An online share the diner abandons (the bank page left open, a push never approved) must not
// block the bill for ever: after ONLINE_PAYMENT_HOLD_MINUTES it closes as not processed and its
// part is free again (docs/decisions/022-table-payment-guards.md). The clock is the app's own,
// moved forward by the test.

const { t, diner } = fileDinerApp(() => createTestApp({}, { now: () => new Date(Date.now() + offsetMs) }));
let offsetMs = 0;

const pse = { client_type: 'natural', document_type: 'CC', document_number: '1020304050', bank_code: '1007' };

async function abandonedPse() {
  offsetMs = 0;
  const purchase = await newPurchase(t, { owner: diner, total: 50_000 });
  const started = await pay(t, diner, { purchase_id: purchase.id, method: 'pse', amount: 50_000, pse });
  expect(started.statusCode, started.body).toBe(201);
  expect(started.json().status).toBe('pending');
  return { purchase, paymentId: started.json().id as string };
}

describe(`abandoned online payments (${storeName})`, () => {
  it('holds the part while the payer may still come back', async () => {
    const { purchase } = await abandonedPse();
    offsetMs = 10 * 60_000;
    const other = await pay(t, diner, { purchase_id: purchase.id, method: 'cash', amount: 50_000 });
    expect(other.statusCode, other.body).toBe(409);
    expect(other.json().key).toBe('payment_exceeds_balance');
  });

  it('frees the part after the hold: the bill can be paid again and the old payment says why', async () => {
    const { purchase, paymentId } = await abandonedPse();
    offsetMs = 21 * 60_000;
    const bill = await t.app.inject({
      url: `/purchases/${purchase.id}/payments.json`,
      headers: { host: diner.host, profileid: diner.id, token: diner.token },
    });
    expect(bill.json().purchase.balance).toBe(50_000);
    const cash = await pay(t, diner, { purchase_id: purchase.id, method: 'cash', amount: 50_000 });
    expect(cash.statusCode, cash.body).toBe(201);
    // The sandbox's own window (15 min) ran out first: the gateway answers declined.
    const old = await getPayment(t, diner, paymentId);
    expect(old.json()).toMatchObject({ status: 'declined', message_key: 'payment_not_processed' });
  });

  it('closes abandoned payments in the periodic sweep, also when the gateway has no answer', async () => {
    const { purchase, paymentId } = await abandonedPse();
    // A gateway that lost the transaction: nothing tells the outcome, the hold closes on our side.
    await t.database.db.delete(sandboxTransactions).where(eq(sandboxTransactions.reference, paymentId));
    offsetMs = 21 * 60_000;
    expect(await expireAbandonedPayments(t.app.payments.deps)).toBeGreaterThanOrEqual(1);
    offsetMs = 0;
    const old = await getPayment(t, diner, paymentId);
    expect(old.json()).toMatchObject({ status: 'error', message_key: 'payment_not_processed' });
    expect((await purchaseRow(t, purchase.id)).paidAmount).toBe(0);
  });
});
