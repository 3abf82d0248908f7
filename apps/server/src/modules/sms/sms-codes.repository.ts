import { and, count, desc, eq, gte, isNotNull, isNull, lt, sql } from 'drizzle-orm';
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

/** Takes one try of a code in the database, while it has tries left and is not confirmed: the
 * tries it has used now, or null when none was left. One statement, so concurrent wrong codes each
 * take their own try and no more than the limit are ever compared. */
export async function takeAttempt(tx: Db, id: string, maxAttempts: number): Promise<number | null> {
  const [row] = await tx
    .update(smsCodes)
    .set({ attempts: sql`${smsCodes.attempts} + 1` })
    .where(and(eq(smsCodes.id, id), lt(smsCodes.attempts, maxAttempts), isNull(smsCodes.verifiedAt)))
    .returning({ attempts: smsCodes.attempts });
  return row?.attempts ?? null;
}

/** The advisory lock of the codes sent to one phone of a venue (two-key form: this namespace, the
 * hash of venue and phone): sends to a phone are decided one at a time, in every server process. */
const PHONE_LOCK = 5202;

/** Stores a new code for a diner and phone unless the phone had its share in the window or the
 * diner asked too recently (`refuse` says which, from the phone's count and the diner's last code);
 * decided under the phone's lock, so concurrent requests from any number of diners hold the limits. */
export async function insertCodeWithin<R>(
  db: Db,
  owner: Owner,
  code: { id: string; codeHash: string; sentAt: Date },
  windowStart: Date,
  refuse: (sentToPhone: number, lastOfDiner: Date | null) => R | null,
): Promise<{ row: SmsCodeRow } | { refused: R }> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${PHONE_LOCK}, hashtext(${`${owner.instanceId}:${owner.phone}`}))`,
    );
    const [sent] = await tx
      .select({
        n: count(),
        last: sql<Date | null>`max(${smsCodes.sentAt}) filter (where ${smsCodes.profileId} = ${owner.profileId})`,
      })
      .from(smsCodes)
      .where(
        venueWhere(smsCodes, owner.instanceId, { phone: owner.phone }, gte(smsCodes.sentAt, windowStart)),
      );
    // the diner's last code, when it was sent in the window (an older one waits for nothing)
    const last = sent?.last ? new Date(sent.last) : null;
    const refused = refuse(sent?.n ?? 0, last);
    if (refused !== null) return { refused };
    return { row: await insertCode(tx, owner, code) };
  });
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
