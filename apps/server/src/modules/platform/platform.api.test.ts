import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createTestApp, fileApp, platformHost, storeName } from '../../../test/support/app.ts';
import { rowsOf } from '../../db/client.ts';
import { instances, platformAudit, staffInvitations } from '../../db/schema.ts';
import { inviteOperator, removeDueVenues } from './platform.service.ts';

// The platform console (issue 56 "Must work" 1, docs/decisions/123-platform-console.md): an operator
// made by `npm run platform:admin` sets a password on platform.<domain>, creates a venue from a
// country's template with its first owner's invitation, locks and unlocks it with a reason, exports
// it, and removes it after the retention period; no venue's host and no venue's staff reach it.

// the platform's settings the locked notice shows (set for the demo by its platform file)
const t = fileApp(() =>
  createTestApp({
    PLATFORM_DIRECTORY_URL: 'https://storefront.test/platform/venues',
    PLATFORM_SIGNUP_URL: 'https://storefront.test/signup',
    PLATFORM_CONTACT_EMAIL: 'renewals@storefront.test',
  }),
);
const CONSOLE = platformHost('platform');
const ORIGIN = `http://${CONSOLE}`;

function form(path: string, body: Record<string, string>, cookie?: string, host = CONSOLE) {
  return t.app.inject({
    method: 'POST',
    url: path,
    headers: {
      host,
      origin: `http://${host}`,
      'accept-language': 'en',
      'content-type': 'application/x-www-form-urlencoded',
      ...(cookie ? { cookie } : {}),
    },
    payload: new URLSearchParams(body).toString(),
  });
}
const get = (path: string, cookie?: string, host = CONSOLE) =>
  t.app.inject({ url: path, headers: { host, 'accept-language': 'en', ...(cookie ? { cookie } : {}) } });
const cookieOf = (res: LightMyRequestResponse) => String(res.headers['set-cookie']).split(';')[0]!;

let operatorEmail = 0;
async function signedInOperator(): Promise<string> {
  const email = `operator-${operatorEmail++}@platform.test`;
  const { link } = await inviteOperator(t.database, email, ORIGIN, new Date());
  const token = new URL(link).searchParams.get('token')!;
  expect(new URL(link).host).toBe(CONSOLE);
  const page = await get(`/invitation?token=${token}`);
  expect(page.body).toContain('Set your password');
  // a browser names the page's origin on its form posts only under a policy that lets it (under
  // no-referrer Chromium sends Origin: null, and every write would be refused as cross-site)
  expect(page.headers['referrer-policy']).toBe('same-origin');
  const set = await form('/invitation', { token, name: 'Olga', password: 'a long operator password' });
  expect(set.statusCode).toBe(303);
  return cookieOf(set);
}

const newVenue = (slug: string, extra: Record<string, string> = {}) => ({
  name: 'Arepas Doña Rosa',
  slug,
  country_code: 'CO',
  branch_label: 'Centro',
  branch_slug: 'centro',
  owner_email: `owner@${slug}.test`,
  domains: '',
  ...extra,
});

