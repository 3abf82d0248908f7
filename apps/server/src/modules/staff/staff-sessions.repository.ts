import { and, eq, gt, isNull, ne, type SQL, sql } from 'drizzle-orm';
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
      // a person's role is their account's now, not the one they signed in with
      role: sql<string>`coalesce(${staffUsers.role}, ${staffSessions.role})`,
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

/** Ends the live sessions of a venue that meet `condition`; the ids ended. */
async function revokeWhere(db: Db, instanceId: number, condition: SQL | undefined): Promise<string[]> {
  const rows = await db
    .update(staffSessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(staffSessions.instanceId, instanceId), isNull(staffSessions.revokedAt), condition))
    .returning({ id: staffSessions.id });
  return rows.map((row) => row.id);
}

/** Ends one session; the ids ended (none when it had ended already). */
export function revokeSession(db: Db, instanceId: number, sessionId: string): Promise<string[]> {
  return revokeWhere(db, instanceId, eq(staffSessions.id, sessionId));
}

/** Ends every live session of an account, but `keep` when given; the ids ended. */
export function revokeSessionsOf(
  db: Db,
  instanceId: number,
  userId: string,
  keep?: string,
): Promise<string[]> {
  return revokeWhere(
    db,
    instanceId,
    and(eq(staffSessions.userId, userId), keep ? ne(staffSessions.id, keep) : undefined),
  );
}
