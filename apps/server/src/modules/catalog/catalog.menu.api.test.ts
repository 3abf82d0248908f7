import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { menuSchema } from '@storefront/domain/catalog/catalog.schema';
import { describe, expect, it } from 'vitest';
import { type ErrorBody, fileApp, storeName } from '../../../test/support/app.ts';
import { createCatalogTestApp, GRILL, OTHER } from '../../../test/support/catalog.ts';
import { AppError } from '../../lib/app-error.ts';
import { takeStocks } from '../purchase/purchase.repository.ts';
import { findSupplierBySlug } from '../venue/venue.repository.ts';
import { menuFingerprint, productIdsByKey } from './catalog.repository.ts';
import { stockChanged } from './catalog.service.ts';

// GET /catalog/{supplier_slug}/menu.json and stock.json on the fixture venues.

const t = fileApp(createCatalogTestApp);

const get = (url: string, host = GRILL, headers: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { host, ...headers } });

/** Takes `count` of a product (by its key) at a branch as an order does (`takeStocks`): true when
 * taken, false when refused (409). */
async function take(instanceId: number, supplierId: number, key: string, count: number): Promise<boolean> {
  const ids = await productIdsByKey(t.database.db, instanceId, [key]);
  try {
    await takeStocks(t.database.db, instanceId, supplierId, [{ productId: ids.get(key) ?? 0, count }]);
    return true;
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 409) return false;
    throw error;
  }
}

