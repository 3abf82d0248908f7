import { staffRoles } from '@storefront/domain/staff/staff-roles.rules';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { domains } from '../db/schema.ts';
import { invite } from '../modules/staff/staff-accounts.service.ts';
import { withVenue } from './with-venue.ts';

// npm run staff:invite -- <venue-slug> <email> [role]   (README "Staff console", docs/staff-roles.md)
// Creates a one-time invitation (role owner unless given) and prints its link: the first owner of a
// venue opens it, sets a password and is signed in to /staff/. Only the link's hash is stored.
async function main() {
  const [slug, rawEmail, rawRole = 'owner'] = process.argv.slice(2);
  const email = z.email().safeParse(rawEmail?.trim().toLowerCase());
  const role = z.enum(staffRoles).safeParse(rawRole);
  if (!slug || !email.success || !role.success) {
    console.error(`Usage: npm run staff:invite -- <venue-slug> <email> [${staffRoles.join('|')}]`);
    process.exit(2);
  }
  await withVenue(slug, async (venue, database, config) => {
    const [domain] = await database.db
      .select({ host: domains.host })
      .from(domains)
      .where(eq(domains.instanceId, venue.id))
      .limit(1);
    const { token, expiresAt } = await invite(database.db, venue.id, email.data, role.data, {
      role: null,
      userId: null,
    });
    const local = config.PLATFORM_DOMAIN === 'localhost';
    const host = domain?.host ?? `${slug}.${config.PLATFORM_DOMAIN}${local ? `:${config.PORT}` : ''}`;
    console.log(`${local ? 'http' : 'https'}://${host}/staff/invitation?token=${token}`);
    console.error(`(one use, until ${expiresAt.toISOString()})`);
  });
}

main().catch((error: unknown) => {
  console.error(`✗ ${(error as Error).message}`);
  process.exit(1);
});
