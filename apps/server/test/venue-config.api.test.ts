import { errorMessage } from '@storefront/domain/errors/error-messages';
import { instanceConfigSchema, supplierSchema } from '@storefront/domain/venue/config.schema';
import { describe, expect, it } from 'vitest';
import {
  createTestApp,
  DEFAULT_INSTANCE,
  type ErrorBody,
  fileApp,
  PLATFORM_DOMAIN,
  platformHost,
  storeName,
} from './support/app.ts';

// spec §7 "Config": GET /domain/config.json, /domain/suppliers/{slug}.json, /domain/branches/{id}.json.

const t = fileApp(createTestApp);

function get(url: string, host: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers: { host, ...headers } });
}

async function configOf(host: string) {
  const res = await get('/domain/config.json', host);
  expect(res.statusCode, res.body).toBe(200);
  return instanceConfigSchema.parse(res.json());
}

describe(`GET /domain/config.json picks the venue by host (${storeName})`, () => {
  it('answers <slug>.localhost with that venue', async () => {
    const config = await configOf('la-brasa.localhost');
    expect(config.slug).toBe('la-brasa');
    expect(config.name).toBe('La Brasa Dorada');
  });

  it('answers a custom domain of the venue, whatever its case and trailing dot', async () => {
    expect((await configOf('labrasadorada.example.co')).slug).toBe('la-brasa');
    expect((await configOf('LabrasaDorada.Example.CO.')).slug).toBe('la-brasa');
  });

  it('answers a bare localhost, an IP and the bare platform domain with DEFAULT_INSTANCE', async () => {
    expect((await configOf('localhost')).slug).toBe(DEFAULT_INSTANCE);
    expect((await configOf('localhost:3000')).slug).toBe(DEFAULT_INSTANCE);
    expect((await configOf('127.0.0.1')).slug).toBe(DEFAULT_INSTANCE);
    expect((await configOf(PLATFORM_DOMAIN)).slug).toBe(DEFAULT_INSTANCE);
  });

  it('answers <slug>.<PLATFORM_DOMAIN> with that venue', async () => {
    expect((await configOf(platformHost('padaria-aurora'))).slug).toBe('padaria-aurora');
    expect((await configOf(`la-brasa.${PLATFORM_DOMAIN}:8443`)).slug).toBe('la-brasa');
  });

  it('answers an unknown host with 404 venue_not_found as JSON', async () => {
    for (const host of ['nope.example.org', platformHost('nope'), 'nope.localhost']) {
      const res = await get('/domain/config.json', host);
      expect(res.statusCode, host).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      const body = res.json<ErrorBody>();
      expect(body).toEqual({
        key: 'venue_not_found',
        message: errorMessage('es', 'venue_not_found'),
        params: {},
      });
    }
  });

  it('uses the field names of spec §3 Instance and Supplier', async () => {
    const res = await get('/domain/config.json', 'la-brasa.localhost');
    const body = res.json();
    expect(body.theme.theme_color).toBe('#9c2a16');
    expect(body.theme).toHaveProperty('preload_background');
    expect(body.header.logo).toMatch(/^\/media\/[a-f0-9]{32}\.svg$/);
    expect(body.preload.logo).toBe(body.header.logo);
    expect(body.meta.favicon).toBe(body.header.logo);
    expect(body.linktree_logo.thumb).toBe(body.header.logo);
    expect(body.linktree).toHaveLength(6);
    expect(body.linktree[2]).toEqual({
      url: 'service_table',
      target: '_self',
      label: 'En mesa',
      label_custom: 'Pedir en la mesa',
    });
    expect(body.links.map((link: { type: string }) => link.type)).toEqual([
      'delivery',
      'take_away',
      'on_table',
      'book',
      'schedule',
      'external',
    ]);
    expect(body.labels_buttons).toEqual({ nuestras_tiendas: 'Nuestras sedes' });
    expect(body.linktree_add_suppliers).toBe(true);
    expect(body.socialmedia.instagram).toBe('https://www.instagram.com/labrasadorada.demo');
    expect(body.langs).toEqual(['es', 'en']);
    expect(body.platform).toMatchObject({ name: 'Storefront', consent_url: '/consent' });
    // The import format's `domains` is an operator concern, not part of the wire shape.
    expect(body).not.toHaveProperty('domains');

    expect(body.suppliers.map((s: { slug: string }) => s.slug)).toEqual([
      'chapinero',
      'usaquen',
      'el-poblado',
    ]);
    const [chapinero, usaquen, poblado] = body.suppliers;
    expect(chapinero.customer_id).toBe(body.id);
    expect(chapinero.on_table_class).toBe('checkout');
    expect(usaquen.on_table_class).toBe('checkout_plazoleta');
    expect(chapinero.count_services).toBe(5);
    expect(usaquen.count_services).toBe(4);
    expect(poblado.count_services).toBe(3);
    expect(chapinero).toMatchObject({
      service_delivery: true,
      service_take_away: true,
      service_table: true,
      service_book: true,
      service_schedule: true,
      has_cluvi_pay: true,
      latitude: 4.6451,
      longitude: -74.0633,
    });
    expect(() => instanceConfigSchema.parse(body)).not.toThrow();
  });

  it('still answers a locked venue, with its status for the inactive-site notice', async () => {
    const config = await configOf('pizzeria-vesubio.localhost');
    expect(config.status).toBe('locked');
  });

  it('sends an ETag and answers If-None-Match with 304 and an empty body', async () => {
    const first = await get('/domain/config.json', 'la-brasa.localhost');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/); // strong (docs/decisions/030-cached-reads-and-memory.md)
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.vary).toMatch(/host/);

    const again = await get('/domain/config.json', 'la-brasa.localhost', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);

    const otherVenue = await get('/domain/config.json', 'cafe-alerce.localhost', { 'if-none-match': etag });
    expect(otherVenue.statusCode).toBe(200);
    expect(otherVenue.headers.etag).not.toBe(etag);

    const listed = await get('/domain/config.json', 'la-brasa.localhost', {
      'if-none-match': `W/"old", ${etag}`,
    });
    expect(listed.statusCode).toBe(304);

    const stale = await get('/domain/config.json', 'la-brasa.localhost', { 'if-none-match': 'W/"stale"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.json().slug).toBe('la-brasa');
  });
});

