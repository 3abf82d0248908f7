import type { Db } from '../../db/client.ts';
import type { EventBus } from '../../plugins/events.ts';
import type { EmailSender } from '../email/email.ts';
import type { SmsSender } from '../sms/sms.ts';

/** What the booking services work with; built once in booking.plugin.ts. */
export interface BookingDeps {
  db: Db;
  events: EventBus;
  sms: SmsSender;
  /** Messages also go to the diner's e-mail address (the booking form asks for it). */
  email: EmailSender;
  /** Whether the profile confirmed this phone (E.164) with the SMS code recently (the delivery
   * module's codes, handed in by app.ts: modules of one layer do not import each other). */
  phoneVerified: (instanceId: number, profileId: string, phone: string) => Promise<boolean>;
  /** The clock of availability, cut-offs, rating and reminders (tests fix it). */
  now: () => Date;
}

/** The SSE topic of one booking (its detail page listens). */
export const bookingTopic = (id: string) => `booking:${id}`;
/** The staff topic of a branch's bookings. */
export const branchBookingsTopic = (supplierId: number) => `bookings:${supplierId}`;
