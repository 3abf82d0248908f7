import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staffSessions, staffUsers, suppliers } from '../../db/schema.ts';

// The staff console's sessions (docs/decisions/026-staff-accounts.md): only a secret's hash is stored.

export async function insertSession(db: Db, values: typeof staffSessions.$inferInsert): Promise<void> {
  await db.insert(staffSessions).values(values);
}

/** A live session of this venue by its secret's hash, with its person and branch. */
export async function findLiveSession(db: Db, instanceId: number, tokenHash: Uint8Array) {
  const [row] = await db
    .select({
      id: staffSessions.id,
      role: staffSessions.role,
      userId: staffSessions.userId,
      supplierId: staffSessions.supplierId,
      label: staffSessions.label,
      email: staffUsers.email,
      name: staffUsers.name,
      disabledAt: staffUsers.disabledAt,
      supplierSlug: suppliers.slug,
    })
    .from(staffSessions)
    .leftJoin(staffUsers, eq(staffUsers.id, staffSessions.userId))
    .leftJoin(suppliers, eq(suppliers.id, staffSessions.supplierId))
    .where(
      and(
        eq(staffSessions.tokenHash, tokenHash),
        eq(staffSessions.instanceId, instanceId),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, sql`now()`),
      ),
    );
  return row ?? null;
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db.update(staffSessions).set({ revokedAt: sql`now()` }).where(eq(staffSessions.id, sessionId));
}

/** Ends every session of a user but the given one (after a password change). */
export async function revokeOtherSessions(db: Db, userId: string, keep: string): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(staffSessions.userId, userId),
        isNull(staffSessions.revokedAt),
        sql`${staffSessions.id} <> ${keep}`,
      ),
    );
}
