import { describe, expect, it } from 'vitest';
import {
  createTestApp,
  DEFAULT_INSTANCE,
  type ErrorBody,
  fileApp,
  SHELL_MARKER,
  storeName,
} from './support/app.ts';

// Everything around the venue routes: unknown paths, the HTML shell, media, docs, security headers.

const t = fileApp(createTestApp);

const html = { accept: 'text/html,application/xhtml+xml' };

async function logoUrl(host: string): Promise<string> {
  const res = await t.app.inject({ url: '/domain/config.json', headers: { host } });
  return res.json().header.logo as string;
}

describe(`unknown paths (${storeName})`, () => {
  it('answers unknown API paths with a JSON 404 route_not_found, never the HTML shell', async () => {
    const cases = [
      { method: 'GET', url: '/api/nope' },
      { method: 'GET', url: '/domain/nope.json' },
      { method: 'GET', url: '/domain/suppliers' },
      { method: 'GET', url: '/profiles/nope.json' },
      { method: 'GET', url: '/healthz/extra' },
      { method: 'POST', url: '/anything' },
      { method: 'PUT', url: '/chapinero/menu' },
      { method: 'DELETE', url: '/domain/config.json' },
      { method: 'GET', url: '/assets/missing-file.js' },
    ] as const;
    for (const { method, url } of cases) {
      for (const host of ['la-brasa.localhost', 'nope.example.org']) {
        const res = await t.app.inject({ method, url, headers: { host, ...html, lang: 'en' } });
        expect(res.statusCode, `${method} ${url} @ ${host}`).toBe(404);
        expect(res.headers['content-type'], `${method} ${url}`).toMatch(/^application\/json/);
        expect(res.json<ErrorBody>()).toEqual({
          key: 'route_not_found',
          message: 'This address does not exist.',
          params: {},
        });
      }
    }
  });

  it('serves the index.html shell, never cached stale, for a page path of a known venue', async () => {
    for (const url of [
      '/',
      '/chapinero/menu',
      '/chapinero',
      '/newmenu/chapinero?table=4',
      '/la-brasa-branch/menu/',
    ]) {
      const res = await t.app.inject({ url, headers: { host: 'la-brasa.localhost', ...html } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toContain(SHELL_MARKER);
    }
  });

  it('serves the shell on a bare host when a default venue is configured', async () => {
    const res = await t.app.inject({ url: '/chapinero/menu', headers: { host: 'localhost', ...html } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(SHELL_MARKER);
  });

  it('answers a page path on an unknown host with a 404 HTML page, not the shell', async () => {
    const res = await t.app.inject({
      url: '/chapinero/menu',
      headers: { host: 'nope.example.org', ...html },
    });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('Restaurante no encontrado');
    expect(res.body).not.toContain(SHELL_MARKER);
  });

  it('serves hashed build assets as immutable', async () => {
    const res = await t.app.inject({ url: '/assets/app-1a2b3c.js', headers: { host: 'la-brasa.localhost' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe(`GET /media/{hash}.{ext} (${storeName})`, () => {
  it("serves the venue's logo as SVG, immutable, sandboxed by its own CSP", async () => {
    const url = await logoUrl('la-brasa.localhost');
    expect(url).toMatch(/^\/media\/[a-f0-9]{32}\.svg$/);
    const res = await t.app.inject({ url, headers: { host: 'la-brasa.localhost' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain('sandbox');
    expect(csp).toContain("default-src 'none'");
    expect(res.body).toContain('<svg');
    // Also through the venue's custom domain.
    const byDomain = await t.app.inject({ url, headers: { host: 'labrasadorada.example.co' } });
    expect(byDomain.statusCode).toBe(200);
    expect(byDomain.body).toBe(res.body);
  });

  it("never serves one venue's media from another venue's host", async () => {
    const url = await logoUrl('la-brasa.localhost');
    expect(await logoUrl('cafe-alerce.localhost')).not.toBe(url);
    const res = await t.app.inject({ url, headers: { host: 'cafe-alerce.localhost', lang: 'en' } });
    expect(res.statusCode).toBe(404);
    expect(res.json<ErrorBody>().key).toBe('not_found');
    const unknown = await t.app.inject({ url, headers: { host: 'nope.example.org' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ErrorBody>().key).toBe('venue_not_found');
  });

  it('answers an unknown or malformed media name with a JSON 404', async () => {
    for (const url of [`/media/${'0'.repeat(32)}.svg`, '/media/not-a-hash.svg', '/media/abc']) {
      const res = await t.app.inject({ url, headers: { host: 'la-brasa.localhost' } });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.headers['content-type'], url).toMatch(/^application\/json/);
    }
  });
});

describe(`documentation and headers (${storeName})`, () => {
  it('publishes an OpenAPI document listing the config calls', async () => {
    const res = await t.app.inject({ url: '/docs/json', headers: { host: 'localhost' } });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/domain/config.json',
        '/domain/suppliers/{file}',
        '/domain/branches/{file}',
        '/healthz',
      ]),
    );
    expect(doc.paths['/domain/config.json'].get).toBeDefined();
  });

  it('sets security headers, with no inline script allowed', async () => {
    const config = await t.app.inject({
      url: '/domain/config.json',
      headers: { host: 'la-brasa.localhost' },
    });
    const unchanged = { 'if-none-match': config.headers.etag as string };
    const cases = [
      { url: '/domain/config.json', status: 200 },
      { url: '/domain/config.json', headers: unchanged, status: 304 },
      { url: '/domain/suppliers/nope.json', status: 404 },
      { url: '/chapinero/menu', headers: html, status: 200 },
      { url: '/api/nope', headers: html, status: 404 },
    ];
    for (const { url, headers, status } of cases) {
      const res = await t.app.inject({ url, headers: { host: 'la-brasa.localhost', ...headers } });
      expect(res.statusCode, url).toBe(status);
      const csp = res.headers['content-security-policy'] as string;
      expect(csp, url).toBeTruthy();
      const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src'));
      expect(scriptSrc, url).toBeDefined();
      expect(scriptSrc, url).not.toContain("'unsafe-inline'");
      expect(scriptSrc, url).not.toContain("'unsafe-eval'");
      expect(csp, url).toContain("object-src 'none'");
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-powered-by'], url).toBeUndefined();
    }
  });
});

describe(`over real HTTP (${storeName})`, () => {
  it('answers the default venue config and the shell through a listening socket', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const base = `http://127.0.0.1:${port}`;

    const config = await fetch(`${base}/domain/config.json`, { headers: { lang: 'en' } });
    expect(config.status).toBe(200);
    expect(config.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await config.json()) as { slug: string };
    expect(body.slug).toBe(DEFAULT_INSTANCE);

    const cached = await fetch(`${base}/domain/config.json`, {
      headers: { 'if-none-match': config.headers.get('etag')! },
    });
    expect(cached.status).toBe(304);
    expect(await cached.text()).toBe('');

    const page = await fetch(`${base}/providencia/menu`, { headers: html });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(SHELL_MARKER);

    const missing = await fetch(`${base}/api/nope`, { method: 'POST', body: '{}' });
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as ErrorBody).key).toBe('route_not_found');
  });
});

describe(`/favicon.ico (${storeName})`, () => {
  it("redirects to the venue's favicon, and 404s on an unknown host", async () => {
    const config = (
      await t.app.inject({ url: '/domain/config.json', headers: { host: 'la-brasa.localhost' } })
    ).json();
    const res = await t.app.inject({ url: '/favicon.ico', headers: { host: 'la-brasa.localhost' } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(config.meta.favicon);
    const unknown = await t.app.inject({ url: '/favicon.ico', headers: { host: 'nope.example.org' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().key).toBe('venue_not_found');
  });
});
