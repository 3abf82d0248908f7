import { z } from 'zod';
import { hoursWindowSchema, minutesSetting } from '../delivery/delivery-settings.schema.ts';

// What a venue file sets for table bookings per branch (docs/venues.md#bookings; docs/bookings.md;
// docs/decisions/023-bookings.md). A branch takes bookings when it has `service_book` and this block.

const key = z
  .string()
  .min(1)
  .max(63)
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'lowercase letters, digits and hyphens');

/** A bookable area (salon, terrace) and the covers (seats) it holds at one moment. */
export const bookingZoneSchema = z.object({
  key,
  name: z.string().min(1).max(80),
  seats: z.number().int().min(1).max(2_000),
});
export type BookingZone = z.infer<typeof bookingZoneSchema>;

/** How long a party keeps its table: the first row whose `up_to` covers the party applies. */
export const stayRuleSchema = z.object({
  up_to: z.number().int().min(1).max(500),
  minutes: z
    .number()
    .int()
    .min(15)
    .max(12 * 60),
});

export const depositSchema = z.object({
  /** spec §9 "pricing by person or by reservation". */
  kind: z.enum(['none', 'per_person', 'per_reservation']),
  /** Minor units of the venue currency. */
  amount: z.number().int().min(0).max(100_000_000).default(0),
  /** spec §4: by default paid at the restaurant (staff mark it paid); `online` offers the payments flow. */
  pay: z.enum(['at_restaurant', 'online']).default('at_restaurant'),
});
export type Deposit = z.infer<typeof depositSchema>;

export const askedFieldsSchema = z.object({
  guests: z.boolean().default(false),
  birthday: z.boolean().default(false),
  sex: z.boolean().default(false),
  dni: z.boolean().default(false),
});
export type AskedFields = z.infer<typeof askedFieldsSchema>;

export const bookingSettingsSchema = z
  .object({
    /** `instant`: approved at once; `approval`: pending until the staff accept it. */
    confirmation: z.enum(['instant', 'approval']).default('instant'),
    /** A full hour takes the booking on the waiting list (spec §4); false refuses it. */
    waitlist: z.boolean().default(true),
    zones: z.array(bookingZoneSchema).min(1).max(20),
    /** Windows in which a booking may start, in the venue's time zone. */
    hours: z.array(hoursWindowSchema).min(1).max(50),
    slot_minutes: z.number().int().min(5).max(240).default(30),
    stay: z
      .array(stayRuleSchema)
      .min(1)
      .max(20)
      .default([
        { up_to: 2, minutes: 90 },
        { up_to: 6, minutes: 120 },
        { up_to: 500, minutes: 150 },
      ]),
    min_party: z.number().int().min(1).max(500).default(1),
    max_party: z.number().int().min(1).max(500).default(10),
    /** Earliest booking: now plus this. */
    lead_minutes: minutesSetting(0, 30 * 24 * 60, 60),
    /** Latest day one may book, counted from today. */
    horizon_days: z.number().int().min(1).max(366).default(30),
    /** The diner may cancel until this long before the booking. */
    cancel_cutoff_minutes: minutesSetting(0, 7 * 24 * 60, 120),
    /** The reminder SMS goes this long before the booking. */
    reminder_minutes: minutesSetting(30, 7 * 24 * 60, 24 * 60),
    deposit: depositSchema.default({ kind: 'none', amount: 0, pay: 'at_restaurant' }),
    /** Occasions offered in the form (free text keys like "birthday", "business"). */
    reasons: z.array(z.string().min(1).max(60)).max(20).default([]),
    /** Confirm the diner's phone with the 4-digit SMS code before booking (spec §5, like checkout). */
    require_sms_code: z.boolean().default(false),
    /** Optional fields the form asks for (spec §3 booking fields). */
    ask: askedFieldsSchema.default({ guests: false, birthday: false, sex: false, dni: false }),
  })
  .refine((s) => s.min_party <= s.max_party, 'min_party must not exceed max_party')
  .refine(
    (s) => s.stay.at(-1)!.up_to >= s.max_party,
    'the last stay row must cover max_party (its up_to at least max_party)',
  )
  .refine(
    (s) => new Set(s.zones.map((zone) => zone.key)).size === s.zones.length,
    'zone keys must be unique',
  );
export type BookingSettings = z.infer<typeof bookingSettingsSchema>;
export type BookingSettingsInput = z.input<typeof bookingSettingsSchema>;
