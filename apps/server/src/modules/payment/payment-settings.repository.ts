import type { PaymentMethod } from '@storefront/domain/payment/payment.schema';
import {
  defaultMethods,
  type PaymentProviderName,
  type PaymentService,
} from '@storefront/domain/payment/payment-settings.schema';
import type { Db } from '../../db/client.ts';
import { paymentSettings } from '../../db/schema.ts';
import { venueRows } from '../../lib/venue-rows.ts';

// A venue's payment settings (docs/decisions/013-payments.md): written by the module's import step
// (payment.import.ts), read per payment.

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
  const [row] = await venueRows(db, paymentSettings, instanceId);
  if (!row) return defaultSettings;
  return {
    provider: row.provider as PaymentProviderName | null,
    methods: { ...defaultSettings.methods, ...(row.methods as Partial<PaymentSettings['methods']>) },
    minimumOnlineAmount: row.minimumOnlineAmount,
    webhookSecret: row.webhookSecret,
    credentials: row.credentials,
  };
}
