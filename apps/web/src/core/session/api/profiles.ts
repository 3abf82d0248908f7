import type { Profile } from '@storefront/domain/profile/profile.schema';
import { api } from '@storefront/ui/lib/api-client.ts';

// spec §7 Profiles. `profileid` and `token` travel as headers where the spec says so.
const auth = (profile: Pick<Profile, 'id' | 'token'>) => ({
  profileid: profile.id,
  token: profile.token ?? '',
});

export function createAnonymousProfile(domain: string): Promise<Profile> {
  return api<Profile>('/profiles/anonymous.json', {
    method: 'POST',
    body: { profile: { domain, name: null } },
  });
}

export function profileStatus(
  profile: Pick<Profile, 'id' | 'token'>,
): Promise<{ status: string; profile_id: string }> {
  return api('/profiles/status.json', { headers: auth(profile) });
}

export function loginSmartLink(profileId: string, token: string): Promise<Profile> {
  return api<Profile>(
    `/profiles/login_smart_link/${encodeURIComponent(profileId)}.json?token=${encodeURIComponent(token)}`,
  );
}

/** The result is ignored (spec §7): the stored profile stays the source of truth. */
export function saveProfile(profile: Profile): Promise<unknown> {
  return api(`/profiles/account/${encodeURIComponent(profile.id)}.json`, {
    method: 'PUT',
    headers: auth(profile),
    body: { profile },
  });
}
