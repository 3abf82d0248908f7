import { randomBytes } from 'node:crypto';
import { asc, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { sandboxCardTokens, sandboxRefunds, sandboxTransactions } from '../../../db/schema.ts';
import { venueRow, venueRows, venueWhere } from '../../../lib/venue-rows.ts';

// The sandbox gateway's records. They live in our database only because the sandbox runs inside
// our server; a real gateway keeps its own. Never a card number: a token, brand and last four.

export type SandboxToken = typeof sandboxCardTokens.$inferSelect;
export type SandboxTransaction = typeof sandboxTransactions.$inferSelect;
export type SandboxStatus =
  | 'PENDING'
  | 'ACTION_REQUIRED'
  | 'PENDING_VALIDATION'
  | 'APPROVED'
  | 'DECLINED'
  | 'REJECTED'
  | 'ERROR'
  | 'REFUNDED';

/** States a page (3-D Secure, bank, phone) may still decide. */
export const DECIDABLE: SandboxStatus[] = ['ACTION_REQUIRED', 'PENDING_VALIDATION'];

export const newSandboxId = (prefix: string) => `${prefix}_${randomBytes(18).toString('base64url')}`;

export async function insertToken(
  db: Db,
  values: typeof sandboxCardTokens.$inferInsert,
): Promise<SandboxToken> {
  const [row] = await db.insert(sandboxCardTokens).values(values).returning();
  return row!;
}

export async function findToken(db: Db, instanceId: number, id: string): Promise<SandboxToken | null> {
  return venueRow(db, sandboxCardTokens, instanceId, { id });
}

/** One transaction per merchant reference: a second create with the same reference answers the
 * first transaction (the gateway's idempotency). */
export async function createTransaction(
  db: Db,
  values: Omit<typeof sandboxTransactions.$inferInsert, 'id'>,
): Promise<SandboxTransaction> {
  const [row] = await db
    .insert(sandboxTransactions)
    .values({ ...values, id: newSandboxId('txn') })
    .onConflictDoNothing()
    .returning();
  return row ?? (await findByReference(db, values.instanceId, values.reference))!;
}

export async function findByReference(
  db: Db,
  instanceId: number,
  reference: string,
): Promise<SandboxTransaction | null> {
  return venueRow(db, sandboxTransactions, instanceId, { reference });
}

export async function findTransaction(
  db: Db,
  instanceId: number,
  id: string,
): Promise<SandboxTransaction | null> {
  return venueRow(db, sandboxTransactions, instanceId, { id });
}

/** Moves a transaction from one of `from` to `to`; null when it was no longer in one of them. */
export async function decide(
  db: Db,
  instanceId: number,
  id: string,
  from: SandboxStatus[],
  to: SandboxStatus,
  statusMessage: string | null = null,
): Promise<SandboxTransaction | null> {
  const [row] = await db
    .update(sandboxTransactions)
    .set({ status: to, statusMessage, updatedAt: sql`now()` })
    .where(venueWhere(sandboxTransactions, instanceId, { id }, inArray(sandboxTransactions.status, from)))
    .returning();
  return row ?? null;
}

/** Whether the sandbox already made the refund with this id (our refund's idempotency key). */
export async function hasRefund(db: Db, instanceId: number, refundId: string): Promise<boolean> {
  const rows = await venueRows(db, sandboxRefunds, instanceId, { id: refundId }).limit(1);
  return rows.length > 0;
}

/** Gives back `amount` of an approved charge, when that much is left (a conditional update, so
 * refunds never add up to more than the charge); the last of it makes the charge REFUNDED. False
 * when it does not fit (nothing written). */
export async function refundPart(
  db: Db,
  instanceId: number,
  id: string,
  refundId: string,
  amount: number,
): Promise<boolean> {
  if (!Number.isInteger(amount) || amount < 1) return false;
  const [row] = await db
    .update(sandboxTransactions)
    .set({
      refunded: sql`${sandboxTransactions.refunded} + ${amount}`,
      status: sql`case when ${sandboxTransactions.refunded} + ${amount} = ${sandboxTransactions.amount}
        then 'REFUNDED' else ${sandboxTransactions.status} end`,
      updatedAt: sql`now()`,
    })
    .where(
      venueWhere(
        sandboxTransactions,
        instanceId,
        { id, status: 'APPROVED' },
        sql`${sandboxTransactions.refunded} + ${amount} <= ${sandboxTransactions.amount}`,
      ),
    )
    .returning();
  if (!row) return false;
  await db.insert(sandboxRefunds).values({ instanceId, id: refundId, transactionId: id, amount });
  return true;
}

/** Pushes waiting on a phone (the simulated Nequi app). */
export async function pendingPushes(
  db: Db,
  instanceId: number,
  phone: string,
): Promise<SandboxTransaction[]> {
  return venueRows(db, sandboxTransactions, instanceId, { phone, status: 'ACTION_REQUIRED' }).orderBy(
    asc(sandboxTransactions.createdAt),
  );
}
