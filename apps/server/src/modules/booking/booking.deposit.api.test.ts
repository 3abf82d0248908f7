import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { type ErrorBody, fileApp, storeName } from '../../../test/support/app.ts';
import { BRASA, booked, bookingApp, bookingBody, link } from '../../../test/support/booking.ts';
import { cardToken } from '../../../test/support/payments.ts';

// A deposit the branch asks for online (docs/bookings.md, Deposit): owed once the booking is
// accepted, paid through the payments flow, and the booking knows it is paid. La Brasa's Usaquén
// confirms at once and asks 20.000 per reservation online.

const t = fileApp(bookingApp);

async function diner() {
  const res = await t.app.inject({
    method: 'POST',
    url: '/profiles/anonymous.json',
    headers: { host: BRASA },
    payload: { profile: { domain: BRASA } },
  });
  const { id, token } = res.json<{ id: string; token: string }>();
  return { profileid: id, token };
}

function depositCall(booking: { id: string; token: string }, profile: { profileid: string; token: string }) {
  return t.app.inject({
    method: 'POST',
    url: `/booking/bookings/${booking.id}/deposit.json?token=${booking.token}`,
    headers: { host: BRASA, lang: 'en', ...profile },
  });
}

describe(`an online booking deposit (${storeName})`, () => {
  it('is paid by card through the payments flow, and the booking then says it is paid', async () => {
    const booking = await booked(t.app, BRASA, 'usaquen', bookingBody({ hour: '14:00' }));
    const before = (await link(t.app, BRASA, booking, 'GET')).json();
    expect(before.status).toBe('approved');
    expect(before.deposit).toMatchObject({ pay: 'online', amount: 20_000, owed: true, paid: false });

    const profile = await diner();
    const started = await depositCall(booking, profile);
    expect(started.statusCode, started.body).toBe(200);
    const { purchase_id, supplier_slug } = started.json<{ purchase_id: string; supplier_slug: string }>();
    expect(supplier_slug).toBe('usaquen');
    // asked again (a reload), the same purchase
    expect((await depositCall(booking, profile)).json().purchase_id).toBe(purchase_id);

    const bill = await t.app.inject({
      url: `/purchases/${purchase_id}/payments.json`,
      headers: { host: BRASA, ...profile },
    });
    expect(bill.json().purchase).toMatchObject({ bill: 20_000, balance: 20_000 });
    const paid = await t.app.inject({
      method: 'POST',
      url: '/payments.json',
      headers: { host: BRASA, lang: 'en', ...profile, 'idempotency-key': `k-${randomUUID()}` },
      payload: {
        purchase_id,
        method: 'card',
        amount: 20_000,
        card_token: await cardToken(t, BRASA, '4242424242424242'),
      },
    });
    expect(paid.statusCode, paid.body).toBe(201);
    expect(paid.json().status).toBe('paid');

    const after = (await link(t.app, BRASA, booking, 'GET')).json();
    expect(after.deposit).toMatchObject({ paid: true });
    const again = await depositCall(booking, profile);
    expect(again.statusCode).toBe(409);
    expect(again.json<ErrorBody>().key).toBe('purchase_not_payable');
  });

  it('is not offered where the branch takes no deposit, nor with a wrong link', async () => {
    const free = await booked(t.app, BRASA, 'chapinero', bookingBody({ hour: '21:00' }));
    const profile = await diner();
    expect((await depositCall(free, profile)).statusCode).toBe(409);
    const online = await booked(t.app, BRASA, 'usaquen', bookingBody({ hour: '15:00' }));
    expect(
      (await depositCall({ id: online.id, token: 'not-the-token-0123456789' }, profile)).statusCode,
    ).toBe(404);
  });
});
