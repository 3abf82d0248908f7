import { type OrderStatus, orderStatuses } from '../order/order.values.ts';

// spec §4 order statuses of delivery and take-away orders as staff move them: on hold -> accepted
// -> preparation -> packed -> on the way -> delivered, or canceled with a reason. A take-away order
// is handed over at the counter: packed -> delivered. Nothing reaches the kitchen (accepted) before
// a mandatory payment has succeeded (docs/decisions/016-delivery.md).

/** The delivery flow: spec §4 lists the statuses in that order, up to delivered. */
export const deliveryFlow: readonly OrderStatus[] = orderStatuses.slice(
  0,
  orderStatuses.indexOf('delivered') + 1,
);

const next: Readonly<Partial<Record<OrderStatus, readonly OrderStatus[]>>> = {
  on_hold: ['accepted', 'canceled'],
  accepted: ['preparation', 'canceled'],
  preparation: ['packed', 'canceled'],
  packed: ['on_the_way', 'delivered', 'canceled'],
  on_the_way: ['delivered', 'canceled'],
};

export interface TransitionContext {
  service: 'delivery' | 'take_away' | 'on_table';
  paymentMandatory: boolean;
  /** The order is paid in full. */
  paid: boolean;
  reason?: string | null;
}

export type TransitionResult =
  | { ok: true }
  | {
      ok: false;
      key: 'status_transition_invalid' | 'cancel_reason_required' | 'payment_required';
    };

export function canTransition(from: OrderStatus, to: OrderStatus, ctx: TransitionContext): TransitionResult {
  if (!next[from]?.includes(to)) return { ok: false, key: 'status_transition_invalid' };
  if (ctx.service === 'take_away' && to === 'on_the_way')
    return { ok: false, key: 'status_transition_invalid' };
  if (ctx.service === 'delivery' && from === 'packed' && to === 'delivered') {
    return { ok: false, key: 'status_transition_invalid' };
  }
  if (to === 'canceled' && !ctx.reason?.trim()) return { ok: false, key: 'cancel_reason_required' };
  if (to === 'accepted' && ctx.paymentMandatory && !ctx.paid) return { ok: false, key: 'payment_required' };
  return { ok: true };
}

/** The steps a diner sees for an order of this service (take-away has no "on the way"). */
export function trackingSteps(service: 'delivery' | 'take_away'): OrderStatus[] {
  return deliveryFlow.filter((status) => service === 'delivery' || status !== 'on_the_way');
}

/** Finished one way or the other: nothing moves any more. */
export function isFinalStatus(status: OrderStatus): boolean {
  return status === 'delivered' || status === 'canceled' || status === 'finished';
}

/** The next step forward of an order on the staff's delivery board (take-away skips "on the way"),
 * null at the end or when it is finished. */
export function nextForwardStatus(from: OrderStatus, service: 'delivery' | 'take_away'): OrderStatus | null {
  const steps = trackingSteps(service);
  const at = steps.indexOf(from);
  return at < 0 || at === steps.length - 1 ? null : steps[at + 1]!;
}

/** Whether moving an order to `to` hands it over to the diner (at the counter or the door): the
 * cash or card-reader money it still waits for is taken then, so the move records it as paid,
 * settled by the staff who made it (docs/decisions/090-money-moved-only-when-said.md). */
export function takesPaymentAtHandover(to: OrderStatus): boolean {
  return to === 'delivered';
}
