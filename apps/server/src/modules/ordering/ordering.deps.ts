import type { PaymentMethod } from '@storefront/domain/payment/payment.schema';
import type { PaymentService } from '@storefront/domain/payment/payment-settings.schema';
import type { Db } from '../../db/client.ts';
import type { DomainEvent, EventBus } from '../../plugins/events.ts';
import type { AppMetrics } from '../../plugins/metrics.ts';
import type { CatalogDeps } from '../catalog/catalog.service.ts';
import type { BranchContexts } from '../delivery/branch.context.ts';
import type { DeliveryDeps } from '../delivery/delivery.deps.ts';

/** What placing, reading and moving delivery and take-away orders works with; built once in
 * app.ts (docs/decisions/025-server-modules-in-layers.md). */
export interface OrderingDeps extends DeliveryDeps {
  events: EventBus;
  /** Orders placed and moved, counted after their commit (plugins/metrics.ts); absent: not counted. */
  metrics?: AppMetrics;
  catalog: CatalogDeps;
  /** Cached branch contexts for placing orders (docs/decisions/029-lean-order-write.md). */
  branches: BranchContexts;
  /** Refunds the paid payments of a canceled order, in its transaction (the payments capability). */
  refundPurchasePayments: (tx: Db, instanceId: number, purchaseId: string) => Promise<DomainEvent[]>;
  /** Records the waiting cash or card-reader payment of an order handed over as paid by the staff
   * who handed it over, in its transaction (the payments capability; docs/decisions/090). */
  collectAtHandover: (
    tx: Db,
    instanceId: number,
    purchaseId: string,
    settledBy: string,
  ) => Promise<DomainEvent[]>;
  /** The payment methods the venue offers for each purpose (the payments capability, cached). */
  methodsOffered: (instanceId: number) => Promise<Record<PaymentService, PaymentMethod[]>>;
}

/** The SSE topic of one order (architecture §6). */
export const orderTopic = (purchaseId: string) => `purchase:${purchaseId}`;
