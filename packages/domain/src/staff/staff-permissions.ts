// Every permission a staff route can need (docs/staff-roles.md). Its own module so each area's
// route table (routes/*.ts) names its permissions without importing the roles' rules, which import
// those tables.

export const staffPermissions = [
  'tables.read',
  'orders.read',
  'rounds.mark',
  'payments.settle',
  'bills.close',
  'calls.read',
  'calls.acknowledge',
  'events.read',
  'delivery.read',
  'delivery.move',
  'staff.invite',
  'staff.manage',
  'pairing.create',
  'availability.edit',
  'summary.read',
  'bookings.read',
  'bookings.act',
  // order entry by staff (issue 54 part 1, ADR 112): a place's order, its lines and rounds, phone orders
  'orders.take',
  // the cash-up (issue 54 part 5, ADR 111): open and close a branch's till, its Z reports
  'cash.manage',
  // corrections of a table's order (issue 54 part 2, ADR 114): voiding what the kitchen has not got,
  // and what it has; moving an order to another place; a manager's comps and discounts
  'orders.void',
  'orders.void_sent',
  'orders.move',
  'orders.correct',
  // refunds of paid payments, whole or in parts (issue 55, ADR 117): owners and managers
  'payments.refund',
  // the back office (issue 53): the business itself, for owners and managers only
  'menu.edit',
  'branches.edit',
  'brand.edit',
  'audit.read',
  // the venue's payment gateway and its keys (issue 55, ADR 116)
  'payments.configure',
] as const;
export type StaffPermission = (typeof staffPermissions)[number];