describe(`GET /catalog/{supplier_slug}/menu.json (${storeName})`, () => {
  it("answers the branch's menu in the contract's shape: categories, its active products, its banners", async () => {
    const res = await get('/catalog/centro/menu.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const menu = menuSchema.parse(res.json());
    const centro = await findSupplierBySlug(t.database.db, (await t.app.tenancy.resolve(GRILL))!, 'centro');
    expect(menu.supplier_id).toBe(centro!.id);
    expect(menu.currency).toBe('COP');
    expect(menu.timezone).toBe('America/Bogota');
    // Main categories first, then sub categories pointing at their parent.
    expect(menu.categories.map((c) => [c.id, c.parent_id])).toEqual([
      ['mains', null],
      ['drinks', null],
      ['grill', 'mains'],
    ]);
    expect(menu.categories[0]!.image).toMatch(/^\/media\/[a-f0-9]{32}\.svg$/);
    // Centro sells everything but the norte special; the lemonade is there, sold out.
    expect(menu.products.map((p) => p.id)).toEqual([
      'burger',
      'salad',
      'beer',
      'breakfast',
      'combo',
      'lemonade',
    ]);
    const burger = menu.products[0]!;
    expect(burger).toMatchObject({
      id: 'burger',
      product_id: 'burger',
      category: 'grill',
      price: 25000,
      promo: null,
      important: true,
      stock: 5,
      name: { es: 'Hamburguesa', en: 'Burger' },
      allergens: { contains: ['gluten', 'milk'], may_contain: ['sesame'] },
    });
    expect(burger.image).toMatch(/^\/media\/[a-f0-9]{32}\.svg$/);
    expect(
      burger.option_groups.map((g) => [g.id, g.min, g.max, g.required, g.options.map((o) => o.id)]),
    ).toEqual([
      ['doneness', 1, 1, true, ['rare', 'medium', 'well']],
      ['extras', 0, 2, false, ['bacon', 'cheese', 'egg']],
    ]);
    expect(burger.option_groups[1]!.options.map((o) => [o.price, o.available])).toEqual([
      [4000, true],
      [3000, true],
      [2000, false],
    ]);
    expect(menu.products.find((p) => p.id === 'salad')).toMatchObject({
      price: 18000,
      promo: 15000,
      is_promo: true,
      is_new: true,
      label: 'Nuevo',
      services: ['on_table'],
      dietary: ['vegetarian'],
      stock: null,
    });
    expect(menu.products.find((p) => p.id === 'lemonade')!.stock).toBe(0);
    expect(menu.products.find((p) => p.id === 'beer')!.is_alcoholic).toBe(true);
    expect(menu.banners.map((b) => b.id)).toEqual(['welcome', 'home-text']);
  });

  it("lists only that branch's products and banners", async () => {
    const menu = menuSchema.parse((await get('/catalog/norte/menu.json')).json());
    expect(menu.products.map((p) => [p.id, p.stock])).toEqual([
      ['burger', null],
      ['salad', null],
      ['beer', null],
      ['breakfast', null],
      ['combo', null],
      ['norte-special', null],
    ]);
    expect(menu.banners.map((b) => b.id)).toEqual(['welcome', 'norte-promo', 'home-text']);
    const promo = menu.banners[1]!;
    expect(promo.image).toMatch(/^\/media\/[a-f0-9]{32}\.svg$/);
    expect(promo.url).toEqual({ tipe: 'externo', param: 'https://example.com/promo', target: '_blank' });
    const image = await get(promo.image!);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it('answers a repeat visit with 304 and no body while the menu is unchanged (ETag, no-cache)', async () => {
    const first = await get('/catalog/centro/menu.json');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/); // strong
    expect(first.headers['cache-control']).toBe('no-cache');
    const again = await get('/catalog/centro/menu.json', GRILL, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
    const other = await get('/catalog/norte/menu.json', GRILL, { 'if-none-match': etag });
    expect(other.statusCode).toBe(200);
  });

  it('compresses the menu once for clients that accept it (brotli, else gzip), each form its own strong ETag', async () => {
    const plain = await get('/catalog/centro/menu.json');
    const br = await get('/catalog/centro/menu.json', GRILL, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await get('/catalog/centro/menu.json', GRILL, { 'accept-encoding': 'gzip;q=1, br;q=0' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    const tag = (plain.headers.etag as string).slice(0, -1);
    expect(br.headers.etag).toBe(`${tag}-br"`);
    expect(gz.headers.etag).toBe(`${tag}-gzip"`);
    // A client holding any form revalidates with its tag: 304 with the tag of what it would get.
    const revalidated = await get('/catalog/centro/menu.json', GRILL, {
      'accept-encoding': 'br',
      'if-none-match': `W/${gz.headers.etag}`,
    });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.headers.etag).toBe(br.headers.etag);
    const identity = await get('/catalog/centro/menu.json', GRILL, { 'accept-encoding': 'identity' });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain.body);
  });

  it('refuses a branch of another venue, and an unknown branch, with 404 supplier_not_found', async () => {
    for (const [url, host] of [
      ['/catalog/sur/menu.json', GRILL],
      ['/catalog/centro/menu.json', OTHER],
      ['/catalog/nope/menu.json', GRILL],
      ['/catalog/sur/stock.json', GRILL],
    ] as const) {
      const res = await get(url, host, { lang: 'en' });
      expect(res.statusCode, `${url} @ ${host}`).toBe(404);
      expect(res.json<ErrorBody>()).toEqual({
        key: 'supplier_not_found',
        message: 'We could not find this branch.',
        params: {},
      });
    }
    // The other venue's own branch answers its own menu (its own "burger", its own price).
    const own = menuSchema.parse((await get('/catalog/sur/menu.json', OTHER)).json());
    expect(own.products.find((p) => p.id === 'burger')!.price).toBe(99999);
    expect(own.currency).toBe('MXN');
  });

  it('answers an unknown host with 404 venue_not_found', async () => {
    const res = await get('/catalog/centro/menu.json', 'nope.example.org');
    expect(res.statusCode).toBe(404);
    expect(res.json<ErrorBody>().key).toBe('venue_not_found');
  });
});

describe(`stock (${storeName})`, () => {
  it('answers live stock per product id, null for unlimited, never cached stale', async () => {
    const res = await get('/catalog/centro/stock.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({
      burger: 5,
      salad: null,
      beer: null,
      breakfast: null,
      combo: null,
      lemonade: 0,
    });
  });

  it('takes stock only when enough is left, and a stock change gives the menu a new ETag', async () => {
    const instanceId = (await t.app.tenancy.resolve(GRILL))!;
    const centro = (await findSupplierBySlug(t.database.db, instanceId, 'centro'))!;
    const before = await get('/catalog/centro/menu.json');

    const fingerprint = await menuFingerprint(t.database.db, instanceId, 'centro');
    expect(await take(instanceId, centro.id, 'burger', 6)).toBe(false);
    expect(await menuFingerprint(t.database.db, instanceId, 'centro')).toBe(fingerprint);
    expect(await take(instanceId, centro.id, 'burger', 2)).toBe(true);
    expect(await take(instanceId, centro.id, 'salad', 50)).toBe(true);
    expect(await take(instanceId, centro.id, 'norte-special', 1)).toBe(false);
    // Another process sees the change through the fingerprint once its copy expires...
    expect(await menuFingerprint(t.database.db, instanceId, 'centro')).not.toBe(fingerprint);
    // ...this one at once.
    stockChanged(t.app.catalog, instanceId, 'centro');

    const after = await get('/catalog/centro/menu.json', GRILL, {
      'if-none-match': before.headers.etag as string,
    });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    const menu = menuSchema.parse(after.json());
    expect(menu.products.find((p) => p.id === 'burger')!.stock).toBe(3);
    expect(menu.products.find((p) => p.id === 'salad')!.stock).toBeNull();
    expect((await get('/catalog/centro/stock.json')).json().burger).toBe(3);
  });

  it('never lets two concurrent takes oversell the last units', async () => {
    const instanceId = (await t.app.tenancy.resolve(GRILL))!;
    const centro = (await findSupplierBySlug(t.database.db, instanceId, 'centro'))!;
    const results = await Promise.all(
      Array.from({ length: 6 }, () => take(instanceId, centro.id, 'burger', 1)),
    );
    expect(results.filter(Boolean)).toHaveLength(3);
    stockChanged(t.app.catalog, instanceId, 'centro');
    expect((await get('/catalog/centro/stock.json')).json().burger).toBe(0);
  });
});
