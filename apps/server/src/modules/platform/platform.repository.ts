import { and, eq, gt, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { domains, instances, platformAudit, platformOperators, platformSessions } from '../../db/schema.ts';

// The platform console's rows (migration 0049, docs/decisions/123-platform-console.md): operators,
// their sessions, their audit, and the venue list and lock columns the console reads and writes.

export type OperatorRow = typeof platformOperators.$inferSelect;

export async function findOperatorByEmail(db: Db, email: string): Promise<OperatorRow | null> {
  const [row] = await db.select().from(platformOperators).where(eq(platformOperators.email, email));
  return row ?? null;
}

/** An operator invited (a new one) or invited again (one who lost the password): the invitation's
 * hash and expiry; their password, if any, stops working. */
export async function upsertInvitation(
  db: Db,
  email: string,
  invitationHash: Buffer,
  expiresAt: Date,
): Promise<void> {
  await db
    .insert(platformOperators)
    .values({ email, invitationHash, invitationExpiresAt: expiresAt })
    .onConflictDoUpdate({
      target: platformOperators.email,
      set: { invitationHash, invitationExpiresAt: expiresAt, passwordHash: null },
    });
}

/** The invitation's operator, once: its hash is cleared as the password is set (null when it is not
 * a live invitation). */
export async function acceptInvitation(
  db: Db,
  invitationHash: Buffer,
  values: { name: string; passwordHash: string },
  now: Date,
): Promise<OperatorRow | null> {
  const [row] = await db
    .update(platformOperators)
    .set({ ...values, invitationHash: null, invitationExpiresAt: null })
    .where(
      and(
        eq(platformOperators.invitationHash, invitationHash),
        gt(platformOperators.invitationExpiresAt, now),
      ),
    )
    .returning();
  if (row) await db.delete(platformSessions).where(eq(platformSessions.operatorId, row.id));
  return row ?? null;
}

export async function insertSession(
  db: Db,
  values: { tokenHash: Buffer; operatorId: string; expiresAt: Date },
): Promise<void> {
  await db.insert(platformSessions).values(values);
}

export async function findSessionOperator(db: Db, tokenHash: Buffer, now: Date): Promise<OperatorRow | null> {
  const [row] = await db
    .select({ operator: platformOperators })
    .from(platformSessions)
    .innerJoin(platformOperators, eq(platformOperators.id, platformSessions.operatorId))
    .where(and(eq(platformSessions.tokenHash, tokenHash), gt(platformSessions.expiresAt, now)));
  return row?.operator ?? null;
}

export async function deleteSession(db: Db, tokenHash: Buffer): Promise<void> {
  await db.delete(platformSessions).where(eq(platformSessions.tokenHash, tokenHash));
}

export async function audit(
  db: Db,
  values: { operatorId: string | null; action: string; venueSlug: string; detail?: Record<string, unknown> },
): Promise<void> {
  await db.insert(platformAudit).values({ ...values, detail: values.detail ?? {} });
}

export interface VenueListRow {
  id: number;
  slug: string;
  name: string;
  countryCode: string;
  status: string;
  lockedReason: string | null;
  removalDueAt: Date | null;
  lastOrderAt: Date | null;
  errorsLastHour: number;
}

/** Every venue with its status, its last order and the storefront errors of the last hour. */
export async function listVenues(db: Db, now: Date): Promise<VenueListRow[]> {
  const hourAgo = new Date(now.getTime() - 3_600_000);
  return db
    .select({
      id: instances.id,
      slug: instances.slug,
      name: instances.name,
      countryCode: instances.countryCode,
      status: instances.status,
      lockedReason: instances.lockedReason,
      removalDueAt: instances.removalDueAt,
      lastOrderAt:
        sql<Date | null>`(select max(p.created_at) from purchases p where p.instance_id = instances.id)`.mapWith(
          (value: string | Date | null) => (value === null ? null : new Date(value)),
        ),
      errorsLastHour:
        sql<number>`(select count(*)::int from client_errors e where e.instance_id = instances.id and e.created_at > ${hourAgo.toISOString()}::timestamptz)`.mapWith(
          Number,
        ),
    })
    .from(instances)
    .orderBy(instances.slug);
}

export async function findVenueBySlug(db: Db, slug: string) {
  const [row] = await db
    .select({ id: instances.id, slug: instances.slug, status: instances.status })
    .from(instances)
    .where(eq(instances.slug, slug));
  return row ?? null;
}

/** Locks (with the reason) or unlocks a venue; a removal date is set or cleared with it. */
export async function setLock(
  db: Db,
  instanceId: number,
  lock: { reason: string; at: Date; removalDueAt?: Date | null } | null,
): Promise<void> {
  await db
    .update(instances)
    .set(
      lock
        ? {
            status: 'locked',
            lockedReason: lock.reason,
            lockedAt: lock.at,
            ...(lock.removalDueAt === undefined ? {} : { removalDueAt: lock.removalDueAt }),
            updatedAt: sql`now()`,
          }
        : { status: 'active', lockedReason: null, lockedAt: null, removalDueAt: null, updatedAt: sql`now()` },
    )
    .where(eq(instances.id, instanceId));
}

/** The venues whose removal date has passed. */
export async function venuesDueForRemoval(db: Db, now: Date): Promise<{ id: number; slug: string }[]> {
  return db
    .select({ id: instances.id, slug: instances.slug })
    .from(instances)
    .where(and(isNotNull(instances.removalDueAt), lte(instances.removalDueAt, now)));
}

/** Deletes a venue and every row of it, in one statement: each table holding an `instance_id`
 * loses that venue's rows in one data-modifying WITH, so the foreign keys between them (checked at
 * the statement's end) never see a row whose parent is gone before it. */
export async function deleteVenue(db: Db, instanceId: number): Promise<void> {
  const tables = rowsOf<{ table_name: string }>(
    await db.execute(
      sql`select table_name from information_schema.columns
          where table_schema = 'public' and column_name = 'instance_id' and table_name <> 'instances'
          order by table_name`,
    ),
  ).map((row) => row.table_name);
  const deletes = tables.map(
    (table, index) =>
      sql`${sql.raw(`d${index}`)} as (delete from ${sql.identifier(table)} where instance_id = ${instanceId})`,
  );
  await db.execute(sql`with ${sql.join(deletes, sql`, `)} delete from instances where id = ${instanceId}`);
}

/** Whether any of these hosts already names a venue. */
export async function anyDomainTaken(db: Db, hosts: string[]): Promise<boolean> {
  const taken = await db.select({ host: domains.host }).from(domains).where(inArray(domains.host, hosts));
  return taken.length > 0;
}
