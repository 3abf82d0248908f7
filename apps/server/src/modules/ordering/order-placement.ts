import { randomBytes } from 'node:crypto';
import type { MenuProduct } from '@storefront/domain/catalog/catalog.schema';
import { isCompleteAddress } from '@storefront/domain/delivery/address.rules';
import { applyCoupon, normalizeCouponCode } from '@storefront/domain/delivery/coupon.rules';
import type {
  DeliveryOrder,
  OrderDetails,
  placeOrderBody,
} from '@storefront/domain/delivery/delivery.schema';
import { deliveryFee, minimumIssue, orderTotals } from '@storefront/domain/delivery/pricing.rules';
import { checkSlot, generateSlots } from '@storefront/domain/delivery/slots.rules';
import type { ErrorKey } from '@storefront/domain/errors/error-keys';
import { formatMoney } from '@storefront/domain/money/money';
import { purchaseTotals } from '@storefront/domain/order/totals.rules';
import type { Lang } from '@storefront/domain/venue/venue.schema';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import type { ClaimOf } from '../../lib/idempotency.ts';
import { branchOrdersTopic, type DomainEvent } from '../../plugins/events.ts';
import { priceCart } from '../catalog/catalog.service.ts';
import { type BranchContext, orderableState } from '../delivery/branch.context.ts';
import { findCoupon, takeCouponUse } from '../delivery/coupons.repository.ts';
import { findCoverage } from '../delivery/coverage.service.ts';
import { takenSlots, takeSlot } from '../delivery/slots.repository.ts';
import type { NewPayment } from '../payment/payment.repository.ts';
import {
  type NewItem,
  type NewPurchase,
  newItemRows,
  newPurchaseRow,
} from '../purchase/purchase.repository.ts';
import { e164, isPhoneVerified } from '../sms/sms-codes.service.ts';
import { assertTipAllowed } from '../venue/branch-tips.ts';
import { toDeliveryOrder } from './order.mapper.ts';
import { writeOrder } from './order-write.ts';
import { type OrderingDeps, orderTopic } from './ordering.deps.ts';

// Placing a delivery or take-away order (docs/decisions/016-delivery.md): everything is checked first, from
// the cached branch and menu (docs/decisions/029-lean-order-write.md), then in one transaction the slot is
// taken, the coupon used, the order with its totals, its items, a cash or card-reader payment and
// its events recorded, and the stock taken last (one conditional update, so its rows stay locked
// for the commit only). A failure leaves nothing behind; the caller wraps this in the
// Idempotency-Key transaction, so a retry returns the same order.

export type PlaceOrderInput = z.infer<typeof placeOrderBody>;

interface Priced {
  branch: BranchContext;
  /** The cart's products by key, as priced: names of products and options for the items'
   * snapshot, read before the transaction. */
  products: Map<string, MenuProduct>;
  /** Numeric product ids by key (stock is kept by id). */
  ids: Map<string, number>;
  scheduledFor: Date | null;
  zone: { id: string; minimum: number; price: number } | null;
  lines: { product_id: string; count: number; unit_price: number }[];
  totals: ReturnType<typeof orderTotals>;
  coupon: OrderDetails['coupon'];
}

const fail = (status: number, key: ErrorKey, params: Record<string, string | number> = {}): never => {
  throw new AppError(status, key, params);
};

