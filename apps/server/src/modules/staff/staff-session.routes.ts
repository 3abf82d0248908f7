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
import { AppError } from '../../lib/app-error.ts';
import { errorAnswers, originOf, perClientPerMinute } from '../../lib/http.ts';
import { requestLang } from '../../lib/lang.ts';
import { requireInstanceId } from '../../plugins/tenancy.ts';
import { OutboxEmailSender } from '../email/outbox.email.ts';
import { requireSupplierByRef as branchOf, getInstance } from '../venue/venue.repository.ts';
import { requireStaff, staffRequired } from './staff.auth.ts';
import {
  type Actor,
  acceptInvitation,
  changePassword,
  createPairingCode,
  invite,
  type SignedInUser,
  signIn,
  usePairingCode,
} from './staff-accounts.service.ts';
import {
  announceEndedSessions,
  checkSameOrigin,
  clearedSessionCookie,
  createSession,
  requireSession,
  type StaffSession,
  sessionCookie,
  sessionOf,
} from './staff-session.ts';
import { revokeSession, revokeSessionsOf } from './staff-sessions.repository.ts';

// Staff sign-in, sign-out, password change, invitations and tablet pairing (docs/staff-api.md;
// docs/staff-api.md "Sessions", docs/decisions/026-staff-accounts.md).

const tags = ['staff'];
const errors = errorAnswers(400, 401, 403, 404, 409, 410, 429);
const ok = z.object({ ok: z.literal(true) });

export interface StaffSessionRoutesOptions {
  /** Sign-in, invitation and pairing attempts a minute per address and host (docs/operations.md). */
  signInPerMinute: number;
}

/** Who acts: the signed-in person, or an integration's token (no role, no account). */
export async function actorOf(request: FastifyRequest): Promise<Actor> {
  const staff = await requireStaff(request);
  if (staff.role === null) return { role: null, userId: null };
  return { role: staff.role, userId: (await sessionOf(request))?.userId ?? null };
}

/** The console's page that uses an invitation or a reset link. */
export function invitationLink(request: FastifyRequest, token: string): string {
  return `${originOf(request)}/staff/invitation?token=${token}`;
}

/** The venue's name and a link's expiry in its time zone, for the e-mail that carries the link. */
export async function linkWords(request: FastifyRequest, instanceId: number, expiresAt: Date) {
  const instance = await getInstance(request.server.db, instanceId);
  const until = new Intl.DateTimeFormat(requestLang(request), {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: instance?.timezone ?? 'UTC',
  }).format(expiresAt);
  return { venue: instance?.name ?? '', until };
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

/** A kitchen session of 30 days for one branch on this device: its cookie, and who it is. */
async function startTabletSession(
  request: FastifyRequest,
  reply: FastifyReply,
  instanceId: number,
  supplier: { id: number; slug: string },
) {
  const supplierId = supplier.id;
  const secret = await createSession(request.server.db, {
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
      const { email, password } = request.body;
      const user = await signIn(app.db, requireInstanceId(request), email, password, request.ip);
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
      if (session) {
        const ended = await revokeSession(app.db, session.instanceId, session.sessionId);
        await announceEndedSessions(app, session.instanceId, ended);
      }
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
      const { current_password, new_password } = request.body;
      await changePassword(app.db, session, current_password, new_password, request.ip);
      if (session.userId) {
        const ended = await revokeSessionsOf(app.db, session.instanceId, session.userId, session.sessionId);
        await announceEndedSessions(app, session.instanceId, ended);
      }
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
      const { token, expiresAt } = await invite(
        app.db,
        staff.instanceId,
        request.body.email,
        request.body.role,
        await actorOf(request),
      );
      const link = invitationLink(request, token);
      // the invitee also gets the link by e-mail (the outbox adapter, docs/staff-roles.md)
      const { venue, until } = await linkWords(request, staff.instanceId, expiresAt);
      const mail = invitationEmail(requestLang(request), { venue, role: request.body.role, link, until });
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
        summary:
          'Use an invitation (creates the account; 409 when it exists) or a password-reset link: sets the password and signs in',
        body: acceptInvitationBody,
        response: { 200: staffMeSchema, ...errors },
      },
    },
    async (request, reply) => {
      checkSameOrigin(request);
      const { token, password, name } = request.body;
      const { user } = await acceptInvitation(app.db, requireInstanceId(request), token, password, name);
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
      const { userId } = await actorOf(request);
      const { code, expiresAt } = await createPairingCode(app.db, staff.instanceId, supplier.id, userId);
      return { code, expires_at: expiresAt.toISOString() };
    },
  );

  app.post(
    '/staff/pair_this_device.json',
    {
      preValidation: staffRequired,
      schema: {
        tags,
        summary:
          'An owner or manager signed in on a tablet makes it the kitchen tablet of a branch, without a code: ' +
          'their own session on it ends',
        body: pairingCodeBody,
        response: { 200: staffMeSchema, ...errors },
      },
    },
    async (request, reply) => {
      await requireStaff(request);
      // a person's session on this very device: an integration's token has no device to pair
      const session = await sessionOf(request);
      if (!session?.userId) throw new AppError(403, 'forbidden');
      const supplier = await branchOf(app.db, session.instanceId, request.body.supplier_id);
      const ended = await revokeSession(app.db, session.instanceId, session.sessionId);
      await announceEndedSessions(app, session.instanceId, ended);
      return startTabletSession(request, reply, session.instanceId, supplier);
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
      return startTabletSession(request, reply, instanceId, supplier);
    },
  );
};
