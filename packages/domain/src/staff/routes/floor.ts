import type { StaffPermission } from '../staff-permissions.ts';

/** The floor plan's routes (issue 54 part 6, docs/decisions/113-floor-plan.md): watching the floor is
 * for whoever works the tables (`tables.read`: waiters, managers, owners); arranging it is the back
 * office's (`branches.edit`: managers, owners). Part of `staffRoutePermissions`. */
export const floorRoutePermissions: Readonly<Record<string, StaffPermission>> = {
  'GET /staff/floor.json': 'tables.read',
  'PUT /staff/branches/:branch/floor.json': 'branches.edit',
};
