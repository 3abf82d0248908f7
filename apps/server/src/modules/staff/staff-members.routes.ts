import { passwordResetEmail } from '@storefront/domain/staff/staff-messages';
import { roleMayActOn, type StaffRole, staffRoles } from '@storefront/domain/staff/staff-roles.rules';
import {
  passwordResetSchema,
  staffMemberChangeBody,
  staffMemberSchema,
  staffMembersSchema,
} from '@storefront/domain/staff/staff-session.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers } from '../../lib/http.ts';
import { requestLang } from '../../lib/lang.ts';
import { OutboxEmailSender } from '../email/outbox.email.ts';
import { requireStaff, staffRequired } from './staff.auth.ts';
import { listStaffUsers, type StaffUserRow } from './staff-accounts.repository.ts';
import { type Actor, changeAccount, issuePasswordReset } from './staff-accounts.service.ts';
import { actorOf, invitationLink, linkWords } from './staff-session.routes.ts';
import { announceEndedSessions } from './staff-session.ts';

// The venue's staff accounts for owners and managers (docs/staff-api.md "Accounts",
// docs/staff-roles.md): the list, a role change, disabling and enabling, a password-reset link.
// Nobody acts on their own account here or on one of a higher role (roleMayActOn); every change
// ends the account's sessions and closes their event streams at once, in every server process.

const tags = ['staff'];
const errors = errorAnswers(400, 401, 403, 404, 409);
const memberParams = z.object({ member: z.uuid() });
const roleOf = (value: string): StaffRole => staffRoles.find((r) => r === value) ?? 'kitchen';

function memberOf(row: StaffUserRow, actor: Actor) {
  const role = roleOf(row.role);
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role,
    disabled: row.disabledAt !== null,
    manageable: actor.role === null || roleMayActOn(actor.role, role, actor.userId === row.id),
  };
}

export const staffMembersRoutes: FastifyPluginAsyncZod = async (app) => {
  const email = new OutboxEmailSender(app.db, app.log);

  app.get(
    '/staff/members.json',
    {
      preValidation: staffRequired,
      schema: {
        tags,
        summary: "The venue's staff accounts, and which of them the one asking may change",
        response: { 200: staffMembersSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { instanceId } = await requireStaff(request);
      const actor = await actorOf(request);
      reply.header('cache-control', 'no-store');
      return { members: (await listStaffUsers(app.db, instanceId)).map((row) => memberOf(row, actor)) };
    },
  );

  app.put(
    '/staff/members/:member.json',
    {
      preValidation: staffRequired,
      schema: {
        tags,
        summary:
          "Change another's role, or disable or enable their account: only of a lower role; their sessions end",
        params: memberParams,
        body: staffMemberChangeBody,
        response: { 200: staffMemberSchema, ...errors },
      },
    },
    async (request) => {
      const { instanceId } = await requireStaff(request);
      const actor = await actorOf(request);
      const { user, endedSessions } = await changeAccount(
        app.db,
        instanceId,
        actor,
        request.params.member,
        request.body,
      );
      await announceEndedSessions(app, instanceId, endedSessions);
      return memberOf(user, actor);
    },
  );

  app.post(
    '/staff/members/:member/password_reset.json',
    {
      preValidation: staffRequired,
      schema: {
        tags,
        summary:
          "A one-time link that sets a new password for another's account: the old one stops working, their sessions end",
        params: memberParams,
        response: { 200: passwordResetSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { instanceId } = await requireStaff(request);
      const { token, expiresAt, user, endedSessions } = await issuePasswordReset(
        app.db,
        instanceId,
        await actorOf(request),
        request.params.member,
      );
      await announceEndedSessions(app, instanceId, endedSessions);
      const link = invitationLink(request, token);
      const words = await linkWords(request, instanceId, expiresAt);
      const mail = passwordResetEmail(requestLang(request), { ...words, link });
      await email.send({ instanceId, to: user.email, ...mail }).catch(() => {});
      reply.header('cache-control', 'no-store');
      return { link, expires_at: expiresAt.toISOString() };
    },
  );
};
