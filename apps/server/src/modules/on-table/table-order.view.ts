import { callWaiterMinimum } from '@storefront/domain/on-table/on-table.rules';
import type { BillState, SharePayment, TableOrder } from '@storefront/domain/on-table/on-table.schema';
import { billAmount, remainingBill } from '@storefront/domain/order/totals.rules';
import type { PaymentMethod, PaymentShare, PaymentStatus } from '@storefront/domain/payment/payment.schema';
import type { Db } from '../../db/client.ts';
import { claimedItemAmounts } from '../payment/payment.share.ts';
import { toPurchase } from '../purchase/purchase.mapper.ts';
import { isLive, paidBill, tipChoiceOf, toBillInput } from './bill.repository.ts';
import { type TableContext, toPlace } from './table-access.ts';
import type { MemberRow } from './table-members.repository.ts';
import { readTableRows, type TablePaymentRow, type TableReads } from './table-reads.repository.ts';

// The answer of every call on a table order (tableOrderSchema): the purchase with who added what,
// the table, the class rules, the members' nicknames and the state of the bill for splitting it.

/** A payment of a table's bill as the diners and the staff see it. */
export function toSharePayment(p: TablePaymentRow, nickname: string | null, mine: boolean): SharePayment {
  return {
    id: p.id,
    method: p.method as PaymentMethod,
    status: p.status as PaymentStatus,
    amount: p.amount,
    tip: p.tip,
    refunded_amount: p.refundedAmount,
    share: p.share,
    nickname,
    mine,
    created_at: p.createdAt.toISOString(),
  };
}

function billState(
  ctx: TableContext,
  list: TablePaymentRow[],
  nickOf: (id: string | null) => string | null,
): BillState {
  const bill = billAmount(toBillInput(ctx.purchase));
  const live = list.filter(isLive);
  const reserved = live.reduce((sum, p) => sum + p.amount, 0);
  const claimed: Record<string, number> = {};
  const equalParts: string[] = [];
  for (const payment of live) {
    const share = payment.share as PaymentShare;
    if (share.kind === 'items') {
      for (const item of share.items) claimed[item.item_id] = (claimed[item.item_id] ?? 0) + item.fraction;
    }
    if (share.kind === 'equal') equalParts.push(`${share.parts}:${share.part}`);
  }
  const payments = list.map((p) => toSharePayment(p, nickOf(p.profileId), p.profileId === ctx.profileId));
  return {
    bill,
    reserved,
    remaining: remainingBill(bill, reserved),
    paid: paidBill(list),
    claimed_items: claimed,
    claimed_amounts: claimedItemAmounts(live),
    equal_parts: equalParts,
    payments,
  };
}

function nicknames(members: MemberRow[]) {
  const byProfile = new Map(members.map((m) => [m.profileId, m.nickname]));
  return (profileId: string | null) => (profileId ? (byProfile.get(profileId) ?? null) : null);
}

/** The table's items, members and payments, read together in one statement (ADR 058). */
export function readTable(db: Db, ctx: TableContext): Promise<TableReads> {
  return readTableRows(db, ctx.instance.id, ctx.purchase.id);
}

/** The state of the table's bill for splitting it: what each payer reserved, claimed and paid. */
export function tableBill(ctx: TableContext, reads: TableReads): BillState {
  return billState(ctx, reads.payments, nicknames(reads.members));
}

/** The table order as read: a call that read the table for its own checks answers from the same
 * reads, with only what it changed read again (docs/decisions/048-a-share-paid-in-one-read.md). */
export function tableOrderOf(
  ctx: TableContext,
  { items, members, payments }: TableReads,
  removed: { item_id: string; product_id: string }[] = [],
): TableOrder {
  const nickOf = nicknames(members);
  const purchase = toPurchase(
    ctx.purchase,
    items.map((item) => ({ ...item, addedByName: nickOf(item.addedBy) ?? item.addedByName })),
  );
  const details = ctx.purchase.details as Record<string, unknown>;
  const me = members.find((m) => m.profileId === ctx.profileId);
  return {
    purchase,
    table: toPlace(ctx.place),
    supplier: { id: ctx.supplier.id, slug: ctx.supplier.slug, on_table_class: ctx.supplier.onTableClass },
    rules: rulesWire(ctx.rules),
    members: members.map((m) => ({ nickname: m.nickname, me: m.profileId === ctx.profileId })),
    me: { nickname: me?.nickname ?? null },
    details: {
      place_number: typeof details.place_number === 'string' ? details.place_number : null,
      diners: typeof details.diners === 'number' ? details.diners : null,
      allergy_note: typeof details.allergy_note === 'string' ? details.allergy_note : null,
    },
    tip: tipChoiceOf(ctx.purchase),
    bill: billState(ctx, payments, nickOf),
    removed_unavailable: removed,
    call_waiter_minimum: callWaiterMinimum(ctx.instance.countryCode, ctx.instance.currency),
  };
}

/** The table order as it is now: read, then answered. */
export async function tableOrderView(
  db: Db,
  ctx: TableContext,
  removed: { item_id: string; product_id: string }[] = [],
): Promise<TableOrder> {
  return tableOrderOf(ctx, await readTable(db, ctx), removed);
}

/** The shared rules as the wire names them (also for GET /menudigital/init). */
export function rulesWire(rules: TableContext['rules']): TableOrder['rules'] {
  return {
    mode: rules.mode,
    ordering: rules.ordering,
    list: rules.list,
    requires_table_id: rules.requiresTableId,
    payment_mandatory: rules.paymentMandatory,
    send_to_kitchen_mandatory: rules.sendToKitchenMandatory,
    incremental: rules.incremental,
    pay_before_kitchen: rules.payBeforeKitchen,
  };
}
