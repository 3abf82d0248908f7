import { z } from 'zod';
import { COUPON_MIN_LENGTH } from '../constants.ts';
import { circleOutline } from './geo.rules.ts';

// What a venue file sets for delivery, take-away and scheduled orders (docs/venues.md#delivery):
// per branch its zones, opening and kitchen hours, slots and minimums; per venue its coupons.

const hhmm = /^([01]\d|2[0-3]):[0-5]\d$/;
const hhmmOr24 = /^(([01]\d|2[0-3]):[0-5]\d|24:00)$/;

/** A weekly window in the venue's time zone; `to` before `from` runs past midnight. */
export const hoursWindowSchema = z
  .object({
    days: z.array(z.number().int().min(0).max(6)).min(1).max(7).default([0, 1, 2, 3, 4, 5, 6]),
    from: z.string().regex(hhmm, 'a time like 11:30'),
    to: z.string().regex(hhmmOr24, 'a time like 22:00 (24:00 for midnight)'),
  })
  .refine((w) => w.from !== w.to, 'from and to must differ (00:00 to 24:00 is all day)');

const lat = z.number().min(-90).max(90);
const lng = z.number().min(-180).max(180);

/** A zone drawn as a circle: centre `[latitude, longitude]` and radius in metres (ADR 102). */
export const zoneRadiusSchema = z.object({
  center: z.tuple([lat, lng]),
  meters: z.number().int().min(50).max(100_000),
});

/** spec §3 Polygon: a delivery zone of a branch with its delivery price and minimum order value
 * (minor units of the venue currency); drawn as a polygon, or as a circle (`radius`), whose outline
 * becomes its polygon. */
export const deliveryZoneImportSchema = z
  .object({
    key: z
      .string()
      .min(1)
      .max(63)
      .regex(/^[a-z0-9][a-z0-9-]*$/, 'lowercase letters, digits and hyphens'),
    name: z.string().min(1).max(80),
    /** Outline as [latitude, longitude] pairs; computed from `radius` when the zone is a circle. */
    polygon: z
      .array(z.tuple([lat, lng]))
      .min(3)
      .max(500)
      .optional(),
    radius: zoneRadiusSchema.nullable().default(null),
    delivery_price: z.number().int().min(0),
    minimum_order_value: z.number().int().min(0).default(0),
    active: z.boolean().default(true),
  })
  .refine((zone) => (zone.polygon === undefined) !== (zone.radius === null), {
    message: 'a zone is a polygon or a radius, one of them',
    path: ['polygon'],
  })
  .transform(({ polygon, radius, ...zone }) => ({
    ...zone,
    polygon: radius ? circleOutline(radius) : polygon!,
    radius,
  }));
export type DeliveryZoneImport = z.infer<typeof deliveryZoneImportSchema>;

/** A date whose hours differ from the week's (a holiday), in the venue's time zone: closed all day,
 * or open in its own windows only (hours.rules `withExceptions`). */
export const hoursExceptionSchema = z
  .object({
    date: z.iso.date(),
    closed: z.boolean(),
    windows: z
      .array(
        z
          .object({
            from: z.string().regex(hhmm, 'a time like 11:30'),
            to: z.string().regex(hhmmOr24, 'a time like 22:00 (24:00 for midnight)'),
          })
          .refine((w) => w.from !== w.to, 'from and to must differ'),
      )
      .max(10)
      .default([]),
    note: z.string().max(120).default(''),
  })
  .refine((e) => e.closed === (e.windows.length === 0), {
    message: 'a closed date has no windows; an open one has at least one',
    path: ['windows'],
  });
export type HoursException = z.infer<typeof hoursExceptionSchema>;

/** Per service, its own weekly windows; none: the branch's opening hours (ADR 106). */
export const serviceHoursSchema = z
  .strictObject({
    delivery: z.array(hoursWindowSchema).max(50).default([]),
    take_away: z.array(hoursWindowSchema).max(50).default([]),
    on_table: z.array(hoursWindowSchema).max(50).default([]),
  })
  .default({ delivery: [], take_away: [], on_table: [] });

/** A venue-file setting in whole minutes, from `min` to `max`, `fallback` when the file omits it. */
export const minutesSetting = (min: number, max: number, fallback: number) =>
  z.number().int().min(min).max(max).default(fallback);

export const scheduleSettingsSchema = z.object({
  /** Earliest slot: now plus this. */
  lead_minutes: minutesSetting(0, 7 * 24 * 60, 60),
  slot_minutes: z.number().int().min(5).max(240).default(30),
  capacity_per_slot: z.number().int().min(1).max(10_000).default(10),
});

/** The per-branch delivery fields of a supplier in a venue file. */
export const supplierDeliveryImportShape = {
  delivery_zones: z.array(deliveryZoneImportSchema).max(100).default([]),
  /** No windows: open all day. */
  opening_hours: z.array(hoursWindowSchema).max(50).default([]),
  kitchen_hours: z.array(hoursWindowSchema).max(50).default([]),
  /** A service's own weekly hours (delivery 12-22, take-away 8-22, at the table 12-23); a service
   * left out or given none keeps the branch's `opening_hours` (hours.rules `serviceHours`, ADR 106). */
  service_hours: serviceHoursSchema,
  /** Dates with their own hours or closed (holidays), each date once. */
  hours_exceptions: z
    .array(hoursExceptionSchema)
    .max(400)
    .refine((list) => new Set(list.map((e) => e.date)).size === list.length, 'each date only once')
    .default([]),
  schedule: scheduleSettingsSchema.default({ lead_minutes: 60, slot_minutes: 30, capacity_per_slot: 10 }),
  /** Smallest products subtotal of an order (minor units). */
  minimum_order_value: z.number().int().min(0).default(0),
  /** Products subtotal from which delivery is free (minor units); null: never. */
  free_shipping_from: z.number().int().min(0).nullable().default(null),
  /** Confirm the diner's phone with a 4-digit SMS code before an order (spec §5). */
  require_sms_code: z.boolean().default(false),
  /** Delivery switched off for now (spec §8 "closed or inactive"). */
  delivery_active: z.boolean().default(true),
};

export const couponImportSchema = z.object({
  code: z
    .string()
    .trim()
    .min(COUPON_MIN_LENGTH)
    .max(40)
    .regex(/^[a-z0-9_-]+$/, 'lowercase letters, digits, - and _'),
  kind: z.enum(['percent', 'fixed', 'free_shipping']),
  /** percent: 1-100; fixed: minor units; free_shipping: 0. */
  value: z.number().int().min(0).default(0),
  max_discount: z.number().int().min(0).nullable().default(null),
  minimum_order_value: z.number().int().min(0).default(0),
  starts_at: z.iso.datetime({ offset: true }).nullable().default(null),
  ends_at: z.iso.datetime({ offset: true }).nullable().default(null),
  max_uses: z.number().int().min(1).nullable().default(null),
  services: z
    .array(z.enum(['delivery', 'take_away']))
    .min(1)
    .default(['delivery', 'take_away']),
  active: z.boolean().default(true),
});
export type CouponImport = z.infer<typeof couponImportSchema>;
