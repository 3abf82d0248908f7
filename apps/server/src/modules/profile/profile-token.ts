import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

// A profile token is the diner's only credential (spec §6): 256 random bits, base64url, kept on the
// server only as its SHA-256 hash and compared in constant time.

const TOKEN_BYTES = 32;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// Compared against when the profile does not exist, so a miss costs what a hit costs.
const absentHash = createHash('sha256').update('no profile').digest();

export function newProfileToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url');
}

export function hashProfileToken(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}

/** True when `token` hashes to `storedHash`; false for a missing profile (storedHash null). */
export function tokenMatches(token: string, storedHash: Uint8Array | null): boolean {
  const expected = storedHash?.length === 32 ? storedHash : absentHash;
  const same = timingSafeEqual(hashProfileToken(token), expected);
  return same && storedHash !== null;
}

/** The canonical (lower-case) profile id, or null when `value` cannot be one. */
export function profileIdOf(value: string | undefined): string | null {
  return value && UUID.test(value) ? value.toLowerCase() : null;
}
