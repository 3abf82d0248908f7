import {
  pairingAllowed,
  STAFF_PAIRING_FAILURES_WINDOW_MS,
  STAFF_PAIRING_LIVE_CODES,
} from '@storefront/domain/staff/pairing-code.rules';
import {
  failuresCounted,
  SIGN_IN_FAILURES_FORGOTTEN_MS,
  type SignInFailures,
  type SignInThrottleKind,
  signInWaitMs,
} from '@storefront/domain/staff/sign-in-throttle.rules';
import { type StaffRole, staffRoles } from '@storefront/domain/staff/staff-roles.rules';
import { and, asc, count, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  domains,
  staffInvitations,
  staffPairingCodes,
  staffPairingFailures,
  staffSignInFailures,
  staffUsers,
} from '../../db/schema.ts';
import { venueRow, venueWhere } from '../../lib/venue-rows.ts';

// Staff accounts, invitations, password resets, sign-in failures and tablet pairing codes
// (docs/decisions/026-staff-accounts.md, docs/staff-roles.md "Accounts"): the only code that touches
// their tables. Every lookup is within the venue; secrets are hashes. Every limit is taken under a
// row or advisory lock in the database, so it holds under concurrency and across server processes.

export type StaffUserRow = typeof staffUsers.$inferSelect;

/** The advisory lock of one venue's tablet pairing (two-key form: this namespace, the venue). */
const PAIRING_LOCK = 5201;

export async function findStaffUser(db: Db, instanceId: number, email: string): Promise<StaffUserRow | null> {
  return venueRow(db, staffUsers, instanceId, { email });
}

export async function findStaffUserById(
  db: Db,
  instanceId: number,
  id: string,
): Promise<StaffUserRow | null> {
  return venueRow(db, staffUsers, instanceId, { id });
}

/** Sets an account's password hash; null leaves it with none until a reset link sets one. */
export async function setPasswordHash(
  db: Db,
  instanceId: number,
  userId: string,
  passwordHash: string | null,
): Promise<void> {
  await db
    .update(staffUsers)
    .set({ passwordHash })
    .where(and(eq(staffUsers.id, userId), eq(staffUsers.instanceId, instanceId)));
}

/** The venue's staff accounts, owners first, then by e-mail. */
export async function listStaffUsers(db: Db, instanceId: number): Promise<StaffUserRow[]> {
  const rank = sql`array_position(array[${sql.join(
    staffRoles.map((r) => sql`${r}`),
    sql`, `,
  )}]::text[], ${staffUsers.role})`;
  return db
    .select()
    .from(staffUsers)
    .where(eq(staffUsers.instanceId, instanceId))
    .orderBy(rank, asc(staffUsers.email));
}

/** Changes an account's role or whether it is disabled; the row after, or null when unknown. */
export async function updateStaffUser(
  db: Db,
  instanceId: number,
  id: string,
  change: { role?: StaffRole | undefined; disabled?: boolean | undefined },
): Promise<StaffUserRow | null> {
  const [row] = await db
    .update(staffUsers)
    .set({
      ...(change.role ? { role: change.role } : {}),
      ...(change.disabled === undefined ? {} : { disabledAt: change.disabled ? sql`now()` : null }),
    })
    .where(venueWhere(staffUsers, instanceId, { id }))
    .returning();
  return row ?? null;
}

export async function insertInvitation(db: Db, values: typeof staffInvitations.$inferInsert): Promise<void> {
  await db.insert(staffInvitations).values(values);
}

export type Redeemed =
  | { outcome: 'created' | 'reset'; user: StaffUserRow }
  | { outcome: 'account_exists' }
  | { outcome: 'invalid' };

/** Uses an invitation or a reset link up (once, before it expires), in one transaction. An
 * invitation creates its account and never touches an existing one (`account_exists`: the link is
 * spent, the account as it was); a reset link sets the password of the account it names, unless
 * that account was disabled since. */
export async function redeemInvitation(
  db: Db,
  instanceId: number,
  tokenHash: Uint8Array,
  account: { passwordHash: string; name: string | undefined },
): Promise<Redeemed> {
  return db.transaction(async (tx) => {
    const [invitation] = await tx
      .update(staffInvitations)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(staffInvitations.tokenHash, tokenHash),
          eq(staffInvitations.instanceId, instanceId),
          isNull(staffInvitations.usedAt),
          gt(staffInvitations.expiresAt, sql`now()`),
        ),
      )
      .returning();
    if (!invitation) return { outcome: 'invalid' };
    const { passwordHash, name } = account;
    if (invitation.purpose === 'reset') {
      const [user] = await tx
        .update(staffUsers)
        .set({ passwordHash, ...(name ? { name } : {}) })
        .where(venueWhere(staffUsers, instanceId, { id: invitation.userId! }, isNull(staffUsers.disabledAt)))
        .returning();
      return user ? { outcome: 'reset', user } : { outcome: 'invalid' };
    }
    const [user] = await tx
      .insert(staffUsers)
      .values({ instanceId, email: invitation.email, role: invitation.role, name: name ?? '', passwordHash })
      .onConflictDoNothing({ target: [staffUsers.instanceId, staffUsers.email] })
      .returning();
    return user ? { outcome: 'created', user } : { outcome: 'account_exists' };
  });
}

