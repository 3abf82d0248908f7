import type { StaffRole } from '@storefront/domain/staff/staff-roles.rules';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { EventBus, staffAccessTopic } from '../../plugins/events.ts';
import { findStaffUser, venueHosts } from './staff-accounts.repository.ts';
import { invite, issuePasswordReset } from './staff-accounts.service.ts';

// A venue's invitation link as the operator hands it over (`npm run staff:invite`, and the platform
// console's "New venue": docs/staff-roles.md): the invitation, or for an e-mail the venue already
// has a password-reset link, on the origin the venue's console opens from.

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
  const hosts = await venueHosts(db, venue.id);
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
  const origin = consoleOrigin({ slug: venue.slug, domains: hosts }, config);
  return { link: `${origin}/staff/invitation?token=${token}`, expiresAt, reset: existing !== null };
}
