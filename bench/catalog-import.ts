// node bench/catalog-import.ts (also `npm run bench`'s part `import`) — importing a 5,000-product item library (CSV) from the back office
// (docs/back-office.md#import-and-export, budget in docs/performance.md#catalogue-import): the
// server on a fresh PGlite store with the demo venues, then La Brasa's whole catalogue replaced by
// a CSV of 5,000 products (each sold at its three branches, one option group of two options each:
// 20,001 rows), first as a dry run, then applied; the wall time of each request and the server's
// resident memory before, during (sampled every 50 ms) and its peak. Prints a Markdown table.
//
// BENCH_IMPORT_PRODUCTS (5000), BENCH_IMPORT_STORE (pglite | postgres; postgres needs a server at
// TEST_DATABASE_URL or postgres://postgres@127.0.0.1:5432/postgres).
import { execFileSync } from 'node:child_process';
import { request } from 'node:http';
import { join } from 'node:path';
import { envNumber } from './lib/env.ts';
import { repoRoot } from './lib/paths.ts';
import { memoryOf, sampleMemory, startServer } from './lib/server.ts';
import { createPgliteStore, createPostgresStore, defaultPostgresUrl, type TempStore } from './lib/store.ts';

const HOST = 'la-brasa.localhost';
const products = Math.round(envNumber('BENCH_IMPORT_PRODUCTS', 5000));
const branches = ['chapinero', 'usaquen', 'el-poblado'];
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** The item library as the export writes it: one `record` column, a row per category, product,
 * option group and option. A product has an option group of its own, as most menus' do. */
function libraryCsv(count: number): string {
  const branchColumns = branches.flatMap((slug) => [`sold_at [${slug}]`, `stock [${slug}]`]);
  const header = [
    'record',
    'key',
    'parent',
    'category',
    'product',
    'group',
    'name_es',
    'name_en',
    'description_es',
    'price',
    'allergens',
    'min',
    'max',
    ...branchColumns,
  ];
  const lines = [header.join(',')];
  const row = (cells: Record<string, string>) => header.map((column) => cells[column] ?? '').join(',');
  for (let c = 0; c < 20; c++)
    lines.push(row({ record: 'category', key: `cat-${c}`, name_es: `Categoría ${c}` }));
  for (let i = 0; i < count; i++) {
    const sold = Object.fromEntries(
      branches.flatMap((slug, b) => [
        [`sold_at [${slug}]`, 'yes'],
        [`stock [${slug}]`, b === 0 ? '' : String(i % 50)],
      ]),
    );
    lines.push(
      row({
        record: 'product',
        key: `p-${i}`,
        category: `cat-${i % 20}`,
        name_es: `Plato ${i}`,
        name_en: `Dish ${i}`,
        description_es: `Descripción del plato ${i} con ingredientes de temporada`,
        price: String(10_000 + (i % 500) * 100),
        allergens: i % 3 === 0 ? '"gluten, milk"' : '',
        ...sold,
      }),
    );
  }
  for (let i = 0; i < count; i++) {
    lines.push(
      row({ record: 'option_group', key: 'size', product: `p-${i}`, name_es: 'Tamaño', min: '1', max: '1' }),
    );
    lines.push(
      row({
        record: 'option',
        key: 'normal',
        product: `p-${i}`,
        group: 'size',
        name_es: 'Normal',
        price: '0',
      }),
    );
    lines.push(
      row({
        record: 'option',
        key: 'grande',
        product: `p-${i}`,
        group: 'size',
        name_es: 'Grande',
        price: '3000',
      }),
    );
  }
  return lines.join('\n');
}

/** A request with the venue's host (fetch may not set Host). */
function send(
  method: 'GET' | 'POST',
  url: string,
  token: string,
  body?: string,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method, headers: { host: HOST, authorization: `Bearer ${token}`, 'content-type': 'text/csv' } },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** One store's import figures: wall times in ms, memory in bytes. */
