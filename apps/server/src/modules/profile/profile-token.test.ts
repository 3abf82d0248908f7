import { describe, expect, it } from 'vitest';
import { hashProfileToken, newProfileToken, profileIdOf, tokenMatches } from './profile-token.ts';

describe('profile tokens', () => {
  it('are 256 random bits in base64url, different every time', () => {
    const tokens = new Set(Array.from({ length: 50 }, newProfileToken));
    expect(tokens.size).toBe(50);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('match only their own hash, and never a missing profile', () => {
    const token = newProfileToken();
    expect(tokenMatches(token, hashProfileToken(token))).toBe(true);
    expect(tokenMatches(newProfileToken(), hashProfileToken(token))).toBe(false);
    expect(tokenMatches(token, null)).toBe(false);
    expect(tokenMatches(token, new Uint8Array(5))).toBe(false);
  });

  it('accept only uuid profile ids, in lower case', () => {
    expect(profileIdOf('6F9619FF-8B86-4D11-B42D-00C04FC964FF')).toBe('6f9619ff-8b86-4d11-b42d-00c04fc964ff');
    expect(profileIdOf('1')).toBeNull();
    expect(profileIdOf("' or 1=1 --")).toBeNull();
    expect(profileIdOf(undefined)).toBeNull();
  });
});
