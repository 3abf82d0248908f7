import { errorMessage } from '@storefront/domain/errors/error-messages';
import { gatewayKeyIssues, isWebhookSecretField } from '@storefront/domain/payment/gateway-keys';
import type { PaymentSettingsImport } from '@storefront/domain/payment/payment-settings.schema';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentSettings } from '../../db/schema.ts';
import { processSecretBox } from '../../lib/secret-keys.ts';
import { sealSecrets } from './payment-secrets.ts';

// The payments part of a venue file (docs/venues.md), written inside writeVenue's transaction.
// The venue import composes this step from above. The webhook secret and the credentials are
// stored sealed (payment-secrets.ts, ADR 116): a real gateway's keys without SECRETS_KEYS are refused.

/** What is wrong with the file's gateway keys before anything is written (parseVenueFile): a key
 * missing or without its gateway's documented prefix, test and live keys mixed, or a real gateway's
 * keys on a server without SECRETS_KEYS to seal them with. Messages name fields, never values. */
export function checkPayments(
  settings: PaymentSettingsImport | undefined,
): { path: string; message: string }[] {
  if (!settings?.provider) return [];
  const keys = { ...settings.credentials, webhook_secret: settings.webhook_secret };
  const issues = gatewayKeyIssues(settings.provider, keys).map((issue) => ({
    path: !issue.field
      ? 'payments.credentials'
      : isWebhookSecretField(issue.field)
        ? 'payments.webhook_secret'
        : `payments.credentials.${issue.field}`,
    message: errorMessage('en', issue.key, issue.params),
  }));
  const realGateway = settings.provider !== 'sandbox' || Object.keys(settings.credentials).length > 0;
  if (realGateway && !processSecretBox().sealing) {
    issues.push({ path: 'payments', message: errorMessage('en', 'gateway_sealing_unavailable') });
  }
  return issues;
}

/** The file's `payments` section replaces the venue's settings; a file without one leaves the
 * venue on the defaults (payment-settings.repository.ts `defaultSettings`). */
export async function importPayments(
  tx: Db,
  instanceId: number,
  settings: PaymentSettingsImport | undefined,
): Promise<void> {
  if (!settings) {
    await tx.delete(paymentSettings).where(eq(paymentSettings.instanceId, instanceId));
    return;
  }
  const sealed = sealSecrets(instanceId, settings.provider, {
    webhookSecret: settings.webhook_secret,
    credentials: settings.credentials,
  });
  const values = {
    instanceId,
    provider: settings.provider,
    methods: settings.methods,
    minimumOnlineAmount: settings.minimum_online_amount,
    webhookSecret: sealed.webhookSecret,
    credentials: sealed.credentials,
  };
  await tx
    .insert(paymentSettings)
    .values(values)
    .onConflictDoUpdate({ target: paymentSettings.instanceId, set: { ...values, updatedAt: sql`now()` } });
}
