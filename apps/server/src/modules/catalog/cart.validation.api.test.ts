import { type ValidatedCart, validatedCartSchema } from '@storefront/domain/catalog/catalog.schema';
import { beforeEach, describe, expect, it } from 'vitest';
import { type ErrorBody, fileApp, storeName } from '../../../test/support/app.ts';
import { createCatalogTestApp, GRILL, OTHER, WEDNESDAY_10AM_BOGOTA } from '../../../test/support/catalog.ts';

// POST /catalog/{supplier_slug}/cart/validate.json: prices from the database, one issue per problem
// with the spec's keys and a message in the request's language, on a clock the test fixes.

const t = fileApp(createCatalogTestApp);
beforeEach(() => {
  t.clock.now = WEDNESDAY_10AM_BOGOTA;
});

interface Line {
  product_id: string;
  count: number;
  options?: Record<string, string[]>;
  [extra: string]: unknown;
}

async function validate(
  lines: Line[],
  extra: { service?: string; birth_date?: string | null; lang?: string; branch?: string; host?: string } = {},
) {
  const { service = 'on_table', birth_date = null, lang = 'en', branch = 'centro', host = GRILL } = extra;
  return t.app.inject({
    method: 'POST',
    url: `/catalog/${branch}/cart/validate.json`,
    headers: { host, lang },
    payload: { service, lines, birth_date },
  });
}

async function validated(lines: Line[], extra: Parameters<typeof validate>[1] = {}): Promise<ValidatedCart> {
  const res = await validate(lines, extra);
  expect(res.statusCode, res.body).toBe(200);
  return validatedCartSchema.parse(res.json());
}

const burger = (count = 1, options: Record<string, string[]> = { doneness: ['medium'] }): Line => ({
  product_id: 'burger',
  count,
  options,
});
const keysOf = (cart: ValidatedCart) => cart.issues.map((issue) => [issue.index, issue.key]);