describe(`GET /domain/suppliers/{slug}.json and /domain/branches/{id}.json (${storeName})`, () => {
  it('answers a branch of the venue by its slug', async () => {
    const res = await get('/domain/suppliers/usaquen.json', 'la-brasa.localhost');
    expect(res.statusCode).toBe(200);
    const supplier = supplierSchema.parse(res.json());
    expect(supplier).toMatchObject({ slug: 'usaquen', label: 'Usaquén', count_services: 4 });
    expect(res.headers.etag).toBeTruthy();
  });

  it('answers a branch of the venue by its id, the same branch as in the config', async () => {
    const config = await configOf('la-brasa.localhost');
    const poblado = config.suppliers.find((s) => s.slug === 'el-poblado')!;
    const res = await get(`/domain/branches/${poblado.id}.json`, 'la-brasa.localhost');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(poblado);

    const cached = await get(`/domain/branches/${poblado.id}.json`, 'la-brasa.localhost', {
      'if-none-match': res.headers.etag as string,
    });
    expect(cached.statusCode).toBe(304);
    expect(cached.body).toBe('');
  });

  it("never answers another venue's branch, by slug or by id (404 supplier_not_found)", async () => {
    const cafe = await configOf('cafe-alerce.localhost');
    const foreign = cafe.suppliers[0]!;
    const bySlug = await get(`/domain/suppliers/${foreign.slug}.json`, 'la-brasa.localhost');
    expect(bySlug.statusCode).toBe(404);
    expect(bySlug.json<ErrorBody>().key).toBe('supplier_not_found');
    const byId = await get(`/domain/branches/${foreign.id}.json`, 'la-brasa.localhost');
    expect(byId.statusCode).toBe(404);
    expect(byId.json<ErrorBody>().key).toBe('supplier_not_found');
    // ...while its own host does answer it.
    const own = await get(`/domain/branches/${foreign.id}.json`, 'cafe-alerce.localhost');
    expect(own.statusCode).toBe(200);
  });

  it('answers 404 without the .json suffix or with a malformed id', async () => {
    const config = await configOf('la-brasa.localhost');
    const id = config.suppliers[0]!.id;
    for (const url of [
      '/domain/suppliers/chapinero',
      `/domain/branches/${id}`,
      '/domain/branches/abc.json',
      '/domain/branches/-1.json',
      '/domain/branches/1.5.json',
      '/domain/suppliers/.json',
    ]) {
      const res = await get(url, 'la-brasa.localhost');
      expect(res.statusCode, url).toBe(404);
      expect(res.json<ErrorBody>().key, url).toBe('supplier_not_found');
    }
  });

  it('answers branch lookups on an unknown host with venue_not_found', async () => {
    const res = await get('/domain/suppliers/chapinero.json', 'nope.example.org');
    expect(res.statusCode).toBe(404);
    expect(res.json<ErrorBody>().key).toBe('venue_not_found');
  });

  it('words the error in the lang header language, falling back to es', async () => {
    const url = '/domain/suppliers/nope.json';
    const en = (await get(url, 'la-brasa.localhost', { lang: 'en' })).json<ErrorBody>();
    const pt = (await get(url, 'la-brasa.localhost', { lang: 'pt' })).json<ErrorBody>();
    const es = (await get(url, 'la-brasa.localhost', { lang: 'es' })).json<ErrorBody>();
    const fr = (await get(url, 'la-brasa.localhost', { lang: 'fr' })).json<ErrorBody>();
    const none = (await get(url, 'la-brasa.localhost')).json<ErrorBody>();
    const region = (await get(url, 'la-brasa.localhost', { lang: 'pt-BR' })).json<ErrorBody>();

    expect(en).toEqual({ key: 'supplier_not_found', message: 'We could not find this branch.', params: {} });
    expect(pt.message).toBe(errorMessage('pt', 'supplier_not_found'));
    expect(region.message).toBe(pt.message);
    expect(es.message).toBe('No encontramos esta sede.');
    expect(fr.message).toBe(es.message);
    expect(none.message).toBe(es.message);
    expect(new Set([en.message, pt.message, es.message]).size).toBe(3);
  });
});
