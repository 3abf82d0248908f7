import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { menuSchema } from '@storefront/domain/catalog/catalog.schema';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileApp, storeName, tempDir } from '../../../test/support/app.ts';
import { createCatalogTestApp, fixtureVenuesDir, GRILL } from '../../../test/support/catalog.ts';
import {
  banners,
  categories,
  optionGroups,
  productOptions,
  products,
  supplierProducts,
} from '../../db/schema.ts';
import { AggregateVenueImportError, importVenues } from '../venue/venue.import.ts';
import { forgetMenus } from './catalog.service.ts';

// The catalogue part of the venue import: written with the venue, updated in place by key on a
// re-import, refused whole (nothing written) when a reference does not resolve.

const t = fileApp(createCatalogTestApp);
let work: string;
beforeAll(async () => {
  work = tempDir('sf-catalog-import-');
});
afterAll(async () => {
  if (work) rmSync(work, { recursive: true, force: true });
});

// biome-ignore lint/suspicious/noExplicitAny: a venue file edited freely by the tests
type VenueFile = Record<string, any>;
const grillFile = (): VenueFile =>
  JSON.parse(readFileSync(join(fixtureVenuesDir, 'fixture-grill.json'), 'utf8'));

let dirs = 0;
/** Imports the given venue file (with the fixture images beside it) through the operator's path. */
async function importFile(venue: VenueFile) {
  const dir = join(work, `case-${++dirs}`);
  cpSync(join(fixtureVenuesDir, 'assets'), join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'venue.json'), JSON.stringify(venue));
  const result = await importVenues(t.database.db, dir);
  forgetMenus(t.app.catalog);
  return result.imported[0]!.instanceId;
}

const db = () => t.database.db;
async function grillId() {
  return (await t.app.tenancy.resolve(GRILL))!;
}
async function productRows(instanceId: number) {
  const rows = await db().select().from(products).where(eq(products.instanceId, instanceId));
  return new Map(rows.map((row) => [row.key, row]));
}
async function menuOf(branch: string) {
  return menuSchema.parse(
    (await t.app.inject({ url: `/catalog/${branch}/menu.json`, headers: { host: GRILL } })).json(),
  );
}

