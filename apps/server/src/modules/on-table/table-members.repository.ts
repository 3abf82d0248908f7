import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { prebuilt } from '../../db/prebuilt.ts';
import { places, purchaseItems, purchases, tableMembers } from '../../db/schema.ts';
import { venueRow, venueRowsInOrder, venueWhere } from '../../lib/venue-rows.ts';
import { isUuid } from '../payment/payment.repository.ts';
import type { PurchaseRow } from '../purchase/purchase.repository.ts';
import type { PlaceRow } from './places.repository.ts';

// Who sits at a table's order ("join order") and with which nickname.

export type MemberRow = typeof tableMembers.$inferSelect;

/** Joins the diner to the order (idempotent); a nickname given replaces the stored one. */
export async function joinMember(
  tx: Db,
  instanceId: number,
  purchaseId: string,
  profileId: string,
  nickname: string | null,
): Promise<void> {
  await tx
    .insert(tableMembers)
    .values({ instanceId, purchaseId, profileId, nickname })
    .onConflictDoUpdate({
      target: [tableMembers.purchaseId, tableMembers.profileId],
      set: { nickname: nickname === null ? sql`${tableMembers.nickname}` : nickname },
    });
}

export async function findMember(
  db: Db,
  instanceId: number,
  purchaseId: string,
  profileId: string,
): Promise<MemberRow | null> {
  return venueRow(db, tableMembers, instanceId, { purchaseId, profileId });
}

/** A diner's table order as every table call starts: the purchase, the diner's membership of it
 * and the place it is at, in one statement (docs/decisions/056-a-table-call-in-fewer-statements.md),
 * the purchase row locked for the rest of the transaction when `lock` is set (concurrent writers
 * take turns). Null when the venue has no such purchase; `member` is null when the diner has not
 * joined it, `place` when it is at none. */
export async function memberOrder(
  db: Db,
  instanceId: number,
  purchaseId: string,
  profileId: string,
  lock: boolean,
): Promise<{ purchase: PurchaseRow; member: MemberRow | null; place: PlaceRow | null } | null> {
  if (!isUuid(purchaseId) || !isUuid(profileId)) return null;
  const [row] = await (lock ? lockedMemberOrder : readMemberOrder)(db, { instanceId, purchaseId, profileId });
  return row ?? null;
}

/** Built once (docs/decisions/044-hot-statements-built-once.md): every table call runs one. */
const memberOrderRow = (lock: boolean) =>
  prebuilt<
    { purchase: PurchaseRow; member: MemberRow | null; place: PlaceRow | null }[],
    { instanceId: number; purchaseId: string; profileId: string }
  >((db) => {
    const query = db
      .select({ purchase: purchases, member: tableMembers, place: places })
      .from(purchases)
      .leftJoin(
        tableMembers,
        and(
          eq(tableMembers.instanceId, purchases.instanceId),
          eq(tableMembers.purchaseId, purchases.id),
          eq(tableMembers.profileId, sql.placeholder('profileId')),
        ),
      )
      .leftJoin(places, and(eq(places.instanceId, purchases.instanceId), eq(places.id, purchases.tableId)))
      .where(
        and(
          eq(purchases.instanceId, sql.placeholder('instanceId')),
          eq(purchases.id, sql.placeholder('purchaseId')),
        ),
      )
      .limit(1);
    return lock ? query.for('update', { of: purchases }) : query;
  });
const readMemberOrder = memberOrderRow(false);
const lockedMemberOrder = memberOrderRow(true);

export async function listMembers(db: Db, instanceId: number, purchaseId: string): Promise<MemberRow[]> {
  return venueRowsInOrder(db, tableMembers, instanceId, { purchaseId }, [tableMembers.joinedAt]);
}

/** The open order of a place (not yet closed), if any; only the one `profileId` opened when set,
 * only one nobody owns (the staff opened it, ADR 112) when `staffOpened`. */
export async function openPurchaseOfPlace(
  db: Db,
  instanceId: number,
  placeId: string,
  profileId: string | null = null,
  staffOpened = false,
): Promise<{ id: string; members: number } | null> {
  const rows = await db
    .select({
      id: purchases.id,
      members: sql<number>`(select count(*)::int from ${tableMembers} where ${tableMembers.purchaseId} = ${purchases.id})`,
    })
    .from(purchases)
    .where(
      venueWhere(
        purchases,
        instanceId,
        { tableId: placeId, service: 'on_table' },
        isNull(purchases.closedAt),
        staffOpened
          ? isNull(purchases.profileId)
          : profileId
            ? eq(purchases.profileId, profileId)
            : undefined,
      ),
    )
    .orderBy(desc(purchases.createdAt))
    .limit(1);
  return rows[0] ? { id: rows[0].id, members: Number(rows[0].members) } : null;
}

/** The diner's on-table orders at a branch, newest first (spec §7 my_orders). */
export async function ordersOfMember(db: Db, instanceId: number, supplierId: number, profileId: string) {
  return db
    .select({
      purchase: purchases,
      tableLabel: places.label,
      products: sql<number>`(select coalesce(sum(${purchaseItems.count}), 0)::int from ${purchaseItems}
        where ${purchaseItems.instanceId} = ${purchases.instanceId} and ${purchaseItems.purchaseId} = ${purchases.id}
        and ${purchaseItems.state} <> 'removed')`,
    })
    .from(tableMembers)
    .innerJoin(
      purchases,
      and(eq(purchases.instanceId, tableMembers.instanceId), eq(purchases.id, tableMembers.purchaseId)),
    )
    .leftJoin(places, and(eq(places.instanceId, purchases.instanceId), eq(places.id, purchases.tableId)))
    .where(venueWhere(tableMembers, instanceId, { profileId }, eq(purchases.supplierId, supplierId)))
    .orderBy(desc(purchases.createdAt))
    .limit(30);
}

/** The diner's latest open table order at a branch. */
export async function latestOpenMembership(
  db: Db,
  instanceId: number,
  supplierId: number,
  profileId: string,
): Promise<string | null> {
  const rows = await db
    .select({ id: purchases.id })
    .from(tableMembers)
    .innerJoin(
      purchases,
      and(eq(purchases.instanceId, tableMembers.instanceId), eq(purchases.id, tableMembers.purchaseId)),
    )
    .where(
      venueWhere(
        tableMembers,
        instanceId,
        { profileId },
        eq(purchases.supplierId, supplierId),
        isNull(purchases.closedAt),
      ),
    )
    .orderBy(desc(tableMembers.joinedAt))
    .limit(1);
  return rows[0]?.id ?? null;
}
