import { invitationEmail } from '@storefront/domain/staff/staff-messages';
import {
  rolePermissions,
  STAFF_SESSION_MS,
  STAFF_TABLET_SESSION_MS,
} from '@storefront/domain/staff/staff-roles.rules';
import {
  acceptInvitationBody,
  changePasswordBody,
  invitationSchema,
  inviteBody,
  pairBody,
  pairingCodeBody,
  pairingCodeSchema,
  signInBody,
  staffMeSchema,
} from '@storefront/domain/staff/staff-session.schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorAnswers, originOf, perClientPerMinute } from '../../lib/http.ts';
import { requestLang } from '../../lib/lang.ts';
import { requireInstanceId } from '../../plugins/tenancy.ts';
import { OutboxEmailSender } from '../email/outbox.email.ts';
import { requireSupplierByRef as branchOf, getInstance } from '../venue/venue.repository.ts';
import { requireStaff, staffRequired } from './staff.auth.ts';
import {
  acceptInvitation,
  changePassword,
  createPairingCode,
  invite,
  type SignedInUser,
  signIn,
  usePairingCode,
} from './staff-accounts.service.ts';
import {
  checkSameOrigin,
  clearedSessionCookie,
  createSession,
  requireSession,
  type StaffSession,
  sessionCookie,
  sessionOf,
} from './staff-session.ts';
import { revokeOtherSessions, revokeSession } from './staff-sessions.repository.ts';

// Staff sign-in, sign-out, password change, invitations and tablet pairing (docs/staff-api.md;
// docs/staff-api.md "Sessions", docs/decisions/026-staff-accounts.md).

const tags = ['staff'];
const errors = errorAnswers(400, 401, 403, 404, 410, 429);
const ok = z.object({ ok: z.literal(true) });

export interface StaffSessionRoutesOptions {
  /** Sign-in, invitation and pairing attempts a minute per address and host (docs/operations.md). */
  signInPerMinute: number;
}

async function venueSlug(request: FastifyRequest): Promise<string> {
  return (await getInstance(request.server.db, requireInstanceId(request)))?.slug ?? '';
}

async function meOf(request: FastifyRequest, session: Omit<StaffSession, 'sessionId' | 'label'>) {
  return {
    kind: session.userId ? ('user' as const) : ('tablet' as const),
    email: session.email,
    name: session.name,
    role: session.role,
    permissions: [...rolePermissions[session.role]],
    supplier: session.supplierSlug,
    venue: await venueSlug(request),
  };
}

async function startSession(request: FastifyRequest, reply: FastifyReply, user: SignedInUser) {
  const instanceId = requireInstanceId(request);
  const secret = await createSession(request.server.db, {
    instanceId,
    userId: user.id,
    supplierId: null,
    role: user.role,
    label: user.name || user.email,
    ttlMs: STAFF_SESSION_MS,
  });
  reply.header('set-cookie', sessionCookie(request, secret, STAFF_SESSION_MS));
  reply.header('cache-control', 'no-store');
  return meOf(request, {
    instanceId,
    role: user.role,
    userId: user.id,
    email: user.email,
    name: user.name,
    supplierId: null,
    supplierSlug: null,
  });
}

