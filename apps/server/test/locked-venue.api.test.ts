import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type ErrorBody, storeName } from './support/app.ts';

// spec §1: a locked venue's whole app is the inactive notice. The notice page still loads (config,
// tracking, an anonymous profile), but nothing can be ordered, paid or booked through it: every
// other write answers 403 `site_inactive` in the diner's language, and changes nothing.
const t = await createTestApp({ RATE_LIMIT_PROFILES_PER_MINUTE: '100000' });
afterAll(async () => {
  await t.close();
});

const LOCKED = 'pizzeria-vesubio.localhost';
const ACTIVE = 'la-brasa.localhost';

async function diner(host: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/profiles/anonymous.json',
    headers: { host },
    payload: { profile: { domain: host } },
  });
  expect(res.statusCode, res.body).toBe(201);
  const { id, token } = res.json<{ id: string; token: string }>();
  return { host, profileid: id, token, lang: 'en', 'idempotency-key': `k-${randomUUID()}` };
}

describe(`a locked venue (${storeName})`, () => {
  it('still serves the notice page: its config says locked, tracking and profiles work', async () => {
    const config = await t.app.inject({ url: '/domain/config.json', headers: { host: LOCKED } });
    expect(config.json().status).toBe('locked');
    await diner(LOCKED);
  });

  it.each([
    ['POST', '/delivery/suppliers/cedritos/orders.json'],
    ['POST', '/menudigital/init.json'],
    ['POST', '/menudigital/add_product_cart.json'],
    ['POST', '/payments.json'],
    ['POST', '/catalog/cedritos/cart/validate.json'],
    ['POST', '/delivery/locations.json'],
  ] as const)('refuses %s %s with site_inactive', async (method, url) => {
    const res = await t.app.inject({ method, url, headers: await diner(LOCKED), payload: {} });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json<ErrorBody>()).toMatchObject({
      key: 'site_inactive',
      message: expect.stringMatching(/not active/i),
    });
  });

  it('leaves an active venue alone', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/catalog/chapinero/cart/validate.json',
      headers: await diner(ACTIVE),
      payload: {},
    });
    expect(res.statusCode).not.toBe(403);
  });
});
