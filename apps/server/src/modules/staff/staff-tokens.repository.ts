import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { staffTokens } from '../../db/schema.ts';

// The only code that touches staff tokens. Only a token's SHA-256 is stored (staff.auth.ts).

export async function insertStaffToken(
  db: Db,
  values: { instanceId: number; tokenHash: Buffer; label: string },
  { ifNew = false } = {},
): Promise<void> {
  const insert = db.insert(staffTokens).values(values);
  await (ifNew ? insert.onConflictDoNothing() : insert);
}

/** The venue's live token with this hash, marked used now; null for an unknown or revoked one. */
export async function useStaffToken(
  db: Db,
  instanceId: number,
  tokenHash: Buffer,
): Promise<{ id: string; label: string } | null> {
  const [row] = await db
    .update(staffTokens)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(staffTokens.tokenHash, tokenHash),
        eq(staffTokens.instanceId, instanceId),
        isNull(staffTokens.revokedAt),
      ),
    )
    .returning({ id: staffTokens.id, label: staffTokens.label });
  return row ?? null;
}
