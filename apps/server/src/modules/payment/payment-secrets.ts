import { isSealed, SecretBoxError } from '../../lib/secret-box.ts';
import { processSecretBox } from '../../lib/secret-keys.ts';

// A venue's gateway secrets at rest (docs/operations.md#gateway-secrets, ADR 116): the webhook
// secret and every credential are sealed with the process's secret box when written (the venue
// import, the back office) and opened when read, so the gateways get plain values in memory only.
// Each is bound to its venue and field: `payment.webhook_secret`, `payment.credentials.<name>`.
//
// Without SECRETS_KEYS nothing can be sealed: a real gateway's keys are refused, and the sandbox's
// webhook secret (our own test gateway's, switched off in production, the demo venues' and every
// test's) is kept as given, as before sealing. With a key, the sandbox's is sealed too.

export interface StoredSecrets {
  webhookSecret: string | null;
  credentials: Record<string, string>;
}

const WEBHOOK_PURPOSE = 'payment.webhook_secret';
const credentialPurpose = (name: string) => `payment.credentials.${name}`;
const contextOf = (instanceId: number, purpose: string) => ({ instanceId: String(instanceId), purpose });

/** What a gateway may keep plain without a key: the sandbox's secret, or nothing at all. */
function mayStayPlain(provider: string | null, secrets: StoredSecrets): boolean {
  return (provider === null || provider === 'sandbox') && Object.keys(secrets.credentials).length === 0;
}

/** Each secret through `each` with the field it is (its purpose). */
function eachSecret<T>(
  stored: StoredSecrets,
  each: (value: string, purpose: string) => T,
): { webhookSecret: T | null; credentials: Record<string, T> } {
  return {
    webhookSecret: stored.webhookSecret === null ? null : each(stored.webhookSecret, WEBHOOK_PURPOSE),
    credentials: Object.fromEntries(
      Object.entries(stored.credentials).map(([name, value]) => [name, each(value, credentialPurpose(name))]),
    ),
  };
}

/** The secrets as they are stored: sealed under the first key; plain only for the sandbox without
 * a key. A real gateway's keys without a key throw SecretBoxError `no_key` (the message names
 * SECRETS_KEYS, never a value). */
export function sealSecrets(
  instanceId: number,
  provider: string | null,
  secrets: StoredSecrets,
): StoredSecrets {
  const { box, sealing } = processSecretBox();
  if (!sealing && mayStayPlain(provider, secrets)) return secrets;
  return eachSecret(secrets, (value, purpose) =>
    isSealed(value)
      ? box.reseal(value, contextOf(instanceId, purpose))
      : box.seal(value, contextOf(instanceId, purpose)),
  );
}

/** The stored secrets opened (a plain value, from before sealing or the sandbox's without a key, as
 * it is). A value that does not open throws SecretBoxError naming the key it needs. */
export function openSecrets(instanceId: number, stored: StoredSecrets): StoredSecrets {
  return eachSecret(stored, (value, purpose) => openOne(instanceId, value, purpose));
}

function openOne(instanceId: number, value: string, purpose: string): string {
  return isSealed(value) ? processSecretBox().box.open(value, contextOf(instanceId, purpose)) : value;
}

/** Each stored secret opened, or null where it does not open (the back office shows it as set). */
export function openSecretsLeniently(
  instanceId: number,
  stored: StoredSecrets,
): { webhookSecret: string | null; credentials: Record<string, string | null> } {
  return eachSecret(stored, (value, purpose) => {
    try {
      return openOne(instanceId, value, purpose);
    } catch (error) {
      if (error instanceof SecretBoxError) return null;
      throw error;
    }
  });
}

/** Whether a stored secret is to be sealed again: plain, or under another key than the first. */
export function secretsNeedSealing(stored: StoredSecrets): boolean {
  const { box } = processSecretBox();
  const values = [stored.webhookSecret, ...Object.values(stored.credentials)].filter(
    (value): value is string => value !== null,
  );
  return values.some((value) => !isSealed(value) || box.needsReseal(value));
}
