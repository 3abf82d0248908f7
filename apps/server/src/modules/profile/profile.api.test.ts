import { createHash } from 'node:crypto';
import { errorMessage } from '@storefront/domain/errors/error-messages';
import { profileSchema } from '@storefront/domain/profile/profile.schema';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createTestApp,
  type ErrorBody,
  fileApp,
  platformHost,
  storeName,
} from '../../../test/support/app.ts';
import { rowsOf } from '../../db/client.ts';
import { profiles } from '../../db/schema.ts';

// spec §6 and §7 Profiles: anonymous profiles, their token, the account and the smart link.

const brasa = platformHost('la-brasa');
const taqueria = platformHost('taqueria-el-sol');
const unknownId = '6f9619ff-8b86-4d11-b42d-00c04fc964ff';

const t = fileApp(createTestApp);

async function createProfile(host = brasa, profile: object = { domain: host, name: null }) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/profiles/anonymous.json',
    headers: { host },
    payload: { profile },
  });
  expect(res.statusCode, res.body).toBe(201);
  const body = profileSchema.parse(res.json());
  return { id: body.id, token: body.token!, body, res };
}

function withProfile(
  method: 'GET' | 'PUT',
  url: string,
  host: string,
  headers: Record<string, string>,
  payload?: object,
) {
  return t.app.inject({ method, url, headers: { host, ...headers }, ...(payload ? { payload } : {}) });
}

const unauthorized = { key: 'unauthorized', message: errorMessage('es', 'unauthorized', {}), params: {} };

describe(`POST /profiles/anonymous.json (${storeName})`, () => {
  it('creates a profile with a uuid id and a random base64url token of at least 128 bits', async () => {
    const { id, token, body, res } = await createProfile(brasa, { domain: 'la-brasa.example', name: 'Ana' });
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(body).toMatchObject({ name: 'Ana', domain: 'la-brasa.example', email: null, categories: [] });
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await createProfile()).token).not.toBe(token);
  });

  it('stores the token only as its SHA-256 hash', async () => {
    const { id, token } = await createProfile();
    const [row] = rowsOf<{ row: string }>(
      await t.database.db.execute(sql`select row_to_json(p)::text as row from profiles p where id = ${id}`),
    );
    expect(row?.row).toContain(id);
    expect(row?.row).not.toContain(token);
    const [stored] = await t.database.db.select().from(profiles).where(eq(profiles.id, id));
    expect(Buffer.from(stored!.tokenHash)).toEqual(createHash('sha256').update(token).digest());
  });

  it('refuses a body without profile, or with fields of the wrong type, as validation_failed', async () => {
    const payloads = [
      {},
      { profile: { name: 42 } },
      { profile: { domain: 'x'.repeat(300) } },
      { profile: { name: 'a\u0000b' } },
    ];
    for (const payload of payloads) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/profiles/anonymous.json',
        headers: { host: brasa },
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<ErrorBody>().key).toBe('validation_failed');
    }
  });
});

describe(`GET /profiles/status.json and /profiles/account.json (${storeName})`, () => {
  it('answers the status of a valid profile', async () => {
    const { id, token } = await createProfile();
    const res = await withProfile('GET', '/profiles/status.json', brasa, { profileid: id, token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'active', profile_id: id });
  });

  it('answers the account without its token', async () => {
    const { id, token } = await createProfile(brasa, { domain: brasa, name: 'Luis' });
    const res = await withProfile('GET', '/profiles/account.json', brasa, { profileid: id, token });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, name: 'Luis', domain: brasa });
    expect(res.json()).not.toHaveProperty('token');
    expect(res.body).not.toContain(token);
  });

  it('answers a wrong or missing token with the same 401 whether the profile exists or not', async () => {
    const { id, token } = await createProfile();
    for (const url of ['/profiles/status.json', '/profiles/account.json']) {
      const cases: Record<string, string>[] = [
        { profileid: id, token: `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}` },
        { profileid: unknownId, token },
        { profileid: id },
        { token },
        {},
        { profileid: 'not-a-uuid', token },
      ];
      for (const headers of cases) {
        const res = await withProfile('GET', url, brasa, headers);
        expect(res.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(401);
        expect(res.json()).toEqual(unauthorized);
      }
    }
  });

  it('refuses a profile of another venue with the same 401', async () => {
    const { id, token } = await createProfile(brasa);
    for (const url of ['/profiles/status.json', '/profiles/account.json']) {
      const res = await withProfile('GET', url, taqueria, { profileid: id, token });
      expect(res.statusCode, url).toBe(401);
      expect(res.json()).toEqual(unauthorized);
    }
  });
});

