import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeName } from '../../../test/support/app.ts';
import { type CatalogTestApp, createCatalogTestApp, GRILL } from '../../../test/support/catalog.ts';
import { renderBootData } from './shell-boot.ts';

// First render without waiting for the API (docs/decisions/032-first-paint-from-the-html.md): the
// shell of a page inlines the venue config and the branch's menu exactly as the API serves them.

let t: CatalogTestApp;
beforeAll(async () => {
  t = await createCatalogTestApp();
});
afterAll(async () => {
  await t?.close();
});

const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { host: GRILL, accept: 'text/html', ...headers } });

function inlined(html: string): { config: unknown; menu?: { slug: string; data: unknown } } | null {
  const match = /<script id="sf-boot" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  return match ? JSON.parse(match[1]!) : null;
}

describe('renderBootData', () => {
  it('keeps venue text from closing the script element, and parses back to the same JSON', () => {
    const config = JSON.stringify({ name: '</script><script>alert(1)</script> & \u2028' });
    const html = renderBootData(config, { slug: 'centro', json: '{"x":"<!--"}' });
    const body = html.slice(html.indexOf('>') + 1, html.lastIndexOf('</script>'));
    expect(body).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(body)).toEqual({
      config: JSON.parse(config),
      menu: { slug: 'centro', data: { x: '<!--' } },
    });
  });
});

describe(`the shell carries the first view's data and code (${storeName})`, () => {
  it('inlines the config and the menu as the API serves them, after the root', async () => {
    const res = await page('/centro/menu');
    expect(res.statusCode).toBe(200);
    const data = inlined(res.body);
    const config = await t.app.inject({ url: '/domain/config.json', headers: { host: GRILL } });
    const menu = await t.app.inject({ url: '/catalog/centro/menu.json', headers: { host: GRILL } });
    expect(data).toEqual({ config: config.json(), menu: { slug: 'centro', data: menu.json() } });
    // after the root, before the module runs (module scripts run once the document is parsed)
    expect(res.body.indexOf('id="sf-boot"')).toBeGreaterThan(res.body.indexOf('<div id="root">'));
  });

  it('inlines only the config on a venue-level page, and nothing for an unknown branch', async () => {
    const landing = inlined((await page('/')).body);
    expect(landing?.config).toBeTruthy();
    expect(landing?.menu).toBeUndefined();
    expect(inlined((await page('/no-such-branch')).body)?.menu).toBeUndefined();
  });

  it('is compressed for a client that accepts it', async () => {
    const res = await page('/centro/menu', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(inlined(gunzipSync(res.rawPayload).toString('utf8'))?.menu?.slug).toBe('centro');
  });
});
