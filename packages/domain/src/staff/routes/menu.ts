import type { StaffPermission } from '../staff-permissions.ts';

/** The back office's routes for the menu, its photos, import and export (docs/staff-roles.md), each needing `menu.edit`.
 * Part of `staffRoutePermissions`. */
export const menuRoutePermissions: Readonly<Record<string, StaffPermission>> = {
  // photos (apps/server/src/modules/media)
  'POST /staff/media.json': 'menu.edit',
  // the menu editor (docs/back-office.md#menu)
  'GET /staff/menu/catalog.json': 'menu.edit',
  'POST /staff/menu/categories.json': 'menu.edit',
  'PUT /staff/menu/categories/:category.json': 'menu.edit',
  'PUT /staff/menu/category_order.json': 'menu.edit',
  'GET /staff/menu/products/:product.json': 'menu.edit',
  'POST /staff/menu/products.json': 'menu.edit',
  'PUT /staff/menu/products/:product.json': 'menu.edit',
  'POST /staff/menu/products/:product/duplicate.json': 'menu.edit',
  'PUT /staff/menu/products/:product/archive.json': 'menu.edit',
  'POST /staff/menu/option_groups.json': 'menu.edit',
  'PUT /staff/menu/option_groups/:group.json': 'menu.edit',
  'PUT /staff/menu/option_groups/:group/archive.json': 'menu.edit',
  'POST /staff/menu/price_change.json': 'menu.edit',
  // import and export (apps/server/src/modules/catalog/catalog-transfer.routes.ts)
  'GET /staff/menu/export.json': 'menu.edit',
  'GET /staff/menu/export.csv': 'menu.edit',
  'GET /staff/menu/export.xlsx': 'menu.edit',
  'POST /staff/menu/import.json': 'menu.edit',
};
