import type { PaymentMethod } from '@storefront/domain/payment/payment.schema';
import {
  defaultMethods,
  type PaymentProviderName,
  type PaymentService,
} from '@storefront/domain/payment/payment-settings.schema';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { instances, paymentSettings } from '../../db/schema.ts';
import { SecretBoxError } from '../../lib/secret-box.ts';
import { venueRows } from '../../lib/venue-rows.ts';
import { openSecrets, type StoredSecrets, sealSecrets, secretsNeedSealing } from './payment-secrets.ts';

// A venue's payment settings (docs/decisions/013-payments.md): written by the module's import step
// (payment.import.ts) and the back office's gateway form (payment.gateway.routes.ts), read per
// payment. Secrets are stored sealed and opened here (payment-secrets.ts, ADR 116).

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
    methods: { ...defaultSettings.methods, ...(row.methods as Partial<PaymentSettings['methods']>) },
    minimumOnlineAmount: row.minimumOnlineAmount,
    ...openedOrNone(instanceId, row),
  };
}

/** The row's secrets opened; a secret that does not open (its key left SECRETS_KEYS) leaves the
 * venue without a gateway (`payment_gateway_not_configured`) rather than failing every read of its
 * payments: the back office shows the key set but unreadable, `npm run secrets:reseal` names the key. */
function openedOrNone(
  instanceId: number,
  row: { provider: string | null } & StoredSecrets,
): Pick<PaymentSettings, 'provider' | 'webhookSecret' | 'credentials'> {
  try {
    return { provider: row.provider as PaymentProviderName | null, ...openSecrets(instanceId, row) };
  } catch (error) {
    if (error instanceof SecretBoxError) return { provider: null, webhookSecret: null, credentials: {} };
    throw error;
  }
}

/** The venue's gateway and its secrets as stored (sealed, or plain from before sealing). */
export async function readStoredGateway(
  db: Db,
  instanceId: number,
): Promise<{ provider: PaymentProviderName | null } & StoredSecrets> {
  const [row] = await venueRows(db, paymentSettings, instanceId);
  if (!row) return { provider: null, webhookSecret: null, credentials: {} };
  return {
    provider: row.provider as PaymentProviderName | null,
    webhookSecret: row.webhookSecret,
    credentials: row.credentials,
  };
}

/** The venue's gateway and its keys (plain here), stored sealed (`sealSecrets`: refused without
 * SECRETS_KEYS for a real gateway); its methods and minimum stay. */
export async function setGateway(
  tx: Db,
  instanceId: number,
  provider: PaymentProviderName | null,
  secrets: StoredSecrets,
): Promise<void> {
  const sealed = sealSecrets(instanceId, provider, secrets);
  const values = { provider, webhookSecret: sealed.webhookSecret, credentials: sealed.credentials };
  await tx
    .insert(paymentSettings)
    .values({ instanceId, methods: defaultSettings.methods, ...values })
    .onConflictDoUpdate({ target: paymentSettings.instanceId, set: { ...values, updatedAt: sql`now()` } });
}

/** Every venue's secrets sealed under the first key of SECRETS_KEYS: the plain ones (from before
 * sealing) and those under an older key (a rotation). Row by row, each in its own statement; a
 * value already under the first key is left as it is. Answers the venues whose row changed. */
export async function resealPaymentSecrets(db: Db): Promise<number[]> {
  const rows = await db
    .select({
      instanceId: paymentSettings.instanceId,
      provider: paymentSettings.provider,
      webhookSecret: paymentSettings.webhookSecret,
      credentials: paymentSettings.credentials,
    })
    .from(paymentSettings);
  const changed: number[] = [];
  for (const row of rows) {
    if (!secretsNeedSealing(row)) continue;
    const sealed = sealSecrets(row.instanceId, row.provider, row);
    await db
      .update(paymentSettings)
      .set({ webhookSecret: sealed.webhookSecret, credentials: sealed.credentials, updatedAt: sql`now()` })
      .where(eq(paymentSettings.instanceId, row.instanceId));
    changed.push(row.instanceId);
  }
  return changed;
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
