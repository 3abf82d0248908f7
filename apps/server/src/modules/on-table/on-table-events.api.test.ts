import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeName } from '../../../test/support/app.ts';
import type { Diner } from '../../../test/support/diners.ts';
import { codeOf, OnTableHarness, plainProduct } from '../../../test/support/table-orders.ts';

// Live table orders (docs/decisions/014-on-table-classes.md): a diner's phone hears another diner's addition as a Server-Sent
// Event on the order's stream, read with the profileid and token headers (never in the URL).

let h: OnTableHarness;
let port: number;

beforeAll(async () => {
  h = await OnTableHarness.create();
  await h.t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (h.t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await h?.close();
});

/** Opens the order's event stream and resolves with the text once `until` shows up in it. */
function listen(
  diner: Diner,
  purchaseId: string,
  until: string,
): { ready: Promise<void>; text: Promise<string> } {
  let ready!: () => void;
  const readyPromise = new Promise<void>((resolve) => {
    ready = resolve;
  });
  const text = new Promise<string>((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path: `/menudigital/events/${purchaseId}`,
        headers: { host: diner.host, profileid: diner.id, token: diner.token, accept: 'text/event-stream' },
      },
      (res) => {
        if (res.statusCode !== 200) reject(new Error(`status ${res.statusCode}`));
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
          if (body.includes('retry:')) ready();
          if (body.includes(until)) {
            req.destroy();
            resolve(body);
          }
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
  return { ready: readyPromise, text };
}

describe(`live table order (${storeName})`, () => {
  it("streams another diner's addition to everyone at the table", async () => {
    const menu = await h.menu('la-brasa', 'chapinero');
    const [ana, beto] = [await h.diner(), await h.diner()];
    const code = codeOf('la-brasa', 'chapinero', 'Mesa 1');
    const order = await h.join(ana, 'chapinero', code, { nickname: 'Ana' });
    await h.join(beto, 'chapinero', code, { nickname: 'Beto' });
    const stream = listen(ana, order.purchase.id, '"type":"cart"');
    await stream.ready;
    await h.add(beto, order.purchase.id, plainProduct(menu));
    const text = await stream.text;
    expect(text).toContain(`event: purchase:${order.purchase.id}`);
    expect(text).toContain('data: {"type":"cart"}');
  });
});
