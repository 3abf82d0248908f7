import type { MenuProduct } from '@storefront/domain/catalog/catalog.schema';
import type {
  EditorCatalog,
  EditorCategory,
  EditorOptionGroup,
  EditorProduct,
} from '@storefront/domain/catalog/menu-editor.schema';
import { priceAfterPercent } from '@storefront/domain/catalog/price.rules';
import type { TableOrder } from '@storefront/domain/on-table/on-table.schema';
import type { AuditPage } from '@storefront/domain/staff/audit-log.schema';
import { describe, expect, it } from 'vitest';
import { type ErrorBody, storeName } from '../../../test/support/app.ts';
import { codeOf, staffHarness } from '../../../test/support/table-orders.ts';

// The back office's menu editor (docs/back-office.md#menu, ADR 100) on the demo venues: what it
// reads and writes, what the diner's menu and carts see after, concurrent saves, bad input, the
// audit log, and another venue's host.

const ctx = staffHarness('la-brasa');
const VENUE = 'la-brasa';

const staff = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
  venue = VENUE,
  token = ctx.token,
) => ctx.h.staff(venue, token, method, url, payload);

async function catalog(): Promise<EditorCatalog> {
  const res = await staff('GET', '/staff/menu/catalog.json');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<EditorCatalog>();
}

async function branchId(slug: string): Promise<number> {
  return (await catalog()).branches.find((b) => b.slug === slug)!.id;
}

