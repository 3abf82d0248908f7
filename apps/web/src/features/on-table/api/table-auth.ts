import type { Profile } from '@storefront/domain/profile/profile.schema';

/** The diner's `profileid` and `token` headers of every spec §7 Digital menu call (spec §6). */
export type TableAuth = { profileid: string; token: string };

export function tableAuthOf(profile: Pick<Profile, 'id' | 'token'> | null): TableAuth | null {
  return profile?.token ? { profileid: profile.id, token: profile.token } : null;
}

/** An Idempotency-Key for one diner action: a retry of the same action reuses it. */
export function newIdempotencyKey(action: string): string {
  return `${action}-${crypto.randomUUID()}`;
}