describe(`cart validation (${storeName})`, () => {
  it('prices every line from the database, whatever prices the client sends', async () => {
    const cart = await validated([
      {
        ...burger(2, { doneness: ['rare'], extras: ['bacon', 'cheese'] }),
        price: 1,
        unit_price: 1,
        subtotal: 2,
      },
      { product_id: 'salad', count: 1, price: 0, promo: 0 },
    ]);
    expect(cart.issues).toEqual([]);
    expect(cart.ok).toBe(true);
    expect(cart.lines).toEqual([
      { product_id: 'burger', count: 2, unit_price: 32000, subtotal: 64000 },
      { product_id: 'salad', count: 1, unit_price: 15000, subtotal: 15000 },
    ]);
    expect(cart.total).toBe(79000);
    expect(cart.currency).toBe('COP');
  });

  it('reports an unknown, foreign, other-branch or other-service product as unavailable and removed', async () => {
    const cart = await validated(
      [
        { product_id: 'ghost', count: 1 },
        { product_id: 'norte-special', count: 1 },
        { product_id: 'salad', count: 1 },
        { product_id: 'sopa', count: 1 },
        burger(),
      ],
      { service: 'delivery' },
    );
    expect(keysOf(cart)).toEqual([
      [0, 'product_unavailable_removed'],
      [1, 'product_unavailable_removed'],
      [2, 'product_unavailable_removed'],
      [3, 'product_unavailable_removed'],
    ]);
    expect(cart.issues[0]!.message).toBe('The product is unavailable and was removed from the order.');
    expect(cart.lines.slice(0, 4).every((line) => line.count === 0 && line.subtotal === 0)).toBe(true);
    expect(cart.total).toBe(25000);
    expect(cart.ok).toBe(false);
  });

  it("prices another venue's product key at this venue's price (keys are per venue)", async () => {
    const here = await validated([burger()]);
    const there = await validated([{ product_id: 'burger', count: 1 }], { branch: 'sur', host: OTHER });
    expect(here.lines[0]!.unit_price).toBe(25000);
    expect(there.lines[0]!.unit_price).toBe(99999);
    expect(there.currency).toBe('MXN');
  });

  it('checks availability windows in the venue time zone', async () => {
    // 10:00 on a Wednesday in Bogotá: breakfast (weekdays 07:00-11:00) is served.
    expect((await validated([{ product_id: 'breakfast', count: 1 }])).ok).toBe(true);
    // 11:30 in Bogotá (16:30 UTC): too late.
    t.clock.now = new Date('2026-05-20T16:30:00Z');
    expect(keysOf(await validated([{ product_id: 'breakfast', count: 1 }]))).toEqual([
      [0, 'product_unavailable_removed'],
    ]);
    // 11:30 UTC is 06:30 in Bogotá: not yet, although 07:00-11:00 UTC would include it.
    t.clock.now = new Date('2026-05-20T11:30:00Z');
    expect((await validated([{ product_id: 'breakfast', count: 1 }])).ok).toBe(false);
    // Saturday 09:00 in Bogotá: not a weekday.
    t.clock.now = new Date('2026-05-23T14:00:00Z');
    expect((await validated([{ product_id: 'breakfast', count: 1 }])).ok).toBe(false);
  });

  it('reports required, minimum, maximum and unknown options with their translated messages', async () => {
    const cart = await validated([
      burger(1, {}),
      { product_id: 'combo', count: 1, options: { sides: ['fries'] } },
      { product_id: 'combo', count: 1, options: { sides: ['fries', 'rice', 'yuca', 'plantain'] } },
      burger(1, { doneness: ['medium'], extras: ['egg'] }),
      burger(1, { doneness: ['medium'], toppings: ['x'] }),
      burger(1, { doneness: ['medium'], extras: ['bacon', 'cheese', 'bacon'] }),
    ]);
    expect(cart.issues.map(({ index, key, params, message }) => ({ index, key, params, message }))).toEqual([
      {
        index: 0,
        key: 'option_required',
        params: { group: 'Doneness' },
        message: 'Choose an option of “Doneness”.',
      },
      {
        index: 1,
        key: 'option_minimum',
        params: { group: 'Sides', min: 2 },
        message: 'Choose at least 2 options of “Sides”.',
      },
      {
        index: 2,
        key: 'option_maximum',
        params: { group: 'Sides', max: 3 },
        message: 'You can choose at most 3 options of “Sides”.',
      },
      { index: 3, key: 'option_unknown', params: {}, message: 'One of the chosen options no longer exists.' },
      { index: 4, key: 'option_unknown', params: {}, message: 'One of the chosen options no longer exists.' },
    ]);
    // A repeated option counts (and is priced) once.
    expect(cart.lines[5]!.unit_price).toBe(32000);
    // Spanish when the diner asks for it.
    const es = await validated([burger(1, {})], { lang: 'es' });
    expect(es.issues[0]!.message).toBe('Elige una opción de «Término».');
  });

  it('sums the lines of one product against its stock, suggesting the most there is', async () => {
    // Centro has 5 burgers: 3 + 2 fit, 3 + 3 do not.
    expect((await validated([burger(3), burger(2, { doneness: ['rare'] })])).ok).toBe(true);
    const over = await validated([
      burger(3),
      { product_id: 'salad', count: 1 },
      burger(3, { doneness: ['rare'] }),
    ]);
    expect(over.issues).toEqual([
      {
        index: 0,
        key: 'stock_quantity_unavailable',
        params: { stock: 5 },
        message: 'Quantity not available. Try less than 5.',
      },
    ]);
    expect(over.ok).toBe(false);
    const soldOut = await validated([{ product_id: 'lemonade', count: 1 }]);
    expect(soldOut.issues).toEqual([
      { index: 0, key: 'products_out_of_stock', params: {}, message: 'Some products are out of stock.' },
    ]);
    // Unlimited at norte.
    expect((await validated([burger(60), burger(39)], { branch: 'norte' })).ok).toBe(true);
  });

  it('asks an age-restricted product for a valid birth date, and blocks under 18 by the venue date', async () => {
    const beer = { product_id: 'beer', count: 1 };
    const noDate = await validated([burger(), beer]);
    expect(noDate.issues).toEqual([
      { index: 1, key: 'invalid_birth_date', params: {}, message: 'Enter a valid birth date.' },
    ]);
    expect(keysOf(await validated([beer], { birth_date: '2030-01-01' }))).toEqual([
      [0, 'invalid_birth_date'],
    ]);
    // 18 today (20 May 2026 in Bogotá).
    expect((await validated([beer], { birth_date: '2008-05-20' })).ok).toBe(true);
    const minor = await validated([beer], { birth_date: '2008-05-21' });
    expect(minor.issues).toEqual([
      {
        index: 0,
        key: 'underage_blocked',
        params: {},
        message: 'This product is not sold to anyone under 18.',
      },
    ]);
    // 03:00 UTC on the 21st is still the 20th in Bogotá: the diner born on the 21st is still 17.
    t.clock.now = new Date('2026-05-21T03:00:00Z');
    expect(keysOf(await validated([beer], { birth_date: '2008-05-21' }))).toEqual([[0, 'underage_blocked']]);
    t.clock.now = new Date('2026-05-21T05:00:00Z');
    expect((await validated([beer], { birth_date: '2008-05-21' })).ok).toBe(true);
    // No age check without an age-restricted product.
    expect((await validated([burger()])).ok).toBe(true);
  });

  it('answers 400 for a malformed body and 404 for an unknown branch', async () => {
    for (const payload of [
      {},
      { service: 'on_table', lines: [] },
      { service: 'teleport', lines: [{ product_id: 'burger', count: 1 }] },
      { service: 'on_table', lines: [{ product_id: 'burger', count: 0 }] },
      { service: 'on_table', lines: [{ product_id: 'burger', count: 1 }], birth_date: '20-05-2008' },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/catalog/centro/cart/validate.json',
        headers: { host: GRILL, lang: 'en' },
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json<ErrorBody>().key).toBe('validation_failed');
    }
    const unknown = await validate([burger()], { branch: 'sur' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ErrorBody>().key).toBe('supplier_not_found');
  });
});
