import { and, desc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { smsCodes } from '../../db/schema.ts';
import { venueWhere } from '../../lib/venue-rows.ts';

export type SmsCodeRow = typeof smsCodes.$inferSelect;

interface Owner {
  instanceId: number;
  profileId: string;
  phone: string;
}

const of = ({ instanceId, profileId, phone }: Owner) =>
  venueWhere(smsCodes, instanceId, { profileId, phone });

export async function latestCode(db: Db, owner: Owner): Promise<SmsCodeRow | null> {
  const [row] = await db.select().from(smsCodes).where(of(owner)).orderBy(desc(smsCodes.sentAt)).limit(1);
  return row ?? null;
}

export async function insertCode(
  tx: Db,
  owner: Owner,
  code: { id: string; codeHash: string; sentAt: Date },
): Promise<SmsCodeRow> {
  const [row] = await tx
    .insert(smsCodes)
    .values({ ...owner, ...code })
    .returning();
  return row!;
}

/** Counts a try. */
export async function countAttempt(tx: Db, id: string): Promise<void> {
  await tx
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(eq(smsCodes.id, id));
}

export async function markVerified(tx: Db, id: string, at: Date): Promise<void> {
  await tx.update(smsCodes).set({ verifiedAt: at }).where(eq(smsCodes.id, id));
}

/** When this profile last confirmed the phone, if it did since `since`. */
export async function lastVerifiedSince(db: Db, owner: Owner, since: Date): Promise<Date | null> {
  const rows = await db
    .select({ verifiedAt: smsCodes.verifiedAt })
    .from(smsCodes)
    .where(and(of(owner), isNotNull(smsCodes.verifiedAt), gte(smsCodes.verifiedAt, since)))
    .orderBy(desc(smsCodes.verifiedAt))
    .limit(1);
  return rows[0]?.verifiedAt ?? null;
}
