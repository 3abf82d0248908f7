import type { StaffBooking, staffBookingActions } from '@storefront/domain/booking/booking.schema';
import type { DeliveryOrder } from '@storefront/domain/delivery/delivery.schema';
import type { CloseBill } from '@storefront/domain/on-table/close-bill.rules';
import type { StaffOrder, staffCallSchema } from '@storefront/domain/on-table/staff.schema';
import type { Availability, BranchServices } from '@storefront/domain/staff/availability.schema';
import type { CashUp, Shift } from '@storefront/domain/staff/cash-up.rules';
import type { kitchenMoveSchema, kitchenSchema } from '@storefront/domain/staff/kitchen.rules';
import type { KitchenStation } from '@storefront/domain/staff/kitchen-stations.rules';
import type { StaffRole } from '@storefront/domain/staff/staff-roles.rules';
import type { StaffMe, StaffMember } from '@storefront/domain/staff/staff-session.schema';
import type { DaySummary } from '@storefront/domain/staff/summary.rules';
import type { InstanceConfig } from '@storefront/domain/venue/config.schema';
import { api } from '@storefront/ui/lib/api-client.ts';
import type { z } from 'zod';

export type StaffCall = z.infer<typeof staffCallSchema>;
export type KitchenBoard = z.infer<typeof kitchenSchema>;
type KitchenMove = z.infer<typeof kitchenMoveSchema>;
export type StaffBookingAction = (typeof staffBookingActions)[number];
/** A branch's bookings of a day, whether the day is closed and its zones (GET /staff/bookings.json). */
export interface StaffBookingDay {
  bookings: StaffBooking[];
  closed: boolean;
  zones: { key: string; name: string; closed: boolean }[];
}

// The console's calls (docs/staff-api.md): same origin, the HttpOnly session cookie goes by itself;
// `api` sends the lang header and turns refusals into { key, message, params } errors.

export interface StaffTable {
  id: string;
  label: string;
  kind: string;
  code: string;
  qr_path: string;
  open_purchase_id: string | null;
  open_purchase_ids: string[];
  open_calls: number;
}

const q = (branch: string) => `supplier_id=${encodeURIComponent(branch)}`;

