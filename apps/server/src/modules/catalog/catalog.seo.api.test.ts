import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fileApp, storeName } from '../../../test/support/app.ts';
import { createCatalogTestApp, GRILL, OTHER, SHELL_MARKER } from '../../../test/support/catalog.ts';
import { inlineStylesheet } from '../../plugins/static.ts';
import { renderBootSplash, shellPath } from './catalog.seo.ts';

// The HTML shell of a branch page carries its title, description, Open Graph tags and schema.org
// JSON-LD, escaped so venue text can never become markup or script.

const t = fileApp(createCatalogTestApp);

const page = (url: string, host = GRILL) => t.app.inject({ url, headers: { host, accept: 'text/html' } });

function metaContent(html: string, attr: 'name' | 'property', key: string): string | undefined {
  const match = new RegExp(`<meta ${attr}="${key}" content="([^"]*)">`).exec(html);
  return match?.[1];
}

function jsonLd(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]!),
  );
}

describe('shellPath', () => {
  it('tells branch, menu and venue-level pages apart', () => {
    expect(shellPath('/')).toEqual({ slug: null, kind: 'landing' });
    expect(shellPath('/branch-offices')).toEqual({ slug: null, kind: 'landing' });
    expect(shellPath('/newmenu/centro/on_table/basic')).toEqual({ slug: null, kind: 'landing' });
    expect(shellPath('/centro')).toEqual({ slug: 'centro', kind: 'branch' });
    expect(shellPath('/centro/checkout/4')).toEqual({ slug: 'centro', kind: 'branch' });
    for (const menu of ['menu', 'menu-digital', 'grab-and-go', 'maincategories', 'subcategories', 'md']) {
      expect(shellPath(`/centro/${menu}`)).toEqual({ slug: 'centro', kind: 'menu' });
    }
    expect(shellPath('/Centro%20x/menu')).toEqual({ slug: null, kind: 'landing' });
  });
});

describe('the loading splash drawn by the server', () => {
  const instance = { theme: { preload_background: '#7a1f12' }, preloadLogo: null, headerLogo: '/logo.svg' };

  it("paints the venue's preload colour and logo, hidden from screen readers", () => {
    expect(renderBootSplash(instance)).toBe(
      '<div class="boot-splash" aria-hidden="true" style="--sf-preload-background:#7a1f12">' +
        '<img src="/logo.svg" alt="" width="128" height="128"></div>',
    );
    expect(renderBootSplash({ ...instance, preloadLogo: '/preload.png' })).toContain('src="/preload.png"');
  });

  it('never lets venue text out of its attribute', () => {
    const hostile = renderBootSplash({
      theme: { preload_background: 'red;background:url(x)' },
      preloadLogo: '/a.png" onerror="alert(1)',
      headerLogo: '/logo.svg',
    });
    expect(hostile).not.toContain('style=');
    expect(hostile).toContain('src="/a.png&quot; onerror=&quot;alert(1)"');
  });
});

