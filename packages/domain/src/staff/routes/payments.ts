import type { StaffPermission } from '../staff-permissions.ts';

/** The back office's routes for the venue's payment gateway and its keys (docs/payments.md#venue-settings,
 * ADR 116), each needing `payments.configure` (owners and managers). Part of `staffRoutePermissions`. */
export const paymentsRoutePermissions: Readonly<Record<string, StaffPermission>> = {
  // apps/server/src/modules/payment/payment.gateway.routes.ts
  'GET /staff/payments/gateway.json': 'payments.configure',
  'PUT /staff/payments/gateway.json': 'payments.configure',
  'POST /staff/payments/gateway/test.json': 'payments.configure',
};
