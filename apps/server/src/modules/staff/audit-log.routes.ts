import { auditPageSchema, auditQuery } from '@storefront/domain/staff/audit-log.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorAnswers } from '../../lib/http.ts';
import { auditPage } from './audit-log.ts';
import { requireStaff, staffHeaders, staffRequired } from './staff.auth.ts';

// GET /staff/audit.json: the back office's audit log for owners and managers (`audit.read`,
// docs/back-office.md#audit-log), newest first, a page at a time.

export const auditLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/audit.json',
    {
      preValidation: staffRequired,
      schema: {
        tags: ['staff'],
        summary: "Who changed what of the venue's menu, branches and brand, newest first",
        headers: staffHeaders,
        querystring: auditQuery,
        response: { 200: auditPageSchema, ...errorAnswers(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { instanceId } = await requireStaff(request);
      reply.header('cache-control', 'no-store');
      return auditPage(app.db, instanceId, request.query);
    },
  );
};
