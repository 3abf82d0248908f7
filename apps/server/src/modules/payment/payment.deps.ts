import type { PaymentStatus } from '@storefront/domain/payment/payment.schema';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { TtlCache } from '../../lib/ttl-cache.ts';
import type { DomainEvent, EventBus } from '../../plugins/events.ts';
import type { PurchaseRow } from '../purchase/purchase.repository.ts';
import type { PaymentRow } from './payment.repository.ts';
import type { TotalsSettler } from './payment.totals.ts';
import type { PaymentSettings } from './payment-settings.repository.ts';
import type { GatewayEndpoints, ProviderContext } from './provider/provider.ts';

/** Other modules react to a payment's new status in the same transaction (the kitchen gets a
 * pay-first order once it is paid); events they return are delivered after commit. */
export type PaymentListener = (
  tx: Db,
  change: { instanceId: number; payment: PaymentRow; purchase: PurchaseRow; from: PaymentStatus },
) => Promise<DomainEvent[] | undefined>;

/** What the modules above payments registered at startup: the ledger calls them on every status
 * change. Per process, filled once while the plugins register. */
export interface PaymentHooks {
  listeners: PaymentListener[];
  /** Per service (`on_table`), the module's own way to settle its purchase's money; the others
   * get `settlePurchaseTotals`. */
  settlers: Map<string, TotalsSettler>;
}

export function newPaymentHooks(): PaymentHooks {
  return { listeners: [], settlers: new Map() };
}

/** What the payment services (diner payments, the ledger, gateway notices, staff) work with;
 * built once in payment.plugin.ts. Plain functions take it as their first argument
 * (docs/decisions/025-server-modules-in-layers.md). */
export interface PaymentDeps {
  db: Db;
  events: EventBus;
  log: FastifyBaseLogger;
  /** The clock of holds, paid and refunded times and gateway signatures (tests fix it). */
  now: () => Date;
  /** Whether the built-in sandbox gateway may be used (never in production unless asked). */
  sandboxEnabled: boolean;
  /** Where the real gateways answer and how long they may take. */
  gateways: GatewayEndpoints;
  hooks: PaymentHooks;
  /** Each venue's payment settings as a diner's payment reads them, kept seconds (ADR 006) and
   * forgotten with the venue reads (`paymentSettingsOf`, docs/decisions/057). */
  settings: TtlCache<number, PaymentSettings>;
}

/** What a gateway call gets: the venue's settings, the diner's origin (redirect URLs), the clock
 * and the gateways' endpoints; `db` is the caller's transaction when there is one. */
export function providerContext(
  deps: PaymentDeps,
  instanceId: number,
  settings: PaymentSettings,
  origin: string,
  db: Db = deps.db,
): ProviderContext {
  return { db, instanceId, settings, origin, now: deps.now(), endpoints: deps.gateways };
}
