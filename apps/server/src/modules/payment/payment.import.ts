import type { PaymentSettingsImport } from '@storefront/domain/payment/payment-settings.schema';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentSettings } from '../../db/schema.ts';

// The payments part of a venue file (docs/venues.md), written inside writeVenue's transaction.
// The venue import composes this step from above.

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
  const values = {
    instanceId,
    provider: settings.provider,
    methods: settings.methods,
    minimumOnlineAmount: settings.minimum_online_amount,
    webhookSecret: settings.webhook_secret,
    credentials: settings.credentials,
  };
  await tx
    .insert(paymentSettings)
    .values(values)
    .onConflictDoUpdate({ target: paymentSettings.instanceId, set: { ...values, updatedAt: sql`now()` } });
}
