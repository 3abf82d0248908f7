import {
  AUDIT_PAGE_SIZE,
  type AuditArea,
  type AuditEntry,
  type AuditPage,
} from '@storefront/domain/staff/audit-log.schema';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';

// The audit_log table (migration 0029): entries added in the change's transaction, read a page at
// a time newest first (docs/back-office.md#audit-log).

/** Who made a change: the staff account (null for an integration's token) and how to name them. */
export interface AuditActor {
  userId: string | null;
  name: string;
}

/** A change to record: the back-office area, what was done (`create`, `update`, `archive`…), to
 * what (a product's key, a branch's slug…), and the row before and after (null when none). */
export interface AuditChange {
  area: AuditArea;
  action: string;
  subject: string;
  before: unknown;
  after: unknown;
}

/** Records a change; call it with the transaction that makes the change. */
export async function recordChange(
  tx: Db,
  instanceId: number,
  actor: AuditActor,
  change: AuditChange,
): Promise<void> {
  await tx.insert(auditLog).values({
    instanceId,
    actorUserId: actor.userId,
    actor: actor.name.slice(0, 200),
    area: change.area,
    action: change.action.slice(0, 60),
    subject: change.subject.slice(0, 200),
    before: change.before ?? null,
    after: change.after ?? null,
  });
}

/** One page of the venue's log, newest first, optionally of one area, below the id `before`. */
export async function auditPage(
  db: Db,
  instanceId: number,
  query: { area?: AuditArea | undefined; before?: number | undefined },
): Promise<AuditPage> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(
      and(
        eq(auditLog.instanceId, instanceId),
        query.area ? eq(auditLog.area, query.area) : undefined,
        query.before ? lt(auditLog.id, query.before) : undefined,
      ),
    )
    .orderBy(desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE + 1);
  const page = rows.slice(0, AUDIT_PAGE_SIZE);
  const entries: AuditEntry[] = page.map((row) => ({
    id: row.id,
    at: row.at.toISOString(),
    actor: row.actor,
    area: row.area as AuditArea,
    action: row.action,
    subject: row.subject,
    before: row.before,
    after: row.after,
  }));
  return { entries, next: rows.length > AUDIT_PAGE_SIZE ? (page.at(-1)?.id ?? null) : null };
}
