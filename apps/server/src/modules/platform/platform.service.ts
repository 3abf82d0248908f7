import { createHash } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import {
  lockReasonSchema,
  monogramSvg,
  type NewVenue,
  newVenueFile,
  REMOVAL_RETENTION_DAYS,
} from '@storefront/domain/platform/new-venue.rules';
import { type VenueImport, venueImportSchema } from '@storefront/domain/venue/venue.schema';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { hashSecret, inviteLink, newSecret } from '../staff/staff.auth.ts';
import { writeVenue } from '../venue/venue.import.ts';
import {
  acceptInvitation,
  anyDomainTaken,
  audit,
  deleteVenue,
  findOperatorByEmail,
  findVenueBySlug,
  type OperatorRow,
  setLock,
  upsertInvitation,
  venuesDueForRemoval,
} from './platform.repository.ts';

// What the platform console does (docs/decisions/123-platform-console.md): operators invited and
// signed in, venues created from a country's template with their first owner invited, locked and
// unlocked with a reason, removed after a retention period. Every change is in platform_audit.

const INVITATION_TTL_MS = 7 * 24 * 3_600_000;
const MIN_PASSWORD = 10;

/** `npm run platform:admin`: an operator's one-time link to set their password, on the console. */
export async function inviteOperator(
  database: Database,
  email: string,
  consoleOrigin: string,
  now: Date,
): Promise<{ link: string; expiresAt: Date }> {
  const token = newSecret();
  const expiresAt = new Date(now.getTime() + INVITATION_TTL_MS);
  await upsertInvitation(database.db, email, hashSecret(token), expiresAt);
  return { link: `${consoleOrigin}/invitation?token=${token}`, expiresAt };
}

export async function acceptOperatorInvitation(
  database: Database,
  token: string,
  name: string,
  password: string,
  now: Date,
): Promise<OperatorRow | null> {
  if (password.length < MIN_PASSWORD || password.length > 200) return null;
  return acceptInvitation(
    database.db,
    hashSecret(token),
    { name: name.trim().slice(0, 120), passwordHash: await hash(password) },
    now,
  );
}

/** The operator of a right e-mail and password, else null (the same answer for both mistakes). */
export async function checkOperator(
  database: Database,
  email: string,
  password: string,
): Promise<OperatorRow | null> {
  const operator = await findOperatorByEmail(database.db, email.trim().toLowerCase());
  if (!operator?.passwordHash) return null;
  return (await verify(operator.passwordHash, password).catch(() => false)) ? operator : null;
}

export type CreateRefusal = { field: 'slug' | 'domains'; key: 'slugTaken' | 'domainTaken' };

/** A new venue from its country's template, and its first owner's invitation link. */
export async function createVenue(
  database: Database,
  config: Pick<Config, 'PLATFORM_DOMAIN' | 'PORT'>,
  operator: OperatorRow,
  input: NewVenue,
): Promise<{ ok: true; link: string } | { ok: false; refusal: CreateRefusal }> {
  const { db } = database;
  if (await findVenueBySlug(db, input.slug))
    return { ok: false, refusal: { field: 'slug', key: 'slugTaken' } };
  if (input.domains.length > 0) {
    if (await anyDomainTaken(db, input.domains))
      return { ok: false, refusal: { field: 'domains', key: 'domainTaken' } };
  }
  const bytes = Buffer.from(monogramSvg(input.name), 'utf8');
  const digest = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  const logo = `/media/${digest}.svg`;
  const venue: VenueImport = venueImportSchema.parse(newVenueFile(input, logo));
  const instanceId = await writeVenue(db, {
    file: `platform console: ${input.slug}`,
    venue,
    media: [{ hash: digest, contentType: 'image/svg+xml', bytes, url: logo }],
  });
  const { link } = await inviteLink(
    database,
    config,
    { id: instanceId, slug: input.slug },
    input.owner_email,
    'owner',
  );
  await audit(db, {
    operatorId: operator.id,
    action: 'create',
    venueSlug: input.slug,
    detail: { country: input.country_code, owner: input.owner_email, domains: input.domains },
  });
  return { ok: true, link };
}

export async function lockVenue(
  database: Database,
  operator: OperatorRow,
  slug: string,
  rawReason: string,
  now: Date,
): Promise<'ok' | 'reason' | 'unknown'> {
  const venue = await findVenueBySlug(database.db, slug);
  if (!venue) return 'unknown';
  const reason = lockReasonSchema.safeParse(rawReason);
  if (!reason.success) return 'reason';
  await setLock(database.db, venue.id, { reason: reason.data, at: now });
  await audit(database.db, {
    operatorId: operator.id,
    action: 'lock',
    venueSlug: slug,
    detail: { reason: reason.data },
  });
  return 'ok';
}

export async function unlockVenue(database: Database, operator: OperatorRow, slug: string): Promise<boolean> {
  const venue = await findVenueBySlug(database.db, slug);
  if (!venue) return false;
  await setLock(database.db, venue.id, null);
  await audit(database.db, { operatorId: operator.id, action: 'unlock', venueSlug: slug });
  return true;
}

/** Locks the venue now and deletes it once the retention period has passed. */
export async function removeVenue(
  database: Database,
  operator: OperatorRow,
  slug: string,
  rawReason: string,
  now: Date,
): Promise<'ok' | 'reason' | 'unknown'> {
  const venue = await findVenueBySlug(database.db, slug);
  if (!venue) return 'unknown';
  const reason = lockReasonSchema.safeParse(rawReason);
  if (!reason.success) return 'reason';
  const removalDueAt = new Date(now.getTime() + REMOVAL_RETENTION_DAYS * 24 * 3_600_000);
  await setLock(database.db, venue.id, { reason: reason.data, at: now, removalDueAt });
  await audit(database.db, {
    operatorId: operator.id,
    action: 'remove',
    venueSlug: slug,
    detail: { reason: reason.data, due: removalDueAt.toISOString() },
  });
  return 'ok';
}

/** Deletes the venues whose removal date has passed; answers their slugs. */
export async function removeDueVenues(database: Database, now: Date): Promise<string[]> {
  const due = await venuesDueForRemoval(database.db, now);
  for (const venue of due) {
    await database.db.transaction(async (tx) => {
      await deleteVenue(tx as typeof database.db, venue.id);
    });
    await audit(database.db, {
      operatorId: null,
      action: 'remove',
      venueSlug: venue.slug,
      detail: { deleted: true },
    });
  }
  return due.map((venue) => venue.slug);
}
