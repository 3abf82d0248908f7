import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { staffConsoleScreens } from '@storefront/domain/staff/staff-roles.rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  type ErrorBody,
  SHELL_MARKER,
  storeName,
  type TestApp,
  tempDir,
} from '../../test/support/app.ts';

// The staff console's page at /staff/ and its screens, its assets under /staff/assets/, on a venue's
// host (docs/staff-api.md); the rest of /staff/ stays the API's.

const CONSOLE_MARKER = '<div id="root" data-staff-console></div>';
let t: TestApp;

beforeAll(async () => {
  const webDist = tempDir('sf-web-staff-');
  writeFileSync(
    join(webDist, 'index.html'),
    `<!doctype html><html><head><title>shell</title></head><body>${SHELL_MARKER}</body></html>`,
  );
  mkdirSync(join(webDist, 'staff', 'assets'), { recursive: true });
  writeFileSync(
    join(webDist, 'staff', 'index.html'),
    `<!doctype html><html><head></head><body>${CONSOLE_MARKER}</body></html>`,
  );
  writeFileSync(join(webDist, 'staff', 'assets', 'index-abc123.js'), 'console.log("staff");\n');
  t = await createTestApp({ WEB_DIST: webDist });
});
afterAll(async () => {
  await t?.close();
});

const get = (url: string, host = 'la-brasa.localhost') => t.app.inject({ url, headers: { host } });

describe(`the staff console's page (${storeName})`, () => {
  it.each(['/staff', '/staff/', ...staffConsoleScreens.map((screen) => `/staff/${screen}`)])(
    'answers %s with the console, never cached stale',
    async (url) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(CONSOLE_MARKER);
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('serves its hashed assets for a year', async () => {
    const res = await get('/staff/assets/index-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('keeps an unknown /staff/ path a JSON 404 of the API, and the storefront shell elsewhere', async () => {
    for (const url of ['/staff/unknown', '/staff/assets/nope.js']) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json<ErrorBody>().key).toBe('route_not_found');
    }
    expect((await get('/')).body).toContain(SHELL_MARKER);
  });

  it("answers an unknown host's console with venue_not_found", async () => {
    const res = await get('/staff/kitchen', 'nowhere.example.org');
    expect(res.statusCode).toBe(404);
    expect(res.json<ErrorBody>().key).toBe('venue_not_found');
  });
});
