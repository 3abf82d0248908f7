import { join } from 'node:path';
import { type CatalogImport, catalogImportSchema } from '@storefront/domain/catalog/catalog.schema';
import { normalizeCatalog } from '@storefront/domain/catalog/catalog-changes.rules';
import type {
  CatalogImportRefusal,
  CatalogImportResult,
} from '@storefront/domain/catalog/catalog-transfer.schema';
import type { AuditPage } from '@storefront/domain/staff/audit-log.schema';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { demoVenuesDir, fileApp, storeName } from '../../../test/support/app.ts';
import { hostOf } from '../../../test/support/diners.ts';
import { StaffConsole } from '../../../test/support/staff-console.ts';
import { OnTableHarness } from '../../../test/support/table-orders.ts';
import { parseVenueFile } from '../venue/venue.import.ts';

// Catalogue import and export from the back office (docs/back-office.md#import-and-export, ADR 104),
// against the real app and database: export then import gives the same catalogue in each format,
// a wrong row or file changes nothing, a dry run changes nothing, and one venue's staff reach only
// their own venue's catalogue.

const h = fileApp(() => OnTableHarness.create());
const staff = new StaffConsole(h);

async function call(venue: string, method: 'GET' | 'POST', url: string, body?: Buffer | string) {
  return h.t.app.inject({
    method,
    url,
    headers: {
      host: hostOf(venue),
      authorization: `Bearer ${await staff.token(venue)}`,
      lang: 'en',
      ...(body === undefined ? {} : { 'content-type': 'application/octet-stream' }),
    },
    ...(body === undefined ? {} : { payload: body }),
  });
}

async function exportJson(venue: string): Promise<CatalogImport> {
  const res = await call(venue, 'GET', '/staff/menu/export.json');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CatalogImport>();
}

