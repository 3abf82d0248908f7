import { loadConfig } from '../config.ts';
import { createSecretBox, type SecretBox, type SecretKey } from './secret-box.ts';

// The process's keys for the venues' gateway secrets (`SECRETS_KEYS`, docs/operations.md#gateway-secrets,
// ADR 116): one set per process, as the environment gives one. The server sets them from its config
// at start (app.ts); a command-line tool and the demo seed read the environment's; tests set their own.

let configured: readonly SecretKey[] | undefined;
let fromEnvironment: readonly SecretKey[] | undefined;
let cached: { keys: readonly SecretKey[]; box: SecretBox } | undefined;

/** The keys the process seals and opens with from now on (undefined: the environment's). */
export function useSecretKeys(keys: readonly SecretKey[] | undefined): void {
  configured = keys;
}

function currentKeys(): readonly SecretKey[] {
  if (configured) return configured;
  fromEnvironment ??= loadConfig({ SECRETS_KEYS: process.env.SECRETS_KEYS }).SECRETS_KEYS ?? [];
  return fromEnvironment;
}

/** The secret box of the process's keys, and whether it can seal (a key is configured). */
export function processSecretBox(): { box: SecretBox; sealing: boolean } {
  const keys = currentKeys();
  if (cached?.keys !== keys) cached = { keys, box: createSecretBox(keys) };
  return { box: cached.box, sealing: keys.length > 0 };
}
