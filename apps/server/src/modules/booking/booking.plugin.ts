import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';
import { repeatWhileOpen } from '../../lib/repeat-while-open.ts';
import { OutboxEmailSender } from '../email/outbox.email.ts';
import { HttpSmsSender } from '../sms/http.sms.ts';
import { OutboxSmsSender } from '../sms/outbox.sms.ts';
import { depositPaidListener } from './booking.deposit.ts';
import type { BookingDeps } from './booking.deps.ts';
import { bookingRoutes } from './booking.routes.ts';
import { REMINDER_SWEEP_MS, sendDueReminders } from './reminders.ts';
import { sandboxBookingRoutes } from './sandbox-bookings.routes.ts';
import { staffBookingRoutes } from './staff-bookings.routes.ts';

export interface BookingPluginOptions {
  config: Config;
  phoneVerified: BookingDeps['phoneVerified'];
  /** The clock of availability, cut-offs, rating and reminders (tests fix it). */
  now?: () => Date;
}

/** Table bookings (docs/decisions/023-bookings.md). Needs the database and events
 * decorations of app.ts. Outside tests a sweep sends the reminders every few minutes. */
export const bookingPlugin: FastifyPluginAsync<BookingPluginOptions> = async (
  app,
  { config, now, phoneVerified },
) => {
  const deps: BookingDeps = {
    db: app.db,
    events: app.events,
    sms: config.SMS_HTTP_URL
      ? new HttpSmsSender(config.SMS_HTTP_URL, config.SMS_HTTP_TOKEN)
      : new OutboxSmsSender(app.db, app.log),
    email: new OutboxEmailSender(app.db, app.log),
    phoneVerified,
    now: now ?? (() => new Date()),
  };
  // an online deposit is paid through the payments flow; its ledger tells the booking
  app.payments.onStatusChange(depositPaidListener(deps));
  await app.register(bookingRoutes, { deps, perMinute: config.RATE_LIMIT_BOOKINGS_PER_MINUTE });
  await app.register(staffBookingRoutes, { deps });
  if (config.NODE_ENV !== 'production') await app.register(sandboxBookingRoutes, { deps });
  if (config.NODE_ENV !== 'test')
    repeatWhileOpen(app, REMINDER_SWEEP_MS, 'booking reminders', () => sendDueReminders(deps));
};