async function exportFile(venue: string, format: 'csv' | 'xlsx'): Promise<Buffer> {
  const res = await call(venue, 'GET', `/staff/menu/export.${format}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.rawPayload;
}

async function importFile(venue: string, body: Buffer | string, dryRun = false) {
  return call(venue, 'POST', `/staff/menu/import.json${dryRun ? '?dry_run=true' : ''}`, body);
}

function expectApplied(res: { statusCode: number; body: string; json<T>(): T }): CatalogImportResult {
  expect(res.statusCode, res.body).toBe(200);
  return res.json<CatalogImportResult>();
}

describe(`catalogue export and import round trips (${storeName})`, () => {
  it('imports its own JSON export unchanged: nothing to change, and the same export after', async () => {
    const before = await exportJson('cafe-alerce');
    expect(before.products.length).toBeGreaterThan(0);
    const dry = expectApplied(await importFile('cafe-alerce', JSON.stringify(before), true));
    expect(dry.products).toMatchObject({ created: 0, updated: 0, archived: 0 });
    expect(dry.changes).toEqual([]);
    const key = before.products[0]!.key;
    const versionOf = async () =>
      (await call('cafe-alerce', 'GET', '/staff/menu/catalog.json'))
        .json<{ products: { key: string; version: number }[] }>()
        .products.find((p) => p.key === key)!.version;
    const opened = await versionOf();
    expectApplied(await importFile('cafe-alerce', JSON.stringify(before)));
    expect(await exportJson('cafe-alerce')).toEqual(before);
    // A product open in the menu editor before the import is saved over it no more: 409 stale_edit.
    expect(await versionOf()).toBeGreaterThan(opened);
  });

  it('leaves an archived option group out of the export, and an import of a file naming it restores it', async () => {
    const venue = 'taqueria-el-sol';
    const before = await exportJson(venue);
    const product = before.products.find((p) => p.option_groups.length > 0)!;
    const groupKey = product.option_groups[0]!.key;
    const branch = Object.keys(product.branches ?? {})[0]!;
    const editor = (await call(venue, 'GET', '/staff/menu/catalog.json')).json<{
      products: { id: number; key: string }[];
      option_groups: { id: number; key: string; product_ids: number[]; version: number }[];
    }>();
    const productId = editor.products.find((p) => p.key === product.key)!.id;
    const group = editor.option_groups.find((g) => g.key === groupKey && g.product_ids.includes(productId))!;
    const groupsOnMenu = async () =>
      (await h.menu(venue, branch)).find((p) => p.id === product.key)!.option_groups.map((g) => g.id);
    expect(await groupsOnMenu()).toContain(groupKey);
    const archived = await h.t.app.inject({
      method: 'PUT',
      url: `/staff/menu/option_groups/${group.id}/archive.json`,
      headers: { host: hostOf(venue), authorization: `Bearer ${await staff.token(venue)}` },
      payload: { archived: true, version: group.version },
    });
    expect(archived.statusCode, archived.body).toBe(200);
    expect(await groupsOnMenu()).not.toContain(groupKey);
    const without = await exportJson(venue);
    const exported = without.products.find((p) => p.key === product.key)!;
    expect(exported.option_groups.map((g) => g.key)).not.toContain(groupKey);
    expectApplied(await importFile(venue, JSON.stringify(before)));
    expect(await groupsOnMenu()).toContain(groupKey);
    expect(await exportJson(venue)).toEqual(before);
  });

  it("exports what each demo venue's file imported, up to the file's defaults", async () => {
    for (const venue of ['la-brasa', 'taqueria-el-sol', 'padaria-aurora', 'cine-estelar', 'cafe-alerce']) {
      const { venue: file } = parseVenueFile(join(demoVenuesDir, `${venue}.json`));
      const slugs = file.suppliers.map((s) => s.slug);
      const exported = catalogImportSchema.parse(await exportJson(venue));
      // Banners' HTML is stored sanitized: their keys, in order, are compared.
      const keys = (catalog: CatalogImport) => catalog.banners.map((b) => b.key);
      expect(keys(exported), venue).toEqual(keys(file.catalog));
      expect(normalizeCatalog({ ...exported, banners: [] }, slugs), venue).toEqual(
        normalizeCatalog({ ...file.catalog, banners: [] }, slugs),
      );
    }
  });

  it.each(['csv', 'xlsx'] as const)(
    'imports its own %s export unchanged, shared option groups, prices per branch and service and extra photos included',
    async (format) => {
      const file0 = await exportJson('taqueria-el-sol');
      const salsas = {
        key: 'salsas-de-la-casa',
        name: { es: 'Salsas', en: 'Sauces' },
        min: 0,
        max: 2,
        required: false,
        options: [
          {
            key: 'verde',
            name: { es: 'Verde' },
            price: 0,
            allergens: { contains: [], may_contain: [] },
            available: true,
          },
          {
            key: 'roja',
            name: { es: 'Roja' },
            price: 150,
            allergens: { contains: [], may_contain: ['sesame'] },
            available: false,
          },
        ],
      };
      const [first, ...rest] = file0.products;
      // an imported image's path and a photo uploaded in the menu editor (its media: ref)
      const photos = [`/media/${'e5'.repeat(16)}.jpg`, `media:${'f6'.repeat(16)}.1600x1200`];
      const shared = {
        ...file0,
        option_groups: [salsas],
        products: [
          {
            ...first!,
            shared_option_groups: ['salsas-de-la-casa'],
            images: photos,
            prices: [
              { branch: 'roma-norte', service: null, price: 9900 },
              { branch: null, service: 'delivery', price: 10550 },
              { branch: 'coyoacan', service: 'on_table', price: 9000 },
            ],
          },
          ...rest,
        ],
      };
      expectApplied(await importFile('taqueria-el-sol', JSON.stringify(shared)));
      const before = await exportJson('taqueria-el-sol');
      expect(before.option_groups).toEqual([salsas]);
      expect(before.products[0]!.shared_option_groups).toEqual(['salsas-de-la-casa']);
      expect(before.products[0]!.prices).toHaveLength(3);
      expect(before.products[0]!.images).toEqual(photos);
      const menu = await h.menu('taqueria-el-sol', 'roma-norte');
      expect(menu.find((p) => p.product_id === first!.key)?.price).toBe(9900);
      const file = await exportFile('taqueria-el-sol', format);
      const dry = expectApplied(await importFile('taqueria-el-sol', file, true));
      expect(dry.format).toBe(format);
      expect(dry.changes).toEqual([]);
      expectApplied(await importFile('taqueria-el-sol', file));
      expect(await exportJson('taqueria-el-sol')).toEqual(before);
      if (format === 'csv') expect(await exportFile('taqueria-el-sol', 'csv')).toEqual(file);
    },
  );
});

describe(`an import that changes the menu (${storeName})`, () => {
  it('answers a dry run with the changes and applies nothing; the import applies them, audited, to the diners', async () => {
    const before = await exportJson('padaria-aurora');
    const [first, second, ...rest] = before.products;
    const next = {
      ...before,
      products: [
        { ...first!, price: first!.price + 100 },
        ...rest,
        { ...second!, key: 'pao-novo', name: { es: 'Pan nuevo' } },
      ],
    };
    const dry = expectApplied(await importFile('padaria-aurora', JSON.stringify(next), true));
    expect(dry.products).toMatchObject({ created: 1, updated: 1, archived: 1 });
    expect(dry.changes).toEqual(
      expect.arrayContaining([
        { kind: 'product', key: first!.key, name: first!.name.es, change: 'update' },
        { kind: 'product', key: 'pao-novo', name: 'Pan nuevo', change: 'create' },
        { kind: 'product', key: second!.key, name: second!.name.es, change: 'archive' },
      ]),
    );
    expect(await exportJson('padaria-aurora')).toEqual(before);

    expectApplied(await importFile('padaria-aurora', JSON.stringify(next)));
    const branch = Object.keys(first!.branches ?? {})[0]!;
    const menu = await h.menu('padaria-aurora', branch);
    expect(menu.find((p) => p.product_id === first!.key)?.price).toBe(first!.price + 100);
    expect(menu.some((p) => p.product_id === second!.key)).toBe(false);
    const { cookie } = await staff.member('padaria-aurora', 'owner');
    const audit = await staff.call('padaria-aurora', 'GET', '/staff/audit.json?area=menu', { cookie });
    const entry = audit.json<AuditPage>().entries.find((e) => e.action === 'import');
    expect(entry?.after).toMatchObject({ created: 1, updated: 1, archived: 1, format: 'json' });
  });

  it('escapes formula-looking cells in the CSV and XLSX exports and restores them on import', async () => {
    const before = await exportJson('cine-estelar');
    const [first, ...rest] = before.products;
    const formula = '=HYPERLINK("http://evil.test","x")';
    const next = { ...before, products: [{ ...first!, name: { es: formula }, label: '@SUM(1)' }, ...rest] };
    expectApplied(await importFile('cine-estelar', JSON.stringify(next)));
    const csv = (await exportFile('cine-estelar', 'csv')).toString('utf8');
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.test"",""x"")"`);
    expect(csv).toContain("'@SUM(1)");
    const xlsx = await exportFile('cine-estelar', 'xlsx');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx as unknown as ArrayBuffer);
    expect(workbook.getWorksheet('products')!.getRow(2).getCell(3).value).toBe(`'${formula}`);
    for (const file of [Buffer.from(csv), xlsx]) {
      expectApplied(await importFile('cine-estelar', file));
      const product = (await exportJson('cine-estelar')).products[0]!;
      expect(product.name.es).toBe(formula);
      expect(product.label).toBe('@SUM(1)');
    }
  });
});

