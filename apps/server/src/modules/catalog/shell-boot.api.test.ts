import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeName } from '../../../test/support/app.ts';
import { type CatalogTestApp, createCatalogTestApp, GRILL } from '../../../test/support/catalog.ts';
import { renderBootData, renderMenuPreload } from './shell-boot.ts';

// First render without waiting for the API (docs/decisions/032-first-paint-from-the-html.md): the
// shell of a page inlines the venue config exactly as the API serves it, and on a branch's page
// preloads the branch's menu from its head (docs/decisions/034-largest-paint-from-the-html.md).

let t: CatalogTestApp;
beforeAll(async () => {
  t = await createCatalogTestApp();
});
afterAll(async () => {
  await t?.close();
});

const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { host: GRILL, accept: 'text/html', ...headers } });

function inlined(html: string): { config: unknown; menu?: unknown } | null {
  const match = /<script id="sf-boot" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  return match ? JSON.parse(match[1]!) : null;
}

describe('renderBootData', () => {
  it('keeps venue text from closing the script element, and parses back to the same JSON', () => {
    const config = JSON.stringify({ name: '</script><script>alert(1)</script> & \u2028 <!--' });
    const html = renderBootData(config);
    const body = html.slice(html.indexOf('>') + 1, html.lastIndexOf('</script>'));
    expect(body).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(body)).toEqual({ config: JSON.parse(config) });
  });

  it('preloads a branch menu at the URL the storefront asks, whatever the slug holds', () => {
    expect(renderMenuPreload('centro')).toBe(
      '<link rel="preload" as="fetch" href="/catalog/centro/menu.json" crossorigin="anonymous">',
    );
    expect(renderMenuPreload('a"b<c')).toContain('href="/catalog/a%22b%3Cc/menu.json"');
  });
});

const menuPreload = /<link rel="preload" as="fetch" href="([^"]+)" crossorigin="anonymous">/;

describe(`the shell carries the first view's data and code (${storeName})`, () => {
  it('inlines the config as the API serves it after the root, and preloads the menu ahead of the scripts', async () => {
    const res = await page('/centro/menu');
    expect(res.statusCode).toBe(200);
    const data = inlined(res.body);
    const config = await t.app.inject({ url: '/domain/config.json', headers: { host: GRILL } });
    expect(data).toEqual({ config: config.json() });
    // after the root, before the module runs (module scripts run once the document is parsed)
    expect(res.body.indexOf('id="sf-boot"')).toBeGreaterThan(res.body.indexOf('<div id="root">'));
    expect(menuPreload.exec(res.body)?.[1]).toBe('/catalog/centro/menu.json');
    expect(res.body.search(menuPreload)).toBeLessThan(res.body.indexOf('<script type="module"'));
    const menu = await t.app.inject({ url: '/catalog/centro/menu.json', headers: { host: GRILL } });
    expect(menu.statusCode).toBe(200);
  });

  it('preloads no menu on a venue-level page or for an unknown branch', async () => {
    for (const url of ['/', '/no-such-branch']) {
      const html = (await page(url)).body;
      expect(inlined(html)?.config, url).toBeTruthy();
      expect(inlined(html)?.menu, url).toBeUndefined();
      expect(html, url).not.toMatch(menuPreload);
    }
  });

  it('is compressed for a client that accepts it', async () => {
    const res = await page('/centro/menu', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toContain('accept-encoding');
    expect(inlined(gunzipSync(res.rawPayload).toString('utf8'))?.config).toBeTruthy();
  });
});
