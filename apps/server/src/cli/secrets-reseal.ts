import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { useSecretKeys } from '../lib/secret-keys.ts';
import { resealPaymentSecrets } from '../modules/payment/payment-settings.repository.ts';

// npm run secrets:reseal   (docs/operations.md#gateway-secrets, ADR 116)
// Seals every venue's gateway secrets under the first key of SECRETS_KEYS: the plain ones stored
// before sealing, and after a rotation those under an older key. Run it once SECRETS_KEYS is set on
// every process, and after putting a new key first; then the old key may go. Prints venue ids only.
async function main() {
  const config = loadConfig();
  if (!config.SECRETS_KEYS?.length) {
    console.error(
      '✗ SECRETS_KEYS is not set: there is no key to seal with (docs/operations.md#gateway-secrets)',
    );
    process.exit(2);
  }
  useSecretKeys(config.SECRETS_KEYS);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await migrate(database.db);
    const changed = await resealPaymentSecrets(database.db);
    console.log(
      `✓ ${changed.length} venue(s) sealed under key "${config.SECRETS_KEYS[0]?.id}"${changed.length ? `: ${changed.join(', ')}` : ''}`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(`✗ ${(error as Error).message}`);
  process.exit(1);
});
