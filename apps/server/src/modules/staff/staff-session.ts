import { createHash, randomBytes } from 'node:crypto';
import { type StaffRole, staffRoles } from '@storefront/domain/staff/staff-roles.rules';
import { parseCookie, stringifySetCookie } from 'cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { staffAccessTopic } from '../../plugins/events.ts';
import { requireInstanceId } from '../../plugins/tenancy.ts';
import { findLiveSession, insertSession } from './staff-sessions.repository.ts';

// Staff console sessions (docs/decisions/026-staff-accounts.md): a random secret in an
// HttpOnly, SameSite=Strict, host-only cookie (no Domain attribute: it is sent to the venue's own
// host only, and a copy presented on another venue's host names no session there because every
// lookup is by hash *and* the host's venue). Only the secret's SHA-256 is stored. Writes made with
// the cookie must also come from the venue's own page (Origin check), so no other site can make a
// signed-in browser act.

export const STAFF_SESSION_COOKIE = 'staff_session';
const COOKIE_PATH = '/';

export interface StaffSession {
  sessionId: string;
  instanceId: number;
  role: StaffRole;
  userId: string | null;
  email: string | null;
  name: string | null;
  /** The branch a paired kitchen tablet serves; null for a person. */
  supplierId: number | null;
  supplierSlug: string | null;
  label: string;
}

export function hashSecret(secret: string): Buffer {
  return createHash('sha256').update(secret, 'utf8').digest();
}

export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

export async function createSession(
  db: Db,
  values: {
    instanceId: number;
    userId: string | null;
    supplierId: number | null;
    role: StaffRole;
    label: string;
    ttlMs: number;
  },
): Promise<string> {
  const secret = newSecret();
  await insertSession(db, {
    instanceId: values.instanceId,
    userId: values.userId,
    supplierId: values.supplierId,
    role: values.role,
    label: values.label.slice(0, 200),
    tokenHash: hashSecret(secret),
    expiresAt: new Date(Date.now() + values.ttlMs),
  });
  return secret;
}

/** Tells every server process that these sessions ended, so their open event streams close now
 * (a revoked cookie already names no session on the next request). */
export async function announceEndedSessions(
  app: FastifyInstance,
  instanceId: number,
  sessionIds: string[],
): Promise<void> {
  if (sessionIds.length > 0) await app.events.publish(instanceId, staffAccessTopic, { ended: sessionIds });
}

/** Whether an event of the staff-access topic ends this session. */
export function endsSession(sessionId: string): (payload: unknown) => boolean {
  return (payload) => {
    const ended = (payload as { ended?: unknown } | null)?.ended;
    return Array.isArray(ended) && ended.includes(sessionId);
  };
}

function secure(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

/** The Set-Cookie of a new session (host-only, HttpOnly, SameSite=Strict, Secure behind https). */
export function sessionCookie(request: FastifyRequest, secret: string, ttlMs: number): string {
  return stringifySetCookie({
    name: STAFF_SESSION_COOKIE,
    value: secret,
    httpOnly: true,
    sameSite: 'strict',
    secure: secure(request),
    path: COOKIE_PATH,
    maxAge: Math.floor(ttlMs / 1000),
  });
}

export function clearedSessionCookie(request: FastifyRequest): string {
  return stringifySetCookie({
    name: STAFF_SESSION_COOKIE,
    value: '',
    httpOnly: true,
    sameSite: 'strict',
    secure: secure(request),
    path: COOKIE_PATH,
    maxAge: 0,
  });
}

function secretOf(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (typeof header !== 'string') return null;
  const value = parseCookie(header)[STAFF_SESSION_COOKIE];
  return value && /^[\w-]{20,100}$/.test(value) ? value : null;
}

/** Whether the request carries a staff session cookie at all (authenticated or not). */
export function hasSessionCookie(request: FastifyRequest): boolean {
  return secretOf(request) !== null;
}

const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** CSRF: a write made with the cookie must come from a page of this very host. Browsers send
 * Origin on every cross-site and same-site write; a missing or foreign one is refused. */
export function checkSameOrigin(request: FastifyRequest): void {
  if (safeMethods.has(request.method)) return;
  const origin = request.headers.origin;
  let host: string | null = null;
  try {
    host = typeof origin === 'string' ? new URL(origin).host : null;
  } catch {
    host = null;
  }
  if (host === null || host.toLowerCase() !== request.host.toLowerCase()) {
    throw new AppError(403, 'forbidden');
  }
}

/** The session of the request's cookie on this venue's host, or null. */
export async function sessionOf(request: FastifyRequest): Promise<StaffSession | null> {
  const secret = secretOf(request);
  if (!secret) return null;
  const instanceId = requireInstanceId(request);
  const row = await findLiveSession(request.server.db, instanceId, hashSecret(secret));
  if (!row || row.disabledAt) return null;
  const role = staffRoles.find((r) => r === row.role);
  if (!role) return null;
  return {
    sessionId: row.id,
    instanceId,
    role,
    userId: row.userId,
    email: row.email,
    name: row.name,
    supplierId: row.supplierId,
    supplierSlug: row.supplierSlug,
    label: row.label,
  };
}

const checked = new WeakMap<FastifyRequest, Promise<StaffSession>>();

/** The signed-in staff member of this request (any role), or 401; writes also pass the Origin check. */
export function requireSession(request: FastifyRequest): Promise<StaffSession> {
  let pending = checked.get(request);
  if (!pending) {
    pending = (async () => {
      const session = await sessionOf(request);
      if (!session) throw new AppError(401, 'unauthorized');
      checkSameOrigin(request);
      return session;
    })();
    checked.set(request, pending);
  }
  return pending;
}
