import type { StaffPermission } from '../staff-roles.rules.ts';

/** The back office's routes for branches, their hours, zones, slots, methods, bookings and places (docs/staff-roles.md), each needing `branches.edit`.
 * Part of `staffRoutePermissions`. */
export const branchesRoutePermissions: Readonly<Record<string, StaffPermission>> = {};