export const staffApi = {
  me: () => api<StaffMe>('/staff/session.json'),
  signIn: (email: string, password: string) =>
    api<StaffMe>('/staff/session.json', { method: 'POST', body: { email, password } }),
  signOut: () => api<{ ok: true }>('/staff/session.json', { method: 'DELETE' }),
  acceptInvitation: (token: string, password: string, name: string) =>
    api<StaffMe>('/staff/invitations/accept.json', {
      method: 'POST',
      body: { token, password, ...(name ? { name } : {}) },
    }),
  pair: (code: string) => api<StaffMe>('/staff/pair.json', { method: 'POST', body: { code } }),
  pairingCode: (branch: string) =>
    api<{ code: string; expires_at: string }>('/staff/pairing_codes.json', {
      method: 'POST',
      body: { supplier_id: branch },
    }),
  pairThisDevice: (branch: string) =>
    api<StaffMe>('/staff/pair_this_device.json', { method: 'POST', body: { supplier_id: branch } }),
  invite: (email: string, role: StaffRole) =>
    api<{ link: string }>('/staff/invitations.json', { method: 'POST', body: { email, role } }),
  members: () => api<{ members: StaffMember[] }>('/staff/members.json'),
  changeMember: (id: string, change: { role: StaffRole } | { disabled: boolean }) =>
    api<StaffMember>(`/staff/members/${id}.json`, { method: 'PUT', body: change }),
  resetPassword: (id: string) =>
    api<{ link: string }>(`/staff/members/${id}/password_reset.json`, { method: 'POST' }),
  changePassword: (current: string, next: string) =>
    api<{ ok: true }>('/staff/password.json', {
      method: 'PUT',
      body: { current_password: current, new_password: next },
    }),
  venue: () => api<InstanceConfig>('/domain/config.json'),
  kitchen: (branch: string, station: KitchenStation | null) =>
    api<KitchenBoard>(`/staff/kitchen.json?${q(branch)}${station ? `&station=${station}` : ''}`),
  /** Bumps (prepared) or recalls (ordered) one item of a table round (ADR 108). */
  kitchenItem: (purchase: string, item: string, state: 'prepared' | 'ordered') =>
    api<KitchenMove>(`/staff/kitchen/${purchase}/items/${item}.json`, { method: 'PUT', body: { state } }),
  /** Bumps, recalls or serves a ticket: a round at one station, or at every one (the expo). */
  kitchenRound: (
    purchase: string,
    round: number,
    state: 'prepared' | 'ordered' | 'delivered',
    station: KitchenStation | null,
  ) =>
    api<KitchenMove>(`/staff/kitchen/${purchase}/rounds/${round}.json`, {
      method: 'PUT',
      body: { state, station },
    }),
  /** Fires the round's next held course. */
  fireCourse: (purchase: string, round: number) =>
    api<KitchenMove>(`/staff/kitchen/${purchase}/rounds/${round}/fire.json`, { method: 'POST' }),
  deliveryOrders: (branch: string) =>
    api<{ orders: DeliveryOrder[] }>(`/staff/delivery-orders.json?${q(branch)}&limit=200`),
  markRound: (purchase: string, round: number, state: 'prepared' | 'delivered') =>
    api<StaffOrder>(`/staff/orders/${purchase}/rounds/${round}.json`, { method: 'PUT', body: { state } }),
  moveDelivery: (purchase: string, status: string, reason?: string) =>
    api<unknown>(`/staff/orders/${purchase}/status`, {
      method: 'POST',
      body: { status, ...(reason === undefined ? {} : { reason }) },
    }),
  tables: (branch: string) => api<{ tables: StaffTable[] }>(`/staff/tables.json?${q(branch)}`),
  orders: (branch: string) => api<{ orders: StaffOrder[] }>(`/staff/orders.json?${q(branch)}`),
  calls: (branch: string) => api<{ calls: StaffCall[] }>(`/staff/waiter_calls.json?${q(branch)}`),
  acknowledge: (call: string) =>
    api<StaffCall>(`/staff/waiter_calls/${call}.json`, { method: 'PUT', body: { status: 'acknowledged' } }),
  settle: (purchase: string, payment: string, status: 'paid' | 'declined') =>
    api<StaffOrder>(`/staff/orders/${purchase}/payments/${payment}.json`, {
      method: 'PUT',
      body: { status },
    }),
  availability: (branch: string) => api<Availability>(`/staff/availability.json?${q(branch)}`),
  productSoldOut: (branch: string, product: string, soldOut: boolean) =>
    api<Availability>(`/staff/availability/products/${encodeURIComponent(product)}.json?${q(branch)}`, {
      method: 'PUT',
      body: { sold_out: soldOut },
    }),
  optionSoldOut: (branch: string, option: number, soldOut: boolean) =>
    api<Availability>(`/staff/availability/options/${option}.json?${q(branch)}`, {
      method: 'PUT',
      body: { sold_out: soldOut },
    }),
  services: (branch: string) => api<BranchServices>(`/staff/services.json?${q(branch)}`),
  pauseService: (branch: string, service: string, paused: boolean) =>
    api<BranchServices>(`/staff/services/${service}.json?${q(branch)}`, { method: 'PUT', body: { paused } }),
  summary: (branch: string, date: string) =>
    api<DaySummary>(`/staff/summary.json?${q(branch)}${date ? `&date=${date}` : ''}`),
  summaryCsvUrl: (branch: string, date: string) =>
    `/staff/summary.csv?${q(branch)}${date ? `&date=${date}` : ''}`,
  // the till (ADR 111)
  cashUp: (branch: string) => api<CashUp>(`/staff/cash-up.json?${q(branch)}`),
  openTill: (branch: string, openingFloat: number) =>
    api<Shift>('/staff/cash-up/open.json', {
      method: 'POST',
      body: { supplier_id: branch, opening_float: openingFloat },
    }),
  closeTill: (branch: string, shiftId: string, countedCash: number, note: string) =>
    api<Shift>('/staff/cash-up/close.json', {
      method: 'POST',
      body: { supplier_id: branch, shift_id: shiftId, counted_cash: countedCash, ...(note ? { note } : {}) },
    }),
  zReportCsvUrl: (branch: string, shiftId: string) => `/staff/cash-up/${shiftId}.csv?${q(branch)}`,
  bookings: (branch: string, date: string) =>
    api<StaffBookingDay>(`/staff/bookings.json?${q(branch)}&date=${encodeURIComponent(date)}`),
  bookingAction: (id: string, action: StaffBookingAction, reason: string | null = null) =>
    api<StaffBooking>(`/staff/bookings/${id}/action`, { method: 'POST', body: { action, reason } }),
  closeBookings: (branch: string, date: string, zone: string | null, closed: boolean) =>
    api<{ date: string; zone: string | null; closed: boolean }>('/staff/booking-closures.json', {
      method: 'POST',
      body: { supplier_id: branch, date, zone, closed },
    }),
  /** Closes a table's bill; with money owed, the amount the staff confirmed and their reason. */
  closeBill: (purchase: string, confirm?: CloseBill) =>
    api<StaffOrder>(`/staff/orders/${purchase}/close.json`, {
      method: 'PUT',
      ...(confirm ? { body: confirm } : {}),
    }),
};
