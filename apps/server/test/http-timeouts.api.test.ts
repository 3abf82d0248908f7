import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, storeName, type TestApp } from './support/app.ts';
import { generousLimits } from './support/security.ts';

// Issue 14.4: a request whose headers or body never finish arriving must not hold its connection.
// Over real HTTP (raw sockets): short timeouts configured through the environment, a half-sent
// body answered 408 and closed, and hundreds of idle or half-sent connections that neither stop
// the server nor keep other diners waiting. No timed assertion: only that every connection ends
// (the test's own timeout catches one that never does).

const HEADERS_TIMEOUT_MS = 2_000;
const REQUEST_TIMEOUT_MS = 3_000;
const KEEP_ALIVE_TIMEOUT_MS = 1_000;
const HOST = 'la-brasa.storefront.test';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp({
    HTTP_HEADERS_TIMEOUT_MS: String(HEADERS_TIMEOUT_MS),
    HTTP_REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
    HTTP_KEEP_ALIVE_TIMEOUT_MS: String(KEEP_ALIVE_TIMEOUT_MS),
    // Every half-sent POST must wait for its body, not be refused early by the profile limit.
    ...generousLimits,
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(async () => t?.close());

interface Connection {
  socket: Socket;
  /** Everything the server sent, once it closed the connection. */
  ended: Promise<string>;
}

/** Opens a connection, writes `text` (possibly an unfinished request) and collects the answer. */
function open(text: string): Promise<Connection> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    const ended = new Promise<string>((done) => {
      socket.on('data', (chunk) => {
        received += chunk.toString('latin1');
      });
      socket.on('close', () => done(received));
      socket.on('error', () => {});
    });
    socket.once('connect', () => {
      if (text) socket.write(text);
      resolve({ socket, ended });
    });
    socket.once('error', reject);
  });
}

/** A POST declaring a 1,000-byte JSON body of which only the first bytes are sent. */
const halfSentPost =
  `POST /profiles/anonymous.json HTTP/1.1\r\nHost: ${HOST}\r\ncontent-type: application/json\r\n` +
  'content-length: 1000\r\n\r\n{"profile":';

describe(`HTTP timeouts over real connections (${storeName})`, () => {
  it('answers a half-sent body 408 and closes the connection', async () => {
    const connection = await open(halfSentPost);
    const answer = await connection.ended;
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('closes a connection that never sends its headers, or stops half-way through them', async () => {
    const silent = await open('');
    const partial = await open(`GET /domain/config.json HTTP/1.1\r\nHost: ${HOST}\r\n`);
    for (const answer of [await silent.ended, await partial.ended]) {
      // Closed, with a 408 or without a word: either way the connection is not held.
      expect(answer === '' || /^HTTP\/1\.1 408 /.test(answer), answer).toBe(true);
    }
  });

  it('closes an idle kept-alive connection after its last answer', async () => {
    const connection = await open(`GET /healthz HTTP/1.1\r\nHost: ${HOST}\r\nconnection: keep-alive\r\n\r\n`);
    const answer = await connection.ended;
    expect(answer).toMatch(/^HTTP\/1\.1 200 /);
    expect(answer).toMatch(/keep-alive/i);
  });

  it('serves other diners while 300 idle or half-sent connections are open, then ends them all', async () => {
    const stalled = await Promise.all(
      Array.from({ length: 300 }, (_, i) => open(i % 2 === 0 ? '' : halfSentPost)),
    );
    let ended = 0;
    for (const connection of stalled) void connection.ended.then(() => ended++);

    const normal = await fetch(`http://127.0.0.1:${port}/domain/config.json`, {
      headers: { host: HOST },
    });
    expect(normal.status).toBe(200);
    const created = await fetch(`http://127.0.0.1:${port}/profiles/anonymous.json`, {
      method: 'POST',
      headers: { host: HOST, 'content-type': 'application/json' },
      body: JSON.stringify({ profile: { domain: 'la-brasa' } }),
    });
    expect(created.status).toBe(201);
    // The stalled connections were still open while those were served.
    expect(ended).toBeLessThan(stalled.length);

    const answers = await Promise.all(stalled.map((connection) => connection.ended));
    for (const answer of answers) expect(answer === '' || /^HTTP\/1\.1 408 /.test(answer), answer).toBe(true);
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
  });
});
