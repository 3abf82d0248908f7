import { z } from 'zod';
import { BOOKING_RATING_MAX, BOOKING_RATING_MIN } from '../constants.ts';
import { isValidPhone, phoneCodeSchema } from '../delivery/contact.schema.ts';
import { askedFieldsSchema, bookingZoneSchema, depositSchema } from './booking-settings.schema.ts';
import { bookingStatuses } from './booking-status.rules.ts';

// Requests and answers of the booking calls (docs/bookings.md). Messages are error keys
// the storefront translates (packages/domain/src/errors); the form and the server parse the same
// schema.

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const hhmm = /^([01]\d|2[0-3]):[0-5]\d$/;
const trimmed = (max: number) => z.string().trim().max(max, 'validation_failed');

export const bookingStatusSchema = z.enum(bookingStatuses);

/** Contact of a booking: like checkout's, the ID document only where the branch asks for it. */
export const bookingContactSchema = z
  .object({
    name: trimmed(120).min(1, 'field_required'),
    phone_code: phoneCodeSchema,
    phone: trimmed(30).min(1, 'field_required'),
    email: trimmed(254).min(1, 'field_required').pipe(z.email('invalid_email')),
    dni: trimmed(20)
      .regex(/^[\p{L}\d.-]{5,20}$/u, 'validation_failed')
      .nullable()
      .default(null),
  })
  .superRefine((contact, ctx) => {
    if (contact.phone && !isValidPhone(contact.phone_code, contact.phone)) {
      ctx.addIssue({ code: 'custom', path: ['phone'], message: 'invalid_phone' });
    }
  });

/** spec §5 "date, hour, day and number of persons must be selected": each has its own key. */
export const bookingRequestSchema = z.object({
  date: z.string({ error: 'booking_date_required' }).regex(isoDate, 'booking_date_required'),
  hour: z.string({ error: 'booking_hour_required' }).regex(hhmm, 'booking_hour_required'),
  persons: z
    .number({ error: 'booking_persons_required' })
    .int('booking_persons_required')
    .min(1, 'booking_persons_required')
    .max(500, 'validation_failed'),
  /** null: any zone with room. */
  zone: z.string().max(63).nullable().default(null),
  reason: trimmed(60).nullable().default(null),
  comment: trimmed(500).default(''),
  guests: trimmed(300).nullable().default(null),
  birthday: z.string().regex(isoDate, 'validation_failed').nullable().default(null),
  sex: z.enum(['female', 'male', 'other']).nullable().default(null),
  contact: bookingContactSchema,
});
export type BookingRequest = z.infer<typeof bookingRequestSchema>;
export type BookingRequestInput = z.input<typeof bookingRequestSchema>;

/** The route's body: shaped like the request but lenient, so a missing date or hour answers its own
 * spec §5 key (booking_date_required...) rather than a generic validation error. */
export const bookingRequestBody = z.looseObject({
  date: z.string().max(10).nullable().optional(),
  hour: z.string().max(5).nullable().optional(),
  persons: z.number().nullable().optional(),
  zone: z.string().max(63).nullable().optional(),
  reason: z.string().max(60).nullable().optional(),
  comment: z.string().max(500).optional(),
  guests: z.string().max(300).nullable().optional(),
  birthday: z.string().max(10).nullable().optional(),
  sex: z.enum(['female', 'male', 'other']).nullable().optional(),
  contact: z.looseObject({
    name: z.string().max(120).optional(),
    phone_code: z.string().max(6).optional(),
    phone: z.string().max(30).optional(),
    email: z.string().max(254).optional(),
    dni: z.string().max(20).nullable().optional(),
  }),
});

export const bookingOptionsSchema = z.object({
  supplier_id: z.string(),
  label: z.string(),
  timezone: z.string(),
  confirmation: z.enum(['instant', 'approval']),
  waitlist: z.boolean(),
  zones: z.array(bookingZoneSchema),
  min_party: z.number().int(),
  max_party: z.number().int(),
  horizon_days: z.number().int(),
  cancel_cutoff_minutes: z.number().int(),
  deposit: depositSchema,
  reasons: z.array(z.string()),
  ask: askedFieldsSchema,
  require_sms_code: z.boolean(),
});
export type BookingOptions = z.infer<typeof bookingOptionsSchema>;

const zoneRoomSchema = z.object({ key: z.string(), remaining: z.number().int(), fits: z.boolean() });
export const availabilitySchema = z.object({
  supplier_id: z.string(),
  persons: z.number().int(),
  days: z.array(
    z.object({
      date: z.string(),
      closed: z.boolean(),
      hours: z.array(
        z.object({
          hour: z.string(),
          start: z.string(),
          end: z.string(),
          free: z.boolean(),
          zones: z.array(zoneRoomSchema),
        }),
      ),
    }),
  ),
});
export type Availability = z.infer<typeof availabilitySchema>;

export const bookingSchema = z.object({
  id: z.string(),
  supplier_id: z.string(),
  supplier_label: z.string(),
  address: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  timezone: z.string(),
  status: bookingStatusSchema,
  date: z.string(),
  hour: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  persons: z.number().int(),
  zone: z.object({ key: z.string(), name: z.string() }),
  reason: z.string().nullable(),
  comment: z.string(),
  /** Why the venue declined or canceled. */
  status_reason: z.string().nullable(),
  deposit: z.object({
    kind: z.enum(['none', 'per_person', 'per_reservation']),
    pay: z.enum(['at_restaurant', 'online']),
    amount: z.number().int(),
    currency: z.string(),
    owed: z.boolean(),
    paid: z.boolean(),
  }),
  /** 1 for the first in line; null off the waiting list. */
  waitlist_position: z.number().int().nullable(),
  cancel_until: z.string(),
  can_cancel: z.boolean(),
  can_confirm: z.boolean(),
  can_rate: z.boolean(),
  rating: z.object({ rate: z.number().int(), comment: z.string() }).nullable(),
  created_at: z.string(),
});
export type Booking = z.infer<typeof bookingSchema>;

/** The answer to a new booking: the token is shown this once (the detail link is the key). */
export const createdBookingSchema = bookingSchema.extend({
  token: z.string(),
  detail_path: z.string(),
});
export type CreatedBooking = z.infer<typeof createdBookingSchema>;

export const staffBookingSchema = bookingSchema.extend({
  contact: z.object({
    name: z.string(),
    phone_code: z.string(),
    phone: z.string(),
    email: z.string(),
    dni: z.string().nullable(),
  }),
  guests: z.string().nullable(),
  birthday: z.string().nullable(),
  sex: z.string().nullable(),
});
export type StaffBooking = z.infer<typeof staffBookingSchema>;

export const bookingRateBody = z.object({
  rate: z
    .number({ error: 'rating_required' })
    .int('rating_required')
    .min(BOOKING_RATING_MIN, 'rating_required')
    .max(BOOKING_RATING_MAX, 'rating_required'),
  comment: trimmed(500).default(''),
});
export type BookingRateBody = z.infer<typeof bookingRateBody>;

export const staffBookingActions = [
  'accept',
  'decline',
  'promote',
  'seat',
  'no_show',
  'complete',
  'cancel',
  'deposit_paid',
] as const;
export const staffBookingActionBody = z.object({
  action: z.enum(staffBookingActions),
  reason: z.string().trim().max(300).nullable().default(null),
});

export const closureBody = z.object({
  date: z.string().regex(isoDate),
  /** null: the whole branch that day. */
  zone: z.string().max(63).nullable().default(null),
  closed: z.boolean().default(true),
});
