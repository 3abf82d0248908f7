import type { FastifyRequest } from 'fastify';
import type { AuditActor } from './audit-log.repository.ts';
import { requireStaff } from './staff.auth.ts';
import { sessionOf } from './staff-session.ts';

// The back office's audit log (docs/back-office.md#audit-log, ADR 105): every change an owner or
// manager makes to the venue's business is recorded with who made it and the row before and after,
// in the transaction of the change itself, so a change is never applied without its record.

/** The staff member of the request as the audit log names them. */
export async function auditActorOf(request: FastifyRequest): Promise<AuditActor> {
  const staff = await requireStaff(request);
  if (staff.role === null) return { userId: null, name: staff.label };
  const session = await sessionOf(request);
  return { userId: session?.userId ?? null, name: staff.label };
}

export { type AuditActor, type AuditChange, auditPage, recordChange } from './audit-log.repository.ts';
