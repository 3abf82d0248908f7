import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createTestApp, fileApp, SHELL_MARKER, storeName } from '../support/app.ts';
import { generousLimits } from '../support/security.ts';

// Quality harness item 1: security headers on the HTML shell, on API answers and on error answers.

const t = fileApp(() => createTestApp(generousLimits));

const host = 'la-brasa.localhost';
const html = { accept: 'text/html,application/xhtml+xml' };

/** The CSP directives by name (`script-src` -> its sources). */
function directives(csp: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const part of csp.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) found.set(name.toLowerCase(), sources);
  }
  return found;
}

function expectSecurityHeaders(res: LightMyRequestResponse, what: string) {
  const csp = res.headers['content-security-policy'];
  expect(typeof csp, `${what}: Content-Security-Policy`).toBe('string');
  const policy = directives(csp as string);
  // script-src, or default-src when there is none, must not allow inline script or eval.
  const scripts = policy.get('script-src') ?? policy.get('default-src');
  expect(scripts, `${what}: script-src or default-src`).toBeDefined();
  expect(scripts, `${what}: script-src`).not.toContain("'unsafe-inline'");
  expect(scripts, `${what}: script-src`).not.toContain("'unsafe-eval'");
  expect(policy.get('script-src-attr') ?? ["'none'"], `${what}: script-src-attr`).not.toContain(
    "'unsafe-inline'",
  );
  expect(policy.get('object-src') ?? policy.get('default-src'), `${what}: object-src`).toEqual(["'none'"]);
  const ancestors = policy.get('frame-ancestors');
  expect(ancestors, `${what}: frame-ancestors`).toBeDefined();
  expect(ancestors, `${what}: frame-ancestors`).not.toContain('*');
  expect(policy.get('base-uri') ?? ["'none'"], `${what}: base-uri`).not.toContain('*');

  expect(res.headers['x-content-type-options'], `${what}: X-Content-Type-Options`).toBe('nosniff');
  expect(res.headers['referrer-policy'], `${what}: Referrer-Policy`).toMatch(
    /^(no-referrer|same-origin|strict-origin|strict-origin-when-cross-origin)$/,
  );
  const hsts = String(res.headers['strict-transport-security'] ?? '');
  const maxAge = Number(/max-age=(\d+)/.exec(hsts)?.[1] ?? 0);
  expect(maxAge, `${what}: Strict-Transport-Security max-age (at least 180 days)`).toBeGreaterThanOrEqual(
    15_552_000,
  );
  expect(res.headers['cross-origin-opener-policy'], `${what}: Cross-Origin-Opener-Policy`).toMatch(
    /^same-origin(-allow-popups)?$/,
  );
  expect(res.headers['x-powered-by'], `${what}: X-Powered-By`).toBeUndefined();
}

describe(`security headers (${storeName})`, () => {
  it('are set on the HTML shell at / and on a page path', async () => {
    for (const url of ['/', '/chapinero/menu']) {
      const res = await t.app.inject({ url, headers: { host, ...html } });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toContain(SHELL_MARKER);
      expectSecurityHeaders(res, `GET ${url}`);
    }
  });

  it('are set on API answers: /domain/config.json, its 304, and a write', async () => {
    const config = await t.app.inject({ url: '/domain/config.json', headers: { host } });
    expect(config.statusCode).toBe(200);
    expect(config.headers['content-type']).toMatch(/^application\/json/);
    expectSecurityHeaders(config, 'GET /domain/config.json');

    const cached = await t.app.inject({
      url: '/domain/config.json',
      headers: { host, 'if-none-match': String(config.headers.etag) },
    });
    expect(cached.statusCode).toBe(304);
    expectSecurityHeaders(cached, 'GET /domain/config.json (304)');

    const created = await t.app.inject({
      method: 'POST',
      url: '/profiles/anonymous.json',
      headers: { host },
      payload: { profile: { domain: host, name: null } },
    });
    expect(created.statusCode, created.body).toBe(201);
    expectSecurityHeaders(created, 'POST /profiles/anonymous.json');
  });

  it('are set on error answers, including the ones the router gives before any hook runs', async () => {
    const cases: [string, Record<string, string>, number][] = [
      ['/api/nope', { host }, 404],
      ['/domain/config.json', { host: 'nope.example.org' }, 404],
      ['/chapinero/menu', { host: 'nope.example.org', ...html }, 404],
      ['/domain/suppliers/%zz.json', { host }, 400],
      [`/domain/suppliers/${'x'.repeat(300)}.json`, { host }, 414],
    ];
    for (const [url, headers, status] of cases) {
      const res = await t.app.inject({ url, headers });
      expect(res.statusCode, url).toBe(status);
      expectSecurityHeaders(res, `GET ${url.slice(0, 60)} @ ${headers.host}`);
    }
  });

  it('sandboxes venue media with their own CSP (an SVG can never run script)', async () => {
    const logo = (await t.app.inject({ url: '/domain/config.json', headers: { host } })).json().header
      .logo as string;
    const res = await t.app.inject({ url: logo, headers: { host } });
    expect(res.statusCode).toBe(200);
    const policy = directives(String(res.headers['content-security-policy']));
    expect(policy.get('default-src')).toEqual(["'none'"]);
    expect(policy.has('sandbox')).toBe(true);
    expect(policy.has('script-src')).toBe(false);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});
