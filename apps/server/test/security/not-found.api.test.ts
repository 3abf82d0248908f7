import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, PLATFORM_DOMAIN, SHELL_MARKER, storeName } from '../support/app.ts';
import { rawRequest } from '../support/http.ts';
import { demoSlugs, errorShapeProblem, generousLimits, staticFilePaths } from '../support/security.ts';
import { apiFirstSegments, discoverRoutes } from './routes.ts';

// Quality harness item 6: an unknown API path never gets the HTML shell (a browser or a script
// would otherwise read a 200 page as data), and a page path on an unknown host gets the 404 page,
// never the storefront.

const SEED = Number(process.env.FUZZ_SEED ?? 20_260_522);
const t = await createTestApp(generousLimits);
const routes = discoverRoutes(t.app, staticFilePaths(t));
// The API's first segments as the app declares them, plus the ones the architecture reserves.
const apiSegments = [
  ...new Set([
    ...apiFirstSegments(routes),
    'api',
    'domain',
    'profiles',
    'menudigital',
    'media',
    'staff',
    'payments',
  ]),
].filter((segment) => segment !== 'docs');
const knownSlugs = new Set(demoSlugs());
afterAll(async () => {
  await t.close();
});

const html = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' };
const segmentArb = fc.oneof(
  fc.stringMatching(/^[a-z0-9_-]{1,16}$/),
  fc
    .string({ unit: 'grapheme', minLength: 1, maxLength: 12 })
    .map((text) => encodeURIComponent(text))
    .filter((text) => text !== '.' && text !== '..'),
  // (no dot segments: inject normalizes them away; the real-HTTP test below sends them raw)
  fc.constantFrom('index.html', 'x.json', '.env', 'wp-login.php', 'undefined', 'null'),
);
const knownHostArb = fc.constantFrom(
  'la-brasa.localhost',
  'labrasadorada.example.co',
  'localhost',
  '127.0.0.1',
);
const labelArb = fc
  .stringMatching(/^[a-z][a-z0-9-]{2,20}[a-z0-9]$/)
  .filter((label) => !knownSlugs.has(label));
const unknownHostArb = fc.oneof(
  labelArb.map((label) => `${label}.example.org`),
  labelArb.map((label) => `${label}.localhost`),
  labelArb.map((label) => `${label}.${PLATFORM_DOMAIN}`),
  labelArb.map((label) => `www.${label}.com`),
);

/** Whether a route (by its OpenAPI path) would answer this concrete path. */
function matchesRoute(path: string): boolean {
  return routes.some((route) => {
    const pattern = route.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+');
    return new RegExp(`^${pattern}$`).test(path);
  });
}

describe(`unknown paths (${storeName})`, () => {
  it('knows the API prefixes from the routes', () => {
    expect(apiSegments).toEqual(expect.arrayContaining(['domain', 'profiles', 'api']));
  });

  it('never answers an unknown API path with the HTML shell, on any host, whatever the Accept header', async () => {
    let cases = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...apiSegments),
        fc.array(segmentArb, { minLength: 0, maxLength: 4 }),
        fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH'),
        fc.oneof(knownHostArb, unknownHostArb),
        fc.boolean(),
        async (first, rest, method, host, trailingSlash) => {
          const path = `/${[first, ...rest].join('/')}${trailingSlash ? '/' : ''}`;
          const res = await t.app.inject({
            method: method as 'GET',
            url: path,
            remoteAddress: `10.33.0.${(cases++ % 250) + 1}`,
            headers: { host, ...html },
          });
          const what = `${method} ${path} @ ${host} -> ${res.statusCode} ${res.body.slice(0, 200)}`;
          expect(res.body, what).not.toContain(SHELL_MARKER);
          expect(res.statusCode, what).toBeLessThan(500);
          // A path no route answers is a JSON 4xx `{ key }`; one a route answers (/domain/config.json,
          // the /consent frame) owes only the above.
          if (!matchesRoute(path.replace(/\/$/, ''))) {
            expect(res.headers['content-type'] ?? '', what).toMatch(/^application\/json/);
            expect(res.statusCode, what).toBeGreaterThanOrEqual(400);
            if (method !== 'HEAD') expect(errorShapeProblem(res), what).toBeUndefined();
          }
        },
      ),
      { numRuns: 200, seed: SEED },
    );
  });

  it('answers dotted paths outside the API (scanners: /.env, /wp-login.php) with a JSON 404, not the shell', async () => {
    for (const path of [
      '/.env',
      '/wp-login.php',
      '/.git/HEAD.lock',
      '/chapinero/menu.json',
      '/favicon.ico.bak',
      '/x.js',
    ]) {
      const res = await t.app.inject({ url: path, headers: { host: 'la-brasa.localhost', ...html } });
      expect(res.statusCode, path).toBe(404);
      expect(res.body, path).not.toContain(SHELL_MARKER);
      expect(res.json().key, path).toBe('route_not_found');
    }
  });

  it('answers a page path on an unknown host with the 404 page, never the storefront', async () => {
    await fc.assert(
      fc.asyncProperty(
        unknownHostArb,
        fc
          .array(fc.stringMatching(/^[a-z0-9_-]{1,16}$/), { minLength: 0, maxLength: 4 })
          .filter(
            (segments) =>
              segments.length === 0 || (!apiSegments.includes(segments[0]!) && segments[0] !== 'docs'),
          ),
        fc.constantFrom('', '?table=4', '?utm_source=x'),
        async (host, segments, search) => {
          const path = `/${segments.join('/')}${search}`;
          const res = await t.app.inject({ url: path, headers: { host, ...html } });
          const what = `GET ${path} @ ${host} -> ${res.statusCode}`;
          expect(res.statusCode, what).toBe(404);
          expect(res.headers['content-type'], what).toMatch(/^text\/html/);
          expect(res.headers['cache-control'], what).toBe('no-store');
          expect(res.body, what).toContain('Restaurante no encontrado');
          expect(res.body, what).not.toContain(SHELL_MARKER);
        },
      ),
      { numRuns: 100, seed: SEED },
    );
  });

  it('never serves the storefront build itself (/index.html) on an unknown host', async () => {
    for (const host of ['nope.example.org', `nope.${PLATFORM_DOMAIN}`, 'nope.localhost']) {
      const res = await t.app.inject({ url: '/index.html', headers: { host, ...html } });
      expect(res.statusCode, host).toBe(404);
      expect(res.body, host).not.toContain(SHELL_MARKER);
    }
  });

  it('never leaves the build directory over real HTTP (raw, unnormalized paths)', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const get = (path: string) => rawRequest({ port, path, headers: { host: 'la-brasa.localhost' } });
    for (const path of [
      '/assets/../../../../../../etc/passwd',
      '/assets/..%2f..%2f..%2f..%2fetc%2fpasswd',
      '/assets/%2e%2e/%2e%2e/%2e%2e/etc/passwd',
      '/..%2f..%2f..%2fetc%2fpasswd',
      '/media/..%2f..%2f..%2fetc%2fpasswd',
      '/assets/..\\..\\..\\etc\\passwd',
      '/%00/etc/passwd',
    ]) {
      const res = await get(path);
      expect(res.status, path).toBeLessThan(500);
      expect(res.body, path).not.toMatch(/root:.*:0:0:/);
      if (res.status >= 400 && !res.body.includes('<html')) {
        expect(JSON.parse(res.body).key, path).toEqual(expect.any(String));
      }
    }
  });
});
