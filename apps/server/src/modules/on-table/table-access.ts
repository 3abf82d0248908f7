import {
  asksPlaceNumber,
  isSharedPlace,
  type OnTableRules,
  onTableRules,
} from '@storefront/domain/on-table/on-table.rules';
import type { Place } from '@storefront/domain/on-table/on-table.schema';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { PurchaseRow } from '../purchase/purchase.repository.ts';
import type { InstanceRow, SupplierRow } from '../venue/venue.repository.ts';
import { type VenueDeps, venueAndBranch } from '../venue/venue.service.ts';
import type { PlaceRow } from './places.repository.ts';
import { type MemberRow, memberOrder } from './table-members.repository.ts';

// Who may touch a table order: only a diner who joined it with the table's code (spec §6 headers,
// docs/decisions/014-on-table-classes.md). Anything else, another table's order, another venue's, or no order at all, answers
// the same 404 `order_query_failed`, so nobody learns which orders exist.

export interface TableContext {
  instance: InstanceRow;
  supplier: SupplierRow;
  place: PlaceRow;
  purchase: PurchaseRow;
  member: MemberRow;
  rules: OnTableRules;
  profileId: string;
}

const notFound = () => new AppError(404, 'order_query_failed');

export function rulesOf(supplier: SupplierRow, subservice: string | null): OnTableRules {
  return onTableRules(supplier.onTableClass, subservice);
}

/** room places open room service (spec §1: on_table with subservice room) and counters
 * grab-and-go, whatever entry the diner scanned them from; elsewhere the entry says. */
export function subserviceOf(place: PlaceRow, asked: string | null): string | null {
  if (place.kind === 'room') return 'room';
  if (place.kind === 'counter') return 'grab_and_go';
  return asked === 'grab_and_go' ? 'grab_and_go' : null;
}

export function toPlace(row: PlaceRow): Place {
  return {
    id: row.id,
    label: row.label,
    kind: row.kind,
    asks_number: asksPlaceNumber(row.kind),
    shared: isSharedPlace(row.kind),
  };
}

/** The table order of a member, locked for the transaction when `lock` is set. The venue's and the
 * branch's rows come from the venue reads' cache (`venueAndBranch`): seconds old at most, and this
 * process's own changes at once. */
export async function loadTable(
  venues: VenueDeps,
  db: Db,
  instanceId: number,
  purchaseId: string,
  profileId: string,
  lock = false,
): Promise<TableContext> {
  const order = await memberOrder(db, instanceId, purchaseId, profileId, lock);
  const purchase = order?.purchase;
  if (purchase?.service !== 'on_table' || !order?.member || !order.place) throw notFound();
  const { member, place } = order;
  const where = await venueAndBranch(venues, instanceId, purchase.supplierId, db);
  if (!where) throw notFound();
  const { instance, supplier } = where;
  return {
    instance,
    supplier,
    place,
    purchase,
    member,
    rules: rulesOf(supplier, purchase.subservice),
    profileId,
  };
}

/** Refuses changes to an order whose bill is closed (paid or closed by the staff). */
export function assertOpen(ctx: Pick<TableContext, 'purchase'>): void {
  if (ctx.purchase.closedAt) throw new AppError(409, 'order_closed');
}
