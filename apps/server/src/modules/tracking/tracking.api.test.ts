import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  type ErrorBody,
  fileApp,
  platformHost,
  storeName,
} from '../../../test/support/app.ts';
import { acquisitions, instances, trackingSessions, trackings } from '../../db/schema.ts';

// spec §7 Tracking: sessions, events and acquisitions, each within the venue of the host.

const brasa = platformHost('la-brasa');
const taqueria = platformHost('taqueria-el-sol');
const unknownSession = '6f9619ff-8b86-4d11-b42d-00c04fc964ff';

const t = fileApp(createTestApp);
let brasaId: number;
let taqueriaId: number;
beforeAll(async () => {
  const rows = await t.database.db.select({ id: instances.id, slug: instances.slug }).from(instances);
  brasaId = rows.find((row) => row.slug === 'la-brasa')!.id;
  taqueriaId = rows.find((row) => row.slug === 'taqueria-el-sol')!.id;
});

function post(url: string, host: string, payload: object) {
  return t.app.inject({ method: 'POST', url, headers: { host }, payload });
}

/** Posts each payload to `url` on La Brasa and expects each refused as validation_failed. */
async function expectInvalid(url: string, payloads: object[]) {
  for (const payload of payloads) {
    const res = await post(url, brasa, payload);
    expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    expect(res.json<ErrorBody>().key).toBe('validation_failed');
  }
}

