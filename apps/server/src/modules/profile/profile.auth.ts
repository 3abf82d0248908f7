import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { oncePerRequest } from '../../lib/http.ts';
import { requireInstanceId } from '../../plugins/tenancy.ts';
import { findTokenHash } from './profile.repository.ts';
import { profileIdOf, tokenMatches } from './profile-token.ts';

// Diner authentication (spec §6): the `profileid` and `token` headers name a profile of the host's
// venue. Every failure is the same 401 `unauthorized`, so a caller learns nothing about which
// profiles exist, here or at another venue.

export interface AuthenticatedProfile {
  profileId: string;
  instanceId: number;
}

/** The profile id when `token` is the token of that profile of this venue, else null. */
export async function verifyProfile(
  db: Db,
  instanceId: number,
  rawProfileId: string | undefined,
  token: string | undefined,
): Promise<string | null> {
  const profileId = profileIdOf(rawProfileId);
  if (!profileId || !token) return null;
  return tokenMatches(token, await findTokenHash(db, instanceId, profileId)) ? profileId : null;
}

function header(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

async function authenticate(request: FastifyRequest): Promise<AuthenticatedProfile> {
  const instanceId = requireInstanceId(request);
  const profileId = await verifyProfile(
    request.server.db,
    instanceId,
    header(request, 'profileid'),
    header(request, 'token'),
  );
  if (!profileId) throw new AppError(401, 'unauthorized');
  return { profileId, instanceId };
}

/** The diner of this request, or a 401 `unauthorized`. Checked once per request, however often a
 * hook and its handler ask. */
export const requireProfile: (request: FastifyRequest) => Promise<AuthenticatedProfile> =
  oncePerRequest(authenticate);

/** Route hook form of requireProfile: `preValidation: profileRequired`, so an unauthenticated call
 * is refused before its body is even looked at. */
export async function profileRequired(request: FastifyRequest): Promise<void> {
  await requireProfile(request);
}