/** Counts one sign-in attempt under each key as a failure before the password is checked, unless a
 * key must still wait: then nothing is counted and the longest wait is answered. The keys' rows
 * are locked for the check, so concurrent attempts are counted one after another. */
export async function takeSignInAttempt(
  db: Db,
  instanceId: number,
  keys: Record<SignInThrottleKind, string>,
  now: Date,
): Promise<{ waitMs: number }> {
  const kinds = Object.keys(keys) as SignInThrottleKind[];
  const keyList = kinds.map((kind) => keys[kind]);
  return db.transaction(async (tx) => {
    // keys forgotten by now go, so the table holds about a day of failures
    await tx
      .delete(staffSignInFailures)
      .where(
        and(
          eq(staffSignInFailures.instanceId, instanceId),
          lt(staffSignInFailures.lastFailedAt, new Date(now.getTime() - SIGN_IN_FAILURES_FORGOTTEN_MS)),
        ),
      );
    await tx
      .insert(staffSignInFailures)
      .values(keyList.map((key) => ({ instanceId, key, failures: 0, lastFailedAt: now })))
      .onConflictDoNothing();
    const rows = await tx
      .select()
      .from(staffSignInFailures)
      .where(and(eq(staffSignInFailures.instanceId, instanceId), inArray(staffSignInFailures.key, keyList)))
      .orderBy(asc(staffSignInFailures.key))
      .for('update');
    const stateOf = (kind: SignInThrottleKind): SignInFailures | null =>
      rows.find((row) => row.key === keys[kind]) ?? null;
    const waitMs = Math.max(...kinds.map((kind) => signInWaitMs(kind, stateOf(kind), now)));
    if (waitMs > 0) return { waitMs };
    for (const kind of kinds) {
      await tx
        .update(staffSignInFailures)
        .set({ failures: failuresCounted(stateOf(kind), now) + 1, lastFailedAt: now })
        .where(and(eq(staffSignInFailures.instanceId, instanceId), eq(staffSignInFailures.key, keys[kind])));
    }
    return { waitMs: 0 };
  });
}

/** Forgets the failures of the given keys (after a right password). */
export async function clearSignInFailures(db: Db, instanceId: number, keys: string[]): Promise<void> {
  await db
    .delete(staffSignInFailures)
    .where(and(eq(staffSignInFailures.instanceId, instanceId), inArray(staffSignInFailures.key, keys)));
}

/** Stores a pairing code and retires the venue's oldest live ones beyond the most that may be live. */
export async function insertPairingCode(
  db: Db,
  values: typeof staffPairingCodes.$inferInsert,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(staffPairingCodes).values(values);
    const live = tx
      .select({ id: staffPairingCodes.id })
      .from(staffPairingCodes)
      .where(
        venueWhere(
          staffPairingCodes,
          values.instanceId,
          {},
          isNull(staffPairingCodes.usedAt),
          gt(staffPairingCodes.expiresAt, sql`now()`),
        ),
      )
      .orderBy(desc(staffPairingCodes.createdAt))
      .offset(STAFF_PAIRING_LIVE_CODES);
    await tx
      .update(staffPairingCodes)
      .set({ expiresAt: sql`now()` })
      .where(inArray(staffPairingCodes.id, live));
  });
}

/** Uses a pairing code up (once, before it expires): the branch it names; null for a wrong code,
 * which counts towards the venue's ceiling; `ceiling` while the venue has reached it. The venue's
 * pairings are taken one at a time under an advisory lock, so the ceiling holds under concurrency
 * and across server processes. */
export async function redeemPairingCode(
  db: Db,
  instanceId: number,
  codeHash: Uint8Array,
  now: Date,
): Promise<number | null | 'ceiling'> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PAIRING_LOCK}, ${instanceId})`);
    const since = new Date(now.getTime() - STAFF_PAIRING_FAILURES_WINDOW_MS);
    const [failed] = await tx
      .select({ n: count() })
      .from(staffPairingFailures)
      .where(venueWhere(staffPairingFailures, instanceId, {}, gt(staffPairingFailures.failedAt, since)));
    if (!pairingAllowed(failed?.n ?? 0)) return 'ceiling';
    const [row] = await tx
      .update(staffPairingCodes)
      .set({ usedAt: sql`now()` })
      .where(
        venueWhere(
          staffPairingCodes,
          instanceId,
          { codeHash },
          isNull(staffPairingCodes.usedAt),
          gt(staffPairingCodes.expiresAt, sql`now()`),
        ),
      )
      .returning({ supplierId: staffPairingCodes.supplierId });
    if (row) return row.supplierId;
    // failures out of the window count no more: the table holds one window of them
    await tx
      .delete(staffPairingFailures)
      .where(venueWhere(staffPairingFailures, instanceId, {}, lt(staffPairingFailures.failedAt, since)));
    await tx.insert(staffPairingFailures).values({ instanceId, failedAt: now });
    return null;
  });
}

/** The venue's own domains, in order: its console opens on the first (staff-invite-link.ts). */
export async function venueHosts(db: Db, instanceId: number): Promise<string[]> {
  const rows = await db
    .select({ host: domains.host })
    .from(domains)
    .where(eq(domains.instanceId, instanceId))
    .orderBy(domains.host);
  return rows.map((row) => row.host);
}
