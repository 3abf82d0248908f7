import { createHash, randomBytes } from 'node:crypto';
import { permissionOfRoute, roleCan, type StaffRole } from '@storefront/domain/staff/staff-roles.rules';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { oncePerRequest } from '../../lib/http.ts';
import { requireInstanceId } from '../../plugins/tenancy.ts';
import { findPurchase } from '../purchase/purchase.repository.ts';
import { requireSession } from './staff-session.ts';
import { insertStaffToken, useStaffToken } from './staff-tokens.repository.ts';

// Venue staff authentication (docs/staff-api.md): `Authorization: Bearer <token>`
// where the token was printed by `npm run staff:token -- <venue-slug>` for the venue of the
// request's host. Only the token's SHA-256 is stored; the lookup is by that hash, so comparing
// is an index probe, not a string comparison an attacker could time. Every failure is the same
// 401 `unauthorized`, whichever venue the token belongs to.
//
// The console's people and paired tablets sign in instead (staff-session.ts): without a
// bearer token the session cookie is checked, and its role must hold the permission the route needs
// in the table of packages/domain/src/staff/staff-roles.rules.ts (docs/staff-roles.md), else 403
// `forbidden`. Bearer tokens are for integrations and hold every permission.

const TOKEN_PREFIX = 'stf_';

export interface AuthenticatedStaff {
  instanceId: number;
  tokenId: string;
  /** The token's label (who or which device), recorded on what staff settle. */
  label: string;
  /** The signed-in role; null for an integration's bearer token (every permission). */
  role: StaffRole | null;
  /** The branch a paired kitchen tablet is limited to. */
  supplierId: number | null;
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

/** A signed-in person or tablet: the route's permission in the role table, and a tablet's branch. */
async function authenticateSession(request: FastifyRequest): Promise<AuthenticatedStaff> {
  const session = await requireSession(request);
  const permission = permissionOfRoute(request.method, request.routeOptions.url ?? '');
  if (!permission || !roleCan(session.role, permission)) throw new AppError(403, 'forbidden');
  const asked = (request.query as { supplier_id?: unknown } | undefined)?.supplier_id;
  if (
    session.supplierId !== null &&
    typeof asked === 'string' &&
    asked !== session.supplierSlug &&
    asked !== String(session.supplierId)
  ) {
    throw new AppError(403, 'forbidden');
  }
  // a tablet paired to one branch reaches the orders of that branch only, also by an order's id
  const purchaseId = (request.params as { purchase?: unknown } | undefined)?.purchase;
  if (session.supplierId !== null && typeof purchaseId === 'string') {
    const purchase = await findPurchase(request.server.db, session.instanceId, purchaseId);
    if (purchase && purchase.supplierId !== session.supplierId) throw new AppError(403, 'forbidden');
  }
  return {
    instanceId: session.instanceId,
    tokenId: session.sessionId,
    label: session.name || session.email || session.label,
    role: session.role,
    supplierId: session.supplierId,
  };
}

async function authenticate(request: FastifyRequest): Promise<AuthenticatedStaff> {
  const instanceId = requireInstanceId(request);
  if (request.headers.authorization === undefined) return authenticateSession(request);
  const token = bearerOf(request);
  if (!token?.startsWith(TOKEN_PREFIX)) throw new AppError(401, 'unauthorized');
  const row = await useStaffToken(request.server.db, instanceId, hashStaffToken(token));
  if (!row) throw new AppError(401, 'unauthorized');
  return { instanceId, tokenId: row.id, label: row.label, role: null, supplierId: null };
}

/** The staff member of this request, or a 401 `unauthorized` (checked once per request). */
export const requireStaff: (request: FastifyRequest) => Promise<AuthenticatedStaff> =
  oncePerRequest(authenticate);

/** Route hook form: `preValidation: staffRequired` refuses before the body is looked at. */
export async function staffRequired(request: FastifyRequest): Promise<void> {
  await requireStaff(request);
}

// What the platform console (modules/platform, docs/decisions/123-platform-console.md) shares with
// the staff's access, taken from here as every other module takes its staff check: a session's
// secret and its hash, the same-origin check of a cookie's write, and a venue's invitation link.
export { inviteLink } from './staff-invite-link.ts';
export { checkSameOrigin, hashSecret, newSecret } from './staff-session.ts';