export const staffSessionRoutes: FastifyPluginAsyncZod<StaffSessionRoutesOptions> = async (app, options) => {
  const rateLimit = perClientPerMinute(options.signInPerMinute);
  const email = new OutboxEmailSender(app.db, app.log);

  app.post(
    '/staff/session.json',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Sign in with e-mail and password: sets the HttpOnly session cookie of this venue',
        body: signInBody,
        response: { 200: staffMeSchema, ...errors },
      },
    },
    async (request, reply) => {
      checkSameOrigin(request);
      const user = await signIn(
        app.db,
        requireInstanceId(request),
        request.body.email,
        request.body.password,
      );
      return startSession(request, reply, user);
    },
  );

  app.get(
    '/staff/session.json',
    {
      schema: {
        tags,
        summary: 'Who is signed in (role, permissions, a tablet’s branch), or 401',
        response: { 200: staffMeSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return meOf(request, await requireSession(request));
    },
  );

  app.delete(
    '/staff/session.json',
    {
      schema: {
        tags,
        summary: 'Sign out: ends this session and clears its cookie',
        response: { 200: ok, ...errors },
      },
    },
    async (request, reply) => {
      checkSameOrigin(request);
      const session = await sessionOf(request);
      if (session) await revokeSession(app.db, session.sessionId);
      reply.header('set-cookie', clearedSessionCookie(request));
      return { ok: true as const };
    },
  );

  app.put(
    '/staff/password.json',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Change one’s password (the current one is checked); ends the other sessions',
        body: changePasswordBody,
        response: { 200: ok, ...errors },
      },
    },
    async (request) => {
      const session = await requireSession(request);
      await changePassword(app.db, session, request.body.current_password, request.body.new_password);
      if (session.userId) await revokeOtherSessions(app.db, session.userId, session.sessionId);
      return { ok: true as const };
    },
  );

  app.post(
    '/staff/invitations.json',
    {
      preValidation: staffRequired,
      schema: {
        tags,
        summary: 'Invite a staff member: answers the one-time link that sets their password',
        body: inviteBody,
        response: { 200: invitationSchema, ...errors },
      },
    },
    async (request) => {
      const staff = await requireStaff(request);
      const userId = staff.role === null ? null : ((await sessionOf(request))?.userId ?? null);
      const { token, expiresAt } = await invite(
        app.db,
        staff.instanceId,
        request.body.email,
        request.body.role,
        {
          role: staff.role,
          userId,
        },
      );
      const link = `${originOf(request)}/staff/invitation?token=${token}`;
      // the invitee also gets the link by e-mail (the outbox adapter, docs/staff-roles.md)
      const instance = await getInstance(app.db, staff.instanceId);
      const mail = invitationEmail(requestLang(request), {
        venue: instance?.name ?? '',
        role: request.body.role,
        link,
        until: new Intl.DateTimeFormat(requestLang(request), {
          dateStyle: 'medium',
          timeStyle: 'short',
          timeZone: instance?.timezone ?? 'UTC',
        }).format(expiresAt),
      });
      await email.send({ instanceId: staff.instanceId, to: request.body.email, ...mail }).catch(() => {});
      return { link, expires_at: expiresAt.toISOString() };
    },
  );

  app.post(
    '/staff/invitations/accept.json',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'Use an invitation: sets the password and signs in',
        body: acceptInvitationBody,
        response: { 200: staffMeSchema, ...errors },
      },
    },
    async (request, reply) => {
      checkSameOrigin(request);
      const { token, password, name } = request.body;
      const user = await acceptInvitation(app.db, requireInstanceId(request), token, password, name);
      return startSession(request, reply, user);
    },
  );

  app.post(
    '/staff/pairing_codes.json',
    {
      preValidation: staffRequired,
      schema: {
        tags,
        summary: 'A short code that pairs a kitchen tablet to a branch (valid a few minutes, once)',
        body: pairingCodeBody,
        response: { 200: pairingCodeSchema, ...errors },
      },
    },
    async (request) => {
      const staff = await requireStaff(request);
      const supplier = await branchOf(app.db, staff.instanceId, request.body.supplier_id);
      const createdBy = staff.role === null ? null : ((await sessionOf(request))?.userId ?? null);
      const { code, expiresAt } = await createPairingCode(app.db, staff.instanceId, supplier.id, createdBy);
      return { code, expires_at: expiresAt.toISOString() };
    },
  );

  app.post(
    '/staff/pair.json',
    {
      config: { rateLimit },
      schema: {
        tags,
        summary: 'A tablet enters a pairing code: a kitchen session for that branch',
        body: pairBody,
        response: { 200: staffMeSchema, ...errors },
      },
    },
    async (request, reply) => {
      checkSameOrigin(request);
      const instanceId = requireInstanceId(request);
      const supplierId = await usePairingCode(app.db, instanceId, request.body.code);
      const supplier = await branchOf(app.db, instanceId, String(supplierId));
      const secret = await createSession(app.db, {
        instanceId,
        userId: null,
        supplierId,
        role: 'kitchen',
        label: `tablet ${supplier.slug}`,
        ttlMs: STAFF_TABLET_SESSION_MS,
      });
      reply.header('set-cookie', sessionCookie(request, secret, STAFF_TABLET_SESSION_MS));
      reply.header('cache-control', 'no-store');
      return meOf(request, {
        instanceId,
        role: 'kitchen',
        userId: null,
        email: null,
        name: null,
        supplierId,
        supplierSlug: supplier.slug,
      });
    },
  );
};
