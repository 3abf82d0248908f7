import type { DeliveryOrder } from '@storefront/domain/delivery/delivery.schema';
import { trackingSteps } from '@storefront/domain/delivery/order-status.rules';
import type { OrderStatus } from '@storefront/domain/order/order.schema';

// The timeline of the order page (spec §4 statuses): done, current and upcoming steps with the
// time each was reached.

export interface Step {
  status: OrderStatus;
  state: 'done' | 'current' | 'upcoming';
  at: string | null;
}

export function statusSteps(order: Pick<DeliveryOrder, 'service' | 'status' | 'details'>): Step[] {
  const steps = trackingSteps(order.service === 'take_away' ? 'take_away' : 'delivery');
  const reached = new Map(order.details.status_history.map((h) => [h.status, h.at]));
  const current = steps.indexOf(order.status);
  return steps.map((status, index) => ({
    status,
    state: current < 0 || index > current ? 'upcoming' : index === current ? 'current' : 'done',
    at: reached.get(status) ?? null,
  }));
}
