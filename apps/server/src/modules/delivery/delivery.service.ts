import { applyCoupon, normalizeCouponCode } from '@storefront/domain/delivery/coupon.rules';
import type { BranchDelivery, SlotList } from '@storefront/domain/delivery/delivery.schema';
import type { HoursWindow } from '@storefront/domain/delivery/hours.rules';
import { generateSlots } from '@storefront/domain/delivery/slots.rules';
import { AppError } from '../../lib/app-error.ts';
import { hoursFor, loadBranchContext, openNow } from './branch.context.ts';
import { branchZones } from './branch.repository.ts';
import { findCoupon } from './coupons.repository.ts';
import type { DeliveryDeps } from './delivery.deps.ts';
import { takenSlots } from './slots.repository.ts';

// Reads a diner needs before ordering: a branch's delivery settings, its slots, a coupon preview.

/** `service` is the diner's (spec §7 header): the hours and open now are that service's (ADR 106). */
export async function branchDelivery(
  deps: DeliveryDeps,
  instanceId: number,
  slug: string,
  service?: string,
): Promise<BranchDelivery> {
  const branch = await loadBranchContext(deps.db, instanceId, slug);
  const { supplier, settings } = branch;
  const now = openNow(branch, deps.now(), service);
  const zones = await branchZones(deps.db, instanceId, supplier.id);
  return {
    supplier_id: supplier.id,
    time_zone: branch.instance.timezone,
    service_delivery: supplier.serviceDelivery,
    service_take_away: supplier.serviceTakeAway,
    service_schedule: supplier.serviceSchedule,
    delivery_active: settings.deliveryActive,
    opening_hours: weekly(hoursFor(branch, service)),
    kitchen_hours: weekly(branch.kitchen),
    open_now: now.open,
    kitchen_open_now: now.kitchenOpen,
    schedule: settings.schedule,
    minimum_order_value: settings.minimumOrderValue,
    free_shipping_from: settings.freeShippingFrom,
    require_sms_code: settings.requireSmsCode,
    zones: zones.map((zone) => ({
      id: zone.id,
      name: zone.name,
      delivery_price: zone.deliveryPrice,
      minimum_order_value: zone.minimumOrderValue,
      supplier_id: zone.supplierId,
    })),
  };
}

/** The week's windows of folded hours (a dated exception shows in `open_now` and the slots). */
const weekly = (windows: HoursWindow[]) =>
  windows.filter((w) => w.dates === undefined).map(({ days, from, to }) => ({ days, from, to }));

/** Slots of the diner's service (spec §7 header): take-away's hours for take_away, else delivery's. */
export async function branchSlots(
  deps: DeliveryDeps,
  instanceId: number,
  slug: string,
  service?: string,
): Promise<SlotList> {
  const branch = await loadBranchContext(deps.db, instanceId, slug);
  const now = deps.now();
  const taken = await takenSlots(deps.db, instanceId, branch.supplier.id, now);
  const slots = generateSlots({
    now,
    timeZone: branch.instance.timezone,
    openingHours: branch.services[service === 'take_away' ? 'take_away' : 'delivery'],
    kitchenHours: branch.kitchen,
    schedule: branch.settings.schedule,
    taken,
  });
  return { time_zone: branch.instance.timezone, slots };
}

export async function previewCoupon(
  deps: DeliveryDeps,
  instanceId: number,
  slug: string,
  body: { code: string; service: 'delivery' | 'take_away'; subtotal: number; delivery_fee: number },
) {
  await loadBranchContext(deps.db, instanceId, slug);
  const coupon = await findCoupon(deps.db, instanceId, normalizeCouponCode(body.code));
  const applied = applyCoupon(coupon, body.code, {
    now: deps.now(),
    service: body.service,
    subtotal: body.subtotal,
    deliveryFee: body.delivery_fee,
  });
  if (!applied.ok) throw new AppError(422, applied.key);
  return { code: applied.code, discount: applied.discount, free_shipping: applied.freeShipping };
}
