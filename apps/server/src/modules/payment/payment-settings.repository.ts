import type { PaymentMethod } from '@storefront/domain/payment/payment.schema';
import {
  defaultMethods,
  type PaymentProviderName,
  type PaymentService,
} from '@storefront/domain/payment/payment-settings.schema';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { instances, paymentSettings } from '../../db/schema.ts';
import { venueRows } from '../../lib/venue-rows.ts';

// A venue's payment settings (docs/decisions/013-payments.md): written by the module's import step
// (payment.import.ts), read per payment.

export interface PaymentSettings {
  provider: PaymentProviderName | null;
  methods: Record<PaymentService, PaymentMethod[]>;
  minimumOnlineAmount: number;
  webhookSecret: string | null;
  credentials: Record<string, string>;
  /** The venue's country ('' unknown): PSE and Nequi are offered only in Colombia (domain `methodsOffered`). */
  countryCode: string;
}

/** A venue without settings: no gateway, cash and card reader everywhere. */
export const defaultSettings: PaymentSettings = {
  provider: null,
  methods: defaultMethods as Record<PaymentService, PaymentMethod[]>,
  minimumOnlineAmount: 0,
  webhookSecret: null,
  credentials: {},
  countryCode: '',
};

export async function loadPaymentSettings(db: Db, instanceId: number): Promise<PaymentSettings> {
  const [[row], [venue]] = await Promise.all([
    venueRows(db, paymentSettings, instanceId),
    db.select({ countryCode: instances.countryCode }).from(instances).where(eq(instances.id, instanceId)),
  ]);
  const countryCode = venue?.countryCode ?? defaultSettings.countryCode;
  if (!row) return { ...defaultSettings, countryCode };
  return {
    countryCode,
    provider: row.provider as PaymentProviderName | null,
    methods: { ...defaultSettings.methods, ...(row.methods as Partial<PaymentSettings['methods']>) },
    minimumOnlineAmount: row.minimumOnlineAmount,
    webhookSecret: row.webhookSecret,
    credentials: row.credentials,
  };
}

/** The venue's methods per service and minimum online payment (the back office's payments
 * section); its gateway, secret and keys stay as imported. */
export async function setPaymentMethods(
  tx: Db,
  instanceId: number,
  methods: Record<PaymentService, PaymentMethod[]>,
  minimumOnlineAmount: number,
): Promise<void> {
  await tx
    .insert(paymentSettings)
    .values({ instanceId, methods, minimumOnlineAmount })
    .onConflictDoUpdate({
      target: paymentSettings.instanceId,
      set: { methods, minimumOnlineAmount, updatedAt: sql`now()` },
    });
}
