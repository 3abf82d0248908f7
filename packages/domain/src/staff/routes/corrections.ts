import type { StaffPermission } from '../staff-permissions.ts';

/** Corrections of a table's order (issue 54 part 2, docs/decisions/114-order-corrections.md). A void
 * route needs `orders.void`; voiding an item the kitchen already has needs `orders.void_sent` too,
 * checked against the item (domain `voidPermission`). Comps and discounts are a manager's
 * (`orders.correct`); moving an order, and reading its corrections, whoever works the tables. Part
 * of `staffRoutePermissions`. */
/** The permissions a correction's route checks against what it corrects, beyond its own: voiding
 * an item the kitchen already has (`voidPermission`). */
export const correctionItemPermissions: readonly StaffPermission[] = ['orders.void_sent'];

export const correctionsRoutePermissions: Readonly<Record<string, StaffPermission>> = {
  'GET /staff/orders/:purchase/corrections.json': 'tables.read',
  'POST /staff/orders/:purchase/items/:item/void.json': 'orders.void',
  'POST /staff/orders/:purchase/items/:item/discount.json': 'orders.correct',
  'POST /staff/orders/:purchase/discount.json': 'orders.correct',
  'POST /staff/orders/:purchase/move.json': 'orders.move',
  'POST /staff/orders/:purchase/merge.json': 'orders.move',
  'POST /staff/orders/:purchase/split.json': 'orders.move',
};
