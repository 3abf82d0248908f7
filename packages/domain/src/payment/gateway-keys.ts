import { z } from 'zod';
import type { ErrorKey } from '../errors/error-keys.ts';
import { paymentProviders } from './payment-settings.schema.ts';

// A venue's keys of its payment gateway (issue 55 "Must work" 6; docs/payments.md#venue-settings,
// ADR 116): which keys each gateway takes, the prefixes its documentation gives them, and whether
// they are the gateway's test keys or its live ones. The back office's form and the venue import
// check keys with these rules; the server keeps the secret ones sealed (never answered, never
// logged) and answers only whether each is set and its last 4 characters.

/** One key of a gateway account as the form and the import name it. `webhook_secret` is the
 * secret the gateway signs its notices with (Wompi's events secret), stored in its own column;
 * every other key is one of the venue's `credentials`. */
export interface GatewayKeyField {
  name: string;
  /** Sealed at rest, typed in a password field and never answered; a public key is neither. */
  secret: boolean;
  /** The documented prefixes of the gateway's test keys and of its live keys; empty: any text. */
  test: readonly string[];
  live: readonly string[];
}

const WEBHOOK_SECRET = 'webhook_secret';

/** The keys each gateway needs, by the provider names of `paymentProviders` (a string-keyed table,
 * so a gateway listed here before it is registered compiles either way). */
export const gatewayKeyFields: Readonly<Record<string, readonly GatewayKeyField[]>> = {
  // the built-in sandbox signs its notices with the secret alone; it has no account
  sandbox: [{ name: WEBHOOK_SECRET, secret: true, test: [], live: [] }],
  // https://docs.wompi.co/docs/colombia/ambientes-y-llaves/
  wompi: [
    { name: 'public_key', secret: false, test: ['pub_test_'], live: ['pub_prod_'] },
    { name: 'private_key', secret: true, test: ['prv_test_'], live: ['prv_prod_'] },
    { name: WEBHOOK_SECRET, secret: true, test: ['test_events_'], live: ['prod_events_'] },
    { name: 'integrity_secret', secret: true, test: ['test_integrity_'], live: ['prod_integrity_'] },
  ],
  // https://www.mercadopago.com.co/developers/es/docs/your-integrations/credentials
  mercado_pago: [
    { name: 'public_key', secret: false, test: ['TEST-'], live: ['APP_USR-'] },
    { name: 'access_token', secret: true, test: ['TEST-'], live: ['APP_USR-'] },
    { name: WEBHOOK_SECRET, secret: true, test: [], live: [] },
  ],
};

/** The keys of a gateway (none for an unknown name or for no gateway). */
export function gatewayKeyFieldsOf(provider: string | null): readonly GatewayKeyField[] {
  return provider && Object.hasOwn(gatewayKeyFields, provider) ? (gatewayKeyFields[provider] ?? []) : [];
}

/** Whether the key named `name` is stored in the `webhook_secret` column, not in `credentials`. */
export const isWebhookSecretField = (name: string): boolean => name === WEBHOOK_SECRET;

/** The shortest secret the import and the form accept (the sandbox's webhook secret's rule). */
export const GATEWAY_KEY_MIN_LENGTH = 16;
export const GATEWAY_KEY_MAX_LENGTH = 500;
/** The sandbox's secret is any text of 16 characters or more; other keys are their gateway's. */
const MIN_LENGTH_OF: Readonly<Record<string, number>> = { [WEBHOOK_SECRET]: GATEWAY_KEY_MIN_LENGTH };

/** `sandbox`: our built-in gateway, no money moves; `test`: the gateway's own test keys; `live`. */
export type GatewayMode = 'sandbox' | 'test' | 'live';

export interface GatewayKeyIssue {
  /** The field at fault; absent for the keys as a whole (test and live keys mixed). */
  field?: string;
  key: ErrorKey;
  params: Record<string, string>;
}

/** What is wrong with a gateway's keys, `keys` being every key it will use (the stored ones for
 * those a form left blank): a missing key, one without its documented prefix, or test keys mixed
 * with live ones. Empty: they may be saved. */
