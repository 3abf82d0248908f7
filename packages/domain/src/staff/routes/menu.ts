import type { StaffPermission } from '../staff-roles.rules.ts';

/** The back office's routes for the menu, its photos, import and export (docs/staff-roles.md), each needing `menu.edit`.
 * Part of `staffRoutePermissions`. */
export const menuRoutePermissions: Readonly<Record<string, StaffPermission>> = {};
