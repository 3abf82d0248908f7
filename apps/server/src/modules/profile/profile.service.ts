import { randomUUID } from 'node:crypto';
import type { Profile, updateProfileBody } from '@storefront/domain/profile/profile.schema';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { verifyProfile } from './profile.auth.ts';
import { toProfile, toProfilePatch } from './profile.mapper.ts';
import { findProfile, insertProfile, updateProfile } from './profile.repository.ts';
import { hashProfileToken, newProfileToken } from './profile-token.ts';

// Diner profiles (spec §3 Profile, §6, §7 Profiles), always within one venue. The profile
// services need only the database, so it is their deps (docs/decisions/025-server-modules-in-layers.md).

/** A new anonymous profile with its token: the only answer that carries a fresh token. */
export async function createAnonymousProfile(
  db: Db,
  instanceId: number,
  input: { domain?: string | null | undefined; name?: string | null | undefined },
): Promise<Profile> {
  const token = newProfileToken();
  const row = await insertProfile(db, instanceId, {
    id: randomUUID(),
    tokenHash: hashProfileToken(token),
    name: input.name ?? null,
    domain: input.domain ?? null,
  });
  return toProfile(row, token);
}

/** The profile without its token, or null when the venue has no such profile. */
export async function profileAccount(db: Db, instanceId: number, profileId: string): Promise<Profile | null> {
  const row = await findProfile(db, instanceId, profileId);
  return row ? toProfile(row) : null;
}

/** Writes the editable fields the body names; null when the venue has no such profile. */
export async function updateProfileAccount(
  db: Db,
  instanceId: number,
  profileId: string,
  fields: z.infer<typeof updateProfileBody>['profile'],
): Promise<Profile | null> {
  const row = await updateProfile(db, instanceId, profileId, toProfilePatch(fields));
  return row ? toProfile(row) : null;
}

/** Smart-link login (spec §2 /{supplier_id}/sl/{profile_id}/{token}): the profile with its token. */
export async function smartLinkLogin(
  db: Db,
  instanceId: number,
  rawProfileId: string,
  token: string | undefined,
): Promise<Profile | null> {
  const profileId = await verifyProfile(db, instanceId, rawProfileId, token);
  if (!profileId || !token) return null;
  const row = await findProfile(db, instanceId, profileId);
  return row ? toProfile(row, token) : null;
}
