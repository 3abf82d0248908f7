import { z } from 'zod';
import { cartLineInputSchema } from '../catalog/catalog.schema.ts';
import { orderStatusSchema, purchaseSchema } from '../order/order.schema.ts';
import { paymentMethodSchema, paymentStatusSchema } from '../payment/payment.schema.ts';
import { tipChoiceSchema } from '../tip/tip.schema.ts';
import { contactSchema, deliveryAddressSchema, storedContactSchema } from './contact.schema.ts';
import { hoursWindowSchema, scheduleSettingsSchema } from './delivery-settings.schema.ts';

// Wire format of delivery, take-away and scheduled orders (docs/decisions/016-delivery.md). The spec shows none of these
// calls (§7 "Other calls (delivery, ...) are not shown"), so they follow its style and field names
// (§3 Location, Polygon, Purchase) and are documented in the OpenAPI document.

const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);

/** spec §3 Location, plus the delivery fields of §3 (neighbourhood, reference). */
export const locationSchema = z.object({
  id: z.string().nullable(),
  latitude: latitude.nullable(),
  longitude: longitude.nullable(),
  address: z.string(),
  address_optional: z.string(),
  location_price: z.number().int(),
  city: z.string(),
  formatted_address: z.string(),
  place_id: z.string().nullable(),
  label: z.string().nullable(),
  phone_code: z.string().nullable(),
  supplier_id: z.number().int().nullable(),
  polygon_id: z.string().nullable(),
  neighbourhood: z.string(),
  reference: z.string(),
});
export type Location = z.infer<typeof locationSchema>;

/** POST /delivery/locations.json: save an address of the diner's profile. */
export const saveLocationBody = deliveryAddressSchema.extend({
  label: z.string().trim().max(40).nullable().default(null),
  place_id: z.string().max(200).nullable().default(null),
  formatted_address: z.string().trim().max(300).default(''),
  phone_code: z.string().max(5).nullable().default(null),
});

/** GET /delivery/geocode/reverse.json and search.json: what the geocoder proposes. */
export const geocodeResultSchema = z.object({
  latitude,
  longitude,
  address: z.string(),
  neighbourhood: z.string(),
  city: z.string(),
  formatted_address: z.string(),
  place_id: z.string().nullable(),
});
export type GeocodeResult = z.infer<typeof geocodeResultSchema>;
export const reverseGeocodeQuery = z.object({
  lat: z.coerce.number().min(-90).max(90),
  lng: z.coerce.number().min(-180).max(180),
});
export const searchGeocodeQuery = z.object({ q: z.string().trim().min(2).max(200) });

/** spec §3 Polygon. */
export const polygonSchema = z.object({
  id: z.string(),
  name: z.string(),
  delivery_price: z.number().int(),
  minimum_order_value: z.number().int(),
  supplier_id: z.number().int(),
});
export type DeliveryPolygon = z.infer<typeof polygonSchema>;

/** POST /delivery/coverage.json: a point (full GPS) or an address to geocode (spec §2 delivery). */
export const coverageBody = z
  .object({
    latitude: latitude.nullable().default(null),
    longitude: longitude.nullable().default(null),
    /** Without full GPS: the branch the diner is at, and the address typed on its /delivery route. */
    supplier_slug: z.string().min(1).max(63).nullable().default(null),
    city: z.string().trim().max(80).default(''),
    neighbourhood: z.string().trim().max(80).default(''),
    address: z.string().trim().max(200).default(''),
    /** A scheduled order is not refused because the branch is closed right now. */
    scheduled: z.boolean().default(false),
  })
  .refine((b) => (b.latitude === null) === (b.longitude === null), 'latitude and longitude go together');

export const coverageSchema = z.object({
  supplier: z.object({ id: z.number().int(), slug: z.string(), label: z.string() }),
  polygon: polygonSchema,
  latitude,
  longitude,
  /** The delivery price for this address (spec §3 Location location_price). */
  location_price: z.number().int(),
  free_shipping_from: z.number().int().nullable(),
  distance_km: z.number(),
});
export type Coverage = z.infer<typeof coverageSchema>;

/** GET /delivery/{supplier_slug}/settings.json: what the diner needs to know before ordering. */
export const branchDeliverySchema = z.object({
  supplier_id: z.number().int(),
  time_zone: z.string(),
  service_delivery: z.boolean(),
  service_take_away: z.boolean(),
  service_schedule: z.boolean(),
  delivery_active: z.boolean(),
  opening_hours: z.array(hoursWindowSchema),
  kitchen_hours: z.array(hoursWindowSchema),
  open_now: z.boolean(),
  kitchen_open_now: z.boolean(),
  schedule: scheduleSettingsSchema,
  minimum_order_value: z.number().int(),
  free_shipping_from: z.number().int().nullable(),
  require_sms_code: z.boolean(),
  zones: z.array(polygonSchema),
});
export type BranchDelivery = z.infer<typeof branchDeliverySchema>;

