import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';
import { geocoderFrom } from '../geocoder/geocoder.factory.ts';
import { HttpSmsSender } from '../sms/http.sms.ts';
import { OutboxSmsSender } from '../sms/outbox.sms.ts';
import type { SmsSender } from '../sms/sms.ts';
import type { DeliveryDeps } from './delivery.deps.ts';
import { deliveryRoutes } from './delivery.routes.ts';
import { locationRoutes } from './locations.routes.ts';
import { orderRoutes } from './orders.routes.ts';
import { smsRoutes } from './sms.routes.ts';
import { SmsCodeService } from './sms.service.ts';
import { staffOrderRoutes } from './staff-orders.routes.ts';

export interface DeliveryPluginOptions {
  config: Config;
  /** The clock of opening hours, slots, coupons and SMS codes (tests fix it). */
  now?: () => Date;
}

/** Delivery, take-away and scheduled orders (issue 8; docs/decisions/016-delivery.md). Needs the
 * database, events and catalogue decorations of app.ts. */
export const deliveryPlugin: FastifyPluginAsync<DeliveryPluginOptions> = async (app, { config, now }) => {
  const clock = now ?? (() => new Date());
  const sms: SmsSender = config.SMS_HTTP_URL
    ? new HttpSmsSender(config.SMS_HTTP_URL, config.SMS_HTTP_TOKEN)
    : new OutboxSmsSender(app.db, app.log);
  const deps: DeliveryDeps = {
    db: app.db,
    geocoder: geocoderFrom(config),
    sms,
    smsCodes: new SmsCodeService(app.db, sms, clock),
    events: app.events,
    catalog: app.catalog,
    refundPurchasePayments: (tx, instanceId, purchaseId) =>
      app.payments.refundPurchasePayments(tx, instanceId, purchaseId),
    now: clock,
  };
  await app.register(deliveryRoutes, { deps });
  await app.register(locationRoutes, { deps });
  await app.register(smsRoutes, {
    deps,
    sandboxInbox: sms.kind === 'outbox' && config.NODE_ENV !== 'production',
  });
  await app.register(orderRoutes, { deps });
  await app.register(staffOrderRoutes, { deps });
};
