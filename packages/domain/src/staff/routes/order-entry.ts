import type { StaffPermission } from '../staff-permissions.ts';

/** Order entry by staff (issue 54 part 1, docs/decisions/112-staff-order-entry.md): opening a
 * place's order, adding its lines, sending its round and taking a phone order are `orders.take`
 * (waiters, managers, owners; never the kitchen). Part of `staffRoutePermissions`. */
export const orderEntryRoutePermissions: Readonly<Record<string, StaffPermission>> = {
  'POST /staff/places/:place/order.json': 'orders.take',
  'POST /staff/orders/:purchase/items.json': 'orders.take',
  'PUT /staff/orders/:purchase/send.json': 'orders.take',
  'POST /staff/phone-orders.json': 'orders.take',
};
