/** The diner's `profileid` and `token` headers (spec §6): every profile-scoped call carries them.
 * A type (not an interface), so it passes as a request's headers as it is. */
export type ProfileHeaders = { profileid: string; token: string };

/** The headers of a stored profile, once startup has one with its token (spec §4 startup). */
export function profileHeadersOf(
  profile: { id: string; token?: string | null } | null,
): ProfileHeaders | null {
  return profile?.token ? { profileid: profile.id, token: profile.token } : null;
}
