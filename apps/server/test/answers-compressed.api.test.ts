import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { MenuProduct } from '@storefront/domain/catalog/catalog.schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileApp, storeName } from './support/app.ts';
import { codeOf, OnTableHarness, plainProduct } from './support/table-orders.ts';

// Answers made per request go compressed when the client accepts it (docs/decisions/053-answers-compressed.md):
// a table's answer is tens of kilobytes of JSON on a diner's phone.

const h = fileApp(() => OnTableHarness.create());
let menu: MenuProduct[];

beforeAll(async () => {
  menu = await h.menu('la-brasa', 'chapinero');
});

async function tableOf(label: string, products: number) {
  const diner = await h.diner();
  const order = await h.join(diner, 'chapinero', codeOf('la-brasa', 'chapinero', label));
  for (let i = 0; i < products; i++) await h.add(diner, order.purchase.id, plainProduct(menu, i));
  const read = (encoding?: string) =>
    h.send(
      diner,
      'GET',
      `/menudigital/cart/${order.purchase.id}.json`,
      undefined,
      encoding ? { 'accept-encoding': encoding } : {},
    );
  return { diner, order, read };
}

describe(`answers compressed on the way out (${storeName})`, () => {
  it('sends a table brotli- or gzip-compressed as the client accepts, the same JSON once decoded', async () => {
    const { read } = await tableOf('Mesa 1', 6);
    const plain = await read();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1400);
    const br = await read('gzip, deflate, br, zstd');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(String(br.headers.vary)).toMatch(/accept-encoding/);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    const gzip = await read('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends a write answer compressed too, and leaves small answers and refused encodings alone', async () => {
    const { diner, order, read } = await tableOf('Mesa 2', 4);
    const added = await h.send(
      diner,
      'POST',
      '/menudigital/add_product_cart.json',
      {
        purchase_id: order.purchase.id,
        product: { product_id: plainProduct(menu, 5).id, count: 1, options: {} },
      },
      { 'accept-encoding': 'br', 'idempotency-key': 'compressed-add-1' },
    );
    expect(added.statusCode).toBeLessThan(300);
    expect(added.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(added.rawPayload).toString()).purchase.id).toBe(order.purchase.id);
    expect((await read('identity, br;q=0')).headers['content-encoding']).toBeUndefined();
    const small = await h.send(diner, 'GET', '/menudigital/cart/nope.json', undefined, {
      'accept-encoding': 'br',
    });
    expect(small.statusCode).toBeGreaterThanOrEqual(400);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toHaveProperty('key');
  });
});
