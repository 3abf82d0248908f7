import { describe, expect, it } from 'vitest';
import { createTestApp, platformHost, storeName, type TestApp } from '../../../test/support/app.ts';
import { readDemoPlatform } from './platform.settings.ts';

// The locked-venue notice's links and renewal contacts (spec §1) on a fresh start: the demo's
// platform file when the environment names none (docs/decisions/095-the-demo-platform-settings.md),
// and the platform's directory of venues its "See other restaurants" opens.

const VESUBIO = platformHost('pizzeria-vesubio');

async function withApp(env: Record<string, string>, work: (t: TestApp) => Promise<void>) {
  const t = await createTestApp(env);
  try {
    await work(t);
  } finally {
    await t.close();
  }
}

const platformOf = async (t: TestApp) => {
  const res = await t.app.inject({ url: '/domain/config.json', headers: { host: VESUBIO } });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ status: 'locked' });
  return res.json().platform;
};

describe(`the platform settings of a fresh start (${storeName})`, () => {
  it('gives the locked notice a directory, a sign-up link and renewal contacts with the demo seeded', async () => {
    await withApp({ SEED_DEMO: 'true' }, async (t) => {
      expect(await platformOf(t)).toEqual({
        name: 'Storefront',
        directory_url: '/platform/venues',
        signup_url: expect.stringMatching(/^mailto:ventas@storefront\.example\?subject=/),
        contact_email: 'renovaciones@storefront.example',
        contact_phone: '+57 601 555 0142',
        consent_url: '/consent',
      });
      expect(readDemoPlatform().directory_url).toBe('/platform/venues');
    });
  });

  it("takes the environment's values over the demo's, each on its own", async () => {
    const env = {
      SEED_DEMO: 'true',
      PLATFORM_DIRECTORY_URL: 'https://directory.example.com/',
      PLATFORM_CONTACT_EMAIL: 'renewals@example.com',
    };
    await withApp(env, async (t) => {
      expect(await platformOf(t)).toMatchObject({
        directory_url: 'https://directory.example.com/',
        contact_email: 'renewals@example.com',
        contact_phone: '+57 601 555 0142',
      });
    });
  });

  it('invents no contact for a deployment that seeds no demo and names none', async () => {
    await withApp({ SEED_DEMO: 'false' }, async (t) => {
      expect(await platformOf(t)).toMatchObject({
        directory_url: null,
        signup_url: null,
        contact_email: null,
        contact_phone: null,
      });
    });
  });
});

describe(`the platform's directory of venues (${storeName})`, () => {
  it("lists every venue taking orders, linked to its storefront, in the host venue's language", async () => {
    await withApp({ SEED_DEMO: 'true' }, async (t) => {
      // a host of no venue: the browser's language
      const res = await t.app.inject({
        url: '/platform/venues',
        headers: { host: 'nowhere.storefront.test', 'accept-language': 'fr-FR, en;q=0.8' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('<html lang="en">');
      expect(res.body).toContain('<h1>Restaurants on Storefront</h1>');
      expect(res.body).toContain('<a href="https://la-brasa.storefront.test/">La Brasa Dorada</a>');
      expect(res.body).toContain('https://cafe-alerce.storefront.test/');
      // the locked venue is not one to see
      expect(res.body).not.toContain('pizzeria-vesubio');
      // the locked venue's host, whose notice links here: its language (es), whatever the browser's
      const es = await t.app.inject({
        url: '/platform/venues',
        headers: { host: VESUBIO, 'accept-language': 'en-US' },
      });
      expect(es.body).toContain('<h1>Restaurantes en Storefront</h1>');
    });
  });
});
