import type { PaymentStatus } from '@storefront/domain/payment/payment.schema';
import { and, eq, inArray, lt, ne, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { placeholders, prebuilt } from '../../db/prebuilt.ts';
import { asRecord, recordColumns } from '../../db/records.ts';
import { instances, payments, paymentWebhookEvents } from '../../db/schema.ts';
import { firstRow, venueRow, venueRows, venueRowsInOrder, venueWhere } from '../../lib/venue-rows.ts';

// The only code that writes payments. Every function names the instance; callers pass their
// transaction. Money moves on the purchase only here, under the purchase lock the caller holds.

export type PaymentRow = typeof payments.$inferSelect;
export type NewPaymentRow = typeof payments.$inferInsert;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (value: string) => UUID.test(value);

/** What a new payment is given; every other column starts at its default. */
export interface NewPayment {
  instanceId: number;
  purchaseId: string;
  profileId: string | null;
  provider: string;
  method: string;
  status: PaymentStatus;
  amount: number;
  tip: number;
  currency: string;
  share?: Record<string, unknown>;
  cardToken?: string | null;
  returnPath?: string | null;
}

/** A payment's insert, built once (docs/decisions/044 and 046): every cash order and every share
 * paid at a table runs it, and Drizzle's builder spent about 225 µs on it. */
/** The columns a new payment is given (`NewPayment`); the others keep the table's defaults. */
const NEW_PAYMENT_KEYS = [
  'instanceId',
  'purchaseId',
  'profileId',
  'provider',
  'method',
  'status',
  'amount',
  'tip',
  'currency',
  'share',
  'cardToken',
  'returnPath',
] satisfies (keyof NewPayment)[];
const paymentColumns = recordColumns(NEW_PAYMENT_KEYS.map((key) => payments[key].name));

/** A new payment with the defaults of the columns its callers may leave out. */
const withDefaults = (payment: NewPayment): Required<NewPayment> => ({
  ...payment,
  share: payment.share ?? {},
  cardToken: payment.cardToken ?? null,
  returnPath: payment.returnPath ?? null,
});

const insertPaymentRow = prebuilt<PaymentRow[], Required<NewPayment>>((db) =>
  db.insert(payments).values(placeholders(NEW_PAYMENT_KEYS)).returning(),
);

export async function insertPayment(tx: Db, payment: NewPayment): Promise<PaymentRow> {
  const [row] = await insertPaymentRow(tx, withDefaults(payment));
  return row!;
}

/** `payment as (…)`: inserts the payment given as `records` (`paymentRecords`, or a placeholder
 * for them), when there is one, once per row of `gate`, with the same columns and defaults as
 * `insertPayment` (docs/decisions/055-an-order-in-one-statement.md). */
export function paymentInsertSql(records: string | Placeholder, gate: string): SQL {
  return sql`payment as (
    insert into payments (${paymentColumns.columns})
    select ${paymentColumns.values}
    from ${sql.identifier(gate)},
      jsonb_array_elements(${records}::text::jsonb) as e(value),
      jsonb_populate_record(null::payments, e.value) r
    returning 1
  )`;
}

/** `payment`, when given, as `paymentInsertSql` takes it: a JSON array of none or one record with
 * the table's column names. */
export function paymentRecords(payment: NewPayment | null): string {
  return JSON.stringify(payment ? [asRecord(payments, withDefaults(payment))] : []);
}

export async function findPayment(db: Db, instanceId: number, id: string): Promise<PaymentRow | null> {
  if (!isUuid(id)) return null;
  return venueRow(db, payments, instanceId, { id });
}

/** The payment locked for the rest of the transaction. Lock its purchase first (always purchase,
 * then payment), so two writers never wait on each other in opposite orders. */
export async function lockPayment(tx: Db, instanceId: number, id: string): Promise<PaymentRow | null> {
  if (!isUuid(id)) return null;
  return firstRow(venueRows(tx, payments, instanceId, { id }).for('update'));
}

export async function listPayments(db: Db, instanceId: number, purchaseId: string): Promise<PaymentRow[]> {
  return venueRowsInOrder(db, payments, instanceId, { purchaseId }, [payments.createdAt, payments.id]);
}

/** What the paid payments of a purchase add up to: how many, their bills and their tips. The
 * purchase's money is always recomputed from these, never incremented. */
export async function paidSums(
  tx: Db,
  instanceId: number,
  purchaseId: string,
): Promise<{ count: number; amount: number; tip: number }> {
  const [sums] = await paidSumsOf(tx, { instanceId, purchaseId });
  return { count: Number(sums?.count ?? 0), amount: Number(sums?.amount ?? 0), tip: Number(sums?.tip ?? 0) };
}

/** The paid payments of the purchase the placeholders `instanceId` and `purchaseId` name. */
const paidOfPurchase = sql`${payments.instanceId} = ${sql.placeholder('instanceId')}
  and ${payments.purchaseId} = ${sql.placeholder('purchaseId')} and ${payments.status} = 'paid'`;

/** What `paidSums` answers, as columns of another statement on the same purchase (its
 * `instanceId` and `purchaseId` placeholders), named apart from the purchase's own columns: a table
 * call reads them with its subtotal's update (docs/decisions/056-a-table-call-in-fewer-statements.md). */
export const paidSumsColumns = {
  paidSumCount: sql<number>`(select count(*)::int from ${payments} where ${paidOfPurchase})`,
  // bills net of what partial refunds gave back (ADR 117), so paid_amount = bills + tips is exactly what stayed
  paidSumBills: sql<number>`(select coalesce(sum(${payments.amount} - ${payments.refundedAmount}), 0)::int from ${payments} where ${paidOfPurchase})`,
  paidSumTips: sql<number>`(select coalesce(sum(${payments.tip}), 0)::int from ${payments} where ${paidOfPurchase})`,
};

/** Built once (docs/decisions/046): every table call that changes the bill refreshes its totals. */
const paidSumsOf = prebuilt<
  { count: number; amount: number; tip: number }[],
  { instanceId: number; purchaseId: string }
>((db) =>
  db
    .select({
      count: sql<number>`count(*)::int`,
      // net of partial refunds (ADR 117): amount + tip is what the paid payments still hold
      amount: sql<number>`coalesce(sum(${payments.amount} - ${payments.refundedAmount}), 0)::int`,
      tip: sql<number>`coalesce(sum(${payments.tip}), 0)::int`,
    })
    .from(payments)
    .where(paidOfPurchase),
);

/** Online payments still waiting for an outcome since before `cutoff`: of one purchase, or of
 * every venue (the periodic sweep). */
export async function staleOnlineHolds(
  db: Db,
  cutoff: Date,
  scope: { instanceId: number; purchaseId: string } | null,
): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(
      and(
        inArray(payments.status, ['created', 'pending', 'pending_bank_validation']),
        ne(payments.provider, 'manual'),
        lt(payments.createdAt, cutoff),
        ...(scope
          ? [eq(payments.instanceId, scope.instanceId), eq(payments.purchaseId, scope.purchaseId)]
          : []),
      ),
    )
    .limit(500);
}

