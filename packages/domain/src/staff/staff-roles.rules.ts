import { branchesRoutePermissions } from './routes/branches.ts';
import { brandRoutePermissions } from './routes/brand.ts';
import { correctionsRoutePermissions } from './routes/corrections.ts';
import { floorRoutePermissions } from './routes/floor.ts';
import { kitchenRoutePermissions } from './routes/kitchen.ts';
import { menuRoutePermissions } from './routes/menu.ts';
import { orderEntryRoutePermissions } from './routes/order-entry.ts';
import { paymentsRoutePermissions } from './routes/payments.ts';
import { printersRoutePermissions } from './routes/printers.ts';
import type { StaffPermission } from './staff-permissions.ts';

// The venue staff's roles and what each may do (docs/staff-roles.md, ADR 026). One table
// decides every staff route: the server looks up the route's permission here and refuses a role
// without it; the console shows only the navigation a role can use. Bearer tokens (integrations)
// hold every permission.

export const staffRoles = ['owner', 'manager', 'waiter', 'kitchen'] as const;
export type StaffRole = (typeof staffRoles)[number];

export { type StaffPermission, staffPermissions } from './staff-permissions.ts';

const kitchen: readonly StaffPermission[] = [
  'availability.edit',
  'orders.read',
  'rounds.mark',
  'events.read',
  'delivery.read',
  'delivery.move',
];
const waiter: readonly StaffPermission[] = [
  ...kitchen,
  'tables.read',
  'payments.settle',
  'bills.close',
  'calls.read',
  'calls.acknowledge',
  // taking an order at a place or by phone (ADR 112)
  'orders.take',
  // voiding an item before or after the kitchen has it, moving a table's order to another place
  // (ADR 114); a venue that wants voids of sent items a manager's moves `orders.void_sent` below
  'orders.void',
  'orders.void_sent',
  'orders.move',
  // the host stand: the day's bookings, accepting, seating, closing a zone or the day
  'bookings.read',
  'bookings.act',
];
const manager: readonly StaffPermission[] = [
  ...waiter,
  'staff.invite',
  'staff.manage',
  'pairing.create',
  'summary.read',
  'cash.manage',
  // comps and discounts: a manager's approval by role (ADR 114)
  'orders.correct',
  // giving money back, whole or a part (ADR 117)
  'payments.refund',
  'menu.edit',
  'branches.edit',
  'brand.edit',
  'audit.read',
  'payments.configure',
];

/** The permissions table of docs/staff-roles.md. */
export const rolePermissions: Readonly<Record<StaffRole, readonly StaffPermission[]>> = {
  owner: manager,
  manager,
  waiter,
  kitchen,
};

/** Whether a role holds a permission. */
export function roleCan(role: StaffRole, permission: StaffPermission): boolean {
  return rolePermissions[role].includes(permission);
}

/** Which roles a role may invite: an owner anyone, a manager anyone but an owner, others nobody. */
export function roleMayInvite(inviter: StaffRole, invited: StaffRole): boolean {
  if (!roleCan(inviter, 'staff.invite')) return false;
  return inviter === 'owner' || invited !== 'owner';
}

/** How far up a role stands: an owner above a manager above a waiter above the kitchen. */
export const roleRank: Readonly<Record<StaffRole, number>> = { owner: 3, manager: 2, waiter: 1, kitchen: 0 };

/** Whether a staff member may change another's role, disable or enable them, or send them a
 * password reset (docs/staff-roles.md "Accounts"): only with `staff.manage`, never on oneself, and
 * only on an account of a lower role — an owner also on another owner, since a venue may have
 * several and one must be able to take over when another leaves. Nobody acts on a higher role. */
export function roleMayActOn(actor: StaffRole, target: StaffRole, self: boolean): boolean {
  if (self || !roleCan(actor, 'staff.manage')) return false;
  return roleRank[actor] > roleRank[target] || (actor === 'owner' && target === 'owner');
}

/** The permission each staff route needs, by `METHOD path` as the server routes it. A route not
 * listed here is refused to every signed-in role (fail closed); the session routes themselves
 * (sign-in, sign-out, me, password) need only a session. */