export const slotSchema = z.object({ start: z.string(), end: z.string(), remaining: z.number().int() });
export const slotsSchema = z.object({ time_zone: z.string(), slots: z.array(slotSchema) });
export type SlotList = z.infer<typeof slotsSchema>;

export const orderServiceSchema = z.enum(['delivery', 'take_away']);

/** POST /delivery/{supplier_slug}/coupon.json: preview a coupon on the cart's subtotal. */
export const couponCheckBody = z.object({
  code: z.string().max(40),
  service: orderServiceSchema,
  subtotal: z.number().int().min(0).max(1_000_000_000),
  delivery_fee: z.number().int().min(0).max(1_000_000_000).default(0),
});
export const couponCheckSchema = z.object({
  code: z.string(),
  discount: z.number().int(),
  free_shipping: z.boolean(),
});

/** POST /delivery/sms-codes.json and /delivery/sms-codes/verify.json (spec §5, §9). */
export const smsSendBody = z.object({
  phone_code: z.string().regex(/^\+\d{1,4}$/),
  phone: z.string().min(4).max(30),
});
export const smsSentSchema = z.object({ resend_after_seconds: z.number().int(), expires_at: z.string() });
export const smsVerifyBody = smsSendBody.extend({ code: z.string().max(10) });
export const smsVerifiedSchema = z.object({ verified: z.literal(true) });

/** POST /delivery/{supplier_slug}/orders.json (header Idempotency-Key; profileid and token). */
export const placeOrderBody = z.object({
  service: orderServiceSchema,
  /** 'schedule': scheduled delivery ('Programar pedido'). */
  subservice: z.enum(['schedule']).nullable().default(null),
  lines: z.array(cartLineInputSchema).min(1).max(100),
  birth_date: z.iso.date().nullable().default(null),
  contact: contactSchema,
  /** Required for delivery. */
  address: deliveryAddressSchema.nullable().default(null),
  /** Slot start for a scheduled delivery or a take-away at a chosen time; null: as soon as possible. */
  scheduled_for: z.iso.datetime({ offset: true }).nullable().default(null),
  coupon: z.string().max(40).nullable().default(null),
  tip: tipChoiceSchema,
  payment_method: paymentMethodSchema,
});
export type PlaceOrderBody = z.input<typeof placeOrderBody>;

export const statusChangeSchema = z.object({ status: orderStatusSchema, at: z.string() });

export const orderDetailsSchema = z.object({
  contact: storedContactSchema,
  address: deliveryAddressSchema.nullable(),
  polygon_id: z.string().nullable(),
  coupon: z.object({ code: z.string(), discount: z.number().int(), free_shipping: z.boolean() }).nullable(),
  tip: tipChoiceSchema,
  /** The tip the diner chose; it joins the purchase's tip when the payment carrying it is paid. */
  tip_amount: z.number().int(),
  payment_method: paymentMethodSchema,
  pickup: z.enum(['asap', 'scheduled']),
  status_history: z.array(statusChangeSchema),
  /** The staff member who took it by phone (ADR 112); absent: the diner placed it. */
  taken_by: z.string().nullable().optional(),
});
export type OrderDetails = z.infer<typeof orderDetailsSchema>;

/** A delivery or take-away order as its diner sees it. */
export const deliveryOrderSchema = purchaseSchema.extend({
  supplier_slug: z.string(),
  supplier_label: z.string(),
  scheduled_for: z.string().nullable(),
  details: orderDetailsSchema,
  payment_status: paymentStatusSchema.nullable(),
  /** What the diner pays: the balance plus a chosen tip not paid yet. */
  amount_due: z.number().int(),
  /** The token of the rating link /ratecluvi/{id}/{token} (spec §7 rates.json?purchase_id&token),
   * once the order is delivered. */
  rating_token: z.string().nullable(),
  /** The diner already rated it. */
  rated: z.boolean(),
});
export type DeliveryOrder = z.infer<typeof deliveryOrderSchema>;

export const orderSummarySchema = z.object({
  id: z.string(),
  bck_purchase_id: z.string(),
  supplier_slug: z.string(),
  service: z.enum(['on_table', 'delivery', 'take_away']),
  subservice: z.string().nullable(),
  status: orderStatusSchema,
  total: z.number().int(),
  currency: z.string(),
  count: z.number().int(),
  scheduled_for: z.string().nullable(),
  created_at: z.string(),
});
export const orderListSchema = z.object({ orders: z.array(orderSummarySchema) });
export type OrderSummary = z.infer<typeof orderSummarySchema>;

/** POST /staff/orders/{id}/status (staff): move a delivery or take-away order (spec §4). */
export const statusChangeBody = z.object({
  status: orderStatusSchema,
  reason: z.string().trim().max(300).nullable().default(null),
});
