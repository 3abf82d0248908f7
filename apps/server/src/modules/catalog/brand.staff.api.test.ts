import type { AuditPage } from '@storefront/domain/staff/audit-log.schema';
import type { Brand, BrandEditInput } from '@storefront/domain/venue/brand.schema';
import type { InstanceConfig } from '@storefront/domain/venue/config.schema';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createTestApp, type ErrorBody, fileApp, storeName } from '../../../test/support/app.ts';
import { SHELL_HTML } from '../../../test/support/catalog.ts';
import { hostOf } from '../../../test/support/diners.ts';
import { StaffConsole } from '../../../test/support/staff-console.ts';
import { codeOf, OnTableHarness } from '../../../test/support/table-orders.ts';
import { buildApp } from '../../app.ts';

// The back office's brand and venue settings (docs/back-office.md#brand, ADR 103): read and saved
// whole by owners and managers (the roles are the permissions table's test, staff-session.api.test),
// validated by the venue import's schemas, never over a newer save, country and currency fixed once
// the venue has sold, audited, and live in every process's shell and config within 5 s.

const h = fileApp(
  async () =>
    new OnTableHarness(
      await createTestApp({ RATE_LIMIT_PROFILES_PER_MINUTE: '100000' }, { shellHtml: SHELL_HTML }),
    ),
);
const staff = new StaffConsole(h);

async function owner(venue: string): Promise<string> {
  return (await staff.member(venue, 'owner')).cookie;
}

async function readBrand(venue: string, cookie: string): Promise<Brand> {
  const res = await staff.call(venue, 'GET', '/staff/venue/brand.json', { cookie });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Brand>();
}

/** The form as the console sends it back: the brand read, with the changes. */
function edited(brand: Brand, changes: Partial<BrandEditInput> = {}): BrandEditInput {
  const { sold: _sold, contrast_warnings: _warnings, ...form } = brand;
  return { ...form, ...changes };
}

const save = (venue: string, cookie: string, payload: unknown) =>
  staff.call(venue, 'PUT', '/staff/venue/brand.json', { cookie, payload });

async function configOf(venue: string, app: FastifyInstance = h.t.app): Promise<InstanceConfig> {
  const res = await app.inject({ url: '/domain/config.json', headers: { host: hostOf(venue) } });
  return res.json<InstanceConfig>();
}

async function shellOf(venue: string, app: FastifyInstance = h.t.app): Promise<InstanceConfig> {
  const res = await app.inject({ url: '/', headers: { host: hostOf(venue), accept: 'text/html' } });
  const boot = /<script id="sf-boot" type="application\/json">([\s\S]*?)<\/script>/.exec(res.body);
  expect(boot, res.body).not.toBeNull();
  return JSON.parse(boot![1]!).config as InstanceConfig;
}

