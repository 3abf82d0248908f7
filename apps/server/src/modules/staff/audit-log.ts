import {
  AUDIT_PAGE_SIZE,
  type AuditArea,
  type AuditEntry,
  type AuditPage,
} from '@storefront/domain/staff/audit-log.schema';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';
import { requireStaff } from './staff.auth.ts';
import { sessionOf } from './staff-session.ts';

// The back office's audit log (docs/back-office.md#audit-log, ADR 105): every change an owner or
// manager makes to the venue's business is recorded with who made it and the row before and after,
// in the transaction of the change itself, so a change is never applied without its record.

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

/** The staff member of the request as the audit log names them. */
export async function auditActorOf(request: FastifyRequest): Promise<AuditActor> {
  const staff = await requireStaff(request);
  if (staff.role === null) return { userId: null, name: staff.label };
  const session = await sessionOf(request);
  return { userId: session?.userId ?? null, name: staff.label };
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
