import type { Db } from '../../db/client.ts';
import type { DomainEvent, EventBus } from '../../plugins/events.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { Geocoder } from '../geocoder/geocoder.ts';
import type { SmsSender } from '../sms/sms.ts';
import type { SmsCodeService } from './sms.service.ts';

/** What the delivery services work with; built once in delivery.plugin.ts. */
export interface DeliveryDeps {
  db: Db;
  geocoder: Geocoder;
  sms: SmsSender;
  smsCodes: SmsCodeService;
  events: EventBus;
  catalog: CatalogService;
  /** Refunds the paid payments of a canceled order, in its transaction (the payments capability). */
  refundPurchasePayments: (tx: Db, instanceId: number, purchaseId: string) => Promise<DomainEvent[]>;
  /** The clock of opening hours, slots, coupons and SMS codes (tests fix it). */
  now: () => Date;
}

/** The SSE topic of one order (architecture §6). */
export const orderTopic = (purchaseId: string) => `purchase:${purchaseId}`;
/** The staff topic of a branch's delivery and take-away orders. */
export const branchOrdersTopic = (supplierId: number) => `delivery-orders:${supplierId}`;
