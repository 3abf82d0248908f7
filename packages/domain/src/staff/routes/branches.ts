import type { StaffPermission } from '../staff-permissions.ts';

/** The back office's routes for branches, their hours, zones, slots, methods, bookings and places (docs/staff-roles.md), each needing `branches.edit`.
 * Part of `staffRoutePermissions`. */
export const branchesRoutePermissions: Readonly<Record<string, StaffPermission>> = {
  'GET /staff/branches.json': 'branches.edit',
  'GET /staff/branches/:branch/settings.json': 'branches.edit',
  'PUT /staff/branches/:branch/settings.json': 'branches.edit',
  'GET /staff/branches/:branch/places.json': 'branches.edit',
  'POST /staff/branches/:branch/places.json': 'branches.edit',
  'PUT /staff/branches/:branch/places/:place.json': 'branches.edit',
  'POST /staff/branches/:branch/places/:place/code.json': 'branches.edit',
};
