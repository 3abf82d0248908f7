import { isSharedPlace } from '@storefront/domain/on-table/on-table.rules';
import type { StaffAddItemBody } from '@storefront/domain/on-table/order-entry.schema';
import type { Lang } from '@storefront/domain/venue/venue.schema';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Lastly } from '../../lib/idempotency.ts';
import { staffTopic } from '../../plugins/events.ts';
import { isUuid } from '../payment/payment.repository.ts';
import { lockPurchase } from '../purchase/purchase.repository.ts';
import type { AuditActor } from '../staff/audit-log.ts';
import { recordChange } from '../staff/audit-log.ts';
import type { AuthenticatedStaff } from '../staff/staff.auth.ts';
import { venueAndBranch } from '../venue/venue.service.ts';
import { getPlace, lockPlace, type PlaceRow } from './places.repository.ts';
import { rulesOf, subserviceOf } from './table-access.ts';
import { addLine, sendRound } from './table-cart.service.ts';
import type { OrderScope } from './table-kitchen.ts';
import { findMember, openPurchaseOfPlace } from './table-members.repository.ts';
import { newTableOrder } from './table-order.service.ts';
import { type Emit, orderWrite, type Replay } from './table-write.ts';

// Order entry by staff (issue 54 part 1, docs/decisions/112-staff-order-entry.md): a waiter opens a
// place's order and adds lines for a diner or for the table, and sends the round, through the very
// functions a diner's phone calls (`addLine`, `sendRound`: same cart rules, stock, prices, rounds,
// kitchen tickets and events). What differs is only who: the items carry the staff member who took
// them (`taken_by`), and each step is in the audit log, in the transaction of the change.

const notFound = () => new AppError(404, 'not_found');

/** What a staff write answers (the route then reads the staff's view of the order). */
interface Taken {
  purchase_id: string;
}
const asTaken: Replay<Taken> = { receipt: (body) => body, again: async (receipt) => receipt as Taken };

/** A paired tablet reaches its own branch only (staff.auth.ts checks ids in the URL; a place's
 * branch is known once the place is read). */
function assertBranch(staff: AuthenticatedStaff, supplierId: number) {
  if (staff.supplierId !== null && staff.supplierId !== supplierId) throw new AppError(403, 'forbidden');
}

/** A table order of this venue as the staff reach it, locked for the transaction. */
async function staffScope(
  app: FastifyInstance,
  tx: Db,
  staff: AuthenticatedStaff,
  purchaseId: string,
): Promise<OrderScope> {
  const purchase = isUuid(purchaseId) ? await lockPurchase(tx, staff.instanceId, purchaseId) : null;
  if (purchase?.service !== 'on_table' || !purchase.tableId) throw notFound();
  assertBranch(staff, purchase.supplierId);
  const where = await venueAndBranch(app.venues, staff.instanceId, purchase.supplierId, tx);
  if (!where) throw notFound();
  return { ...where, purchase, rules: rulesOf(where.supplier, purchase.subservice) };
}

function audit(
  tx: Db,
  staff: AuthenticatedStaff,
  actor: AuditActor,
  action: string,
  subject: string,
  after: unknown,
) {
  return recordChange(tx, staff.instanceId, actor, { area: 'orders', action, subject, before: null, after });
}

/** Opens the order of a place, or answers the one open there (a shared table has one order that
 * its diners join; elsewhere the one the staff opened). 201 when opened. */