/** Every check that needs no lock: branch and service, time, address coverage, phone, cart, money. */
export async function priceOrder(
  deps: OrderingDeps,
  instanceId: number,
  profileId: string | null,
  slug: string,
  body: PlaceOrderInput,
  lang: Lang,
): Promise<Priced> {
  const { db } = deps;
  const now = deps.now();
  const branch = await deps.branches.get(instanceId, slug);
  const { supplier, settings, instance } = branch;
  assertTipAllowed(supplier, body.tip);
  const kind =
    body.service === 'take_away' ? 'take_away' : body.subservice === 'schedule' ? 'schedule' : 'delivery';
  if (body.service === 'take_away' && body.subservice)
    fail(400, 'validation_failed', { fields: 'subservice' });
  // spec §5 "the address must be complete", by the venue's country (the storefront checks the same)
  if (
    body.service === 'delivery' &&
    body.address &&
    !isCompleteAddress(body.address.address, instance.countryCode)
  )
    fail(400, 'address_incomplete', { fields: 'address.address' });
  const scheduled = kind === 'schedule' || (kind === 'take_away' && body.scheduled_for !== null);

  const state = orderableState(branch, kind, now, scheduled);
  if (!state.ok) fail(409, state.key);
  // only a method the venue takes for this service (domain methodsOffered): a card order at a venue
  // without a gateway, or cash where the venue takes none, would be an order nobody can pay
  if (!(await deps.methodsOffered(instanceId))[body.service].includes(body.payment_method))
    fail(422, 'payment_method_unavailable');
  let scheduledFor: Date | null = null;
  if (scheduled) {
    const taken = await takenSlots(db, instanceId, supplier.id, now);
    const slots = generateSlots({
      now,
      timeZone: instance.timezone,
      openingHours: branch.services[body.service],
      kitchenHours: branch.kitchen,
      schedule: settings.schedule,
      taken,
    });
    const slot = checkSlot(slots, body.scheduled_for);
    if (!slot.ok) fail(slot.key === 'slot_unavailable' ? 409 : 422, slot.key);
    else scheduledFor = new Date(slot.slot.start);
  }

  let zone: Priced['zone'] = null;
  if (body.service === 'delivery') {
    const address = body.address ?? fail(422, 'validation_failed', { fields: 'address' });
    const covered = await findCoverage(deps, instanceId, {
      point:
        address.latitude !== null && address.longitude !== null
          ? { lat: address.latitude, lng: address.longitude }
          : null,
      supplierSlug: supplier.slug,
      city: address.city,
      neighbourhood: address.neighbourhood,
      address: address.address,
      scheduled,
    });
    zone = {
      id: covered.zone.id,
      minimum: covered.zone.minimumOrderValue,
      price: covered.zone.deliveryPrice,
    };
  }

  // an order the staff take by phone (profile null, ADR 112) has the customer on the line
  if (settings.requireSmsCode && profileId !== null) {
    const phone = e164(body.contact.phone_code, body.contact.phone);
    if (!(await isPhoneVerified(deps, instanceId, profileId, phone))) fail(422, 'sms_code_required');
  }

  const priced = await priceCart(
    deps.catalog,
    instanceId,
    slug,
    { service: body.service, lines: body.lines, birth_date: body.birth_date },
    lang,
  );
  if (!priced) return fail(404, 'supplier_not_found');
  const { cart, products, branch: pricing } = priced;
  const issue = cart.issues[0];
  if (issue) fail(409, issue.key as ErrorKey, issue.params);

  const subtotal = cart.total;
  const minimum = minimumIssue(subtotal, zone?.minimum, settings.minimumOrderValue);
  if (minimum) fail(422, 'minimum_value', { minValue: formatMoney(minimum.minValue, instance.currency) });

  let coupon: Priced['coupon'] = null;
  let couponFreeShipping = false;
  let discount = 0;
  if (body.coupon?.trim()) {
    const code = normalizeCouponCode(body.coupon);
    const applied = applyCoupon(await findCoupon(db, instanceId, code), body.coupon, {
      now,
      service: body.service,
      subtotal,
      deliveryFee: zone?.price ?? 0,
    });
    if (!applied.ok) return fail(422, applied.key);
    discount = applied.discount;
    couponFreeShipping = applied.freeShipping;
    coupon = { code: applied.code, discount: applied.discount, free_shipping: applied.freeShipping };
  }
  const fee = deliveryFee({
    service: body.service,
    zonePrice: zone?.price ?? 0,
    subtotal,
    freeShippingFrom: settings.freeShippingFrom,
    freeShippingCoupon: couponFreeShipping,
  });
  const totals = orderTotals({ subtotal, deliveryFee: fee, discount, tip: body.tip });
  return { branch, products, ids: pricing.ids, scheduledFor, zone, lines: cart.lines, totals, coupon };
}

/** Whether an order takes more than its one statement (a slot, a coupon use) and so needs a
 * transaction around them (docs/decisions/070-an-order-in-one-autocommit-statement.md). */
export function needsTransaction(priced: Priced): boolean {
  return priced.scheduledFor !== null || Boolean(priced.coupon);
}

/** Takes the slot and the coupon when the order has them, then writes the order, its items, its
 * cash or card-reader payment, its events, the Idempotency-Key's claim with the answer and its
 * stock in one statement (docs/decisions/055-an-order-in-one-statement.md,
 * 070-an-order-in-one-autocommit-statement.md). An order with neither slot nor coupon is that
 * statement alone, on the database outside a transaction (`needsTransaction` says which); one with
 * them runs in the caller's transaction. `claimed` is false when the key was already claimed
 * (nothing was written; the caller replays). Touches the database only through `tx` (PGlite has
 * one connection: a query beside it would wait forever). */
