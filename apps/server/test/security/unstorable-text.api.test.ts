import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchases } from '../../src/db/schema.ts';
import { type ErrorBody, storeName, type TestApp } from '../support/app.ts';
import { BRASA, openDinerApp, orderBody, place } from '../support/delivery.ts';
import type { Diner } from '../support/diners.ts';
import { errorShapeProblem } from '../support/security.ts';

// Issue 14.3: a lone UTF-16 surrogate (`"\ud800"` in a JSON body) or U+0000 in any text a diner
// sends is refused at the edge, for every route, as a translated 400 naming the field; the
// database never sees it (PostgreSQL's jsonb refuses the surrogate: it used to be a 500).

let t: TestApp;
let diner: Diner;
beforeAll(async () => {
  ({ t, diner } = await openDinerApp());
});
afterAll(async () => t?.close());

async function purchaseCount(): Promise<number> {
  const [row] = await t.database.db.select({ n: count() }).from(purchases);
  return Number(row?.n);
}

/** The order body as JSON text with `"\ud800"` escapes, as a hostile client would send it. */
function rawOrder(edit: (body: Record<string, unknown>) => void): string {
  const body = orderBody({
    lines: [{ product_id: 'picada-2', count: 2, options: {}, note: null }],
  }) as unknown as Record<string, unknown>;
  edit(body);
  return JSON.stringify(body);
}

function postOrder(payload: string, headers: Record<string, string> = {}) {
  return t.app.inject({
    method: 'POST',
    url: '/delivery/suppliers/el-poblado/orders.json',
    headers: {
      ...diner.headers,
      'idempotency-key': crypto.randomUUID(),
      'content-type': 'application/json',
      lang: 'en',
      ...headers,
    },
    payload,
  });
}

describe(`text that is not well-formed Unicode is refused at the edge (${storeName})`, () => {
  it('refuses contact.name = "\\ud800" on an order with 400 validation_failed naming the field, writing nothing', async () => {
    const before = await purchaseCount();
    const payload = rawOrder((body) => {
      (body.contact as Record<string, unknown>).name = 'Ana \ud800';
    });
    expect(payload).toContain('\\ud800');
    const res = await postOrder(payload);
    expect(res.statusCode, res.body).toBe(400);
    expect(errorShapeProblem(res)).toBeUndefined();
    expect(res.json<ErrorBody>()).toEqual({
      key: 'validation_failed',
      message: 'Please check: contact.name.',
      params: { fields: 'contact.name' },
    });
    expect(await purchaseCount()).toBe(before);
    // The same order with the text fixed goes through: only the bad text was refused.
    const fixed = await place(t.app, diner, 'el-poblado', JSON.parse(rawOrder(() => {})));
    expect(fixed.statusCode, fixed.body).toBe(201);
  });

  it('refuses a lone low surrogate deep in a line note, and U+0000, each naming its field', async () => {
    const lowSurrogate = await postOrder(
      rawOrder((body) => {
        (body.lines as Record<string, unknown>[])[0]!.note = '\udc00 sin cebolla';
      }),
    );
    expect(lowSurrogate.statusCode, lowSurrogate.body).toBe(400);
    expect(lowSurrogate.json<ErrorBody>().params).toEqual({ fields: 'lines.0.note' });
    const nul = await postOrder(
      rawOrder((body) => {
        (body.address as Record<string, unknown>).reference = 'porter\u0000ía';
      }),
    );
    expect(nul.statusCode, nul.body).toBe(400);
    expect(nul.json<ErrorBody>().params).toEqual({ fields: 'address.reference' });
  });

  it('words the refusal in the request language', async () => {
    const payload = rawOrder((body) => {
      (body.contact as Record<string, unknown>).name = '\ud800';
    });
    expect((await postOrder(payload, { lang: 'es' })).json<ErrorBody>().message).toBe(
      'Revisa los datos: contact.name.',
    );
    expect((await postOrder(payload, { lang: 'pt' })).json<ErrorBody>().key).toBe('validation_failed');
  });

  it('refuses a lone surrogate in a header before the venue lookup or authentication reads it', async () => {
    for (const [name, value] of [
      ['lang', '\ud800'],
      ['token', `${diner.headers.token}\udfff`],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/domain/config.json',
        headers: { host: BRASA, [name]: value },
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json<ErrorBody>()).toMatchObject({
        key: 'validation_failed',
        params: { fields: `headers.${name}` },
      });
    }
  });

  it('keeps well-formed text whole: accents and emoji (surrogate pairs) are stored as sent', async () => {
    const res = await postOrder(
      rawOrder((body) => {
        (body.contact as Record<string, unknown>).name = 'Zoë 👩🏽‍🍳 Gómez';
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
  });
});