export const staffRoutePermissions: Readonly<Record<string, StaffPermission>> = {
  'GET /staff/tables.json': 'tables.read',
  'GET /staff/orders.json': 'orders.read',
  'GET /staff/orders/:purchase.json': 'orders.read',
  'PUT /staff/orders/:purchase/rounds/:round.json': 'rounds.mark',
  'PUT /staff/orders/:purchase/payments/:payment.json': 'payments.settle',
  'POST /staff/payments/:id/settle': 'payments.settle',
  'POST /staff/payments/:id/refund': 'payments.refund',
  'PUT /staff/orders/:purchase/close.json': 'bills.close',
  'GET /staff/waiter_calls.json': 'calls.read',
  'PUT /staff/waiter_calls/:call.json': 'calls.acknowledge',
  'GET /staff/events.json': 'events.read',
  'GET /staff/delivery-orders.json': 'delivery.read',
  'POST /staff/orders/:purchase/status': 'delivery.move',
  'POST /staff/invitations.json': 'staff.invite',
  'GET /staff/members.json': 'staff.manage',
  'PUT /staff/members/:member.json': 'staff.manage',
  'POST /staff/members/:member/password_reset.json': 'staff.manage',
  'POST /staff/pairing_codes.json': 'pairing.create',
  'POST /staff/pair_this_device.json': 'pairing.create',
  'GET /staff/availability.json': 'availability.edit',
  'PUT /staff/availability/products/:product.json': 'availability.edit',
  'PUT /staff/availability/options/:option.json': 'availability.edit',
  'GET /staff/services.json': 'availability.edit',
  'PUT /staff/services/:service.json': 'availability.edit',
  'GET /staff/summary.json': 'summary.read',
  'GET /staff/summary.csv': 'summary.read',
  'GET /staff/bookings.json': 'bookings.read',
  'POST /staff/bookings/:id/action': 'bookings.act',
  'POST /staff/booking-closures.json': 'bookings.act',
  // the cash-up (issue 54 part 5, ADR 111): apps/server/src/modules/staff/cash-up.routes.ts
  'GET /staff/cash-up.json': 'cash.manage',
  'POST /staff/cash-up/open.json': 'cash.manage',
  'POST /staff/cash-up/close.json': 'cash.manage',
  'GET /staff/cash-up/:shift.csv': 'cash.manage',
  ...kitchenRoutePermissions,
  // order entry by staff (issue 54 part 1, ADR 112)
  ...orderEntryRoutePermissions,
  ...correctionsRoutePermissions,
  // the back office (issue 53, docs/back-office.md): each area's routes in its own table
  ...menuRoutePermissions,
  ...branchesRoutePermissions,
  ...brandRoutePermissions,
  // the venue's payment gateway and its keys (issue 55, ADR 116)
  ...paymentsRoutePermissions,
  // ticket printers and receipts (issue 54 part 4, ADR 109)
  ...printersRoutePermissions,
  // the floor plan (issue 54 part 6, ADR 113)
  ...floorRoutePermissions,
  'GET /staff/audit.json': 'audit.read',
};

/** The permission a route needs: a permission, `'session'` (any signed-in staff) or null (not a
 * staff route of the table: refused to sessions). */
export function permissionOfRoute(method: string, url: string): StaffPermission | null {
  return staffRoutePermissions[`${method.toUpperCase()} ${url}`] ?? null;
}

/** The shortest password a staff member may set. */
export const STAFF_PASSWORD_MIN_LENGTH = 10;
/** How long a signed-in session lasts, a paired kitchen tablet's, and an invitation or reset link
 * (the pairing code's rules: pairing-code.rules.ts). */
export const STAFF_SESSION_MS = 12 * 3_600_000;
export const STAFF_TABLET_SESSION_MS = 30 * 24 * 3_600_000;
export const STAFF_INVITATION_MS = 7 * 24 * 3_600_000;

/** The console's screens under /staff/ (the server answers each with the console's page; every
 * other /staff/ path stays the API's, a JSON 404 when unknown). */
export const staffConsoleScreens = [
  'sign-in',
  'invitation',
  'pair',
  'kitchen',
  'tables',
  'floor',
  'take-order',
  'phone-order',
  'qr',
  'delivery',
  'availability',
  'summary',
  'menu',
  'branches',
  'brand',
  'bookings',
  'account',
  'audit',
] as const;
