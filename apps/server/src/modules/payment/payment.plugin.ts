import type { PaymentMethod } from '@storefront/domain/payment/payment.schema';
import type { PaymentService } from '@storefront/domain/payment/payment-settings.schema';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import { repeatWhileOpen } from '../../lib/repeat-while-open.ts';
import { TtlCache } from '../../lib/ttl-cache.ts';
import type { DomainEvent } from '../../plugins/events.ts';
import { onVenueReadsForgotten } from '../venue/venue.service.ts';
import { newPaymentHooks, type PaymentDeps, type PaymentListener } from './payment.deps.ts';
import { paymentGatewayRoutes } from './payment.gateway.routes.ts';
import { collectAtHandover, refundPurchasePayments } from './payment.ledger.ts';
import { paymentRoutes } from './payment.routes.ts';
import { expireAbandonedPayments, methodsOfferedAt } from './payment.service.ts';
import { paymentStaffRoutes } from './payment.staff.routes.ts';
import type { TotalsSettler } from './payment.totals.ts';
import { paymentWebhookRoutes } from './payment.webhook.routes.ts';
import type { GatewayEndpoints } from './provider/provider.ts';
import { sandboxRoutes } from './sandbox/sandbox.routes.ts';

// The payments module (docs/decisions/013-payments.md; docs/payments.md): its routes, the sandbox gateway, and
// `app.payments` for the modules that cancel orders or wait for them to be paid.

export interface PaymentsApi {
  /** What the payment functions work with, for the modules that call them directly (on-table
   * cancels a manual payment with `applyStatus`, its staff settle with `settleByStaff`). */
  deps: PaymentDeps;
  /** Inside the caller's transaction: refund every paid payment of a canceled purchase and close
   * its waiting cash / card-reader payments. Deliver the events after commit
   * (`app.events.deliver(...events)`). */
  refundPurchasePayments(tx: Db, instanceId: number, purchaseId: string): Promise<DomainEvent[]>;
  /** Inside the caller's transaction: record the waiting cash / card-reader payments of a purchase
   * handed over as paid, settled by `settledBy`. Deliver the events after commit. */
  collectAtHandover(
    tx: Db,
    instanceId: number,
    purchaseId: string,
    settledBy: string,
  ): Promise<DomainEvent[]>;
  /** The methods the venue offers for each purpose (its settings less what its gateway and country
   * cannot take): an order is placed only with one of its service's. */
  methodsOffered(instanceId: number): Promise<Record<PaymentService, PaymentMethod[]>>;
  /** Called inside the transaction that changes a payment's status. */
  onStatusChange(listener: PaymentListener): void;
  /** A service's own way to settle its purchase's money after a payment is paid or refunded. */
  settleTotalsWith(service: string, settler: TotalsSettler): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentsApi;
  }
}

/** How long a process serves a venue's payment settings before reading them again: seconds, as
 * the venue reads (ADR 006), since another process's import reaches this one only through the
 * database. */
const PAYMENT_SETTINGS_TTL_MS = 5_000;

/** How often abandoned online payments are looked for across venues (docs/operations.md). */
const ABANDONED_SWEEP_MS = 60_000;

export interface PaymentPluginOptions {
  sandboxEnabled: boolean;
  cardTokensPerMinute: number;
  gateways: GatewayEndpoints;
  now?: () => Date;
}

export const paymentPlugin = fp(async (app: FastifyInstance, options: PaymentPluginOptions) => {
  const deps: PaymentDeps = {
    db: app.db,
    events: app.events,
    log: app.log,
    now: options.now ?? (() => new Date()),
    sandboxEnabled: options.sandboxEnabled,
    gateways: options.gateways,
    hooks: newPaymentHooks(),
    settings: new TtlCache(PAYMENT_SETTINGS_TTL_MS),
  };
  // Forgotten with the venue reads in this process (a staff edit, a test writing beside the app);
  // another process's import shows within the TTL.
  onVenueReadsForgotten(app.venues, (instanceId) =>
    instanceId === undefined ? deps.settings.clear() : deps.settings.delete(instanceId),
  );
  app.decorate('payments', {
    deps,
    refundPurchasePayments: (tx, instanceId, purchaseId) =>
      refundPurchasePayments(deps, tx, instanceId, purchaseId),
    collectAtHandover: (tx, instanceId, purchaseId, settledBy) =>
      collectAtHandover(deps, tx, instanceId, purchaseId, settledBy),
    methodsOffered: (instanceId) => methodsOfferedAt(deps, instanceId),
    onStatusChange: (listener) => {
      deps.hooks.listeners.push(listener);
    },
    settleTotalsWith: (service, settler) => {
      deps.hooks.settlers.set(service, settler);
    },
  } satisfies PaymentsApi);
  // Abandoned online payments free their part of the bill even when nobody reads it meanwhile;
  // every process may sweep, the ledger's conditional move lets one of them close each payment.
  repeatWhileOpen(app, ABANDONED_SWEEP_MS, 'abandoned payments sweep', () => expireAbandonedPayments(deps));
  await app.register(paymentRoutes, { deps });
  await app.register(paymentWebhookRoutes, { deps });
  await app.register(paymentStaffRoutes, { deps });
  await app.register(paymentGatewayRoutes, { deps });
  if (options.sandboxEnabled) {
    await app.register(sandboxRoutes, { now: deps.now, tokensPerMinute: options.cardTokensPerMinute });
  }
});
