import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, PLATFORM_DOMAIN, storeName } from '../../../test/support/app.ts';
import { certificateName } from './tls-ask.routes.ts';

// The reverse proxy's on-demand TLS check (docs/decisions/122-cluster-behind-caddy.md): a
// certificate only for a name a venue answers on, asked from the machine itself.
const t = await createTestApp();
afterAll(async () => {
  await t.close();
});

// a custom domain of the locked demo venue (the demo gives it none)
await t.database.db.execute(
  sql`insert into domains (host, instance_id) select 'vesubio.example.it', id from instances where slug = 'pizzeria-vesubio'`,
);

const ask = (domain: string, more: { remoteAddress?: string; headers?: Record<string, string> } = {}) =>
  t.app.inject({
    url: `/platform/tls/ask?domain=${encodeURIComponent(domain)}`,
    remoteAddress: more.remoteAddress ?? '127.0.0.1',
    ...(more.headers ? { headers: more.headers } : {}),
  });

describe(`the on-demand TLS ask (${storeName})`, () => {
  it.each([
    ['a known venue’s custom domain', 'labrasadorada.example.co'],
    ['a known venue’s subdomain', `la-brasa.${PLATFORM_DOMAIN}`],
    ['a locked venue’s custom domain (its notice comes over HTTPS)', 'vesubio.example.it'],
    ['a locked venue’s subdomain', `pizzeria-vesubio.${PLATFORM_DOMAIN}`],
    ['a name in capitals with a trailing dot', 'LabrasaDorada.Example.CO.'],
  ])('says yes for %s', async (_, domain) => {
    const res = await ask(domain);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ domain: certificateName(domain) });
  });

  it.each([
    ['an unknown domain', 'unknown.example.com'],
    ['an unknown subdomain', `no-such-venue.${PLATFORM_DOMAIN}`],
    ['another label before a venue’s subdomain', `www.la-brasa.${PLATFORM_DOMAIN}`],
    ['the bare platform domain (the Caddyfile names it)', PLATFORM_DOMAIN],
    ['an IP address', '127.0.0.1'],
    ['a single label', 'localhost'],
    ['a malformed name', 'la-brasa..storefront.test'],
    ['a name with a path', 'labrasadorada.example.co/x'],
    ['a label ending in a hyphen', `la-brasa-.${PLATFORM_DOMAIN}`],
    ['nothing', ''],
  ])('says no for %s', async (_, domain) => {
    const res = await ask(domain);
    expect(res.statusCode, res.body).toBe(404);
  });

  it('says no without a domain', async () => {
    const res = await t.app.inject({ url: '/platform/tls/ask', remoteAddress: '127.0.0.1' });
    expect(res.statusCode).toBe(404);
  });

  it('says no to anyone but the machine itself, and to what a proxy forwards', async () => {
    const known = 'labrasadorada.example.co';
    expect((await ask(known, { remoteAddress: '::1' })).statusCode).toBe(200);
    expect((await ask(known, { remoteAddress: '203.0.113.9' })).statusCode).toBe(404);
    expect((await ask(known, { remoteAddress: '10.0.0.2' })).statusCode).toBe(404);
    // Caddy forwarding a diner's request from the internet comes from loopback, with X-Forwarded-For
    expect((await ask(known, { headers: { 'x-forwarded-for': '198.51.100.7' } })).statusCode).toBe(404);
    expect((await ask(known, { headers: { forwarded: 'for=198.51.100.7' } })).statusCode).toBe(404);
  });

  it('keeps its answer 10 s: a name asked again costs no query (a new domain counts from then on)', async () => {
    const domain = 'nuevo.example.co';
    expect((await ask(domain)).statusCode).toBe(404);
    await t.database.db.execute(
      sql`insert into domains (host, instance_id) select ${domain}, id from instances where slug = 'cafe-alerce'`,
    );
    // a no is kept 10 s, as every host resolution is: the same answer right after
    expect((await ask(domain)).statusCode).toBe(404);
  });
});
