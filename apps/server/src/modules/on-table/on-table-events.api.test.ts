import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { fileApp, storeName } from '../../../test/support/app.ts';
import { codeOf, listenToOrder, OnTableHarness, plainProduct } from '../../../test/support/table-orders.ts';

// Live table orders (docs/decisions/014-on-table-classes.md): a diner's phone hears another diner's addition as a Server-Sent
// Event on the order's stream, read with the profileid and token headers (never in the URL).

const h = fileApp(() => OnTableHarness.create());
let port: number;

beforeAll(async () => {
  await h.t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (h.t.app.server.address() as AddressInfo).port;
});

describe(`live table order (${storeName})`, () => {
  it("streams another diner's addition to everyone at the table", async () => {
    const menu = await h.menu('la-brasa', 'chapinero');
    const [ana, beto] = [await h.diner(), await h.diner()];
    const code = codeOf('la-brasa', 'chapinero', 'Mesa 1');
    const order = await h.join(ana, 'chapinero', code, { nickname: 'Ana' });
    await h.join(beto, 'chapinero', code, { nickname: 'Beto' });
    const stream = listenToOrder(port, ana, order.purchase.id, '"type":"cart"');
    await stream.ready;
    await h.add(beto, order.purchase.id, plainProduct(menu));
    const text = await stream.text;
    expect(text).toContain(`event: purchase:${order.purchase.id}`);
    expect(text).toContain('data: {"type":"cart"}');
  });
});
