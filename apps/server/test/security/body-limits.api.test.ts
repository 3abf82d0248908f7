import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, type ErrorBody, storeName } from '../support/app.ts';
import { rawRequest } from '../support/http.ts';
import { errorShapeProblem, generousLimits, staticFilePaths } from '../support/security.ts';
import { discoverRoutes } from './routes.ts';

// Quality harness item 2: request bodies over 64 KiB, of the wrong media type or malformed are
// refused with 413 / 415 / 400 and the stable keys, on every route that takes a body.

const LIMIT = 64 * 1024;
const host = 'la-brasa.localhost';

const t = await createTestApp(generousLimits);
const bodyRoutes = discoverRoutes(t.app, staticFilePaths(t)).filter((route) => route.body);
afterAll(async () => {
  await t.close();
});

/** A JSON document of exactly `size` bytes. */
function jsonOfSize(size: number): string {
  const shell = '{"padding":""}';
  return `{"padding":"${'x'.repeat(size - shell.length)}"}`;
}

let ip = 0;
const nextIp = () => `10.77.${Math.floor(ip / 250) % 250}.${(ip++ % 250) + 1}`;

describe(`request bodies (${storeName})`, () => {
  it('has routes that take a body', () => {
    expect(bodyRoutes.map((route) => `${route.method} ${route.path}`)).toContain(
      'POST /profiles/anonymous.json',
    );
  });

  describe.each(bodyRoutes.map((route) => [`${route.method} ${route.path}`, route] as const))(
    '%s',
    (_name, route) => {
      const url = route.path.replace(/\{[^}]+\}/g, 'x');
      const send = (payload: string, contentType: string) =>
        t.app.inject({
          method: route.method,
          url,
          remoteAddress: nextIp(),
          headers: { host, 'content-type': contentType, lang: 'en' },
          payload,
        });

      /** Sends each JSON payload and expects it refused with 400 bad_request, in the error shape. */
      const expectBadRequest = async (payloads: string[]) => {
        for (const payload of payloads) {
          const res = await send(payload, 'application/json');
          expect(res.statusCode, JSON.stringify(payload)).toBe(400);
          expect(errorShapeProblem(res)).toBeUndefined();
          expect(res.json<ErrorBody>().key).toBe('bad_request');
        }
      };

      it('answers a JSON body over 64 KiB with 413 payload_too_large, and takes one of exactly 64 KiB', async () => {
        expect(jsonOfSize(LIMIT + 1)).toHaveLength(LIMIT + 1);
        for (const size of [LIMIT + 1, LIMIT * 2, 1024 * 1024]) {
          const res = await send(jsonOfSize(size), 'application/json');
          expect(res.statusCode, `${size} bytes`).toBe(413);
          expect(errorShapeProblem(res)).toBeUndefined();
          expect(res.json<ErrorBody>().key).toBe('payload_too_large');
        }
        const atLimit = await send(jsonOfSize(LIMIT), 'application/json');
        expect(atLimit.statusCode, atLimit.body).not.toBe(413);
        expect(atLimit.statusCode).toBeLessThan(500);
      });

      it('answers a media type it does not read with 415 unsupported_media_type', async () => {
        for (const contentType of [
          'application/xml',
          'text/html',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/octet-stream',
          'image/svg+xml',
        ]) {
          const res = await send('{"profile":{}}', contentType);
          expect(res.statusCode, contentType).toBe(415);
          expect(errorShapeProblem(res)).toBeUndefined();
          expect(res.json<ErrorBody>().key).toBe('unsupported_media_type');
        }
      });

      it('answers malformed JSON with 400 bad_request', async () => {
        await expectBadRequest([
          '{',
          '{"profile": }',
          "{'profile': {}}",
          '{} {}',
          'nul',
          '\u0000',
          '{"a":1,}',
          '[1,]',
        ]);
      });

      it('answers an empty JSON body and a poisoned prototype with 400 bad_request', async () => {
        await expectBadRequest([
          '',
          '{"__proto__":{"polluted":true}}',
          '{"a":{"__proto__":{"polluted":true}}}',
        ]);
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      });
    },
  );

  it('refuses an over-long chunked body (no Content-Length) over real HTTP with 413', async () => {
    const route = bodyRoutes[0]!;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as { port: number };
    const answer = await rawRequest(
      {
        port,
        method: route.method,
        path: route.path.replace(/\{[^}]+\}/g, 'x'),
        headers: { host, 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      },
      (req) => {
        req.write('{"padding":"');
        const piece = 'x'.repeat(8 * 1024);
        for (let i = 0; i < 12; i++) req.write(piece);
        req.end('"}');
      },
    );
    expect(answer.status).toBe(413);
    expect(JSON.parse(answer.body).key).toBe('payload_too_large');
  });
});
