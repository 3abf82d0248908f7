import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createSecretBox, isSealed, maskSecret, type SecretBoxError, type SecretKey } from './secret-box.ts';

// Tests configure their keys themselves: there is no default key (docs/operations.md#gateway-secrets).
const keyA: SecretKey = { id: 'a', key: randomBytes(32) };
const keyB: SecretKey = { id: '2026-12', key: randomBytes(32) };
const wompiKey = { instanceId: 'venue-1', purpose: 'wompi.private_key' };
const SECRET = 'prv_test_Xq7pL0n3eR9sT4uV8wZ1';

function failure(run: () => unknown): SecretBoxError {
  try {
    run();
  } catch (error) {
    expect((error as Error).name).toBe('SecretBoxError');
    expect((error as Error).message).not.toContain(SECRET);
    return error as SecretBoxError;
  }
  throw new Error('expected a SecretBoxError');
}

/** The envelope with one of its base64url parts (1 iv, 2 tag, 3 ciphertext) changed by one bit. */
function tampered(envelope: string, part: 2 | 3 | 4): string {
  const parts = envelope.split('.');
  const bytes = Buffer.from(parts[part]!, 'base64url');
  bytes[0] = bytes[0]! ^ 1;
  parts[part] = bytes.toString('base64url');
  return parts.join('.');
}

describe('secret box', () => {
  it('opens what it sealed, for the same venue and purpose', () => {
    const box = createSecretBox([keyA]);
    const sealed = box.seal(SECRET, wompiKey);
    expect(box.open(sealed, wompiKey)).toBe(SECRET);
    expect(box.open(box.seal('ñandú · 🔑', wompiKey), wompiKey)).toBe('ñandú · 🔑');
  });

  it('writes a versioned envelope naming its key, never the secret, and new each time', () => {
    const box = createSecretBox([keyA]);
    const sealed = box.seal(SECRET, wompiKey);
    expect(sealed).toMatch(/^v1\.a\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    expect(sealed).not.toContain(SECRET);
    expect(sealed).not.toContain(SECRET.slice(-8));
    expect(sealed).not.toContain(Buffer.from(SECRET).toString('base64url').slice(0, 12));
    expect(box.seal(SECRET, wompiKey)).not.toBe(sealed);
    expect(isSealed(sealed)).toBe(true);
    expect(isSealed(SECRET)).toBe(false);
  });

  it('does not open a value copied to another venue or another field', () => {
    const box = createSecretBox([keyA]);
    const sealed = box.seal(SECRET, wompiKey);
    const otherVenue = failure(() => box.open(sealed, { ...wompiKey, instanceId: 'venue-2' }));
    expect(otherVenue.reason).toBe('unopenable');
    const otherField = failure(() => box.open(sealed, { ...wompiKey, purpose: 'wompi.events_secret' }));
    expect(otherField.reason).toBe('unopenable');
  });

  it('refuses an envelope whose IV, tag or ciphertext was altered', () => {
    const box = createSecretBox([keyA]);
    const sealed = box.seal(SECRET, wompiKey);
    for (const part of [2, 3, 4] as const) {
      expect(failure(() => box.open(tampered(sealed, part), wompiKey)).reason).toBe('unopenable');
    }
  });

  it('refuses a shortened tag, a changed version and what is no envelope at all', () => {
    const box = createSecretBox([keyA]);
    const parts = box.seal(SECRET, wompiKey).split('.');
    const shortTag = [...parts.slice(0, 3), parts[3]!.slice(0, 6), parts[4]].join('.');
    for (const value of [shortTag, ['v2', ...parts.slice(1)].join('.'), SECRET, '', 'v1.a.b.c']) {
      expect(failure(() => box.open(value, wompiKey)).reason).toBe('malformed');
    }
  });

  it('names the key an envelope needs when the environment does not hold it', () => {
    const sealed = createSecretBox([keyA]).seal(SECRET, wompiKey);
    const error = failure(() => createSecretBox([keyB]).open(sealed, wompiKey));
    expect(error.reason).toBe('unknown_key');
    expect(error.message).toContain('"a"');
    expect(error.message).toContain('SECRETS_KEYS');
  });

  it('rotates: sealed under A, opened with [B, A], sealed again under B, then opened with B alone', () => {
    const sealedA = createSecretBox([keyA]).seal(SECRET, wompiKey);
    const during = createSecretBox([keyB, keyA]);
    expect(during.open(sealedA, wompiKey)).toBe(SECRET);
    expect(during.needsReseal(sealedA)).toBe(true);
    const sealedB = during.reseal(sealedA, wompiKey);
    expect(sealedB.split('.')[1]).toBe('2026-12');
    expect(during.needsReseal(sealedB)).toBe(false);
    expect(during.reseal(sealedB, wompiKey)).toBe(sealedB);

    const after = createSecretBox([keyB]);
    expect(after.open(sealedB, wompiKey)).toBe(SECRET);
    expect(failure(() => after.open(sealedA, wompiKey)).reason).toBe('unknown_key');
  });

  it('refuses to seal without a key, and never writes the plain value instead', () => {
    const box = createSecretBox([]);
    const error = failure(() => box.seal(SECRET, wompiKey));
    expect(error.reason).toBe('no_key');
    expect(error.message).toContain('SECRETS_KEYS');
  });

  it('masks a secret to its last 4 characters, and a short one whole', () => {
    expect(maskSecret(SECRET)).toBe('****8wZ1');
    expect(maskSecret('short-secret')).toBe('****');
  });
});

describe('SECRETS_KEYS', () => {
  const base64 = (key: SecretKey) => key.key.toString('base64');

  it('reads keyId:base64 pairs in order, the first one sealing', () => {
    const config = loadConfig({ SECRETS_KEYS: `2026-12:${base64(keyB)}, a:${base64(keyA)}` });
    expect(config.SECRETS_KEYS?.map((key) => key.id)).toEqual(['2026-12', 'a']);
    expect(config.SECRETS_KEYS?.[1]?.key.equals(keyA.key)).toBe(true);
    const sealed = createSecretBox(config.SECRETS_KEYS ?? []).seal(SECRET, wompiKey);
    expect(sealed.split('.')[1]).toBe('2026-12');
    expect(loadConfig({}).SECRETS_KEYS).toBeUndefined();
  });

  it('refuses a key that is not 32 bytes, a repeated id or a malformed list, without printing a key', () => {
    const short = randomBytes(16).toString('base64');
    const refusal = (value: string) => {
      try {
        loadConfig({ SECRETS_KEYS: value });
      } catch (error) {
        return (error as Error).message;
      }
      throw new Error('expected loadConfig to throw');
    };
    const message = refusal(`a:${short}`);
    expect(message).toMatch(/^\s*SECRETS_KEYS: key "a" is not 32 bytes/m);
    expect(message).not.toContain(short);
    expect(refusal(`a:${base64(keyA)},a:${base64(keyB)}`)).toMatch(/key id "a" appears twice/);
    expect(refusal(base64(keyA))).toMatch(/SECRETS_KEYS: <keyId>:<base64 of 32 bytes>/);
    expect(refusal(`a.b:${base64(keyA)}`)).toMatch(/SECRETS_KEYS/);
  });
});
