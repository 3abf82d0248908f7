import { randomUUID } from 'node:crypto';
import type { Profile, updateProfileBody } from '@storefront/domain/profile/profile.schema';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { verifyProfile } from './profile.auth.ts';
import { toProfile, toProfilePatch } from './profile.mapper.ts';
import { findProfile, insertProfile, updateProfile } from './profile.repository.ts';
import { hashProfileToken, newProfileToken } from './profile-token.ts';

/** Diner profiles (spec §3 Profile, §6, §7 Profiles), always within one venue. */
export class ProfileService {
  readonly #db: Db;

  constructor(db: Db) {
    this.#db = db;
  }

  /** A new anonymous profile with its token: the only answer that carries a fresh token. */
  async createAnonymous(
    instanceId: number,
    input: { domain?: string | null | undefined; name?: string | null | undefined },
  ): Promise<Profile> {
    const token = newProfileToken();
    const row = await insertProfile(this.#db, instanceId, {
      id: randomUUID(),
      tokenHash: hashProfileToken(token),
      name: input.name ?? null,
      domain: input.domain ?? null,
    });
    return toProfile(row, token);
  }

  async account(instanceId: number, profileId: string): Promise<Profile | null> {
    const row = await findProfile(this.#db, instanceId, profileId);
    return row ? toProfile(row) : null;
  }

  async update(
    instanceId: number,
    profileId: string,
    fields: z.infer<typeof updateProfileBody>['profile'],
  ): Promise<Profile | null> {
    const row = await updateProfile(this.#db, instanceId, profileId, toProfilePatch(fields));
    return row ? toProfile(row) : null;
  }

  /** Smart-link login (spec §2 /{supplier_id}/sl/{profile_id}/{token}): the profile with its token. */
  async smartLinkLogin(
    instanceId: number,
    rawProfileId: string,
    token: string | undefined,
  ): Promise<Profile | null> {
    const profileId = await verifyProfile(this.#db, instanceId, rawProfileId, token);
    if (!profileId || !token) return null;
    const row = await findProfile(this.#db, instanceId, profileId);
    return row ? toProfile(row, token) : null;
  }
}
