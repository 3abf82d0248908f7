import { z } from 'zod';

// spec §7 Tracking. Ids the storefront sends back are the ones these calls returned.
const id = z.union([z.string().max(64), z.number().int().nonnegative()]).transform(String);
const optionalId = id.nullable().optional();
const short = (max: number) => z.string().max(max).nullable().optional();

/** POST /api/sessions.json */
export const createSessionBody = z.object({
  customer_id: id,
  so: short(60),
  browser: short(60),
  pixel_width: z.number().int().min(0).max(20_000).nullable().optional(),
  pixel_height: z.number().int().min(0).max(20_000).nullable().optional(),
});

/** POST /api/trackings.json: an event (page view, click) with the ids of what it concerns. */
export const trackingEventSchema = z.enum([
  'page_view',
  'click_button',
  'click_banner',
  'click_popup',
  'click_product',
  'click_link',
  'click_home_content',
  'view_product',
  'add_to_cart',
]);
export type TrackingEvent = z.infer<typeof trackingEventSchema>;

export const createTrackingBody = z.object({
  event: trackingEventSchema,
  view_vue: z.string().min(1).max(80),
  session_id: id,
  service: short(40),
  customer_id: id,
  supplier_id: optionalId,
  profile_id: optionalId,
  acquisition_id: optionalId,
  product_id: optionalId,
  popup_id: optionalId,
  home_content_id: optionalId,
  purchase_id: optionalId,
  cross_sell_id: optionalId,
  label: short(120),
});
export type CreateTrackingBody = z.input<typeof createTrackingBody>;

/** POST /api/acquisitions.json: where the visit came from. */
export const createAcquisitionBody = z.object({
  campaign_id: short(120),
  utm_medium: short(120),
  utm_campaign: short(120),
  utm_term: short(120),
  utm_content: short(120),
  gclid: short(200),
  fbclid: short(200),
  session_id: id,
  customer_id: id,
  userAgent: short(400),
  referer: short(1000),
});
export type CreateAcquisitionBody = z.input<typeof createAcquisitionBody>;

export const createdIdSchema = z.object({ id: z.string() });

/** POST /client-errors (ours): a sampled client error of a venue that enables reporting (spec §9). */
export const clientErrorBody = z.object({
  message: z.string().min(1).max(2000),
  stack: z.string().max(8000).nullable().optional(),
  url: z.string().max(2000),
  session_id: optionalId,
  release: short(40),
});
