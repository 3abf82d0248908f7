import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { NO_STORE } from '../../lib/http.ts';
import { auditActorOf } from '../staff/audit-log.ts';
import { type AuthenticatedStaff, requireStaff } from '../staff/staff.auth.ts';
import { getStaffOrder } from './on-table.staff.ts';

// What the staff's writes on a table order share (order entry, ADR 112; corrections, ADR 114): who
// writes, as the audit log names them, and the answer, the staff's view of the order read after the
// write's commit.

/** The staff member of the request and how the audit log names them. */
export async function whoOf(request: FastifyRequest) {
  return { staff: await requireStaff(request), actor: await auditActorOf(request) };
}

/** Answers the staff's view of the order `id` as the write left it, never cached. */
export function staffOrderAnswer(app: FastifyInstance) {
  return async (reply: FastifyReply, staff: AuthenticatedStaff, statusCode: number, id: string) =>
    reply
      .code(statusCode as 200)
      .header('cache-control', NO_STORE)
      .send(await getStaffOrder(app, staff.instanceId, id));
}
