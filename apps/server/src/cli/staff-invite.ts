import { staffRoles } from '@storefront/domain/staff/staff-roles.rules';
import { z } from 'zod';
import { inviteLink } from '../modules/staff/staff-invite-link.ts';
import { withVenue } from './with-venue.ts';

// npm run staff:invite -- <venue-slug> <email> [role]   (README "Staff console", docs/staff-roles.md)
// Creates a one-time invitation (role owner unless given) and prints its link: the first owner of a
// venue opens it, sets a password and is signed in to /staff/. Only the link's hash is stored. For an
// e-mail the venue already has, the operator gets a password-reset link instead (an owner who lost
// access): the account keeps its role, its old password stops working and its sessions end.

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
