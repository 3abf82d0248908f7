import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staffInvitations, staffPairingCodes, staffUsers } from '../../db/schema.ts';
import { venueRow, venueWhere } from '../../lib/venue-rows.ts';

// Staff accounts, invitations and tablet pairing codes (docs/decisions/026-staff-accounts.md):
// the only code that touches their tables. Every lookup is within the venue; secrets are hashes.

export type StaffUserRow = typeof staffUsers.$inferSelect;

export async function findStaffUser(db: Db, instanceId: number, email: string): Promise<StaffUserRow | null> {
  return venueRow(db, staffUsers, instanceId, { email });
}

/** Records failed sign-ins and the lock they bring (both cleared by a success). */
export async function setSignInFailures(
  db: Db,
  userId: string,
  failures: number,
  lockedUntil: Date | null,
): Promise<void> {
  await db.update(staffUsers).set({ failedSignIns: failures, lockedUntil }).where(eq(staffUsers.id, userId));
}

export async function setPasswordHash(
  db: Db,
  instanceId: number,
  userId: string,
  passwordHash: string,
): Promise<void> {
  await db
    .update(staffUsers)
    .set({ passwordHash })
    .where(and(eq(staffUsers.id, userId), eq(staffUsers.instanceId, instanceId)));
}

export async function insertInvitation(db: Db, values: typeof staffInvitations.$inferInsert): Promise<void> {
  await db.insert(staffInvitations).values(values);
}

/** Uses an invitation up (once, before it expires) and creates or resets its account, in one
 * transaction; null when the invitation is unknown, used or expired. */
export async function redeemInvitation(
  db: Db,
  instanceId: number,
  tokenHash: Uint8Array,
  account: { passwordHash: string; name: string | undefined },
): Promise<StaffUserRow | null> {
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
    if (!invitation) return null;
    const { passwordHash, name } = account;
    const [user] = await tx
      .insert(staffUsers)
      .values({ instanceId, email: invitation.email, role: invitation.role, name: name ?? '', passwordHash })
      .onConflictDoUpdate({
        target: [staffUsers.instanceId, staffUsers.email],
        set: {
          role: invitation.role,
          passwordHash,
          failedSignIns: 0,
          lockedUntil: null,
          disabledAt: null,
          ...(name ? { name } : {}),
        },
      })
      .returning();
    return user ?? null;
  });
}

export async function insertPairingCode(
  db: Db,
  values: typeof staffPairingCodes.$inferInsert,
): Promise<void> {
  await db.insert(staffPairingCodes).values(values);
}

/** Uses a pairing code up (once, before it expires): the branch it names, or null. */
export async function redeemPairingCode(
  db: Db,
  instanceId: number,
  codeHash: Uint8Array,
): Promise<number | null> {
  const [row] = await db
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
  return row?.supplierId ?? null;
}