describe(`the brand editor (${storeName})`, () => {
  it("answers the venue's brand with its version, and none to another venue's staff", async () => {
    const cookie = await owner('cafe-alerce');
    const brand = await readBrand('cafe-alerce', cookie);
    expect(brand).toMatchObject({
      name: (await configOf('cafe-alerce')).name,
      country_code: 'CL',
      currency: 'CLP',
      language: 'es',
      langs: ['es'],
      sold: false,
      legal: { terms: null, privacy: null },
      notice_contacts: { email: null, phone: null },
      contrast_warnings: [],
    });
    expect(brand.version).toBeGreaterThanOrEqual(1);
    expect(brand.banners.map((b) => b.key)).toEqual(['kuchen-del-sur']);
    // Café Alerce's owner signed in there, asking on Taquería's host
    const elsewhere = await staff.call('taqueria-el-sol', 'GET', '/staff/venue/brand.json', { cookie });
    expect(elsewhere.statusCode).toBe(401);
  });

  it('saves the brand whole: name, colours, banners added, reordered and archived, legal texts and contacts, audited', async () => {
    const cookie = await owner('cafe-alerce');
    const brand = await readBrand('cafe-alerce', cookie);
    const res = await save(
      'cafe-alerce',
      cookie,
      edited(brand, {
        name: 'Café Alerce & Co',
        langs: ['es', 'en'],
        theme: { ...brand.theme, theme_color: '#7a1f12' },
        banners: [
          {
            key: 'winter-menu',
            layout_type: 'popup',
            image: 'https://cdn.example.com/winter.webp',
            title: { es: 'Menú de invierno', en: 'Winter menu' },
            url: { tipe: 'producto', param: 'espresso', target: '_self' },
            content_popup: '<p>Hola<script>alert(1)</script><img src="x" onerror="alert(2)"></p>',
            branches: ['providencia'],
          },
          ...brand.banners,
        ],
        legal: { terms: { es: 'Términos de uso', en: 'Terms of use' }, privacy: null },
        notice_contacts: { email: 'hola@cafe-alerce.test', phone: '+56 2 2555 0100' },
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const saved = res.json<Brand>();
    expect(saved.version).toBe(brand.version + 1);
    expect(saved.name).toBe('Café Alerce & Co');
    expect(saved.banners.map((b) => b.key)).toEqual(['winter-menu', 'kuchen-del-sur']);
    expect(saved.banners[0]).toMatchObject({ branches: ['providencia'], title: { en: 'Winter menu' } });
    // the pop-up's HTML keeps its text and loses its script and handler
    expect(saved.banners[0]!.content_popup).not.toMatch(/script|onerror|alert/);
    expect(saved.banners[0]!.content_popup).toContain('Hola');
    expect(await readBrand('cafe-alerce', cookie)).toEqual(saved);

    // the diner's side: the config, the locked notice's contacts, the legal texts
    const config = await configOf('cafe-alerce');
    expect(config).toMatchObject({ name: 'Café Alerce & Co', langs: ['es', 'en'] });
    expect(config.theme.theme_color).toBe('#7a1f12');
    expect(config.notice_contacts).toEqual({ email: 'hola@cafe-alerce.test', phone: '+56 2 2555 0100' });
    // the platform's renewal contacts stay the platform's
    expect(config.platform.contact_email).not.toBe('hola@cafe-alerce.test');
    const legal = await h.t.app.inject({
      url: '/domain/legal.json',
      headers: { host: hostOf('cafe-alerce') },
    });
    expect(legal.json()).toEqual({ terms: { es: 'Términos de uso', en: 'Terms of use' }, privacy: null });
    // the config says which the storefront links to (ADR 110)
    expect(config.legal).toEqual({ terms: true, privacy: false });

    // archived: left out of the list, gone from the menu, the row kept
    const archived = await save('cafe-alerce', cookie, edited(saved, { banners: [saved.banners[0]!] }));
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json<Brand>().banners.map((b) => b.key)).toEqual(['winter-menu']);
    const menu = await h.t.app.inject({
      url: '/catalog/providencia/menu.json',
      headers: { host: hostOf('cafe-alerce') },
    });
    expect(JSON.stringify(menu.json())).not.toContain('kuchen-del-sur');

    const audit = await staff.call('cafe-alerce', 'GET', '/staff/audit.json?area=brand', { cookie });
    expect(audit.statusCode, audit.body).toBe(200);
    const [last, first] = audit.json<AuditPage>().entries;
    expect(first).toMatchObject({ area: 'brand', action: 'update', before: { name: brand.name } });
    expect(first?.after).toMatchObject({ name: 'Café Alerce & Co', version: brand.version + 1 });
    expect(last?.before).toMatchObject({ version: brand.version + 1 });
  });

  it('refuses bad input with a clear error and changes nothing', async () => {
    const cookie = await owner('taqueria-el-sol');
    const brand = await readBrand('taqueria-el-sol', cookie);
    const bad: [string, Partial<BrandEditInput> | Record<string, unknown>][] = [
      ['a colour that is not one', { theme: { ...brand.theme, theme_color: 'red' } }],
      ['an unknown language', { langs: ['es', 'fr'] }],
      ['a default language not offered', { language: 'pt' }],
      ['no language at all', { langs: [] }],
      ['a logo that runs script', { header: { logo: 'javascript:alert(1)' } }],
      ['an e-mail that is not one', { notice_contacts: { email: 'nobody', phone: null } }],
      ['a name of a million characters', { name: 'x'.repeat(1_000_000) }],
      [
        'a banner linking to a product the venue does not have',
        {
          banners: [
            {
              key: 'x',
              layout_type: 'grid',
              url: { tipe: 'producto', param: 'no-such-dish', target: '_self' },
            },
          ],
        },
      ],
      [
        'a banner of a branch the venue does not have',
        { banners: [{ key: 'x', layout_type: 'grid', branches: ['nowhere'] }] },
      ],
      [
        'two banners of one key',
        {
          banners: [
            { key: 'x', layout_type: 'grid' },
            { key: 'x', layout_type: 'home' },
          ],
        },
      ],
    ];
    for (const [what, changes] of bad) {
      const res = await save('taqueria-el-sol', cookie, edited(brand, changes as Partial<BrandEditInput>));
      expect([400, 413], `${what}: ${res.body.slice(0, 300)}`).toContain(res.statusCode);
      if (res.statusCode === 400) {
        expect(res.json<ErrorBody>().key, what).toBe('validation_failed');
        expect(res.json<ErrorBody>().message, what).toBeTruthy();
      }
    }
    expect(await readBrand('taqueria-el-sol', cookie)).toEqual(brand);
  });

  it('saves a theme below WCAG AA and says which pairs, as the console warned before saving', async () => {
    const cookie = await owner('taqueria-el-sol');
    const brand = await readBrand('taqueria-el-sol', cookie);
    const res = await save(
      'taqueria-el-sol',
      cookie,
      edited(brand, { theme: { ...brand.theme, titles_txt_color: '#cccccc', page_bgcolor: '#ffffff' } }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Brand>().contrast_warnings).toContainEqual(
      expect.objectContaining({ pair: 'titles_on_page', foreground: '#cccccc', required: 4.5 }),
    );
  });

  it('refuses the second of two saves over the same version, and keeps the first', async () => {
    const [ana, ben] = [await owner('padaria-aurora'), await owner('padaria-aurora')];
    const read = await readBrand('padaria-aurora', ana);
    const first = await save('padaria-aurora', ana, edited(read, { name: 'Padaria da Ana' }));
    expect(first.statusCode, first.body).toBe(200);
    const second = await save('padaria-aurora', ben, edited(read, { name: 'Padaria do Ben' }));
    expect(second.statusCode, second.body).toBe(409);
    expect(second.json<ErrorBody>()).toMatchObject({ key: 'stale_edit' });
    expect((await readBrand('padaria-aurora', ben)).name).toBe('Padaria da Ana');
  });

  it('changes country and currency until the venue sells, then refuses them and saves the rest', async () => {
    const cookie = await owner('la-brasa');
    const brand = await readBrand('la-brasa', cookie);
    expect(brand.sold).toBe(false);
    const moved = await save('la-brasa', cookie, edited(brand, { country_code: 'MX', currency: 'MXN' }));
    expect(moved.statusCode, moved.body).toBe(200);
    const back = await save(
      'la-brasa',
      cookie,
      edited(moved.json<Brand>(), { country_code: 'CO', currency: 'COP' }),
    );
    expect(back.statusCode, back.body).toBe(200);
    expect((await configOf('la-brasa')).currency).toBe('COP');

    // a diner sits down at a table: the venue's first order, in pesos
    const diner = await h.diner('la-brasa');
    await h.join(diner, 'chapinero', codeOf('la-brasa', 'chapinero', 'Mesa 1'));
    const sold = await readBrand('la-brasa', cookie);
    expect(sold.sold).toBe(true);
    const refused = await save('la-brasa', cookie, edited(sold, { currency: 'USD' }));
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json<ErrorBody>()).toMatchObject({ key: 'currency_fixed_after_sale' });
    expect(await readBrand('la-brasa', cookie)).toEqual(sold);
    const renamed = await save('la-brasa', cookie, edited(sold, { name: 'La Brasa Parrilla' }));
    expect(renamed.statusCode, renamed.body).toBe(200);
  });

  it("reaches another server process's shell and config within 5 s, without a restart", async () => {
    // a second app over the same database: another process, with caches of its own
    const other = await buildApp({ config: h.t.config, database: h.t.database });
    try {
      await other.ready();
      const before = await shellOf('cine-estelar', other);
      expect((await configOf('cine-estelar', other)).name).toBe(before.name);
      const cookie = await owner('cine-estelar');
      const brand = await readBrand('cine-estelar', cookie);
      const res = await save(
        'cine-estelar',
        cookie,
        edited(brand, { name: 'Cine Estelar 4DX', theme: { ...brand.theme, theme_color: '#003366' } }),
      );
      expect(res.statusCode, res.body).toBe(200);
      // this process at once
      expect((await shellOf('cine-estelar')).name).toBe('Cine Estelar 4DX');
      // the other within its caches' 5 s
      const started = Date.now();
      let seen: InstanceConfig = before;
      while (seen.name !== 'Cine Estelar 4DX' && Date.now() - started < 6_000) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        seen = await shellOf('cine-estelar', other);
      }
      expect(seen.name).toBe('Cine Estelar 4DX');
      expect(seen.theme.theme_color).toBe('#003366');
      expect(Date.now() - started).toBeLessThan(5_500);
      expect((await configOf('cine-estelar', other)).name).toBe('Cine Estelar 4DX');
    } finally {
      await other.close();
    }
  });
});
