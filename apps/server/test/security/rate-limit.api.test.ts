import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestApp, type ErrorBody, fileApp, storeName } from '../support/app.ts';
import { BRASA, MONDAY_1PM, orderBody } from '../support/delivery.ts';
import { type Diner, newDiner } from '../support/diners.ts';
import { tokenize } from '../support/payments.ts';
import { errorShapeProblem } from '../support/security.ts';

// Quality harness item 4: profile creation is rate limited per client (RATE_LIMIT_PROFILES_PER_MINUTE).

const LIMIT = 3;
const t = fileApp(() => createTestApp({ RATE_LIMIT_PROFILES_PER_MINUTE: String(LIMIT) }));

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

describe(`code verification is rate limited per diner (${storeName})`, () => {
  const attempt = (diner: Diner) =>
    t.app.inject({
      method: 'POST',
      url: '/delivery/sms-codes/verify.json',
      headers: diner.headers,
      remoteAddress: '203.0.113.77',
      payload: { code: '0000' },
    });

  it('answers 429 rate_limited once a diner has tried 30 SMS codes in a minute; another diner on the address is served', async () => {
    const [guesser, neighbour] = [await newDiner(t.app), await newDiner(t.app)];
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await attempt(guesser)).statusCode);
    expect(statuses.filter((status) => status === 429)).toEqual([]);
    const limited = await attempt(guesser);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().key).toBe('rate_limited');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await attempt(neighbour)).statusCode).not.toBe(429);
  });
});

describe(`a full room behind one address (${storeName})`, () => {
  // Issue 14.9: every diner on a venue's Wi-Fi (a cinema at show time, a food court) shares one
  // public address. With the default limits, 200 of them each create a profile and place an order,
  // while one diner hammering the order endpoint is stopped by their own limit.
  const ROOM = '198.51.100.200';
  const room = fileApp(() => createTestApp({}, { now: () => MONDAY_1PM }));

  const placeFrom = (diner: Pick<Diner, 'headers'>) =>
    room.app.inject({
      method: 'POST',
      url: '/delivery/suppliers/el-poblado/orders.json',
      remoteAddress: ROOM,
      headers: { ...diner.headers, lang: 'en', 'idempotency-key': randomUUID() },
      payload: orderBody(),
    });

  async function seat(): Promise<Pick<Diner, 'headers'>> {
    const res = await createProfile(BRASA, ROOM, { profile: { domain: 'la-brasa' } }, {}, room.app);
    expect(res.statusCode, res.body).toBe(201);
    const { id, token } = res.json<{ id: string; token: string }>();
    return { headers: { host: BRASA, profileid: id, token } };
  }

  it('serves 200 diners a profile and an order each, and still limits the one who hammers', async () => {
    const abuser = await seat();
    const hammered: number[] = [];
    for (let i = 0; i < 35; i++) hammered.push((await placeFrom(abuser)).statusCode);
    expect(hammered.slice(0, 30)).toEqual(Array(30).fill(201));
    expect(hammered.slice(30)).toEqual(Array(5).fill(429));

    const refused: string[] = [];
    for (let i = 0; i < 200; i++) {
      const diner = await seat();
      const res = await placeFrom(diner);
      if (res.statusCode !== 201) refused.push(`diner ${i + 1}: ${res.statusCode} ${res.body}`);
    }
    expect(refused).toEqual([]);

    const still = await placeFrom(abuser);
    expect(still.statusCode).toBe(429);
    expect(errorShapeProblem(still)).toBeUndefined();
    expect(still.json<ErrorBody>()).toMatchObject({
      key: 'rate_limited',
      message: 'Too many attempts. Wait a moment and try again.',
    });
    expect(Number(still.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe(`behind a trusted proxy (TRUST_PROXY) (${storeName})`, () => {
  const proxied = fileApp(() =>
    createTestApp({ RATE_LIMIT_PROFILES_PER_MINUTE: String(LIMIT), TRUST_PROXY: '10.0.0.0/8' }),
  );

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

describe(`card tokens and bookings are rate limited per client (${storeName})`, () => {
  // A card-testing attack tries many numbers through the sandbox gateway's tokenizer; a booking
  // flood fills a venue's book. Each limit counts every request of the client, refused ones too.
  const limited = fileApp(() =>
    createTestApp({
      RATE_LIMIT_CARD_TOKENS_PER_MINUTE: String(LIMIT),
      RATE_LIMIT_BOOKINGS_PER_MINUTE: String(LIMIT),
    }),
  );
  const tryCard = (remoteAddress: string, number: string) =>
    tokenize(limited, BRASA, { number }, remoteAddress);

  it('takes both limits from the environment', () => {
    const config = limited.config as Record<string, unknown>;
    expect(config.RATE_LIMIT_CARD_TOKENS_PER_MINUTE).toBe(LIMIT);
    expect(config.RATE_LIMIT_BOOKINGS_PER_MINUTE).toBe(LIMIT);
  });

  it(`answers 429 rate_limited once a client has tried ${LIMIT} card numbers, refused ones included; another client is served`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT; i++)
      statuses.push((await tryCard('203.0.113.90', '4242424242424241')).statusCode);
    expect(statuses).toEqual(Array(LIMIT).fill(422));
    const stopped = await tryCard('203.0.113.90', '4242424242424242');
    expect(stopped.statusCode, stopped.body).toBe(429);
    expect(errorShapeProblem(stopped)).toBeUndefined();
    expect(stopped.json<ErrorBody>()).toMatchObject({
      key: 'rate_limited',
      message: 'Too many attempts. Wait a moment and try again.',
    });
    expect(Number(stopped.headers['retry-after'])).toBeGreaterThan(0);
    const other = await tryCard('203.0.113.91', '4242424242424242');
    expect(other.statusCode, other.body).toBe(201);
  });

  it(`answers 429 rate_limited past ${LIMIT} booking requests from one client, invalid ones included`, async () => {
    const book = (remoteAddress: string) =>
      limited.app.inject({
        method: 'POST',
        url: '/booking/suppliers/chapinero/bookings.json',
        remoteAddress,
        headers: { host: BRASA, lang: 'en', 'idempotency-key': randomUUID() },
        payload: { persons: 'many' },
      });
    const statuses: number[] = [];
    for (let i = 0; i < LIMIT + 2; i++) statuses.push((await book('203.0.113.95')).statusCode);
    expect(statuses.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(400));
    expect(statuses.slice(LIMIT)).toEqual([429, 429]);
    expect((await book('203.0.113.96')).statusCode).toBe(400);
  });
});
