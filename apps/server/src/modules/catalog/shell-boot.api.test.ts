import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeName } from '../../../test/support/app.ts';
import { type CatalogTestApp, createCatalogTestApp, GRILL } from '../../../test/support/catalog.ts';
import { type BootManifest, bootFiles, renderBootData } from './shell-boot.ts';

// First paint without a request waterfall (docs/decisions/032-first-paint-from-the-html.md): the
// shell of a page preloads its screen's chunks and its venue language's catalogues, and inlines the
// venue config and the branch's menu exactly as the API serves them.

const boot: BootManifest = {
  screens: {
    main: ['assets/landing-1.js'],
    home: ['assets/branch-home-1.js', 'assets/shared-1.js'],
    menu: ['assets/menu-1.js', 'assets/shared-1.js'],
  },
  fallback: ['assets/pending-1.js'],
  locales: {
    es: ['assets/es-common-1.js'],
    'es-CO': ['assets/es-CO-common-1.js'],
    en: ['assets/en-common-1.js'],
  },
};

let t: CatalogTestApp;
beforeAll(async () => {
  t = await createCatalogTestApp({ bootManifest: boot });
});
afterAll(async () => {
  await t?.close();
});

const page = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { host: GRILL, accept: 'text/html', ...headers } });

function preloads(html: string): string[] {
  return [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]!);
}

function inlined(html: string): { config: unknown; menu?: { slug: string; data: unknown } } | null {
  const match = /<script id="sf-boot" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  return match ? JSON.parse(match[1]!) : null;
}

describe('bootFiles', () => {
  const venue = { language: 'es', langs: ['en'], countryCode: 'co' };

  it("names the page's screen chunks and the catalogues of the venue's language in its country", () => {
    expect(bootFiles(boot, '/centro/menu', venue)).toEqual([
      'assets/menu-1.js',
      'assets/shared-1.js',
      'assets/es-CO-common-1.js',
      'assets/es-common-1.js',
    ]);
  });

  it('falls back to the pending screen, and to no screen for a path no route has', () => {
    expect(bootFiles(boot, '/centro/orders', venue)[0]).toBe('assets/pending-1.js');
    expect(bootFiles(boot, '/a/b/c/d/e/f/g', venue)).toEqual([
      'assets/es-CO-common-1.js',
      'assets/es-common-1.js',
    ]);
  });
});

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
  it('inlines the config and the menu as the API serves them and preloads the screen and catalogues', async () => {
    const res = await page('/centro/menu');
    expect(res.statusCode).toBe(200);
    const data = inlined(res.body);
    const config = await t.app.inject({ url: '/domain/config.json', headers: { host: GRILL } });
    const menu = await t.app.inject({ url: '/catalog/centro/menu.json', headers: { host: GRILL } });
    expect(data).toEqual({ config: config.json(), menu: { slug: 'centro', data: menu.json() } });
    expect(preloads(res.body)).toEqual([
      '/assets/menu-1.js',
      '/assets/shared-1.js',
      '/assets/es-CO-common-1.js',
      '/assets/es-common-1.js',
    ]);
    // the preloads are in the head, the data after the root
    expect(res.body.indexOf('modulepreload')).toBeLessThan(res.body.indexOf('</head>'));
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

describe('a build without a boot manifest', () => {
  it('serves the shell without preloads or inlined data', async () => {
    const plain = await createCatalogTestApp();
    try {
      const res = await plain.app.inject({
        url: '/centro/menu',
        headers: { host: GRILL, accept: 'text/html' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('modulepreload');
      expect(res.body).not.toContain('sf-boot');
      expect(res.body).toContain('<script type="module" src="/assets/app-1a2b3c.js"></script>');
    } finally {
      await plain.close();
    }
  });
});
