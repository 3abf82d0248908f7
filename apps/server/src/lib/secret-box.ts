import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

// A venue's gateway secrets (issue 55, "Must work" 6) are kept sealed at rest: AES-256-GCM under a
// key from the environment (`SECRETS_KEYS`, docs/operations.md#gateway-secrets), in a text envelope
// that names its key, so keys can be rotated: the first key seals, every key opens.
//
//   v1.<keyId>.<iv>.<tag>.<ciphertext>      iv (12 bytes), tag (16 bytes) and ciphertext base64url
//
// The associated data binds a sealed value to its venue and purpose (and to the envelope's version
// and key id): copied into another venue's row, or into another field of the same venue, it does
// not open. No key ever has a default: without one nothing is sealed, and nothing is stored plain.

/** One key of `SECRETS_KEYS`: its id (named in every envelope it seals) and its 32 bytes. */
export interface SecretKey {
  id: string;
  key: Buffer;
}

/** What a sealed value belongs to: its venue (instance id) and the field it is, e.g. `wompi.private_key`. */
export interface SecretContext {
  instanceId: string;
  purpose: string;
}

export type SecretBoxFailure = 'no_key' | 'malformed' | 'unknown_key' | 'unopenable';

/** A secret that cannot be sealed or opened. Its message names the key id at most, never a secret. */
export class SecretBoxError extends Error {
  readonly reason: SecretBoxFailure;

  constructor(reason: SecretBoxFailure, message: string) {
    super(message);
    this.name = 'SecretBoxError';
    this.reason = reason;
  }
}

export interface SecretBox {
  /** Seals `plaintext` under the first key; refuses when no key is configured. */
  seal(plaintext: string, context: SecretContext): string;
  /** Opens an envelope sealed for this venue and purpose under any configured key. */
  open(envelope: string, context: SecretContext): string;
  /** The envelope under the sealing key: itself when already under it, else opened and sealed again. */
  reseal(envelope: string, context: SecretContext): string;
  /** Whether the envelope is sealed under another key than the sealing one (a rotation's to-do). */
  needsReseal(envelope: string): boolean;
}

const VERSION = 'v1';
const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
export const KEY_BYTES = 32;
/** Key ids as they may stand in an envelope: no dot (the separator), short. */
export const KEY_ID_PATTERN = /^[A-Za-z0-9_-]{1,32}$/;
const BASE64URL = /^[A-Za-z0-9_-]*$/;

interface Envelope {
  keyId: string;
  iv: Buffer;
  tag: Buffer;
  ciphertext: Buffer;
}

/** Whether a stored value is an envelope of this box (not a plain value left from before sealing). */
export function isSealed(value: string): boolean {
  return parseEnvelope(value) !== undefined;
}

export function createSecretBox(keys: readonly SecretKey[]): SecretBox {
  const byId = new Map(keys.map((entry) => [entry.id, entry.key]));
  const sealing = keys[0];

  function seal(plaintext: string, context: SecretContext): string {
    if (!sealing) {
      throw new SecretBoxError(
        'no_key',
        'SECRETS_KEYS is not set: a venue secret is never stored without an encryption key (docs/operations.md#gateway-secrets)',
      );
    }
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, sealing.key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(associatedData(sealing.id, context));
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    const parts = [iv, cipher.getAuthTag(), ciphertext].map((part) => part.toString('base64url'));
    return [VERSION, sealing.id, ...parts].join('.');
  }

  function open(sealed: string, context: SecretContext): string {
    const envelope = parseEnvelope(sealed);
    if (!envelope)
      throw new SecretBoxError('malformed', 'not a sealed secret (v1.<keyId>.<iv>.<tag>.<ciphertext>)');
    const key = byId.get(envelope.keyId);
    if (!key) {
      throw new SecretBoxError(
        'unknown_key',
        `sealed under key "${envelope.keyId}", which SECRETS_KEYS does not hold (docs/operations.md#gateway-secrets)`,
      );
    }
    try {
      const decipher = createDecipheriv(ALGORITHM, key, envelope.iv, { authTagLength: TAG_BYTES });
      decipher.setAAD(associatedData(envelope.keyId, context));
      decipher.setAuthTag(envelope.tag);
      return Buffer.concat([decipher.update(envelope.ciphertext), decipher.final()]).toString('utf8');
    } catch {
      throw new SecretBoxError(
        'unopenable',
        `a secret sealed under key "${envelope.keyId}" does not open for this venue and purpose: altered, or copied from elsewhere`,
      );
    }
  }

  function needsReseal(sealed: string): boolean {
    return parseEnvelope(sealed)?.keyId !== sealing?.id;
  }

  return {
    seal,
    open,
    needsReseal,
    reseal: (sealed, context) => {
      const plaintext = open(sealed, context);
      return needsReseal(sealed) ? seal(plaintext, context) : sealed;
    },
  };
}

function associatedData(keyId: string, { instanceId, purpose }: SecretContext): Buffer {
  // JSON keeps the parts apart whatever characters they hold ("a|b","c" is not "a","b|c")
  return Buffer.from(JSON.stringify([VERSION, keyId, instanceId, purpose]), 'utf8');
}

function parseEnvelope(value: string): Envelope | undefined {
  const parts = value.split('.');
  if (parts.length !== 5) return undefined;
  const [version, keyId, iv, tag, ciphertext] = parts as [string, string, string, string, string];
  if (version !== VERSION || !KEY_ID_PATTERN.test(keyId)) return undefined;
  if (![iv, tag, ciphertext].every((part) => BASE64URL.test(part))) return undefined;
  const envelope = {
    keyId,
    iv: Buffer.from(iv, 'base64url'),
    tag: Buffer.from(tag, 'base64url'),
    ciphertext: Buffer.from(ciphertext, 'base64url'),
  };
  // a shortened tag would weaken GCM's check: only the full 16 bytes are accepted
  if (envelope.iv.length !== IV_BYTES || envelope.tag.length !== TAG_BYTES) return undefined;
  return envelope;
}

/** A secret as it may be shown (the back office, a log): its last 4 characters when it is long
 * enough that they give nothing away, else nothing. */
export function maskSecret(secret: string): string {
  return secret.length >= 16 ? `****${secret.slice(-4)}` : '****';
}
