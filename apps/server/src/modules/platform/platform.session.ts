import { parseCookie, stringifySetCookie } from 'cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { hashSecret, newSecret } from '../staff/staff.auth.ts';
import { findSessionOperator, insertSession, type OperatorRow } from './platform.repository.ts';

// The platform operator's session (docs/decisions/123-platform-console.md), as the staff's: a random
// secret in an HttpOnly, SameSite=Strict, host-only cookie on the console's host, its SHA-256 stored;
// a write must come from the console's own page (Origin). A venue's host never reads it, and a
// venue's staff session names no operator.

export const PLATFORM_SESSION_COOKIE = 'platform_session';
const SESSION_TTL_MS = 12 * 3_600_000;

/** The console's host: `platform.<PLATFORM_DOMAIN>` (`platform` is a slug no venue may take). */
export const consoleHostOf = (platformDomain: string) => `platform.${platformDomain}`;

export function isConsoleHost(request: FastifyRequest, platformDomain: string): boolean {
  return request.hostname.toLowerCase() === consoleHostOf(platformDomain);
}

function cookieSecret(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  return header ? (parseCookie(header)[PLATFORM_SESSION_COOKIE] ?? null) : null;
}

export async function startSession(
  db: Db,
  reply: FastifyReply,
  request: FastifyRequest,
  operatorId: string,
  now: Date,
): Promise<void> {
  const secret = newSecret();
  await insertSession(db, {
    tokenHash: hashSecret(secret),
    operatorId,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  });
  reply.header(
    'set-cookie',
    stringifySetCookie({
      name: PLATFORM_SESSION_COOKIE,
      value: secret,
      httpOnly: true,
      sameSite: 'strict',
      secure: request.protocol === 'https',
      path: '/',
      maxAge: SESSION_TTL_MS / 1000,
    }),
  );
}

export function clearSessionCookie(reply: FastifyReply, request: FastifyRequest): void {
  reply.header(
    'set-cookie',
    stringifySetCookie({
      name: PLATFORM_SESSION_COOKIE,
      value: '',
      httpOnly: true,
      sameSite: 'strict',
      secure: request.protocol === 'https',
      path: '/',
      maxAge: 0,
    }),
  );
}

export function sessionHash(request: FastifyRequest): Buffer | null {
  const secret = cookieSecret(request);
  return secret ? hashSecret(secret) : null;
}

/** The signed-in operator, or null. */
export async function operatorOf(db: Db, request: FastifyRequest, now: Date): Promise<OperatorRow | null> {
  const hash = sessionHash(request);
  return hash ? findSessionOperator(db, hash, now) : null;
}