let made = 0;
/** A new main category and a product in it, sold by every branch; the product. */
async function newProduct(extra: Record<string, unknown> = {}): Promise<EditorProduct> {
  made++;
  const category = await staff('POST', '/staff/menu/categories.json', { name: { es: `Nueva ${made}` } });
  expect(category.statusCode, category.body).toBe(200);
  const res = await staff('POST', '/staff/menu/products.json', {
    category_id: category.json<EditorCategory>().id,
    name: { es: `Plato ${made}`, en: `Dish ${made}` },
    price: 10_000,
    ...extra,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<EditorProduct>();
}

/** The body of a save of `product` as read, with `changes`. */
function saveOf(product: EditorProduct, changes: Record<string, unknown> = {}) {
  const { id: _id, key: _key, position: _p, archived: _a, branches, ...fields } = product;
  return {
    ...fields,
    branches: branches.map(({ supplier_id, stock }) => ({ supplier_id, stock })),
    ...changes,
  };
}

async function menuProduct(key: string, branch = 'chapinero'): Promise<MenuProduct | undefined> {
  return (await ctx.h.menu(VENUE, branch)).find((p) => p.id === key);
}

async function validate(key: string, service: string, branch = 'chapinero') {
  const res = await ctx.h.t.app.inject({
    method: 'POST',
    url: `/catalog/${branch}/cart/validate.json`,
    headers: { host: `${VENUE}.localhost` },
    payload: { service, lines: [{ product_id: key, count: 1 }] },
  });
  return res.json<{ total: number; ok: boolean }>();
}

describe(`the menu editor (${storeName})`, () => {
  it('reads the whole catalogue: branches, languages, categories, products and the migrated option groups', async () => {
    const body = await catalog();
    expect(body.currency).toBe('COP');
    expect(body.languages).toEqual(['es', 'en']);
    expect(body.branches.map((b) => b.slug)).toEqual(['chapinero', 'usaquen', 'el-poblado']);
    expect(body.categories.length).toBeGreaterThan(10);
    const empanadas = body.products.find((p) => p.key === 'empanadas-carne-3')!;
    expect(empanadas).toMatchObject({ price: 9900, archived: false, version: 1 });
    expect(empanadas.branches).toHaveLength(3);
    expect(empanadas.option_group_ids).toHaveLength(1);
    const group = body.option_groups.find((g) => g.id === empanadas.option_group_ids[0])!;
    expect(group.product_ids).toEqual([empanadas.id]);
    expect(group.options.length).toBeGreaterThan(0);
  });

  it('creates a product that the diner sees at once, priced per branch and per service', async () => {
    const chapinero = await branchId('chapinero');
    const photo = `media:${'a1'.repeat(16)}.800x600`;
    const product = await newProduct({
      image: photo,
      prices: [
        { supplier_id: chapinero, service: 'on_table', price: 12_500 },
        { supplier_id: null, service: 'delivery', price: 11_000 },
      ],
    });
    expect(product.key).toBe(`plato-${made}`);
    const seen = await menuProduct(product.key);
    expect(seen).toMatchObject({
      image: photo,
      price: 10_000,
      service_prices: { on_table: 12_500, delivery: 11_000 },
    });
    const usaquen = await menuProduct(product.key, 'usaquen');
    expect(usaquen).toMatchObject({ price: 10_000, service_prices: { delivery: 11_000 } });
    expect((await validate(product.key, 'on_table')).total).toBe(12_500);
    expect((await validate(product.key, 'delivery')).total).toBe(11_000);
    expect((await validate(product.key, 'take_away')).total).toBe(10_000);
    expect((await validate(product.key, 'on_table', 'usaquen')).total).toBe(10_000);
  });

  it('saves extra photos in their order: the editor and the branch menu carry them, a save without them keeps them', async () => {
    const product = await newProduct();
    expect(product.images).toEqual([]);
    expect((await menuProduct(product.key))?.images).toEqual([]);
    const photos = [`media:${'b2'.repeat(16)}.1600x1200`, `/media/${'d4'.repeat(16)}.jpg`];
    const res = await staff(
      'PUT',
      `/staff/menu/products/${product.id}.json`,
      saveOf(product, { images: photos }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<EditorProduct>();
    expect(saved.images).toEqual(photos);
    expect((await menuProduct(product.key))?.images).toEqual(photos);
    const { images: _, ...without } = saveOf(saved, { price: 12_000 });
    const again = await staff('PUT', `/staff/menu/products/${product.id}.json`, without);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json<EditorProduct>().images).toEqual(photos);
    const reordered = await staff(
      'PUT',
      `/staff/menu/products/${product.id}.json`,
      saveOf(again.json<EditorProduct>(), { images: [photos[1], photos[0]] }),
    );
    expect(reordered.json<EditorProduct>().images).toEqual([photos[1], photos[0]]);
    expect((await menuProduct(product.key))?.images).toEqual([photos[1], photos[0]]);
  });

  it('refuses the second of two saves of the same version with 409 stale_edit, changing nothing', async () => {
    const product = await newProduct();
    const first = await staff(
      'PUT',
      `/staff/menu/products/${product.id}.json`,
      saveOf(product, { price: 11_000 }),
    );
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json<EditorProduct>().version).toBe(2);
    const second = await staff(
      'PUT',
      `/staff/menu/products/${product.id}.json`,
      saveOf(product, { price: 9_000 }),
    );
    expect(second.statusCode).toBe(409);
    expect(second.json<ErrorBody>()).toMatchObject({ key: 'stale_edit' });
    expect(second.json<ErrorBody>().message).toMatch(/Reload/);
    const now = await staff('GET', `/staff/menu/products/${product.id}.json`);
    expect(now.json<EditorProduct>()).toMatchObject({ price: 11_000, version: 2 });
  });

  it('archives instead of deleting: the product leaves the menu and comes back when restored', async () => {
    const product = await newProduct();
    expect(await menuProduct(product.key)).toBeDefined();
    const category = (await catalog()).categories.find((c) => c.id === product.category_id)!;
    const refused = await staff('PUT', `/staff/menu/categories/${category.id}.json`, {
      name: category.name,
      image: null,
      parent_id: null,
      archived: true,
      version: category.version,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>().key).toBe('category_has_products');
    const archived = await staff('PUT', `/staff/menu/products/${product.id}/archive.json`, {
      archived: true,
    });
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json<EditorProduct>()).toMatchObject({ archived: true, version: 2 });
    expect(await menuProduct(product.key)).toBeUndefined();
    const restored = await staff('PUT', `/staff/menu/products/${product.id}/archive.json`, {
      archived: false,
      version: 1,
    });
    expect(restored.statusCode).toBe(409);
    await staff('PUT', `/staff/menu/products/${product.id}/archive.json`, { archived: false, version: 2 });
    expect(await menuProduct(product.key)).toBeDefined();
  });

  it('duplicates a product with a new key, "(copy)" names, its branches, prices and groups', async () => {
    const chapinero = await branchId('chapinero');
    const product = await newProduct({ prices: [{ supplier_id: chapinero, service: null, price: 9_000 }] });
    const res = await staff('POST', `/staff/menu/products/${product.id}/duplicate.json`);
    expect(res.statusCode, res.body).toBe(200);
    const copy = res.json<EditorProduct>();
    expect(copy.key).toBe(`${product.key}-copy`);
    expect(copy.name).toEqual({ es: `${product.name.es} (copia)`, en: `${product.name.en} (copy)` });
    expect(copy.prices).toEqual(product.prices);
    expect(copy.branches).toEqual(product.branches);
    expect((await menuProduct(copy.key))?.price).toBe(9_000);
  });

  it('orders a level of categories by ids, and refuses a list that is not that whole level', async () => {
    const before = (await catalog()).categories.filter((c) => c.parent_id === null);
    const ids = before.map((c) => c.id).reverse();
    const res = await staff('PUT', '/staff/menu/category_order.json', { parent_id: null, ids });
    expect(res.statusCode, res.body).toBe(200);
    const after = (await catalog()).categories.filter((c) => c.parent_id === null);
    expect(after.map((c) => c.id)).toEqual(ids);
    const partial = await staff('PUT', '/staff/menu/category_order.json', {
      parent_id: null,
      ids: ids.slice(1),
    });
    expect(partial.statusCode).toBe(400);
  });

  it('shares one option group between products: a change to it reaches both menus', async () => {
    const created = await staff('POST', '/staff/menu/option_groups.json', {
      name: { es: 'Término', en: 'Doneness' },
      min: 1,
      max: 1,
      required: true,
      options: [
        { name: { es: 'Medio' }, price: 0 },
        { name: { es: 'Bien asado' }, price: 500 },
      ],
    });
    expect(created.statusCode, created.body).toBe(200);
    const group = created.json<EditorOptionGroup>();
    expect(group.key).toBe('termino');
    expect(group.options.map((o) => o.key)).toEqual(['medio', 'bien-asado']);
    const a = await newProduct({ option_group_ids: [group.id] });
    const b = await newProduct({ option_group_ids: [group.id] });
    for (const p of [a, b]) {
      expect((await menuProduct(p.key))?.option_groups.map((g) => g.id)).toEqual(['termino']);
    }
    const saved = await staff('PUT', `/staff/menu/option_groups/${group.id}.json`, {
      name: group.name,
      min: 1,
      max: 1,
      required: true,
      options: [
        { key: 'medio', name: { es: 'Medio' }, price: 0 },
        { key: 'bien-asado', name: { es: 'Bien asado' }, price: 800 },
        { name: { es: 'Azul' }, price: 0 },
      ],
      version: group.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<EditorOptionGroup>().product_ids.sort()).toEqual([a.id, b.id].sort());
    for (const p of [a, b]) {
      const options = (await menuProduct(p.key))!.option_groups[0]!.options;
      expect(options.map((o) => [o.id, o.price])).toEqual([
        ['medio', 0],
        ['bien-asado', 800],
        ['azul', 0],
      ]);
    }
    const stale = await staff('PUT', `/staff/menu/option_groups/${group.id}.json`, {
      name: group.name,
      options: [{ name: { es: 'X' }, price: 0 }],
      version: group.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<ErrorBody>().key).toBe('stale_edit');
  });

  it('archives a shared option group: it leaves every menu and cart, orders keep it, and a restore brings it back', async () => {
    const created = await staff('POST', '/staff/menu/option_groups.json', {
      name: { es: 'Queso', en: 'Cheese' },
      min: 1,
      max: 1,
      required: true,
      options: [{ key: 'cheddar', name: { es: 'Cheddar' }, price: 700 }],
    });
    expect(created.statusCode, created.body).toBe(200);
    const group = created.json<EditorOptionGroup>();
    expect(group.archived).toBe(false);
    const a = await newProduct({ services: ['on_table'], option_group_ids: [group.id] });
    const b = await newProduct({ option_group_ids: [group.id] });
    const diner = await ctx.h.diner(VENUE);
    const order = await ctx.h.join(diner, 'chapinero', codeOf(VENUE, 'chapinero', 'Mesa 4'), {
      nickname: 'Eva',
    });
    const added = await ctx.h.add(diner, order.purchase.id, (await menuProduct(a.key))!);
    expect([200, 201], added.body).toContain(added.statusCode);
    const withCheese = (key: string) =>
      ctx.h.t.app.inject({
        method: 'POST',
        url: '/catalog/chapinero/cart/validate.json',
        headers: { host: `${VENUE}.localhost` },
        payload: {
          service: 'delivery',
          lines: [{ product_id: key, count: 1, options: { queso: ['cheddar'] } }],
        },
      });
    expect((await withCheese(b.key)).json<{ ok: boolean }>().ok).toBe(true);

    const archived = await staff('PUT', `/staff/menu/option_groups/${group.id}/archive.json`, {
      archived: true,
      version: group.version,
    });
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json<EditorOptionGroup>()).toMatchObject({
      archived: true,
      version: group.version + 1,
      product_ids: [a.id, b.id].sort((x, y) => x - y),
    });
    for (const p of [a, b]) expect((await menuProduct(p.key))!.option_groups).toEqual([]);
    const refused = (await withCheese(b.key)).json<{ ok: boolean; issues: { key: string }[] }>();
    expect(refused.ok).toBe(false);
    expect(refused.issues.map((e) => e.key)).toEqual(['option_unknown']);
    const read = await ctx.h.send(diner, 'GET', `/menudigital/init/${order.purchase.id}.json`);
    const line = read.json<TableOrder>().purchase.products.find((p) => p.product_id === a.key)!;
    expect(line).toMatchObject({ option_names: [{ es: 'Cheddar' }] });
    const listed = (await catalog()).option_groups.find((g) => g.id === group.id)!;
    expect(listed.archived).toBe(true);
    expect((await catalog()).products.find((p) => p.id === a.id)!.option_group_ids).toEqual([group.id]);
    const exported = await staff('GET', '/staff/menu/export.json');
    expect(exported.statusCode, exported.body).toBe(200);
    const file = exported.json<{
      option_groups?: { key: string }[];
      products: { key: string; shared_option_groups?: string[] }[];
    }>();
    expect((file.option_groups ?? []).map((g) => g.key)).not.toContain(group.key);
    expect(file.products.find((p) => p.key === b.key)?.shared_option_groups).toBeUndefined();

    const stale = await staff('PUT', `/staff/menu/option_groups/${group.id}/archive.json`, {
      archived: false,
      version: group.version,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<ErrorBody>().key).toBe('stale_edit');
    const restored = await staff('PUT', `/staff/menu/option_groups/${group.id}/archive.json`, {
      archived: false,
      version: group.version + 1,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await menuProduct(b.key))!.option_groups.map((g) => g.id)).toEqual(['queso']);
    expect((await withCheese(b.key)).json<{ ok: boolean }>().ok).toBe(true);

    const audit = await staff('GET', '/staff/audit.json?area=menu');
    expect(audit.statusCode, audit.body).toBe(200);
    const [restore, archive] = audit.json<AuditPage>().entries;
    expect(restore).toMatchObject({ action: 'restore_option_group', subject: 'queso' });
    expect(archive).toMatchObject({
      action: 'archive_option_group',
      before: { archived: false },
      after: { archived: true },
    });
  });

  it('changes the prices of a category by a percent in one statement, as priceAfterPercent rounds, bumping versions', async () => {
    const chapinero = await branchId('chapinero');
    const a = await newProduct({
      price: 12_345,
      promo_price: 9_999,
      prices: [{ supplier_id: chapinero, service: 'on_table', price: 13_005 }],
    });
    const res = await staff('POST', '/staff/menu/price_change.json', {
      percent: 7.5,
      category_id: a.category_id,
      rounding: 50,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ changed: 1 });
    const after = (await staff('GET', `/staff/menu/products/${a.id}.json`)).json<EditorProduct>();
    expect(after.price).toBe(priceAfterPercent(12_345, 7.5, 50));
    expect(after.promo_price).toBe(priceAfterPercent(9_999, 7.5, 50));
    expect(after.prices[0]!.price).toBe(priceAfterPercent(13_005, 7.5, 50));
    expect(after.version).toBe(a.version + 1);
    // halves away from zero, to the minor unit: 1005 + 10% = 1105.5 -> 1106
    const b = await newProduct({ price: 1005 });
    await staff('POST', '/staff/menu/price_change.json', { percent: 10, product_ids: [b.id] });
    expect((await staff('GET', `/staff/menu/products/${b.id}.json`)).json<EditorProduct>().price).toBe(1106);
    const log = await staff('GET', '/staff/audit.json?area=menu');
    expect(log.statusCode, log.body).toBe(200);
    const entries = log.json<{
      entries: { action: string; subject: string; before: unknown; after: unknown }[];
    }>().entries;
    expect(entries[0]).toMatchObject({
      action: 'price_change',
      subject: '+10%',
      before: [{ key: b.key, price: 1005, promo_price: null }],
      after: [{ key: b.key, price: 1106, promo_price: null }],
    });
    expect(entries[1]).toMatchObject({ action: 'create_product', subject: b.key, before: null });
  });

  it.each([
    ['a negative price', { price: -1 }],
    ['a price of zero', { price: 0 }],
    ['a promo price of zero', { promo_price: 0 }],
    ['a fractional minor unit', { price: 10.5 }],
    ['1e20', { price: 1e20 }],
    ['a price as text', { price: '1000' }],
    ['an unknown field', { colour: 'red' }],
    ['a photo that is not an upload', { image: 'https://tracker.example/pixel.png' }],
    ['a script as a photo', { image: 'javascript:alert(1)' }],
    [
      'an extra photo that is not an upload',
      { images: [`media:${'c3'.repeat(16)}.1x1`, 'https://x.example/a.png'] },
    ],
    ['nine extra photos', { images: Array.from({ length: 9 }, () => `media:${'c3'.repeat(16)}.1x1`) }],
    [
      'a price for a branch of another venue',
      { prices: [{ supplier_id: 2_147_483_000, service: null, price: 1 }] },
    ],
    ['a service price of zero', { prices: [{ supplier_id: null, service: 'delivery', price: 0 }] }],
  ])('refuses %s with 400 and changes nothing', async (_, changes) => {
    const product = await newProduct();
    const res = await staff('PUT', `/staff/menu/products/${product.id}.json`, saveOf(product, changes));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json<ErrorBody>().key).toBe('validation_failed');
    expect(res.json<ErrorBody>().message.length).toBeGreaterThan(0);
    const now = (await staff('GET', `/staff/menu/products/${product.id}.json`)).json<EditorProduct>();
    expect(now).toEqual(product);
  });

  it('refuses a name of a million characters (413 by the body limit) or over 2,000 (400), and changes nothing', async () => {
    const product = await newProduct();
    const huge = await staff(
      'PUT',
      `/staff/menu/products/${product.id}.json`,
      saveOf(product, { name: { es: 'x'.repeat(1_000_000) } }),
    );
    expect(huge.statusCode).toBe(413);
    expect(huge.json<ErrorBody>().key).toBe('payload_too_large');
    const long = await staff(
      'PUT',
      `/staff/menu/products/${product.id}.json`,
      saveOf(product, { name: { es: 'x'.repeat(2_001) } }),
    );
    expect(long.statusCode).toBe(400);
    expect(long.json<ErrorBody>()).toMatchObject({ key: 'validation_failed', params: { fields: 'name/es' } });
    const now = (await staff('GET', `/staff/menu/products/${product.id}.json`)).json<EditorProduct>();
    expect(now).toEqual(product);
  });

  it("answers 404 from another venue's host and changes nothing", async () => {
    const product = await newProduct();
    const other = await ctx.h.staffToken('padaria-aurora');
    const read = await staff(
      'GET',
      `/staff/menu/products/${product.id}.json`,
      undefined,
      'padaria-aurora',
      other,
    );
    expect(read.statusCode).toBe(404);
    const save = await staff(
      'PUT',
      `/staff/menu/products/${product.id}.json`,
      saveOf(product, { price: 1 }),
      'padaria-aurora',
      other,
    );
    expect(save.statusCode).toBe(404);
    const archive = await staff(
      'PUT',
      `/staff/menu/products/${product.id}/archive.json`,
      { archived: true },
      'padaria-aurora',
      other,
    );
    expect(archive.statusCode).toBe(404);
    const copy = await staff(
      'POST',
      `/staff/menu/products/${product.id}/duplicate.json`,
      undefined,
      'padaria-aurora',
      other,
    );
    expect(copy.statusCode).toBe(404);
    const category = (await catalog()).categories.find((c) => c.id === product.category_id)!;
    const renamed = await staff(
      'PUT',
      `/staff/menu/categories/${category.id}.json`,
      { name: { es: 'Ajena' }, image: null, parent_id: null, archived: false, version: category.version },
      'padaria-aurora',
      other,
    );
    expect(renamed.statusCode).toBe(404);
    const ordered = await staff(
      'PUT',
      '/staff/menu/category_order.json',
      { parent_id: null, ids: [category.id] },
      'padaria-aurora',
      other,
    );
    expect(ordered.statusCode).toBe(400);
    const group = (await catalog()).option_groups[0]!;
    const regrouped = await staff(
      'PUT',
      `/staff/menu/option_groups/${group.id}.json`,
      { name: { es: 'Ajeno' }, options: [{ name: { es: 'X' }, price: 0 }], version: group.version },
      'padaria-aurora',
      other,
    );
    expect(regrouped.statusCode).toBe(404);
    const ungrouped = await staff(
      'PUT',
      `/staff/menu/option_groups/${group.id}/archive.json`,
      { archived: true },
      'padaria-aurora',
      other,
    );
    expect(ungrouped.statusCode).toBe(404);
    const repriced = await staff(
      'POST',
      '/staff/menu/price_change.json',
      { percent: 50, product_ids: [product.id] },
      'padaria-aurora',
      other,
    );
    expect(repriced.json()).toEqual({ changed: 0 });
    const linked = await staff(
      'POST',
      '/staff/menu/products.json',
      { category_id: category.id, name: { es: 'Ajeno' }, price: 1 },
      'padaria-aurora',
      other,
    );
    expect(linked.statusCode).toBe(400);
    expect((await catalog()).categories.find((c) => c.id === category.id)).toEqual(category);
    expect((await catalog()).option_groups[0]).toEqual(group);
    const theirs = await staff('GET', '/staff/menu/catalog.json', undefined, 'padaria-aurora', other);
    expect(theirs.json<EditorCatalog>().products.some((p) => p.id === product.id)).toBe(false);
    expect((await staff('GET', `/staff/menu/products/${product.id}.json`)).json<EditorProduct>()).toEqual(
      product,
    );
  });

  it('keeps the name, options and price an order was sold at; a new order gets the new price', async () => {
    const sauce = await staff('POST', '/staff/menu/option_groups.json', {
      name: { es: 'Salsa' },
      min: 1,
      max: 1,
      required: true,
      options: [{ key: 'ajo', name: { es: 'Ajo' }, price: 1_000 }],
    });
    expect(sauce.statusCode, sauce.body).toBe(200);
    const group = sauce.json<EditorOptionGroup>();
    const product = await newProduct({ services: ['on_table'], option_group_ids: [group.id] });
    const diner = await ctx.h.diner(VENUE);
    const order = await ctx.h.join(diner, 'chapinero', codeOf(VENUE, 'chapinero', 'Mesa 3'), {
      nickname: 'Ana',
    });
    const seen = (await menuProduct(product.key))!;
    const added = await ctx.h.add(diner, order.purchase.id, seen);
    expect([200, 201], added.body).toContain(added.statusCode);
    const saved = await staff(
      'PUT',
      `/staff/menu/products/${product.id}.json`,
      saveOf(product, { name: { es: 'Otro nombre' }, price: 15_000 }),
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const regrouped = await staff('PUT', `/staff/menu/option_groups/${group.id}.json`, {
      name: { es: 'Salsa' },
      min: 1,
      max: 1,
      required: true,
      options: [{ key: 'ajo', name: { es: 'Ajo negro' }, price: 2_000 }],
      version: group.version,
    });
    expect(regrouped.statusCode, regrouped.body).toBe(200);
    const read = await ctx.h.send(diner, 'GET', `/menudigital/init/${order.purchase.id}.json`);
    const line = read.json<TableOrder>().purchase.products.find((p) => p.product_id === product.key)!;
    expect(line).toMatchObject({
      name: { es: `Plato ${made}`, en: `Dish ${made}` },
      unit_price: 11_000,
      option_names: [{ es: 'Ajo' }],
    });
    const again = await ctx.h.add(diner, order.purchase.id, (await menuProduct(product.key))!);
    expect([200, 201], again.body).toContain(again.statusCode);
    const lines = again.json<TableOrder>().purchase.products.filter((p) => p.product_id === product.key);
    expect(lines.map((l) => l.unit_price).sort()).toEqual([11_000, 17_000]);
    const fresh = lines.find((l) => l.unit_price === 17_000)!;
    expect(fresh).toMatchObject({ name: { es: 'Otro nombre' }, option_names: [{ es: 'Ajo negro' }] });
  });
});
