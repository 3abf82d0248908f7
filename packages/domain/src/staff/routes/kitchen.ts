import type { StaffPermission } from '../staff-permissions.ts';

/** The kitchen's routes (docs/staff-roles.md, ADR 108): a station's board or the expo, and bumping,
 * recalling, serving and firing table rounds, as `rounds.mark` does for a whole round. Part of
 * `staffRoutePermissions`. */
export const kitchenRoutePermissions: Readonly<Record<string, StaffPermission>> = {
  'GET /staff/kitchen.json': 'orders.read',
  'PUT /staff/kitchen/:purchase/items/:item.json': 'rounds.mark',
  'PUT /staff/kitchen/:purchase/rounds/:round.json': 'rounds.mark',
  'POST /staff/kitchen/:purchase/rounds/:round/fire.json': 'rounds.mark',
};
