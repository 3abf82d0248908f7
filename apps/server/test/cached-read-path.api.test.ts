import type { IncomingMessage } from 'node:http';
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetVenueReads } from '../src/modules/venue/venue.service.ts';
import { BRASA, createTestApp, storeName, type TestApp } from './support/app.ts';

// The cached reads answered before the router (docs/decisions/060-cached-reads-before-the-router.md).
// Every request here goes over real HTTP to the listening app, and the same request through
// `inject`, which always takes Fastify's path: the two answers must be the same bytes with the same
// headers. Which path sent a 200 is seen from a second request listener, called right after the
// app's own: only the path before the router has ended the response by then (Fastify answers a
// cached read after its hooks and async handler).

const READS = ['/domain/config.json', '/domain/suppliers/chapinero.json', '/catalog/chapinero/menu.json'];
/** Headers of the connection or the moment, not of the answer (each request's own id included). */
const transport = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'x-request-id']);

let t: TestApp;
let port: number;
/** Whether the last request to each URL had its answer sent before the router could run. */
const endedAtOnce = new Map<string, boolean>();

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
  t.app.server.on('request', (request: IncomingMessage, response) => {
    endedAtOnce.set(`${request.method} ${request.url}`, response.writableEnded);
  });
});
afterAll(async () => t?.close());

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

function comparable(headers: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => !transport.has(name))
      .map(([name, value]) => [name, String(value)]),
  );
}

/** The answer over real HTTP, and whether it was sent before the router. */
function overHttp(
  url: string,
  headers: Record<string, string>,
  method = 'GET',
): Promise<Answer & { first: boolean }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path: url, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: comparable(res.headers),
          body: Buffer.concat(chunks),
          first: endedAtOnce.get(`${method} ${url}`) ?? false,
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

async function throughRouter(url: string, headers: Record<string, string>, method = 'GET'): Promise<Answer> {
  const res = await t.app.inject({ method: method as 'GET', url, headers });
  return { status: res.statusCode, headers: comparable(res.headers), body: res.rawPayload };
}

/** The request over HTTP and through the router: the same answer; says which path the HTTP one took. */
async function sameAnswer(url: string, headers: Record<string, string>, method = 'GET') {
  const http = await overHttp(url, headers, method);
  const routed = await throughRouter(url, headers, method);
  expect({ status: http.status, headers: http.headers }).toEqual({
    status: routed.status,
    headers: routed.headers,
  });
  expect(http.body.equals(routed.body), `${url}: the same body`).toBe(true);
  return http;
}

const browser = { host: BRASA, 'accept-encoding': 'gzip, deflate, br', lang: 'es' };

describe(`cached reads answered before the router (${storeName})`, () => {
  for (const url of READS) {
    it(`GET ${url}: a warm read is answered before the router with the route's own answer`, async () => {
      // the first read fills the cache through the route; its compressed forms are made on demand
      for (const encoding of ['br', 'gzip', 'identity'])
        await throughRouter(url, { host: BRASA, 'accept-encoding': encoding });
      // the compressed form is made once its promise settles
      await new Promise((resolve) => setImmediate(resolve));

      const requests: Record<string, string>[] = [
        browser,
        { host: BRASA },
        { host: BRASA, 'accept-encoding': 'gzip' },
        { host: `${BRASA}:8080`, 'accept-encoding': 'br;q=0, gzip' },
      ];
      for (const headers of requests) {
        const answer = await sameAnswer(url, headers);
        expect(answer.status).toBe(200);
        expect(answer.first, `${url} ${JSON.stringify(headers)}`).toBe(true);
        expect(answer.headers['x-content-type-options']).toBe('nosniff');
      }

      const { headers } = await sameAnswer(url, browser);
      const unchanged = await sameAnswer(url, { ...browser, 'if-none-match': headers.etag! });
      expect(unchanged.status).toBe(304);
      expect(unchanged.body.length).toBe(0);
      expect(unchanged.first).toBe(true);
    });
  }

  it('leaves to the router what only the route answers: a cold cache, unknown hosts and branches, odd requests', async () => {
    forgetVenueReads(t.app.venues);
    const cold = await sameAnswer('/domain/config.json', browser);
    expect(cold.status).toBe(200);
    expect(cold.first).toBe(false);
    expect((await sameAnswer('/domain/config.json', browser)).first).toBe(true);

    const routed: Array<[string, Record<string, string>, number, string?]> = [
      ['/domain/config.json', { host: 'nowhere.localhost' }, 404],
      ['/domain/suppliers/nowhere.json', browser, 404],
      ['/domain/suppliers/CHAPINERO.json', browser, 404],
      ['/domain/config.json?fresh=1', browser, 200],
      ['/catalog/chap%69nero/menu.json', browser, 200],
      ['/domain/config.json', { ...browser, lang: 'much-too-long-a-language' }, 400],
      ['/domain/config.json', { ...browser, 'x-forwarded-host': 'elsewhere.localhost' }, 200],
      ['/domain/config.json', browser, 200, 'HEAD'],
    ];
    for (const [url, headers, status, method] of routed) {
      const answer = await sameAnswer(url, headers, method);
      expect(answer.status, url).toBe(status);
      // Only a 200 could come from before the router, and the router sends one after its async
      // handler; an error it may send at once, so the listener cannot tell the two apart there.
      if (status === 200)
        expect(answer.first, `${method ?? 'GET'} ${url} ${JSON.stringify(headers)}`).toBe(false);
    }
  });

  it('leaves a compressed form not made yet to the route, which makes it for the next', async () => {
    forgetVenueReads(t.app.venues);
    await throughRouter('/domain/config.json', { host: BRASA });
    const first = await sameAnswer('/domain/config.json', { host: BRASA, 'accept-encoding': 'br' });
    expect(first.headers['content-encoding']).toBe('br');
    expect(first.first).toBe(false);
    const next = await sameAnswer('/domain/config.json', { host: BRASA, 'accept-encoding': 'br' });
    expect(next.first).toBe(true);
  });
});