export interface CatalogImportResult {
  store: TempStore['kind'];
  products: number;
  rows: number;
  idleRss: number;
  dryRunMs: number;
  dryRunRss: number;
  importMs: number;
  importRss: number;
  created: number;
  againMs: number;
  againRss: number;
  peak: number;
}

/** Imports the 5,000-product library into a server on `store` (seeded first): dry run, import,
 * the same file again. */
export async function measureCatalogImport(store: TempStore): Promise<CatalogImportResult> {
  const env = { ...store.env, LOG_LEVEL: 'warn', NODE_ENV: 'development' };
  // Seed the demo venues, then (the server stopped: PGlite is one process's) a staff token.
  await (await startServer({ env })).stop();
  const token = execFileSync(
    process.execPath,
    [join(repoRoot, 'apps/server/src/cli/staff-token.ts'), 'la-brasa', 'bench'],
    {
      env: { PATH: process.env.PATH ?? '', ...env },
      encoding: 'utf8',
    },
  ).trim();
  const server = await startServer({ env });
  try {
    const csv = libraryCsv(products);
    // La Brasa's banners open products this file replaces: they go first (a JSON import).
    const current = JSON.parse((await send('GET', `${server.origin}/staff/menu/export.json`, token)).body);
    const cleared = await send(
      'POST',
      `${server.origin}/staff/menu/import.json`,
      token,
      JSON.stringify({ ...current, banners: [] }),
    );
    if (cleared.status !== 200) throw new Error(`clearing the banners answered ${cleared.status}`);
    const post = async (dryRun: boolean) => {
      const memory = sampleMemory(server.pid, 50);
      const started = performance.now();
      const res = await send(
        'POST',
        `${server.origin}/staff/menu/import.json${dryRun ? '?dry_run=true' : ''}`,
        token,
        csv,
      );
      const body = JSON.parse(res.body) as { products?: { created: number }; key?: string };
      const ms = performance.now() - started;
      const { maxSampled } = memory.stop();
      if (res.status !== 200)
        throw new Error(`import answered ${res.status}: ${JSON.stringify(body).slice(0, 400)}`);
      return { ms, maxSampled, created: body.products?.created ?? 0 };
    };
    const idle = memoryOf(server.pid);
    const dry = await post(true);
    const applied = await post(false);
    const again = await post(false);
    const after = memoryOf(server.pid);
    return {
      store: store.kind,
      products,
      rows: csv.split('\n').length - 1,
      idleRss: idle?.rss ?? 0,
      dryRunMs: dry.ms,
      dryRunRss: dry.maxSampled,
      importMs: applied.ms,
      importRss: applied.maxSampled,
      created: applied.created,
      againMs: again.ms,
      againRss: again.maxSampled,
      peak: after?.peak ?? 0,
    };
  } finally {
    await server.stop();
  }
}

async function main() {
  const store: TempStore =
    process.env.BENCH_IMPORT_STORE === 'postgres'
      ? await createPostgresStore(process.env.TEST_DATABASE_URL ?? defaultPostgresUrl)
      : createPgliteStore();
  try {
    const r = await measureCatalogImport(store);
    console.log(`\nCatalogue import, ${r.products} products (${r.rows} CSV rows), ${r.store}\n`);
    console.log('| step | time | server RSS (max sampled) |');
    console.log('|---|---|---|');
    console.log(`| server idle, demo venues | | ${mb(r.idleRss)} |`);
    console.log(`| dry run | ${(r.dryRunMs / 1000).toFixed(2)} s | ${mb(r.dryRunRss)} |`);
    console.log(
      `| import (${r.created} created) | ${(r.importMs / 1000).toFixed(2)} s | ${mb(r.importRss)} |`,
    );
    console.log(
      `| same file again (all updated in place) | ${(r.againMs / 1000).toFixed(2)} s | ${mb(r.againRss)} |`,
    );
    console.log(`| peak RSS of the server's life (VmHWM) | | ${mb(r.peak)} |`);
  } finally {
    await store.dispose();
  }
}

if (import.meta.main) await main();
