import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { jsonRows } from '../../db/json-rows.ts';
import { prebuilt } from '../../db/prebuilt.ts';
import { payments, profiles, purchaseItems, purchases, tableMembers } from '../../db/schema.ts';
import { isUuid, type PaymentRow } from '../payment/payment.repository.ts';
import type { WireItemRow } from '../purchase/purchase.mapper.ts';
import { itemLineKeys } from '../purchase/purchase.repository.ts';
import type { MemberRow } from './table-members.repository.ts';

/** What a table's answer is made of besides its context: the items with who added them, the
 * members and the payments, as they are now, each with the columns the answer reads only (a
 * table of a long evening holds hundreds of items and payments, read on every call). */
export interface TableReads {
  items: (WireItemRow & { addedByName: string | null })[];
  members: MemberRow[];
  payments: TablePaymentRow[];
}

/** `row` with only `keys` (a table's columns, as `getTableColumns` has them, or a row). */
export function picked<T extends object, K extends keyof T>(row: T, keys: readonly K[]): Pick<T, K> {
  return Object.fromEntries(keys.map((key) => [key, row[key]])) as Pick<T, K>;
}

/** The item columns a table's answer reads (`toPurchase`, the share of a payment). */
export const tableItemKeys = [
  'id',
  ...itemLineKeys,
  'discount',
] as const satisfies readonly (keyof WireItemRow)[];
/** The payment columns a table's answer and its checks read (`toSharePayment`, the bill's state):
 * who paid how, how much, for which share and when (not the provider's references, the card's
 * brand or the return paths). */
export const tablePaymentKeys = [
  'id',
  'profileId',
  'method',
  'status',
  'amount',
  'tip',
  'refundedAmount',
  'share',
  'createdAt',
] as const satisfies readonly (keyof PaymentRow)[];
export type TablePaymentRow = Pick<PaymentRow, (typeof tablePaymentKeys)[number]>;

const items = jsonRows<TableReads['items'][number]>({
  ...picked(getTableColumns(purchaseItems), tableItemKeys),
  addedByName: profiles.name,
});
const members = jsonRows<MemberRow>(getTableColumns(tableMembers));
const paymentRows = jsonRows<TablePaymentRow>(picked(getTableColumns(payments), tablePaymentKeys));

/** The rows of `table` (joined with `join`) that belong to the purchase the statement selects. */
const ofThePurchase = (table: typeof purchaseItems | typeof tableMembers | typeof payments, join = sql``) =>
  sql`from ${table} ${join} where ${table.instanceId} = ${purchases.instanceId}
    and ${table.purchaseId} = ${purchases.id}`;

/** Built once (docs/decisions/058-a-table-read-in-one-statement.md): every table call answers
 * with the table's items, members and payments, read in one statement instead of three, each list
 * in the order its own read had (`listItems`, `listMembers`, `listPayments`). */
const tableRows = prebuilt<
  { items: TableReads['items']; members: MemberRow[]; payments: PaymentRow[] }[],
  { instanceId: number; purchaseId: string }
>((db) =>
  db
    .select({
      items: items
        .list(
          ofThePurchase(
            purchaseItems,
            sql`left join ${profiles} on ${profiles.id} = ${purchaseItems.addedBy}`,
          ),
          sql`${purchaseItems.seq}`,
        )
        .mapWith(items.decode),
      members: members
        .list(ofThePurchase(tableMembers), sql`${tableMembers.joinedAt}`)
        .mapWith(members.decode),
      payments: paymentRows
        .list(ofThePurchase(payments), sql`${payments.createdAt}, ${payments.id}`)
        .mapWith(paymentRows.decode),
    })
    .from(purchases)
    .where(
      and(
        eq(purchases.instanceId, sql.placeholder('instanceId')),
        eq(purchases.id, sql.placeholder('purchaseId')),
      ),
    ),
);

/** The items (with the name of who added each), members and payments of a venue's purchase, in
 * one statement; empty lists when the venue has no such purchase. */
export async function readTableRows(db: Db, instanceId: number, purchaseId: string): Promise<TableReads> {
  const [row] = isUuid(purchaseId) ? await tableRows(db, { instanceId, purchaseId }) : [];
  return row ?? { items: [], members: [], payments: [] };
}
