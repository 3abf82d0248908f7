import { createHash, randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { requireInstanceId } from '../../plugins/tenancy.ts';
import { insertStaffToken, useStaffToken } from './staff-tokens.repository.ts';

// Venue staff authentication (docs/staff-api.md): `Authorization: Bearer <token>`
// where the token was printed by `npm run staff:token -- <venue-slug>` for the venue of the
// request's host. Only the token's SHA-256 is stored; the lookup is by that hash, so comparing
// is an index probe, not a string comparison an attacker could time. Every failure is the same
// 401 `unauthorized`, whichever venue the token belongs to.

const TOKEN_PREFIX = 'stf_';

export interface AuthenticatedStaff {
  instanceId: number;
  tokenId: string;
  /** The token's label (who or which device), recorded on what staff settle. */
  label: string;
}

/** The header of the staff routes (declared so OpenAPI documents it). */
export const staffHeaders = z.looseObject({ authorization: z.string().max(300).optional() });

export function newStaffToken(): string {
  return `${TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
}

export function hashStaffToken(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}

export async function createStaffToken(db: Db, instanceId: number, label: string): Promise<string> {
  const token = newStaffToken();
  await insertStaffToken(db, { instanceId, tokenHash: hashStaffToken(token), label });
  return token;
}

function bearerOf(request: FastifyRequest): string | null {
  const value = request.headers.authorization;
  const match = typeof value === 'string' ? /^Bearer ([\w-]{10,200})$/.exec(value) : null;
  return match?.[1] ?? null;
}

const verified = new WeakMap<FastifyRequest, Promise<AuthenticatedStaff>>();

async function authenticate(request: FastifyRequest): Promise<AuthenticatedStaff> {
  const instanceId = requireInstanceId(request);
  const token = bearerOf(request);
  if (!token?.startsWith(TOKEN_PREFIX)) throw new AppError(401, 'unauthorized');
  const row = await useStaffToken(request.server.db, instanceId, hashStaffToken(token));
  if (!row) throw new AppError(401, 'unauthorized');
  return { instanceId, tokenId: row.id, label: row.label };
}

/** The staff member of this request, or a 401 `unauthorized` (checked once per request). */
export function requireStaff(request: FastifyRequest): Promise<AuthenticatedStaff> {
  let pending = verified.get(request);
  if (!pending) {
    pending = authenticate(request);
    verified.set(request, pending);
  }
  return pending;
}

/** Route hook form: `preValidation: staffRequired` refuses before the body is looked at. */
export async function staffRequired(request: FastifyRequest): Promise<void> {
  await requireStaff(request);
}