describe(`PUT /profiles/account/{profile_id}.json (${storeName})`, () => {
  it('updates the editable fields it names and keeps the others', async () => {
    const { id, token } = await createProfile(brasa, { domain: brasa, name: 'Ana' });
    const fields = {
      phone: '3001234567',
      email: 'ana@example.com',
      birthday_date: '1990-04-12',
      phone_code: '+57',
      phone_code_iso2: 'CO',
      sex: 'female',
      dni: '1020304050',
      dni_type: 'CC',
      categories: ['vegetarian'],
    };
    const res = await withProfile(
      'PUT',
      `/profiles/account/${id}.json`,
      brasa,
      { profileid: id, token },
      { profile: { id, ...fields } },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id, name: 'Ana', domain: brasa, ...fields });

    const again = await withProfile('GET', '/profiles/account.json', brasa, { profileid: id, token });
    expect(again.json()).toEqual({ id, name: 'Ana', domain: brasa, ...fields });
  });

  it('clears a field sent as null, and the token still works after an update naming it', async () => {
    const { id, token } = await createProfile(brasa, { domain: brasa, name: 'Ana' });
    const res = await withProfile(
      'PUT',
      `/profiles/account/${id}.json`,
      brasa,
      { profileid: id, token },
      { profile: { name: null, token: 'ignored' } },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: null, domain: brasa });
    expect(
      (await withProfile('GET', '/profiles/status.json', brasa, { profileid: id, token })).statusCode,
    ).toBe(200);
  });

  it('forbids changing another profile than the one of the headers', async () => {
    const mine = await createProfile();
    const other = await createProfile();
    const res = await withProfile(
      'PUT',
      `/profiles/account/${other.id}.json`,
      brasa,
      { profileid: mine.id, token: mine.token },
      { profile: { name: 'x' } },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json<ErrorBody>().key).toBe('forbidden');
    const untouched = await withProfile('GET', '/profiles/account.json', brasa, {
      profileid: other.id,
      token: other.token,
    });
    expect(untouched.json()).toMatchObject({ name: null });
  });

  it('refuses an invalid body as validation_failed', async () => {
    const { id, token } = await createProfile();
    const profiles = [
      { email: 'not-an-email' },
      { birthday_date: '12/04/1990' },
      { sex: 'x' },
      { dni: '1\u00002' },
      { categories: ['\u0000'] },
    ];
    for (const profile of profiles) {
      const res = await withProfile(
        'PUT',
        `/profiles/account/${id}.json`,
        brasa,
        { profileid: id, token },
        { profile },
      );
      expect(res.statusCode, JSON.stringify(profile)).toBe(400);
      expect(res.json<ErrorBody>().key).toBe('validation_failed');
    }
  });

  it('answers 401 before looking at the body, and for a profile of another venue', async () => {
    const { id, token } = await createProfile(brasa);
    const anonymous = await withProfile(
      'PUT',
      `/profiles/account/${id}.json`,
      brasa,
      {},
      { profile: { email: 'bad' } },
    );
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual(unauthorized);
    const elsewhere = await withProfile(
      'PUT',
      `/profiles/account/${id}.json`,
      taqueria,
      { profileid: id, token },
      { profile: { name: 'x' } },
    );
    expect(elsewhere.statusCode).toBe(401);
    expect(elsewhere.json()).toEqual(unauthorized);
  });
});

describe(`GET /profiles/login_smart_link/{profile_id}.json (${storeName})`, () => {
  it('answers the profile with its token when the token matches', async () => {
    const { id, token } = await createProfile(brasa, { domain: brasa, name: 'Eva' });
    const res = await t.app.inject({
      url: `/profiles/login_smart_link/${id}.json?token=${token}`,
      headers: { host: brasa },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, token, name: 'Eva' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers the same 401 for a wrong token, no token, an unknown profile or another venue', async () => {
    const { id, token } = await createProfile(brasa);
    const cases = [
      [`/profiles/login_smart_link/${id}.json?token=wrong`, brasa],
      [`/profiles/login_smart_link/${id}.json`, brasa],
      [`/profiles/login_smart_link/${unknownId}.json?token=${token}`, brasa],
      [`/profiles/login_smart_link/${id}.json?token=${token}`, taqueria],
    ] as const;
    for (const [url, host] of cases) {
      const res = await t.app.inject({ url, headers: { host } });
      expect(res.statusCode, `${host}${url}`).toBe(401);
      expect(res.json()).toEqual(unauthorized);
    }
  });
});

describe(`profile routes in the OpenAPI document (${storeName})`, () => {
  it('documents every profile call with its tag and responses', async () => {
    const doc = (await t.app.inject({ url: '/docs/json' })).json();
    const put = doc.paths['/profiles/account/{profile_id}.json'].put;
    expect(put.tags).toEqual(['profiles']);
    expect(Object.keys(put.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '403']));
    for (const path of ['/profiles/anonymous.json', '/profiles/status.json', '/profiles/account.json']) {
      expect(doc.paths[path], path).toBeDefined();
    }
    expect(doc.paths['/profiles/login_smart_link/{profile_id}.json'].get.summary).toBeTruthy();
  });
});

describe(`profile creation rate limit (${storeName})`, () => {
  it('answers 429 rate_limited past RATE_LIMIT_PROFILES_PER_MINUTE, per client and host', async () => {
    const limited = await createTestApp({ RATE_LIMIT_PROFILES_PER_MINUTE: '3' });
    try {
      const create = (host: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/profiles/anonymous.json',
          headers: { host },
          payload: { profile: { domain: host } },
        });
      for (let i = 0; i < 3; i++) expect((await create(brasa)).statusCode).toBe(201);
      const refused = await create(brasa);
      expect(refused.statusCode).toBe(429);
      expect(refused.json<ErrorBody>().key).toBe('rate_limited');
      expect((await create(taqueria)).statusCode).toBe(201);
    } finally {
      await limited.close();
    }
  });
});
