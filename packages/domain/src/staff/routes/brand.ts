import type { StaffPermission } from '../staff-permissions.ts';

/** The back office's routes for the venue's name, logo, colours, banners, languages, legal texts and contacts (docs/staff-roles.md), each needing `brand.edit`.
 * Part of `staffRoutePermissions`. */
export const brandRoutePermissions: Readonly<Record<string, StaffPermission>> = {
  // apps/server/src/modules/catalog/brand.staff.routes.ts
  'GET /staff/venue/brand.json': 'brand.edit',
  'PUT /staff/venue/brand.json': 'brand.edit',
};