async function createSession(host = brasa, customerId = host === brasa ? brasaId : taqueriaId) {
  const res = await post('/api/sessions.json', host, {
    customer_id: customerId,
    so: 'Android',
    browser: 'Chrome',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>().id;
}

describe(`POST /api/sessions.json (${storeName})`, () => {
  it('starts a session of the venue and stores what the storefront sent', async () => {
    const res = await post('/api/sessions.json', brasa, {
      customer_id: String(brasaId),
      so: 'iOS',
      browser: 'Safari',
      pixel_width: 390,
      pixel_height: 844,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { id } = res.json<{ id: string }>();
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const [row] = await t.database.db.select().from(trackingSessions).where(eq(trackingSessions.id, id));
    expect(row).toMatchObject({
      instanceId: brasaId,
      so: 'iOS',
      browser: 'Safari',
      pixelWidth: 390,
      pixelHeight: 844,
      lastSeenAt: null,
    });
  });

  it("forbids a customer_id that is not the host's venue", async () => {
    const res = await post('/api/sessions.json', brasa, { customer_id: taqueriaId });
    expect(res.statusCode).toBe(403);
    expect(res.json<ErrorBody>().key).toBe('forbidden');
  });

  it('refuses a body without customer_id, or with a negative width, as validation_failed', async () => {
    await expectInvalid('/api/sessions.json', [{ so: 'iOS' }, { customer_id: brasaId, pixel_width: -1 }]);
  });
});

describe(`POST /api/trackings.json (${storeName})`, () => {
  it('records an event with every id it names', async () => {
    const sessionId = await createSession();
    const body = {
      event: 'click_product',
      view_vue: 'OnTableMenuDigital',
      session_id: sessionId,
      service: 'on_table',
      customer_id: brasaId,
      supplier_id: 12,
      profile_id: 'b1b0c7e2-0000-4000-8000-000000000001',
      acquisition_id: 'acq-1',
      product_id: 345,
      popup_id: 'p-1',
      home_content_id: 'h-1',
      purchase_id: 'pu-1',
      cross_sell_id: 'cs-1',
      label: 'Bandeja paisa',
    };
    const res = await post('/api/trackings.json', brasa, body);
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.database.db.select().from(trackings).where(eq(trackings.id, res.json().id));
    expect(row).toMatchObject({
      instanceId: brasaId,
      sessionId,
      event: 'click_product',
      viewVue: 'OnTableMenuDigital',
      service: 'on_table',
      supplierRef: '12',
      profileId: body.profile_id,
      acquisitionId: 'acq-1',
      productId: '345',
      popupId: 'p-1',
      homeContentId: 'h-1',
      purchaseId: 'pu-1',
      crossSellId: 'cs-1',
      label: 'Bandeja paisa',
    });
    expect(row?.createdAt).toBeInstanceOf(Date);
  });

  it('answers 404 for a session of another venue, an unknown one or a malformed one', async () => {
    const foreign = await createSession(taqueria);
    for (const sessionId of [foreign, unknownSession, 'abc', 17]) {
      const res = await post('/api/trackings.json', brasa, {
        event: 'page_view',
        view_vue: 'Main',
        session_id: sessionId,
        customer_id: brasaId,
      });
      expect(res.statusCode, String(sessionId)).toBe(404);
      expect(res.json<ErrorBody>().key).toBe('not_found');
    }
    const stored = await t.database.db.select().from(trackings).where(eq(trackings.sessionId, foreign));
    expect(stored).toEqual([]);
  });

  it("forbids a customer_id that is not the host's venue", async () => {
    const sessionId = await createSession();
    const res = await post('/api/trackings.json', brasa, {
      event: 'page_view',
      view_vue: 'Main',
      session_id: sessionId,
      customer_id: taqueriaId,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json<ErrorBody>().key).toBe('forbidden');
  });

  it('refuses an unknown event, or text the database cannot hold, as validation_failed', async () => {
    const sessionId = await createSession();
    const valid = { event: 'page_view', view_vue: 'Main', session_id: sessionId, customer_id: brasaId };
    await expectInvalid('/api/trackings.json', [
      { ...valid, event: 'hack' },
      { ...valid, label: 'a\u0000b' },
      { ...valid, product_id: '\u0000' },
    ]);
  });
});

describe(`POST /api/acquisitions.json (${storeName})`, () => {
  it('records where the visit came from', async () => {
    const sessionId = await createSession();
    const body = {
      campaign_id: 'c-7',
      utm_medium: 'social',
      utm_campaign: 'verano',
      utm_term: 'parrilla',
      utm_content: 'story',
      gclid: 'g-1',
      fbclid: 'f-1',
      session_id: sessionId,
      customer_id: brasaId,
      userAgent: 'Mozilla/5.0',
      referer: 'https://instagram.com/',
    };
    const res = await post('/api/acquisitions.json', brasa, body);
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.database.db.select().from(acquisitions).where(eq(acquisitions.id, res.json().id));
    expect(row).toMatchObject({
      instanceId: brasaId,
      sessionId,
      campaignId: 'c-7',
      utmMedium: 'social',
      utmCampaign: 'verano',
      utmTerm: 'parrilla',
      utmContent: 'story',
      gclid: 'g-1',
      fbclid: 'f-1',
      userAgent: 'Mozilla/5.0',
      referer: 'https://instagram.com/',
    });
  });

  it('answers 403 for another venue and 404 for a session of another venue', async () => {
    const sessionId = await createSession();
    const forbidden = await post('/api/acquisitions.json', brasa, {
      session_id: sessionId,
      customer_id: taqueriaId,
    });
    expect(forbidden.statusCode).toBe(403);
    const foreign = await createSession(taqueria);
    const notFound = await post('/api/acquisitions.json', brasa, {
      session_id: foreign,
      customer_id: brasaId,
    });
    expect(notFound.statusCode).toBe(404);
    expect(notFound.json<ErrorBody>().key).toBe('not_found');
  });

  it('refuses a body without session_id as validation_failed', async () => {
    await expectInvalid('/api/acquisitions.json', [{ customer_id: brasaId }]);
  });
});

describe(`GET /consent (${storeName})`, () => {
  async function lastSeen(sessionId: string) {
    const [row] = await t.database.db
      .select({ lastSeenAt: trackingSessions.lastSeenAt })
      .from(trackingSessions)
      .where(eq(trackingSessions.id, sessionId));
    return row?.lastSeenAt ?? null;
  }

  it('answers a script-free page that is never cached and marks the session seen', async () => {
    const sessionId = await createSession();
    const res = await t.app.inject({ url: `/consent?session_id=${sessionId}`, headers: { host: brasa } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).not.toMatch(/<script/i);
    expect(await lastSeen(sessionId)).toBeInstanceOf(Date);
  });

  it("leaves another venue's session alone, and answers the same page for any session", async () => {
    const foreign = await createSession(taqueria);
    const pages = [];
    for (const query of [`?session_id=${foreign}`, `?session_id=${unknownSession}`, '?session_id=x', '']) {
      const res = await t.app.inject({ url: `/consent${query}`, headers: { host: brasa } });
      expect(res.statusCode, query).toBe(200);
      pages.push(res.body);
    }
    expect(new Set(pages).size).toBe(1);
    expect(await lastSeen(foreign)).toBeNull();
  });
});

describe(`tracking routes in the OpenAPI document (${storeName})`, () => {
  it('documents every tracking call with its tag', async () => {
    const doc = (await t.app.inject({ url: '/docs/json' })).json();
    for (const path of [
      '/api/sessions.json',
      '/api/trackings.json',
      '/api/acquisitions.json',
      '/client-errors',
    ]) {
      expect(doc.paths[path].post.tags, path).toEqual(['tracking']);
      expect(Object.keys(doc.paths[path].post.responses), path).toEqual(
        expect.arrayContaining(['400', '429']),
      );
    }
    expect(Object.keys(doc.paths['/consent'].get.responses['200'].content)).toEqual(['text/html']);
  });
});

describe(`tracking rate limit (${storeName})`, () => {
  it('answers 429 rate_limited past RATE_LIMIT_TRACKING_PER_MINUTE', async () => {
    const limited = await createTestApp({ RATE_LIMIT_TRACKING_PER_MINUTE: '2' });
    try {
      const create = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/sessions.json',
          headers: { host: brasa },
          payload: { customer_id: brasaId },
        });
      expect((await create()).statusCode).toBe(201);
      expect((await create()).statusCode).toBe(201);
      const refused = await create();
      expect(refused.statusCode).toBe(429);
      expect(refused.json<ErrorBody>().key).toBe('rate_limited');
    } finally {
      await limited.close();
    }
  });
});
