import type { StaffPermission } from '../staff-permissions.ts';

/** The ticket printers' routes (docs/back-office.md#printers, ADR 109). A branch's printers are its
 * settings (`branches.edit`); how they are doing is for everyone who watches the kitchen or the
 * tables (`orders.read`); a receipt is printed by whoever closes a bill (`bills.close`). Part of
 * `staffRoutePermissions`. */
export const printersRoutePermissions: Readonly<Record<string, StaffPermission>> = {
  'GET /staff/branches/:branch/printers.json': 'branches.edit',
  'POST /staff/branches/:branch/printers.json': 'branches.edit',
  'PUT /staff/branches/:branch/printers/:printer.json': 'branches.edit',
  'POST /staff/branches/:branch/printers/:printer/test.json': 'branches.edit',
  'GET /staff/printers/status.json': 'orders.read',
  'POST /staff/orders/:purchase/receipt.json': 'bills.close',
  'GET /staff/orders/:purchase/receipt.json': 'bills.close',
  'POST /staff/orders/:purchase/receipt_email.json': 'bills.close',
};
