import { describe, expect, it } from 'vitest';
import { createTestApp, fileApp, storeName } from './support/app.ts';

// Own app: the last test closes its database.

const t = fileApp(createTestApp);

describe(`GET /healthz (${storeName})`, () => {
  it('reports ok with the database up, on any host', async () => {
    for (const host of ['localhost', 'nope.example.org']) {
      const res = await t.app.inject({ url: '/healthz', headers: { host } });
      expect(res.statusCode, host).toBe(200);
      expect(res.json()).toEqual({ status: 'ok', database: 'up', store: storeName });
    }
  });

  it('reports 503 with the database down once the database is gone', async () => {
    await t.database.close();
    // Hosts not resolved before too: the venue lookup must not turn the probe into a 500.
    for (const host of ['localhost', 'never-seen.example.org', 'la-brasa.localhost']) {
      const res = await t.app.inject({ url: '/healthz', headers: { host } });
      expect(res.statusCode, host).toBe(503);
      expect(res.json()).toEqual({ status: 'degraded', database: 'down', store: storeName });
    }
  });
});