export function gatewayKeyIssues(
  provider: string | null,
  keys: Readonly<Record<string, string | null | undefined>>,
): GatewayKeyIssue[] {
  const issues: GatewayKeyIssue[] = [];
  for (const field of gatewayKeyFieldsOf(provider)) {
    const value = keys[field.name];
    if (!value) {
      issues.push({ field: field.name, key: 'gateway_key_required', params: { field: field.name } });
      continue;
    }
    const prefixes = [...field.test, ...field.live];
    const min = MIN_LENGTH_OF[field.name] ?? 1;
    const prefixed =
      prefixes.length === 0
        ? value.length >= min
        : prefixes.some((prefix) => value.startsWith(prefix) && value.length > prefix.length);
    const wellFormed = prefixed && value.length <= GATEWAY_KEY_MAX_LENGTH && !/\s/.test(value);
    if (!wellFormed) {
      issues.push({
        field: field.name,
        key: 'gateway_key_invalid',
        params: { field: field.name, prefixes: prefixes.join(', ') || `${min}+` },
      });
    }
  }
  if (issues.length === 0 && modesOf(provider, keys).size > 1) {
    issues.push({ key: 'gateway_keys_mixed_modes', params: {} });
  }
  return issues;
}

/** Whether the keys are the gateway's test keys or its live ones, read from their prefixes (Wompi's
 * `pub_test_`, Mercado Pago's `TEST-`); the sandbox is always `sandbox`. Null: no gateway, or test
 * and live keys mixed (or none with a prefix yet). */
export function gatewayMode(
  provider: string | null,
  keys: Readonly<Record<string, string | null | undefined>>,
): GatewayMode | null {
  if (provider === 'sandbox') return 'sandbox';
  const modes = modesOf(provider, keys);
  return modes.size === 1 ? ([...modes][0] ?? null) : null;
}

function modesOf(
  provider: string | null,
  keys: Readonly<Record<string, string | null | undefined>>,
): Set<GatewayMode> {
  const modes = new Set<GatewayMode>();
  for (const field of gatewayKeyFieldsOf(provider)) {
    const value = keys[field.name];
    if (!value) continue;
    if (field.test.some((prefix) => value.startsWith(prefix))) modes.add('test');
    else if (field.live.some((prefix) => value.startsWith(prefix))) modes.add('live');
  }
  return modes;
}

// --- the staff API (GET and PUT /staff/payments/gateway.json, POST .../gateway/test.json) ---

const providerName = z.enum(paymentProviders);

/** One key as the back office sees it: never its value. */
export const gatewayKeyStateSchema = z.object({
  name: z.string(),
  secret: z.boolean(),
  set: z.boolean(),
  /** `****` and the last 4 characters of a long enough value (`maskSecret`), or null when unset. */
  hint: z.string().nullable(),
});
export type GatewayKeyState = z.infer<typeof gatewayKeyStateSchema>;

export const gatewaySettingsSchema = z.object({
  provider: z.string().nullable(),
  mode: z.enum(['sandbox', 'test', 'live']).nullable(),
  keys: z.array(gatewayKeyStateSchema),
  /** Whether the server holds a key to seal a real gateway's keys with (`SECRETS_KEYS`); without
   * one only the sandbox can be set. */
  sealing: z.boolean(),
});
export type GatewaySettings = z.infer<typeof gatewaySettingsSchema>;

/** A save of the gateway, or the keys a connection test is to try: the gateway and the keys typed.
 * A key left out (or blank) keeps the stored one while the gateway stays the same; a new gateway
 * needs all of its keys. `provider: null` removes the gateway and its keys. */
export const gatewayEditSchema = z.object({
  provider: providerName.nullable(),
  /** By key name (`webhook_secret`, `private_key`…): `credentials`, a name the logger redacts. */
  credentials: z.record(z.string().max(60), z.string().max(GATEWAY_KEY_MAX_LENGTH)).default({}),
});
export type GatewayEdit = z.infer<typeof gatewayEditSchema>;

export const gatewayTestAnswerSchema = z.object({
  ok: z.literal(true),
  mode: z.enum(['sandbox', 'test', 'live']).nullable(),
});
export type GatewayTestAnswer = z.infer<typeof gatewayTestAnswerSchema>;