describe(`SEO head of the HTML shell (${storeName})`, () => {
  it('names the venue and branch, with Open Graph tags and a Restaurant in JSON-LD', async () => {
    const res = await page('/centro');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const html = res.body;
    expect(html).toContain(SHELL_MARKER);
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Fixture Grill – Centro</title>');
    // the body starts with the venue's splash, replaced by the storefront's first render
    expect(html).toMatch(
      /<div id="root"><div class="boot-splash" aria-hidden="true" style="--sf-preload-background:#2f4a2a"><img src="[^"]+" alt="" width="128" height="128"><\/div><\/div>/,
    );
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
    expect(metaContent(html, 'name', 'description')).toBe('Parrilla al carbón en el centro.');
    expect(metaContent(html, 'property', 'og:title')).toBe('Fixture Grill – Centro');
    expect(metaContent(html, 'property', 'og:description')).toBe('Parrilla al carbón en el centro.');
    expect(metaContent(html, 'property', 'og:type')).toBe('website');
    expect(metaContent(html, 'property', 'og:url')).toBe(`https://${GRILL}/centro`);
    expect(metaContent(html, 'property', 'og:image')).toMatch(
      new RegExp(`^https://${GRILL.replace(/\./g, '\\.')}/media/[a-f0-9]{32}\\.svg$`),
    );
    // Inserted in the head, before the build's own script; the document language is the venue's.
    expect(html.indexOf('og:title')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toMatch(/^<!doctype html><html lang="es">/);

    const [restaurant] = jsonLd(html) as Record<string, unknown>[];
    expect(restaurant).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Restaurant',
      name: 'Fixture Grill',
      url: `https://${GRILL}/centro`,
      address: { '@type': 'PostalAddress', streetAddress: 'Calle 10 # 5-20, Bogotá' },
      geo: { '@type': 'GeoCoordinates', latitude: 4.5981, longitude: -74.0758 },
      servesCuisine: 'steakhouse',
      hasMenu: `https://${GRILL}/centro/menu`,
    });
  });

  it('adds the Menu with its main categories as sections on menu pages, bounded', async () => {
    const html = (await page('/centro/menu?category_id=mains')).body;
    expect(metaContent(html, 'property', 'og:url')).toBe(`https://${GRILL}/centro/menu`);
    const [restaurant] = jsonLd(html) as { hasMenu: Record<string, unknown> }[];
    const menu = restaurant!.hasMenu as {
      '@type': string;
      hasMenuSection: {
        name: string;
        hasMenuItem: { name: string; offers: { price: string; priceCurrency: string } }[];
      }[];
    };
    expect(menu['@type']).toBe('Menu');
    expect(menu.hasMenuSection.map((s) => s.name)).toEqual(['Platos fuertes', 'Bebidas']);
    // Sub category products (grill) sit in their main category's section.
    expect(menu.hasMenuSection[0]!.hasMenuItem.map((i) => i.name)).toEqual([
      'Hamburguesa',
      'Ensalada',
      'Desayuno',
      'Combo',
    ]);
    expect(menu.hasMenuSection[0]!.hasMenuItem[1]!.offers).toEqual({
      '@type': 'Offer',
      price: '15000',
      priceCurrency: 'COP',
    });
    const items = menu.hasMenuSection.flatMap((s) => s.hasMenuItem);
    expect(items.length).toBeLessThanOrEqual(50);
  });

  it('gives the landing and venue-level pages the venue title and Open Graph tags only', async () => {
    for (const url of ['/', '/branch-offices', '/nope-branch/menu']) {
      const html = (await page(url)).body;
      expect(html, url).toContain('<title>Fixture Grill</title>');
      expect(metaContent(html, 'property', 'og:title'), url).toBe('Fixture Grill');
      expect(metaContent(html, 'property', 'og:image'), url).toMatch(/^https:\/\/.*\/media\//);
      // a description for search results: the venue and its branches
      expect(metaContent(html, 'name', 'description'), url).toMatch(/^Fixture Grill — .+/);
      expect(jsonLd(html), url).toEqual([]);
      expect(html, url).toContain(SHELL_MARKER);
    }
  });

  it('escapes venue text: a </script> in a name cannot break out of the JSON-LD or the tags', async () => {
    const res = await page('/sur/menu', OTHER);
    const html = res.body;
    // The only scripts are the JSON-LD block, the inlined config and menu (ADR 032) and the build's
    // own module script.
    expect(html.match(/<script/g)).toHaveLength(3);
    expect(html.match(/<\/script>/g)).toHaveLength(3);
    expect(html).not.toContain('alert("x")</script>');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<b>');
    expect(html).toContain(
      '<title>Casa &lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Otra – Sur &quot;&lt;b&gt;uno&lt;/b&gt;&quot;</title>',
    );
    const [restaurant] = jsonLd(html) as { name: string; hasMenu: { hasMenuSection: { name: string }[] } }[];
    expect(restaurant!.name).toBe('Casa </script><script>alert("x")</script> Otra');
    expect(restaurant!.hasMenu.hasMenuSection[0]!.name).toBe('Platos </script>');
    // An absolute logo URL is kept as given; prices in the venue currency's major units.
    expect(metaContent(html, 'property', 'og:image')).toBe('https://cdn.example.com/casa-otra/logo.png');
    expect(html).toContain('"price":"80.00","priceCurrency":"MXN"');
  });

  it('keeps the CSP intact: no inline script allowed, the JSON-LD is data', async () => {
    const res = await page('/centro/menu');
    const csp = res.headers['content-security-policy'] as string;
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src'))!;
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toMatch(/nonce-|sha256-/);
  });

  it('escapes the request path in og:url', async () => {
    const html = (await page('/centro/%22%3E%3Cscript%3E')).body;
    // JSON-LD, the inlined config and menu, the module script
    expect(html.match(/<script/g)).toHaveLength(3);
    expect(metaContent(html, 'property', 'og:url')).toBe(`https://${GRILL}/centro/%22%3E%3Cscript%3E`);
  });

  it("draws a small splash logo inside the HTML, and preloads the rest of the first view's images ahead of the scripts", async () => {
    const preloads = (html: string) =>
      [...html.matchAll(/<link rel="preload" as="image" href="([^"]+)" fetchpriority="high">/g)].map(
        (m) => m[1],
      );
    const home = (await page('/norte')).body;
    // the fixture's logo is a small SVG: a data URI, nothing to fetch before the first paint
    expect(home).toMatch(
      /<div class="boot-splash"[^>]*><img src="data:image\/svg\+xml;base64,[A-Za-z0-9+/=]+" alt="" width="128" height="128"><\/div>/,
    );
    const [banner, ...rest] = preloads(home);
    expect(banner).toMatch(/^\/media\/[a-f0-9]{32}\.svg$/);
    expect(rest).toEqual([]);
    expect(home.indexOf('rel="preload" as="image"')).toBeLessThan(home.indexOf('<script type="module"'));
    // a branch without carousel banners, a branch's other pages and the landing: nothing to preload
    for (const url of ['/centro', '/norte/menu', '/'])
      expect(preloads((await page(url)).body), url).toEqual([]);
    // a logo elsewhere (a CDN) is preloaded and drawn from its URL
    const other = (await page('/sur/menu', OTHER)).body;
    expect(preloads(other)).toEqual(['https://cdn.example.com/casa-otra/logo.png']);
    expect(other).toContain('<img src="https://cdn.example.com/casa-otra/logo.png" alt=""');
  });
});

describe('inlineStylesheet', () => {
  const dist = mkdtempSync(join(tmpdir(), 'sf-inline-css-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'assets', 'index-abc.css'), 'body{color:red}.x::after{content:"</style>"}');
  const shell = '<head><link rel="stylesheet" crossorigin href="/assets/index-abc.css"></head><body></body>';

  it("puts the build's stylesheet in the shell, unable to close its element", () => {
    expect(inlineStylesheet(shell, dist)).toBe(
      '<head><style>body{color:red}.x::after{content:"<\\/style>"}</style></head><body></body>',
    );
  });

  it('keeps the link when the file is not there', () => {
    const missing = shell.replace('index-abc', 'index-gone');
    expect(inlineStylesheet(missing, dist)).toBe(missing);
  });
});