/** Moves a payment on only from the status the caller decided on: a concurrent change makes this
 * a no-op (null) instead of a second move. */
export async function moveStatus(
  tx: Db,
  instanceId: number,
  id: string,
  from: PaymentStatus,
  patch: Partial<NewPaymentRow> & { status: PaymentStatus },
): Promise<PaymentRow | null> {
  const [row] = await tx
    .update(payments)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(venueWhere(payments, instanceId, { id, status: from }))
    .returning();
  return row ?? null;
}

/** A waiting cash / card-reader payment paid another way (cash <-> card reader): no status move. */
export async function setManualMethod(tx: Db, instanceId: number, id: string, method: string): Promise<void> {
  await tx
    .update(payments)
    .set({ method, updatedAt: sql`now()` })
    .where(venueWhere(payments, instanceId, { id, provider: 'manual' }));
}

/** Details that change without a status move (the gateway's id, a redirect to finish). */
export async function setDetails(
  tx: Db,
  instanceId: number,
  id: string,
  patch: Pick<Partial<NewPaymentRow>, 'providerRef' | 'redirectUrl' | 'cardBrand' | 'cardLast4'>,
): Promise<void> {
  if (Object.keys(patch).length === 0) return;
  await tx
    .update(payments)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(venueWhere(payments, instanceId, { id }));
}

/** Records a webhook delivery; false when this event id was already handled (a replay). */
export async function claimWebhookEvent(
  tx: Db,
  values: {
    instanceId: number;
    provider: string;
    eventId: string;
    paymentId: string | null;
    outcome: string;
  },
): Promise<boolean> {
  const rows = await tx
    .insert(paymentWebhookEvents)
    .values(values)
    .onConflictDoNothing()
    .returning({ eventId: paymentWebhookEvents.eventId });
  return rows.length > 0;
}

export async function setWebhookOutcome(
  tx: Db,
  instanceId: number,
  provider: string,
  eventId: string,
  outcome: string,
): Promise<void> {
  await tx
    .update(paymentWebhookEvents)
    .set({ outcome })
    .where(venueWhere(paymentWebhookEvents, instanceId, { provider, eventId }));
}

export async function venueCurrency(db: Db, instanceId: number): Promise<string | null> {
  const [row] = await db
    .select({ currency: instances.currency })
    .from(instances)
    .where(eq(instances.id, instanceId));
  return row?.currency ?? null;
}

/** A refund of `amount` taken up on the payment, which must still have that much left: the update is
 * conditional, so refunds can never give back more than amount + tip (payment-refunds.repository.ts
 * `recordRefund`). Null when it does not fit (nothing written). */
export async function takeUpRefund(
  tx: Db,
  instanceId: number,
  paymentId: string,
  amount: number,
): Promise<PaymentRow | null> {
  const [row] = await tx
    .update(payments)
    .set({ refundedAmount: sql`${payments.refundedAmount} + ${amount}`, updatedAt: sql`now()` })
    .where(
      venueWhere(
        payments,
        instanceId,
        { id: paymentId },
        sql`${payments.refundedAmount} + ${amount} <= ${payments.amount} + ${payments.tip}`,
      ),
    )
    .returning();
  return row ?? null;
}
