import { mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoVenuesDir, storeName } from '../../test/support/app.ts';
import { staffHarness } from '../../test/support/table-orders.ts';
import { importVenues } from '../modules/venue/venue.import.ts';
import { forgetVenueReads } from '../modules/venue/venue.service.ts';

// Every cached read and the HTML shell answer 304 to a matching If-None-Match, and a staff edit or
// an import gives the read a new ETag and the new body (docs/decisions/030-cached-reads-and-memory.md).

const HOST = 'la-brasa.localhost';
const setup = staffHarness('la-brasa');

const get = (url: string, headers: Record<string, string> = {}) =>
  setup.h.t.app.inject({ url, headers: { host: HOST, ...headers } });

/** A staff edit (PUT `url` with `on`), `check` while it holds, then the edit undone (`off`). */
async function whileEdited(url: string, on: object, off: object, check: () => Promise<void>) {
  const edited = await setup.h.staff('la-brasa', setup.token, 'PUT', url, on);
  expect(edited.statusCode, edited.body).toBe(200);
  try {
    await check();
  } finally {
    await setup.h.staff('la-brasa', setup.token, 'PUT', url, off);
  }
}

/** The read again with the ETag of `before`: a 200 with a new ETag and a new body. */
async function changedSince(url: string, before: { headers: Record<string, unknown>; body: string }) {
  const after = await get(url, { 'if-none-match': before.headers.etag as string });
  expect(after.statusCode).toBe(200);
  expect(after.headers.etag).not.toBe(before.headers.etag);
  expect(after.body).not.toBe(before.body);
  return after;
}

const reads = [
  '/domain/config.json',
  '/domain/suppliers/chapinero.json',
  '/catalog/chapinero/menu.json',
  '/catalog/chapinero/stock.json',
];

describe(`cached reads and the shell revalidate with a strong ETag (${storeName})`, () => {
  for (const url of [...reads, '/chapinero']) {
    it(`GET ${url}: 304 and no body for its ETag, 200 for another`, async () => {
      const first = await get(url);
      expect(first.statusCode, first.body).toBe(200);
      const etag = first.headers.etag as string;
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect(first.headers['cache-control']).toBe('no-cache');

      const again = await get(url, { 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBe(etag);

      const stale = await get(url, { 'if-none-match': '"not-this-one"' });
      expect(stale.statusCode).toBe(200);
      expect(stale.body).toBe(first.body);
    });
  }

  it('sends the compressed form of a body of 1 KB or more, under its own ETag, and 304 for it', async () => {
    const plain = await get('/domain/config.json');
    const br = await get('/domain/config.json', { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.etag).toBe(`${(plain.headers.etag as string).slice(0, -1)}-br"`);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    const again = await get('/domain/config.json', {
      'accept-encoding': 'br, gzip',
      'if-none-match': br.headers.etag as string,
    });
    expect(again.statusCode).toBe(304);
  });
});

describe(`a change gives a cached read a new ETag and body (${storeName})`, () => {
  it('a staff edit (pausing table service) changes the branch read at once', async () => {
    const url = '/domain/suppliers/chapinero.json';
    const before = await get(url);
    expect(before.json().service_table).toBe(true);
    await whileEdited(
      '/staff/services/on_table.json?supplier_id=chapinero',
      { paused: true },
      { paused: false },
      async () => {
        expect((await changedSince(url, before)).json().service_table).toBe(false);
      },
    );
  });

  it('a staff edit (a product sold out) changes the menu read at once', async () => {
    const url = '/catalog/chapinero/menu.json';
    const before = await get(url);
    const product = before.json<{ products: Array<{ id: string }> }>().products[0]!;
    const edit = `/staff/availability/products/${product.id}.json?supplier_id=chapinero`;
    await whileEdited(edit, { sold_out: true }, { sold_out: false }, async () => {
      await changedSince(url, before);
    });
  });

  it('an import of a changed venue file changes the config read once the caches let go of it', async () => {
    const before = await get('/domain/config.json');
    const dir = mkdtempSync(join(tmpdir(), 'sf-import-'));
    try {
      const venue = JSON.parse(readFileSync(join(demoVenuesDir, 'la-brasa.json'), 'utf8'));
      writeFileSync(join(dir, 'la-brasa.json'), JSON.stringify({ ...venue, name: 'La Brasa Renovada' }));
      symlinkSync(join(demoVenuesDir, 'assets'), join(dir, 'assets')); // its images
      // The import runs as its own process (npm run venue:import); a server learns of it when its
      // entries expire (seconds, docs/operations.md). Clearing them here stands for that expiry.
      await importVenues(setup.h.t.database.db, dir);
      forgetVenueReads(setup.h.t.app.venues);
      expect((await changedSince('/domain/config.json', before)).json().name).toBe('La Brasa Renovada');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
