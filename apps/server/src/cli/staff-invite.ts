import { type StaffRole, staffRoles } from '@storefront/domain/staff/staff-roles.rules';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { domains } from '../db/schema.ts';
import { findStaffUser } from '../modules/staff/staff-accounts.repository.ts';
import { invite, issuePasswordReset } from '../modules/staff/staff-accounts.service.ts';
import { EventBus, staffAccessTopic } from '../plugins/events.ts';
import { withVenue } from './with-venue.ts';

// npm run staff:invite -- <venue-slug> <email> [role]   (README "Staff console", docs/staff-roles.md)
// Creates a one-time invitation (role owner unless given) and prints its link: the first owner of a
// venue opens it, sets a password and is signed in to /staff/. Only the link's hash is stored. For an
// e-mail the venue already has, the operator gets a password-reset link instead (an owner who lost
// access): the account keeps its role, its old password stops working and its sessions end.

/** Where the venue's console opens from this install. A local install (PLATFORM_DOMAIN left at
 * `localhost`) answers every venue on `http://<slug>.localhost:<PORT>`, never on the venue's own
 * domain, which points at its production server; a deployed one on the venue's own domain, else
 * on `<slug>.<PLATFORM_DOMAIN>`, over HTTPS (docs/staff-api.md). */
export function consoleOrigin(
  venue: { slug: string; domains: readonly string[] },
  config: Pick<Config, 'PLATFORM_DOMAIN' | 'PORT'>,
): string {
  if (config.PLATFORM_DOMAIN === 'localhost') return `http://${venue.slug}.localhost:${config.PORT}`;
  return `https://${venue.domains[0] ?? `${venue.slug}.${config.PLATFORM_DOMAIN}`}`;
}

/** Invites `email` as `role` to the venue and answers the invitation's link and its expiry; for an
 * existing account, a password-reset link (`reset`), its ended sessions announced to the servers. */
export async function inviteLink(
  database: Database,
  config: Pick<Config, 'PLATFORM_DOMAIN' | 'PORT'>,
  venue: { id: number; slug: string },
  email: string,
  role: StaffRole,
): Promise<{ link: string; expiresAt: Date; reset: boolean }> {
  const { db } = database;
  const rows = await db
    .select({ host: domains.host })
    .from(domains)
    .where(eq(domains.instanceId, venue.id))
    .orderBy(domains.host);
  const operator = { role: null, userId: null };
  const existing = await findStaffUser(db, venue.id, email);
  let token: string;
  let expiresAt: Date;
  if (existing) {
    const made = await issuePasswordReset(db, venue.id, operator, existing.id);
    await new EventBus(database).publish(venue.id, staffAccessTopic, { ended: made.endedSessions });
    ({ token, expiresAt } = made);
  } else {
    ({ token, expiresAt } = await invite(db, venue.id, email, role, operator));
  }
  const origin = consoleOrigin({ slug: venue.slug, domains: rows.map((row) => row.host) }, config);
  return { link: `${origin}/staff/invitation?token=${token}`, expiresAt, reset: existing !== null };
}

async function main() {
  const [slug, rawEmail, rawRole = 'owner'] = process.argv.slice(2);
  const email = z.email().safeParse(rawEmail?.trim().toLowerCase());
  const role = z.enum(staffRoles).safeParse(rawRole);
  if (!slug || !email.success || !role.success) {
    console.error(`Usage: npm run staff:invite -- <venue-slug> <email> [${staffRoles.join('|')}]`);
    process.exit(2);
  }
  await withVenue(slug, async (venue, database, config) => {
    const { link, expiresAt, reset } = await inviteLink(
      database,
      config,
      { id: venue.id, slug },
      email.data,
      role.data,
    );
    console.log(link);
    if (reset) console.error(`(${email.data} has an account: this link sets a new password; its role stays)`);
    console.error(`(one use, until ${expiresAt.toISOString()})`);
  });
}

if (import.meta.main) {
  main().catch((error: unknown) => {
    console.error(`✗ ${(error as Error).message}`);
    process.exit(1);
  });
}
