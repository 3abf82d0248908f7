import { z } from 'zod';
import { bookingSettingsSchema } from '../booking/booking-settings.schema.ts';
import { supplierDeliveryImportShape, zoneRadiusSchema } from '../delivery/delivery-settings.schema.ts';
import { placeImportSchema } from '../on-table/place.schema.ts';
import { minimumOnlineAmountSchema, paymentMethodsImportSchema } from '../payment/payment-settings.schema.ts';
import { tipSettingSchema } from '../tip/tip.schema.ts';
import { supplierImportSchema } from './venue.schema.ts';

// A branch's settings as the back office edits them (docs/back-office.md#branches, ADR 102): each
// section is a part of the venue file's branch (`supplierImportSchema`), validated by the same
// schemas the import uses, so the file and the screens accept exactly the same settings.

/** The sections a save names, each replaced whole. */
export const branchSections = [
  'services',
  'hours',
  'delivery',
  'zones',
  'booking',
  'payments',
  'tips',
] as const;
export type BranchSection = (typeof branchSections)[number];

const d = supplierDeliveryImportShape;

/** What each section's `value` is, as the import reads it. */
export const branchSectionSchemas = {
  services: supplierImportSchema.pick({
    service_delivery: true,
    service_take_away: true,
    service_table: true,
    service_book: true,
    service_schedule: true,
    on_table_class: true,
  }),
  hours: z.object({
    opening_hours: d.opening_hours,
    kitchen_hours: d.kitchen_hours,
    service_hours: d.service_hours,
    hours_exceptions: d.hours_exceptions,
  }),
  delivery: z.object({
    delivery_active: d.delivery_active,
    minimum_order_value: d.minimum_order_value,
    free_shipping_from: d.free_shipping_from,
    schedule: d.schedule,
    require_sms_code: d.require_sms_code,
  }),
  zones: z.object({
    delivery_zones: d.delivery_zones.refine(
      (zones) => new Set(zones.map((zone) => zone.key)).size === zones.length,
      'each zone key only once',
    ),
  }),
  booking: z.object({ booking: bookingSettingsSchema.nullable() }),
  /** The venue's methods per service and minimum online payment (the venue file's `payments`):
   * one for every branch, edited from any (ADR 102). */
  payments: z.object({
    methods: paymentMethodsImportSchema,
    minimum_online_amount: minimumOnlineAmountSchema,
  }),
  /** The branch's tip options (ADR 107); null offers the spec's defaults. */
  tips: z.object({ tips: tipSettingSchema.nullable() }),
} as const;
export type BranchSectionValues = { [S in BranchSection]: z.output<(typeof branchSectionSchemas)[S]> };

const save = <S extends BranchSection>(section: S) =>
  z.object({
    section: z.literal(section),
    version: z.number().int().min(1),
    value: branchSectionSchemas[section],
  });

/** PUT /staff/branches/{branch}/settings.json: one section, with the branch's version it was read at. */
export const branchSettingsSaveSchema = z.discriminatedUnion('section', [
  save('services'),
  save('hours'),
  save('delivery'),
  save('zones'),
  save('booking'),
  save('payments'),
  save('tips'),
]);
export type BranchSettingsSave = z.output<typeof branchSettingsSaveSchema>;

// ---- What the GET answers (plain shapes: the answer is what was stored, nothing to compute).

const window = z.object({ days: z.array(z.number().int()), from: z.string(), to: z.string() });
const zoneOut = z.object({
  key: z.string(),
  name: z.string(),
  polygon: z.array(z.tuple([z.number(), z.number()])),
  radius: zoneRadiusSchema.nullable(),
  delivery_price: z.number().int(),
  minimum_order_value: z.number().int(),
  active: z.boolean(),
});

export const branchRefSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  label: z.string(),
});

/** GET /staff/branches/{branch}/settings.json and the PUT's answer. */
export const branchSettingsSchema = z.object({
  branch: branchRefSchema,
  /** Send it back with a save; a save made since answers 409 stale_edit. */
  version: z.number().int(),
  currency: z.string(),
  time_zone: z.string(),
  services: z.object({
    service_delivery: z.boolean(),
    service_take_away: z.boolean(),
    service_table: z.boolean(),
    service_book: z.boolean(),
    service_schedule: z.boolean(),
    on_table_class: z.string(),
  }),
  hours: z.object({
    opening_hours: z.array(window),
    kitchen_hours: z.array(window),
    /** Each service's own hours; none: the branch's opening hours (ADR 106). */
    service_hours: z.object({
      delivery: z.array(window),
      take_away: z.array(window),
      on_table: z.array(window),
    }),
    hours_exceptions: z.array(
      z.object({
        date: z.string(),
        closed: z.boolean(),
        windows: z.array(z.object({ from: z.string(), to: z.string() })),
        note: z.string(),
      }),
    ),
  }),
  delivery: z.object({
    delivery_active: z.boolean(),
    minimum_order_value: z.number().int(),
    free_shipping_from: z.number().int().nullable(),
    schedule: z.object({
      lead_minutes: z.number().int(),
      slot_minutes: z.number().int(),
      capacity_per_slot: z.number().int(),
    }),
    require_sms_code: z.boolean(),
  }),
  zones: z.object({ delivery_zones: z.array(zoneOut) }),
  booking: z.object({ booking: z.unknown().nullable() }),
  payments: z.object({
    methods: z.object({
      delivery: z.array(z.string()),
      take_away: z.array(z.string()),
      on_table: z.array(z.string()),
      book: z.array(z.string()),
    }),
    minimum_online_amount: z.number().int(),
  }),
  tips: z.object({
    tips: z
      .object({
        enabled: z.boolean(),
        percents: z.array(z.number().int()),
        suggested: z.number().int().nullable(),
      })
      .nullable(),
  }),
});
export type BranchSettings = z.infer<typeof branchSettingsSchema>;

/** GET /staff/branches.json: the venue's branches for the back office's branch picker. */
export const staffBranchesSchema = z.object({
  branches: z.array(
    branchRefSchema.extend({
      version: z.number().int(),
      services: z.object({
        service_delivery: z.boolean(),
        service_take_away: z.boolean(),
        service_table: z.boolean(),
        service_book: z.boolean(),
        service_schedule: z.boolean(),
      }),
    }),
  ),
});
export type StaffBranches = z.infer<typeof staffBranchesSchema>;

export const branchParams = z.object({ branch: z.string().min(1).max(63) });

// ---- Places: tables, rooms, seats, boxes and counters (the import's `tables`).

export const placeOutSchema = z.object({
  id: z.string(),
  code: z.string(),
  label: z.string(),
  kind: z.string(),
  active: z.boolean(),
  version: z.number().int(),
});
export const staffPlacesSchema = z.object({ places: z.array(placeOutSchema) });
export type StaffPlace = z.infer<typeof placeOutSchema>;

/** POST /staff/branches/{branch}/places.json: a new place gets a fresh secret code. */
export const placeCreateSchema = placeImportSchema.pick({ label: true, kind: true }).strict();

/** PUT /staff/branches/{branch}/places/{place}.json: rename, change kind, retire (active false) or restore. */
export const placeUpdateSchema = placeImportSchema
  .pick({ label: true, kind: true })
  .extend({ active: z.boolean() })
  .partial()
  .extend({ version: z.number().int().min(1) })
  .strict();

/** POST /staff/branches/{branch}/places/{place}/code.json: a new secret code; the old QR stops working. */
export const placeCodeSchema = z.object({ version: z.number().int().min(1) }).strict();

export const placeParams = branchParams.extend({ place: z.uuid() });