describe(`an import refused whole (${storeName})`, () => {
  it('names the one bad row of a 10,000-row CSV and applies nothing', async () => {
    const before = await exportJson('cafe-alerce');
    const header = 'record,key,category,product,group,name_es,price,min,max';
    const lines = [header, `category,big,,,,Grande,,,`];
    for (let i = 0; i < 3333; i++) {
      lines.push(`product,p${i},big,,,Producto ${i},${i === 2000 ? '-12' : '1200'},,`);
      lines.push(`option_group,size,,p${i},,Tamaño,,0,1`);
      lines.push(`option,small,,p${i},size,Pequeño,0,,`);
    }
    expect(lines.length).toBe(10_001);
    const started = Date.now();
    const res = await importFile('cafe-alerce', lines.join('\n'));
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(res.statusCode, res.body.slice(0, 500)).toBe(422);
    const refusal = res.json<CatalogImportRefusal>();
    expect(refusal.key).toBe('import_rows_invalid');
    expect(refusal.params.count).toBe(1);
    const badRow = 2 + 1 + 2000 * 3;
    expect(refusal.rows).toEqual([
      expect.objectContaining({ row: badRow, column: 'price', key: 'import_cell_amount' }),
    ]);
    expect(refusal.rows[0]!.message).toBe(
      `Row ${badRow}: the price must be a positive amount or zero, with the currency’s decimals (like 1250).`,
    );
    expect(await exportJson('cafe-alerce')).toEqual(before);
  });

  it('answers each wrong row in the staff’s language and applies none of the good ones', async () => {
    const before = await exportJson('cafe-alerce');
    const csv = [
      'record,key,category,name_es,price,important',
      'category,nueva,,Nueva,,',
      'product,ok,nueva,Bien,1000,no',
      'product,bad,nueva,,1000,maybe',
      'product,x,no-such,Mal,1000,',
    ].join('\n');
    const res = await call('cafe-alerce', 'POST', '/staff/menu/import.json', csv);
    expect(res.statusCode).toBe(422);
    const es = await h.t.app.inject({
      method: 'POST',
      url: '/staff/menu/import.json',
      headers: {
        host: hostOf('cafe-alerce'),
        authorization: `Bearer ${await staff.token('cafe-alerce')}`,
        lang: 'es',
        'content-type': 'text/csv',
      },
      payload: csv,
    });
    const rows = es.json<CatalogImportRefusal>().rows;
    expect(rows.map((r) => [r.row, r.column, r.key])).toEqual([
      [4, 'important', 'import_cell_yes_no'],
      [4, 'name_es', 'import_cell_required'],
    ]);
    expect(rows[1]!.message).toBe('Fila 4: falta name_es.');
    // References are checked once every row reads well.
    const fixed = csv.replace('product,bad,nueva,,1000,maybe', 'product,bad,nueva,Bien,1000,yes');
    const again = await call('cafe-alerce', 'POST', '/staff/menu/import.json', fixed);
    // …the venue's banners (kept by an item library) included: Café Alerce's links a product this file drops.
    expect(again.json<CatalogImportRefusal>().rows.map((r) => [r.row, r.column, r.key])).toEqual([
      [null, 'banners.0.url.param', 'import_reference_unknown'],
      [5, 'category', 'import_reference_unknown'],
    ]);
    expect(await exportJson('cafe-alerce')).toEqual(before);
  });

  it('refuses a PDF, even named .csv, and an empty catalogue, changing nothing', async () => {
    const before = await exportJson('cafe-alerce');
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from([0xe2, 0xe3, 0xcf, 0xd3, 0x00, 0x01])]);
    const refused = await importFile('cafe-alerce', pdf);
    expect(refused.statusCode).toBe(415);
    expect(refused.json<{ key: string }>().key).toBe('import_file_unsupported');
    const empty = await importFile('cafe-alerce', JSON.stringify({ categories: [], products: [] }));
    expect(empty.statusCode).toBe(422);
    const broken = await importFile('cafe-alerce', Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]));
    expect(broken.statusCode).toBe(400);
    expect(broken.json<{ key: string }>().key).toBe('import_file_unreadable');
    expect(await exportJson('cafe-alerce')).toEqual(before);
  });

  it("keeps one venue's staff to their own catalogue: another venue's host refuses them", async () => {
    const { cookie } = await staff.member('cafe-alerce', 'manager');
    const own = await staff.call('cafe-alerce', 'GET', '/staff/menu/export.json', { cookie });
    expect(own.statusCode).toBe(200);
    const other = await staff.call('taqueria-el-sol', 'GET', '/staff/menu/export.json', { cookie });
    expect(other.statusCode).toBe(401);
    const before = await exportJson('taqueria-el-sol');
    const res = await h.t.app.inject({
      method: 'POST',
      url: '/staff/menu/import.json',
      headers: { host: hostOf('taqueria-el-sol'), cookie, origin: `http://${hostOf('taqueria-el-sol')}` },
      payload: JSON.stringify(own.json()),
    });
    expect(res.statusCode).toBe(401);
    expect(await exportJson('taqueria-el-sol')).toEqual(before);
    const { cookie: waiter } = await staff.member('cafe-alerce', 'waiter');
    const forbidden = await staff.call('cafe-alerce', 'GET', '/staff/menu/export.csv', { cookie: waiter });
    expect(forbidden.statusCode).toBe(403);
  });
});