describe(`catalogue import (${storeName})`, () => {
  it('writes categories, products, branch stock, options and banners, each row with its venue', async () => {
    const instanceId = await grillId();
    const count = async (table: string) =>
      Number(
        (
          (await db().execute(
            sql.raw(`select count(*)::int as n from ${table} where instance_id = ${instanceId}`),
          )) as unknown as { rows: { n: number }[] }
        ).rows[0]!.n,
      );
    expect({
      categories: await count('categories'),
      products: await count('products'),
      supplier_products: await count('supplier_products'),
      option_groups: await count('option_groups'),
      options: await count('options'),
      banners: await count('banners'),
      banner_suppliers: await count('banner_suppliers'),
    }).toEqual({
      categories: 3,
      products: 7,
      // 5 products at both branches, the lemonade at centro, the special at norte.
      supplier_products: 12,
      option_groups: 3,
      options: 10,
      banners: 3,
      banner_suppliers: 1,
    });
    const grill = await db()
      .select()
      .from(categories)
      .where(and(eq(categories.instanceId, instanceId), eq(categories.key, 'grill')));
    const mains = await db()
      .select()
      .from(categories)
      .where(and(eq(categories.instanceId, instanceId), eq(categories.key, 'mains')));
    expect(grill[0]!.parentId).toBe(mains[0]!.id);
  });

  it('stores catalogue images as content-addressed media, once per distinct image', async () => {
    const menu = await menuOf('centro');
    const burgerImage = menu.products.find((p) => p.id === 'burger')!.image!;
    expect(burgerImage).toMatch(/^\/media\/[a-f0-9]{32}\.svg$/);
    const res = await t.app.inject({ url: burgerImage, headers: { host: GRILL } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>burger</title>');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const [{ n }] = (
      (await db().execute(
        sql`select count(*)::int as n from media where instance_id = ${await grillId()}`,
      )) as unknown as { rows: [{ n: number }] }
    ).rows;
    expect(Number(n)).toBe(4); // logo, mains, burger, banner
  });

  it('sanitizes banner HTML before it is stored', async () => {
    const [welcome] = await db()
      .select()
      .from(banners)
      .where(and(eq(banners.instanceId, await grillId()), eq(banners.key, 'welcome')));
    const html = welcome!.contentPopup!;
    expect(html).toContain('<h2>Hola</h2>');
    expect(html).toContain('<strong>hamburguesa</strong>');
    expect(html).toContain(
      '<a href="https://example.com/carta" target="_blank" rel="noopener noreferrer">carta</a>',
    );
    for (const bad of ['<script', 'alert(', 'onclick', 'onerror', 'javascript:', '<iframe', 'evil.example']) {
      expect(html).not.toContain(bad);
    }
  });

  it('updates rows in place by key on a re-import, deactivating what the file no longer names', async () => {
    const instanceId = await grillId();
    const before = await productRows(instanceId);
    const venue = grillFile();
    const catalog = venue.catalog;
    // The burger costs more, centro gets 7 of them, its egg option goes and a sauce group arrives.
    const burger = catalog.products.find((p: VenueFile) => p.key === 'burger');
    burger.price = 27000;
    burger.branches.centro.stock = 7;
    burger.option_groups[1].options = burger.option_groups[1].options.filter(
      (o: VenueFile) => o.key !== 'egg',
    );
    burger.option_groups.push({
      key: 'sauce',
      name: { es: 'Salsa' },
      options: [{ key: 'bbq', name: { es: 'BBQ' } }],
    });
    // The salad and the drinks (category, beer, lemonade) leave the menu; the norte special moves to centro.
    catalog.products = catalog.products.filter(
      (p: VenueFile) => !['salad', 'beer', 'lemonade'].includes(p.key),
    );
    catalog.categories = catalog.categories.filter((c: VenueFile) => c.key !== 'drinks');
    catalog.products.find((p: VenueFile) => p.key === 'norte-special').branches = { centro: { stock: 2 } };
    catalog.banners = catalog.banners.filter((b: VenueFile) => b.key === 'norte-promo');
    expect(await importFile(venue)).toBe(instanceId);

    const after = await productRows(instanceId);
    // Same rows (same ids), updated; removed ones kept but inactive.
    expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
    for (const [key, row] of after) expect(row.id, key).toBe(before.get(key)!.id);
    expect(after.get('burger')!.priceMinor).toBe(27000);
    expect(Object.fromEntries([...after].map(([key, row]) => [key, row.active]))).toEqual({
      burger: true,
      salad: false,
      beer: false,
      breakfast: true,
      combo: true,
      lemonade: false,
      'norte-special': true,
    });
    const drinks = await db()
      .select()
      .from(categories)
      .where(and(eq(categories.instanceId, instanceId), eq(categories.key, 'drinks')));
    expect(drinks[0]!.active).toBe(false);
    const norteSpecialAtNorte = await db()
      .select()
      .from(supplierProducts)
      .where(eq(supplierProducts.productId, after.get('norte-special')!.id));
    expect(norteSpecialAtNorte.map((row) => row.active).sort()).toEqual([false, true]);

    const centro = await menuOf('centro');
    expect(centro.categories.map((c) => c.id)).toEqual(['mains', 'grill']);
    expect(centro.products.map((p) => [p.id, p.stock])).toEqual([
      ['burger', 7],
      ['breakfast', null],
      ['combo', null],
      ['norte-special', 2],
    ]);
    const groups = centro.products[0]!.option_groups;
    expect(groups.map((g) => [g.id, g.options.map((o) => o.id)])).toEqual([
      ['doneness', ['rare', 'medium', 'well']],
      ['extras', ['bacon', 'cheese']],
      ['sauce', ['bbq']],
    ]);
    expect(centro.banners).toEqual([]);
    expect((await menuOf('norte')).products.map((p) => p.id)).toEqual(['burger', 'breakfast', 'combo']);
    const eggs = await db()
      .select()
      .from(productOptions)
      .where(and(eq(productOptions.instanceId, instanceId), eq(productOptions.key, 'egg')));
    expect(eggs).toEqual([]);

    // Importing the original file again brings everything back, still on the same rows.
    await importFile(grillFile());
    const restored = await productRows(instanceId);
    for (const [key, row] of restored) {
      expect(row.id, key).toBe(before.get(key)!.id);
      expect(row.active, key).toBe(true);
    }
    expect((await menuOf('centro')).products.find((p) => p.id === 'burger')!.stock).toBe(5);
    const groupCount = await db().select().from(optionGroups).where(eq(optionGroups.instanceId, instanceId));
    expect(groupCount).toHaveLength(3);
  });

  it('refuses a catalogue whose references do not resolve, naming each field, and writes nothing', async () => {
    const instanceId = await grillId();
    const before = await productRows(instanceId);
    const venue = grillFile();
    const catalog = venue.catalog;
    catalog.products[0].price = 1;
    catalog.products[1].category = 'desserts';
    catalog.products[2].branches = { lejos: { stock: 1 } };
    catalog.products.push({ ...catalog.products[3] });
    catalog.products[0].option_groups[1].options[1].key = 'bacon';
    catalog.banners[0].url = { tipe: 'producto', param: 'pizza' };
    catalog.banners[1].branches = ['lejos'];
    catalog.banners[2].url = { tipe: 'externo', param: 'javascript:alert(1)' };
    catalog.categories[0].children.push({ key: 'drinks', name: { es: 'Otra' } });
    const error = await importFile(venue).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AggregateVenueImportError);
    const issues = (error as AggregateVenueImportError).errors[0]!.issues;
    expect(issues).toEqual(
      expect.arrayContaining([
        { path: 'catalog.categories.1.key', message: 'duplicate key drinks' },
        { path: 'catalog.products.7.key', message: 'duplicate key breakfast' },
        { path: 'catalog.products.1.category', message: 'unknown category desserts' },
        { path: 'catalog.products.2.branches.lejos', message: 'unknown branch lejos' },
        { path: 'catalog.products.0.option_groups.1.options.1.key', message: 'duplicate key bacon' },
        { path: 'catalog.banners.0.url.param', message: 'unknown product pizza' },
        { path: 'catalog.banners.1.branches.0', message: 'unknown branch lejos' },
        { path: 'catalog.banners.2.url.param', message: 'an external banner link must be an http(s) URL' },
      ]),
    );
    expect((await productRows(instanceId)).get('burger')!.priceMinor).toBe(before.get('burger')!.priceMinor);
  });

  it('shares a catalogue-level option group between the products naming it, after their own groups', async () => {
    const venue = grillFile();
    const catalog = venue.catalog;
    catalog.option_groups = [
      {
        key: 'sauce',
        name: { es: 'Salsa', en: 'Sauce' },
        min: 0,
        max: 1,
        options: [
          { key: 'bbq', name: { es: 'BBQ' }, price: 500 },
          { key: 'pink', name: { es: 'Rosada' } },
        ],
      },
    ];
    catalog.products[0].shared_option_groups = ['sauce'];
    catalog.products[1].shared_option_groups = ['sauce'];
    await importFile(venue);
    const menu = await menuOf('centro');
    const burger = menu.products.find((p) => p.id === 'burger')!;
    const salad = menu.products.find((p) => p.id === 'salad')!;
    expect(burger.option_groups.map((g) => g.id)).toEqual(['doneness', 'extras', 'sauce']);
    expect(salad.option_groups.map((g) => g.id)).toEqual(['sauce']);
    expect(salad.option_groups[0]!.options.map((o) => [o.id, o.price])).toEqual([
      ['bbq', 500],
      ['pink', 0],
    ]);
    const shared = await db()
      .select()
      .from(optionGroups)
      .where(and(eq(optionGroups.instanceId, await grillId()), eq(optionGroups.key, 'sauce')));
    expect(shared).toHaveLength(1);
    expect(shared[0]!.productId).toBeNull();

    catalog.products[2].shared_option_groups = ['gravy'];
    catalog.products[0].shared_option_groups = ['sauce', 'doneness'];
    catalog.products[0].option_groups.push({ ...catalog.products[0].option_groups[0], key: 'sauce' });
    const error = await importFile(venue).catch((e: unknown) => e);
    expect((error as AggregateVenueImportError).errors[0]!.issues).toEqual(
      expect.arrayContaining([
        { path: 'catalog.products.2.shared_option_groups.0', message: 'unknown option group gravy' },
        { path: 'catalog.products.0.shared_option_groups.0', message: 'duplicate key sauce' },
        { path: 'catalog.products.0.shared_option_groups.1', message: 'duplicate key doneness' },
      ]),
    );
    await importFile(grillFile());
    expect((await menuOf('centro')).products.find((p) => p.id === 'salad')!.option_groups).toEqual([]);
  });

  it('refuses a missing catalogue image', async () => {
    const venue = grillFile();
    venue.catalog.products[0].image = 'assets/missing.png';
    const error = (await importFile(venue).catch((e: unknown) => e)) as AggregateVenueImportError;
    expect(error.errors[0]!.issues).toEqual([
      { path: 'catalog.products.0.image', message: 'image file not found: assets/missing.png' },
    ]);
  });

  it('never lets stock go below zero, even for a write that forgets the condition', async () => {
    const instanceId = await grillId();
    const burger = (await productRows(instanceId)).get('burger')!;
    const write = db()
      .update(supplierProducts)
      .set({ stock: sql`${supplierProducts.stock} - 100` })
      .where(and(eq(supplierProducts.instanceId, instanceId), eq(supplierProducts.productId, burger.id)));
    await expect(write).rejects.toThrow();
  });
});
