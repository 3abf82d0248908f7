import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createTestApp, fileApp, storeName } from '../../test/support/app.ts';
import { instances } from '../db/schema.ts';
import { inviteLink } from '../modules/staff/staff-invite-link.ts';

// `npm run staff:invite -- <venue> <email>` (issue 52): the link it prints must open on this install.
// La Brasa has a custom domain (labrasadorada.example.co) that points at its production server.

const t = fileApp(() => createTestApp());

async function laBrasa() {
  const [venue] = await t.database.db
    .select({ id: instances.id, slug: instances.slug })
    .from(instances)
    .where(eq(instances.slug, 'la-brasa'));
  return venue!;
}

describe(`staff:invite (${storeName})`, () => {
  it('prints a local link on a local install, even for a venue with its own domain, and the link signs the owner in', async () => {
    const local = { PLATFORM_DOMAIN: 'localhost', PORT: 3000 };
    const { link } = await inviteLink(t.database, local, await laBrasa(), 'owner@la-brasa.test', 'owner');
    const url = new URL(link);
    expect(url.origin).toBe('http://la-brasa.localhost:3000');
    expect(url.pathname).toBe('/staff/invitation');

    // the printed host reaches La Brasa on this server: the invitation signs its first owner in
    const accepted = await t.app.inject({
      method: 'POST',
      url: '/staff/invitations/accept.json',
      headers: { host: url.host, origin: url.origin },
      payload: { token: url.searchParams.get('token'), password: 'correct horse battery' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json<{ role: string }>().role).toBe('owner');
  });

  it("prints the venue's own domain over HTTPS on a deployed install, else its platform host", async () => {
    const deployed = { PLATFORM_DOMAIN: 'storefront.example.com', PORT: 3000 };
    const brasa = await inviteLink(t.database, deployed, await laBrasa(), 'a@la-brasa.test', 'manager');
    expect(new URL(brasa.link).origin).toBe('https://labrasadorada.example.co');

    const [padaria] = await t.database.db
      .select({ id: instances.id, slug: instances.slug })
      .from(instances)
      .where(eq(instances.slug, 'padaria-aurora'));
    const aurora = await inviteLink(t.database, deployed, padaria!, 'a@padaria.test', 'owner');
    expect(new URL(aurora.link).origin).toBe('https://padaria-aurora.storefront.example.com');
  });

  it('prints a password-reset link for an e-mail that has an account: role kept, old password gone', async () => {
    const local = { PLATFORM_DOMAIN: 'localhost', PORT: 3000 };
    const venue = await laBrasa();
    const use = (link: string, password: string) => {
      const url = new URL(link);
      return t.app.inject({
        method: 'POST',
        url: '/staff/invitations/accept.json',
        headers: { host: url.host, origin: url.origin },
        payload: { token: url.searchParams.get('token'), password },
      });
    };
    const first = await inviteLink(t.database, local, venue, 'lost@la-brasa.test', 'manager');
    expect(first.reset).toBe(false);
    expect((await use(first.link, 'the first password')).statusCode).toBe(200);
    const again = await inviteLink(t.database, local, venue, 'lost@la-brasa.test', 'owner');
    expect(again.reset).toBe(true);
    const url = new URL(again.link);
    const old = await t.app.inject({
      method: 'POST',
      url: '/staff/session.json',
      headers: { host: url.host, origin: url.origin },
      payload: { email: 'lost@la-brasa.test', password: 'the first password' },
    });
    expect(old.statusCode).toBe(401);
    const used = await use(again.link, 'the second password');
    expect(used.statusCode, used.body).toBe(200);
    expect(used.json<{ role: string }>().role).toBe('manager');
  });
});