export async function recordOrder(
  deps: OrderingDeps,
  tx: OrderingDeps['db'],
  claim: ClaimOf,
  instanceId: number,
  /** The diner placing it; null for an order the staff take by phone. */
  profileId: string | null,
  body: PlaceOrderInput,
  priced: Priced,
  /** The staff member who took it by phone (ADR 112): the order then has no diner's profile. */
  takenBy: string | null = null,
): Promise<{ order: DeliveryOrder; events: DomainEvent[]; claimed: boolean }> {
  const { branch, totals } = priced;
  const { supplier, instance } = branch;
  const byKey = priced.products;
  if (priced.scheduledFor) {
    const free = await takeSlot(
      tx,
      instanceId,
      supplier.id,
      priced.scheduledFor,
      branch.settings.schedule.capacity_per_slot,
    );
    if (!free) fail(409, 'slot_unavailable');
  }
  if (priced.coupon && !(await takeCouponUse(tx, instanceId, priced.coupon.code)))
    fail(422, 'invalid_coupon');

  const online = !['cash', 'card_reader'].includes(body.payment_method);
  const at = deps.now();
  const details: OrderDetails & { rate_token: string } = {
    contact: body.contact,
    address: body.service === 'delivery' ? body.address : null,
    polygon_id: priced.zone?.id ?? null,
    coupon: priced.coupon,
    tip: body.tip,
    tip_amount: priced.totals.tip,
    payment_method: body.payment_method,
    pickup: priced.scheduledFor ? 'scheduled' : 'asap',
    status_history: [{ status: 'on_hold', at: at.toISOString() }],
    // the token of the order's rating link, as on-table orders keep it (spec §7 rates.json)
    rate_token: randomBytes(18).toString('base64url'),
    ...(takenBy === null ? {} : { taken_by: takenBy }),
  };
  // The totals computed once, by the one rule: what recomputing from the items would store (the
  // items are the priced lines; the purchase's tip column starts at 0, the chosen tip is in details).
  const money = purchaseTotals({
    subtotal: totals.subtotal,
    delivery_fee: totals.delivery_fee,
    discount: totals.discount,
    tip: 0,
    paid_amount: 0,
  });
  const newPurchase: NewPurchase = {
    instanceId,
    supplierId: supplier.id,
    profileId,
    service: body.service,
    subservice: body.subservice,
    currency: instance.currency,
    paymentMandatory: online,
    status: 'on_hold',
    details,
    scheduledFor: priced.scheduledFor,
    deliveryFee: money.delivery_fee,
    discount: money.discount,
    subtotal: money.subtotal,
    total: money.total,
  };
  const lines: NewItem[] = body.lines.map((line, index) => {
    const product = byKey.get(line.product_id);
    const chosen = new Map(product?.option_groups.flatMap((g) => g.options.map((o) => [o.id, o.name])) ?? []);
    return {
      productId: line.product_id,
      name: product?.name ?? { es: line.product_id },
      unitPrice: priced.lines[index]!.unit_price,
      count: line.count,
      options: line.options,
      optionNames: Object.values(line.options)
        .flat()
        .flatMap((id) => chosen.get(id) ?? []),
      note: line.note,
      addedBy: profileId,
      takenBy,
    };
  });
  // The stock, by product id (stock is kept by id).
  const counts = new Map<number, number>();
  for (const line of priced.lines) {
    const id = priced.ids.get(line.product_id) ?? fail(409, 'product_unavailable_removed');
    counts.set(id, (counts.get(id) ?? 0) + line.count);
  }
  const wanted = [...counts].map(([productId, count]) => ({ productId, count }));

  // A new public number each time one is taken (rare): the statement then wrote nothing.
  for (let attempt = 0; attempt < 5; attempt++) {
    // The wall clock, as the database's `now()` would stamp the rows.
    const purchase = newPurchaseRow(newPurchase, new Date());
    const items = newItemRows(purchase, lines);
    const bill = purchase.total;
    const payment: NewPayment | null =
      !online && bill > 0
        ? {
            instanceId,
            purchaseId: purchase.id,
            profileId,
            provider: 'manual',
            method: body.payment_method,
            status: 'pending',
            amount: bill,
            tip: priced.totals.tip,
            currency: instance.currency,
          }
        : null;
    const order = toDeliveryOrder(
      { purchase, supplierSlug: supplier.slug, supplierLabel: supplier.label },
      items,
      payment ? 'pending' : null,
    );
    const payload = { status: order.status, order_id: order.id };
    const events = [
      { topic: orderTopic(order.id), payload },
      { topic: branchOrdersTopic(supplier.id), payload },
    ];
    const written = await writeOrder(deps.events, tx, {
      purchase,
      items,
      payment,
      events,
      claim: claim({ statusCode: 201, body: order }),
      stock: { supplierId: supplier.id, wanted },
    });
    if (!written.purchased) continue;
    if (!written.claimed) return { order, events: [], claimed: false };
    return { order, events: deps.events.recorded(instanceId, events, written.eventIds), claimed: true };
  }
  throw new Error('could not allocate a purchase number');
}
