import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../../db/client.ts';
import type { DomainEvent } from '../../plugins/events.ts';
import type { PaymentListener } from './payment.ledger.ts';
import { PaymentNotices } from './payment.notices.ts';
import { paymentRoutes } from './payment.routes.ts';
import { PaymentService } from './payment.service.ts';
import { paymentStaffRoutes } from './payment.staff.routes.ts';
import { PaymentStaff } from './payment.staff.ts';
import type { TotalsSettler } from './payment.totals.ts';
import { paymentWebhookRoutes } from './payment.webhook.routes.ts';
import { sandboxRoutes } from './sandbox/sandbox.routes.ts';

// The payments module (docs/decisions/013-payments.md; docs/payments.md): its routes, the sandbox gateway, and
// `app.payments` for the modules that cancel orders or wait for them to be paid.

export interface PaymentsApi {
  service: PaymentService;
  /** Inside the caller's transaction: refund every paid payment of a canceled purchase and close
   * its waiting cash / card-reader payments. Deliver the events after commit
   * (`app.events.deliver(...events)`). */
  refundPurchasePayments(tx: Db, instanceId: number, purchaseId: string): Promise<DomainEvent[]>;
  /** Called inside the transaction that changes a payment's status. */
  onStatusChange(listener: PaymentListener): void;
  /** A service's own way to settle its purchase's money after a payment is paid or refunded. */
  settleTotalsWith(service: string, settler: TotalsSettler): void;
  /** Staff settle a cash or card-reader payment: the one way, for every service. */
  staff: PaymentStaff;
}

declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentsApi;
  }
}

/** How often abandoned online payments are looked for across venues (docs/operations.md). */
const ABANDONED_SWEEP_MS = 60_000;

export interface PaymentPluginOptions {
  sandboxEnabled: boolean;
  cardTokensPerMinute: number;
  now?: () => Date;
}

export const paymentPlugin = fp(async (app: FastifyInstance, options: PaymentPluginOptions) => {
  const now = options.now ?? (() => new Date());
  const service = new PaymentService({
    db: app.db,
    events: app.events,
    log: app.log,
    now,
    sandboxEnabled: options.sandboxEnabled,
  });
  const notices = new PaymentNotices({
    db: app.db,
    events: app.events,
    log: app.log,
    ledger: service.ledger,
    now,
  });
  const staff = new PaymentStaff(app.db, app.events, service.ledger);
  app.decorate('payments', {
    service,
    staff,
    refundPurchasePayments: (tx, instanceId, purchaseId) =>
      service.ledger.refundPurchasePayments(tx, instanceId, purchaseId),
    onStatusChange: (listener) => service.ledger.onStatusChange(listener),
    settleTotalsWith: (kind, settler) => service.ledger.settleTotalsWith(kind, settler),
  } satisfies PaymentsApi);
  // Abandoned online payments free their part of the bill even when nobody reads it meanwhile;
  // every process may sweep, the ledger's conditional move lets one of them close each payment.
  const sweep = setInterval(() => {
    service
      .expireAbandoned()
      .catch((err: unknown) => app.log.warn({ err }, 'abandoned payments sweep failed'));
  }, ABANDONED_SWEEP_MS);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
  await app.register(paymentRoutes, { payments: service, notices });
  await app.register(paymentWebhookRoutes, { notices });
  await app.register(paymentStaffRoutes, { staff });
  if (options.sandboxEnabled) {
    await app.register(sandboxRoutes, { now, tokensPerMinute: options.cardTokensPerMinute });
  }
});
