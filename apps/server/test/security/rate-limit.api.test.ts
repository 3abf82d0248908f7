import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type ErrorBody, storeName, type TestApp } from '../support/app.ts';
import { errorShapeProblem } from '../support/security.ts';

// Quality harness item 4: profile creation is rate limited per client (RATE_LIMIT_PROFILES_PER_MINUTE).

const LIMIT = 3;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_PROFILES_PER_MINUTE: String(LIMIT) });
});
afterAll(async () => {
  await t?.close();
});

function createProfile(
  host: string,
  remoteAddress: string,
  payload: unknown = { profile: { domain: host } },
  headers: Record<string, string> = {},
  app = t.app,
) {
  return app.inject({
    method: 'POST',
    url: '/profiles/anonymous.json',
    remoteAddress,
    headers: { host, lang: 'en', ...headers },
    payload: payload as Record<string, unknown>,
  });
}

describe(`POST /profiles/anonymous.json rate limit (${storeName})`, () => {
  it('takes RATE_LIMIT_PROFILES_PER_MINUTE from the environment', () => {
    expect(
      (t.config as Record<string, unknown>).RATE_LIMIT_PROFILES_PER_MINUTE,
      'config.ts must read RATE_LIMIT_PROFILES_PER_MINUTE',
    ).toBe(LIMIT);
  });

  it(`answers 429 rate_limited after ${LIMIT} creations from one client, with Retry-After`, async () => {
    const host = 'la-brasa.localhost';
    for (let i = 1; i <= LIMIT; i++) {
      const res = await createProfile(host, '203.0.113.10');
      expect(res.statusCode, `creation ${i} of ${LIMIT}: ${res.body}`).toBe(201);
    }
    for (let i = 0; i < 3; i++) {
      const res = await createProfile(host, '203.0.113.10');
      expect(res.statusCode, res.body).toBe(429);
      expect(errorShapeProblem(res)).toBeUndefined();
      const body = res.json<ErrorBody>();
      expect(body.key).toBe('rate_limited');
      expect(body.message.length).toBeGreaterThan(0);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
  });

  it('counts refused (invalid) requests too, so a flood of garbage is limited as well', async () => {
    const host = 'la-brasa.localhost';
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 2; i++) {
      statuses.push((await createProfile(host, '203.0.113.20', { profile: 'not an object' })).statusCode);
    }
    expect(statuses.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(400));
    expect(statuses.slice(LIMIT)).toEqual([429, 429]);
  });

  it('ignores X-Forwarded-For without TRUST_PROXY: a client cannot dodge its limit by claiming another', async () => {
    const host = 'padaria-aurora.localhost';
    for (let i = 0; i < LIMIT; i++) expect((await createProfile(host, '203.0.113.40')).statusCode).toBe(201);
    const spoofed = await createProfile(host, '203.0.113.40', undefined, {
      'x-forwarded-for': '198.51.100.9',
    });
    expect(spoofed.statusCode).toBe(429);
  });

  it('limits each client on its own: another address is still served', async () => {
    const host = 'taqueria-el-sol.localhost';
    for (let i = 0; i < LIMIT; i++) expect((await createProfile(host, '203.0.113.30')).statusCode).toBe(201);
    expect((await createProfile(host, '203.0.113.30')).statusCode).toBe(429);
    expect((await createProfile(host, '203.0.113.31')).statusCode).toBe(201);
  });
});

describe(`code verification is rate limited per client (${storeName})`, () => {
  it('answers 429 rate_limited once a client has tried 30 SMS codes in a minute', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/delivery/sms-codes/verify.json',
        headers: { host: 'la-brasa.localhost' },
        remoteAddress: '203.0.113.77',
        payload: { code: '0000' },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await attempt()).statusCode);
    expect(statuses.filter((status) => status === 429)).toEqual([]);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().key).toBe('rate_limited');
  });
});

describe(`behind a trusted proxy (TRUST_PROXY) (${storeName})`, () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await createTestApp({
      RATE_LIMIT_PROFILES_PER_MINUTE: String(LIMIT),
      TRUST_PROXY: '10.0.0.0/8',
    });
  });
  afterAll(async () => {
    await proxied?.close();
  });

  it("counts the diners the proxy forwards, not the proxy, so one diner cannot use up everyone's limit", async () => {
    const host = 'la-brasa.localhost';
    const via = (client: string) =>
      createProfile(host, '10.1.2.3', undefined, { 'x-forwarded-for': client }, proxied.app);
    for (let i = 0; i < LIMIT; i++) expect((await via('203.0.113.60')).statusCode).toBe(201);
    expect((await via('203.0.113.60')).statusCode).toBe(429);
    expect((await via('203.0.113.61')).statusCode).toBe(201);
  });

  it('still ignores the header from a peer that is not the trusted proxy', async () => {
    const host = 'taqueria-el-sol.localhost';
    const direct = (client: string) =>
      createProfile(host, '203.0.113.70', undefined, { 'x-forwarded-for': client }, proxied.app);
    for (let i = 0; i < LIMIT; i++) expect((await direct(`198.51.100.${i}`)).statusCode).toBe(201);
    expect((await direct('198.51.100.99')).statusCode).toBe(429);
  });
});