export async function openPlaceOrder(
  app: FastifyInstance,
  staff: AuthenticatedStaff,
  actor: AuditActor,
  placeId: string,
): Promise<{ statusCode: number; purchaseId: string }> {
  const { instanceId } = staff;
  return app.db.transaction(async (transaction) => {
    const tx = transaction as Db;
    const place: PlaceRow | null = await getPlace(tx, instanceId, placeId);
    if (!place?.active) throw notFound();
    assertBranch(staff, place.supplierId);
    const where = await venueAndBranch(app.venues, instanceId, place.supplierId, tx);
    if (!where) throw notFound();
    const subservice = subserviceOf(place, null);
    if (!where.supplier.serviceTable || !rulesOf(where.supplier, subservice).ordering)
      throw new AppError(409, 'table_service_unavailable');
    await lockPlace(tx, instanceId, place.id);
    // a table or room has one order its diners share; at a seat, box or counter each diner has
    // their own, so the staff take theirs apart (an order nobody owns)
    const open = await openPurchaseOfPlace(tx, instanceId, place.id, null, !isSharedPlace(place.kind));
    if (open) return { statusCode: 200, purchaseId: open.id };
    const row = await newTableOrder(tx, { ...where, place }, subservice, null, { taken_by: staff.label });
    await audit(tx, staff, actor, 'open_order', row.bckPurchaseId, { place: place.label });
    return { statusCode: 201, purchaseId: row.id };
  });
}

export type Who = { staff: AuthenticatedStaff; actor: AuditActor };
export type StaffWork = (
  scope: OrderScope,
  tx: Db,
  emit: Emit,
  lastly: Lastly,
) => Promise<{ statusCode: number; action: string | null; after?: unknown }>;

/** One staff write on a place's order: the order locked and reached as this staff member may,
 * `work`, its audit entry (when it did something), keys scoped per staff member. */
export function staffWrite(
  app: FastifyInstance,
  request: FastifyRequest,
  { staff, actor }: Who,
  purchaseId: string,
  work: StaffWork,
) {
  const args = { instanceId: staff.instanceId, profileId: `staff:${staff.tokenId}`, scope: 'staff.order' };
  return orderWrite<Taken>(
    app,
    request,
    args,
    async (tx, emit, _recorded, lastly) => {
      const scope = await staffScope(app, tx, staff, purchaseId);
      const done = await work(scope, tx, emit, lastly);
      if (done.action) await audit(tx, staff, actor, done.action, scope.purchase.bckPurchaseId, done.after);
      return { statusCode: done.statusCode, body: { purchase_id: scope.purchase.id } };
    },
    asTaken,
  );
}

/** Adds a line of the menu to a place's order for one of its diners (`for_member`, who must have
 * joined it) or for the table (null), taken by this staff member. */
export function addStaffItem(
  app: FastifyInstance,
  request: FastifyRequest,
  who: Who & { lang: Lang },
  purchaseId: string,
  body: StaffAddItemBody,
) {
  return staffWrite(app, request, who, purchaseId, async (scope, tx, emit, lastly) => {
    const forMember = body.for_member ?? null;
    if (forMember && !(await findMember(tx, scope.instance.id, scope.purchase.id, forMember)))
      throw new AppError(422, 'validation_failed', { fields: 'for_member' });
    const author = {
      addedBy: forMember,
      takenBy: who.staff.label,
      birthDate: body.birth_date ?? null,
      lang: who.lang,
    };
    await addLine(app, scope, tx, emit, lastly, body.product, author);
    await emit(staffTopic(scope.supplier.id), { type: 'cart', purchase_id: scope.purchase.id });
    const { product_id, count, options, note } = body.product;
    const after = { product_id, count, options: options ?? {}, note: note ?? null, for_member: forMember };
    return { statusCode: 201, action: 'add_item', after };
  });
}

/** Sends the order's pending lines to the kitchen as the next round, as a diner's "send to
 * kitchen" does (its board, stations, printers and the diners' phones follow). */
export function sendStaffRound(app: FastifyInstance, request: FastifyRequest, who: Who, purchaseId: string) {
  return staffWrite(app, request, who, purchaseId, async (scope, tx, emit) => {
    const { round } = await sendRound(app, scope, tx, emit);
    return { statusCode: 200, action: round ? 'send_round' : null, after: { round } };
  });
}
