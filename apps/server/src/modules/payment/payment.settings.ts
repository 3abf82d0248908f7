import type { PaymentMethod } from '@storefront/domain/payment/payment.schema';
import {
  defaultMethods,
  type PaymentProviderName,
  type PaymentService,
  type PaymentSettingsImport,
} from '@storefront/domain/payment/payment-settings.schema';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentSettings } from '../../db/schema.ts';

// A venue's payment settings (issue 6.1): written by the venue import, read per payment.

export interface PaymentSettings {
  provider: PaymentProviderName | null;
  methods: Record<PaymentService, PaymentMethod[]>;
  minimumOnlineAmount: number;
  webhookSecret: string | null;
  credentials: Record<string, string>;
}

/** A venue without settings: no gateway, cash and card reader everywhere. */
export const defaultSettings: PaymentSettings = {
  provider: null,
  methods: defaultMethods as Record<PaymentService, PaymentMethod[]>,
  minimumOnlineAmount: 0,
  webhookSecret: null,
  credentials: {},
};

export async function loadPaymentSettings(db: Db, instanceId: number): Promise<PaymentSettings> {
  const [row] = await db.select().from(paymentSettings).where(eq(paymentSettings.instanceId, instanceId));
  if (!row) return defaultSettings;
  return {
    provider: row.provider as PaymentProviderName | null,
    methods: { ...defaultSettings.methods, ...(row.methods as Partial<PaymentSettings['methods']>) },
    minimumOnlineAmount: row.minimumOnlineAmount,
    webhookSecret: row.webhookSecret,
    credentials: row.credentials,
  };
}

/** The import path (`writeVenue`): the file's `payments` section replaces the venue's settings;
 * a file without one leaves the venue on the defaults. */
export async function writePaymentSettings(
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