describe(`the platform console (${storeName})`, () => {
  it('signs an invited operator in and lists every venue with its status, last order and errors', async () => {
    const cookie = await signedInOperator();
    const list = await get('/', cookie);
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('<h2 id="venues">Venues</h2>');
    expect(list.body).toContain('la-brasa');
    expect(list.body).toContain('Errors (last hour)');
    // a wrong password is refused with the same message for either mistake
    const wrong = await form('/sign-in', { email: 'operator-0@platform.test', password: 'not it at all' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('The e-mail or the password is not right.');
    const right = await form('/sign-in', {
      email: 'operator-0@platform.test',
      password: 'a long operator password',
    });
    expect(right.statusCode).toBe(303);
  });

  it('is reached on its own host only, with its own session: a venue host, a stranger and a staff cookie get nothing', async () => {
    // the console's paths on a venue's host are the storefront's, never the console
    const onVenue = await get('/', undefined, 'la-brasa.localhost');
    expect(onVenue.body).not.toContain('Platform console');
    const postOnVenue = await form('/venues', newVenue('intruso'), undefined, 'la-brasa.localhost');
    expect(postOnVenue.statusCode).toBe(404);
    // no session: the sign-in page; a made-up cookie names nobody
    expect((await get('/')).headers.location).toBe('/sign-in');
    expect((await get('/', 'platform_session=made-up')).headers.location).toBe('/sign-in');
    expect((await get('/', 'staff_session=whatever')).headers.location).toBe('/sign-in');
    // a write from another page (no or another Origin) is refused
    const cookie = await signedInOperator();
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/venues/la-brasa/lock',
      headers: {
        host: CONSOLE,
        origin: 'http://evil.example',
        cookie,
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: 'reason=unpaid',
    });
    expect(foreign.statusCode).toBe(403);
    const [venue] = await t.database.db.select().from(instances).where(eq(instances.slug, 'la-brasa'));
    expect(venue!.status).toBe('active');
  });

  it("creates a venue from Colombia's template with its first owner's invitation; it answers on its subdomain", async () => {
    const cookie = await signedInOperator();
    const made = await form('/venues', newVenue('arepas-rosa', { domains: 'pedidos.arepasrosa.co' }), cookie);
    expect(made.statusCode, made.body).toBe(201);
    const link = /<code>([^<]+)<\/code>/.exec(made.body)![1]!.replace(/&#38;/g, '&');
    // the owner's console opens on the venue's own domain
    expect(link).toMatch(/^https:\/\/pedidos\.arepasrosa\.co\/staff\/invitation\?token=/);
    const [venue] = await t.database.db.select().from(instances).where(eq(instances.slug, 'arepas-rosa'));
    expect(venue).toMatchObject({ currency: 'COP', countryCode: 'CO', language: 'es', status: 'active' });
    const invitations = await t.database.db
      .select()
      .from(staffInvitations)
      .where(eq(staffInvitations.instanceId, venue!.id));
    expect(invitations.map((i) => [i.email, i.role])).toEqual([['owner@arepas-rosa.test', 'owner']]);
    const config = await get('/domain/config.json', undefined, 'arepas-rosa.localhost');
    expect(config.statusCode).toBe(200);
    expect(config.json()).toMatchObject({ slug: 'arepas-rosa', currency: 'COP' });
    expect((await get('/domain/config.json', undefined, 'pedidos.arepasrosa.co')).json().slug).toBe(
      'arepas-rosa',
    );
    // the same address again, a bad address, another venue's domain: named on their fields
    const again = await form('/venues', newVenue('arepas-rosa'), cookie);
    expect(again.statusCode).toBe(409);
    expect(again.body).toContain('A venue with that address already exists.');
    const bad = await form('/venues', newVenue('Arepas Rosa!'), cookie);
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('aria-invalid="true" aria-describedby="slug-error"');
    const taken = await form('/venues', newVenue('otra-arepa', { domains: 'pedidos.arepasrosa.co' }), cookie);
    expect(taken.statusCode).toBe(409);
    expect(taken.body).toContain('That domain belongs to another venue.');
    const audit = await t.database.db
      .select()
      .from(platformAudit)
      .where(eq(platformAudit.venueSlug, 'arepas-rosa'));
    expect(audit.map((row) => row.action)).toEqual(['create']);
  });

  it('locks a venue with a reason (its storefront takes no order and shows the notice) and unlocks it', async () => {
    const cookie = await signedInOperator();
    await form('/venues', newVenue('cafe-lock'), cookie);
    const noReason = await form('/venues/cafe-lock/lock', { reason: '' }, cookie);
    expect(noReason.statusCode).toBe(400);
    const locked = await form(
      '/venues/cafe-lock/lock',
      { reason: 'Subscription unpaid since November' },
      cookie,
    );
    expect(locked.statusCode).toBe(303);
    const config = (await get('/domain/config.json', undefined, 'cafe-lock.localhost')).json();
    expect(config.status).toBe('locked');
    expect(config.platform).toMatchObject({
      directory_url: 'https://storefront.test/platform/venues',
      signup_url: 'https://storefront.test/signup',
      contact_email: 'renewals@storefront.test',
    });
    const refused = await t.app.inject({
      method: 'POST',
      url: '/menudigital/init.json',
      headers: { host: 'cafe-lock.localhost', 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(refused.statusCode).toBe(403);
    expect((await get('/', cookie)).body).toContain('Subscription unpaid since November');
    expect((await form('/venues/cafe-lock/unlock', {}, cookie)).statusCode).toBe(303);
    expect((await get('/domain/config.json', undefined, 'cafe-lock.localhost')).json().status).toBe('active');
  });

  it('exports a venue without what opens a door, and removes it only after the retention period', async () => {
    const cookie = await signedInOperator();
    await form('/venues', newVenue('se-va'), cookie);
    const exported = await get('/venues/se-va/export.json', cookie);
    expect(exported.statusCode).toBe(200);
    const file = exported.json();
    expect(file.venue).toBe('se-va');
    expect(file.tables.instances[0].slug).toBe('se-va');
    expect(file.tables.suppliers.map((s: { slug: string }) => s.slug)).toEqual(['centro']);
    expect(Object.keys(file.tables).some((name) => /session|token|invitation/.test(name))).toBe(false);
    expect(exported.body).not.toContain('password_hash');

    expect((await form('/venues/se-va/remove', { reason: 'Closed for good' }, cookie)).statusCode).toBe(303);
    const [venue] = await t.database.db.select().from(instances).where(eq(instances.slug, 'se-va'));
    expect(venue!.status).toBe('locked');
    // not yet: the retention period has not passed
    expect(await removeDueVenues(t.database, new Date())).toEqual([]);
    const later = new Date(Date.now() + 31 * 24 * 3_600_000);
    expect(await removeDueVenues(t.database, later)).toEqual(['se-va']);
    const left = rowsOf<{ table_name: string; n: number }>(
      await t.database.db.execute(sql`
        select c.table_name, (xpath('/row/n/text()', query_to_xml(format('select count(*) as n from %I where instance_id = %s', c.table_name, ${venue!.id}::int), false, true, '')))[1]::text::int as n
        from information_schema.columns c where c.table_schema = 'public' and c.column_name = 'instance_id'`),
    ).filter((row) => Number(row.n) > 0);
    expect(left).toEqual([]);
    // the other venues are whole
    expect((await get('/domain/config.json', undefined, 'la-brasa.localhost')).statusCode).toBe(200);
  });
});
