import type { TableOrder } from '@storefront/domain/on-table/on-table.schema';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type Db, rowsOf } from '../../db/client.ts';
import {
  claimSql,
  idempotencyKeyOf,
  idempotentClaimedInWork,
  type Lastly,
  withLastSteps,
} from '../../lib/idempotency.ts';
import type { DomainEvent } from '../../plugins/events.ts';
import { loadTable } from './table-access.ts';
import { tableOrderView } from './table-order.view.ts';

// One write on a table order: one transaction, its events recorded in it and delivered after the
// commit (architecture §6), and, when the request carries an Idempotency-Key, a retry answered
// with the first result (architecture §4). Keys are scoped per diner, so one diner's key never
// replays another diner's answer. A retry gets the first call's status and the table as it is now:
// only a receipt of the answer is kept for it, not the whole table
// (docs/decisions/049-table-retries-answer-the-table-now.md).

export type Emit = (topic: string, payload: Record<string, unknown>) => Promise<void>;

export interface WriteResult<T> {
  statusCode: number;
  body: T;
}

/** What a table call answers: the table's order, or the call's own result beside it. */
export type TableAnswer = TableOrder | { order: TableOrder };

/** What a retry needs of a table order to answer it again: which order, and the products the
 * first call took off as unavailable (that call's own news, not the table's state). */
interface TableReceipt {
  purchase_id: string;
  removed_unavailable: TableOrder['removed_unavailable'];
}

type Receipt = TableReceipt | { order: TableReceipt };

const tableReceipt = (order: TableOrder): TableReceipt => ({
  purchase_id: order.purchase.id,
  removed_unavailable: order.removed_unavailable,
});

/** The receipt of an answer: the call's own result kept as answered (a payment, a waiter call),
 * the table order as its receipt. */
function receiptOf(body: TableAnswer): Receipt {
  return 'order' in body ? { ...body, order: tableReceipt(body.order) } : tableReceipt(body);
}

/** A retry's answer from the first answer's receipt, with the table order as it is now. */
async function answerAgain<T extends TableAnswer>(
  app: FastifyInstance,
  args: { instanceId: number; profileId: string },
  receipt: Receipt,
): Promise<T> {
  const orderNow = async ({ purchase_id, removed_unavailable }: TableReceipt) => {
    const ctx = await loadTable(app.venues, app.db, args.instanceId, purchase_id, args.profileId);
    return tableOrderView(app.db, ctx, removed_unavailable);
  };
  if ('order' in receipt) return { ...receipt, order: await orderNow(receipt.order) } as unknown as T;
  return (await orderNow(receipt)) as T;
}

type Work<T> = (tx: Db, emit: Emit, recorded: DomainEvent[], lastly: Lastly) => Promise<WriteResult<T>>;

/** How a retry is answered: what of the first answer is kept, and the answer again from it. */
export interface Replay<T> {
  receipt: (body: T) => unknown;
  again: (receipt: unknown) => Promise<T>;
}

export function tableWrite<T extends TableAnswer>(
  app: FastifyInstance,
  request: FastifyRequest,
  args: { instanceId: number; profileId: string; scope: string },
  /** `recorded`: events other modules recorded in `tx` (the payments ledger), delivered with these. */
  work: Work<T>,
): Promise<WriteResult<T>> {
  return orderWrite(app, request, args, work, {
    receipt: receiptOf,
    again: (receipt) => answerAgain<T>(app, args, receipt as Receipt),
  });
}

/** One write on an order, answered on a retry as `replay` says: a diner's table call (`tableWrite`),
 * or the staff's on a place's order (`staffId` as `profileId`: keys are scoped per staff member). */
export async function orderWrite<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  args: { instanceId: number; profileId: string; scope: string },
  work: Work<T>,
  replay: Replay<T>,
): Promise<WriteResult<T>> {
  const events: DomainEvent[] = [];
  const emitted: { topic: string; payload: Record<string, unknown> }[] = [];
  const emit: Emit = async (topic, payload) => {
    emitted.push({ topic, payload });
  };
  const key = idempotencyKeyOf(request, false);
  let result: WriteResult<T>;
  if (key) {
    // The work's events are recorded together, in the order emitted, in its last statement, with
    // the key's claim and the answer's receipt (docs/decisions/056-a-table-call-in-fewer-statements.md);
    // its `lastly` steps run after that, just before the commit (ADR 054).
    const outcome = await idempotentClaimedInWork<T, unknown>(
      app.db,
      {
        instanceId: args.instanceId,
        scope: `${args.scope}:${args.profileId}`,
        key,
        request: { params: request.params, query: request.query, body: request.body },
      },
      async (tx, claim, lastly) => {
        const done = await work(tx, emit, events, lastly);
        const answer = { statusCode: done.statusCode, body: replay.receipt(done.body) };
        const recording = app.events.recordingSql(args.instanceId, emitted, 'claim');
        const [row] = rowsOf<{ claimed: boolean; ids: (string | number)[] }>(
          await tx.execute(
            sql`with ${claimSql(claim(answer))}, ${recording.ctes}
              select exists (select 1 from claim) as claimed, ${recording.ids} as ids`,
          ),
        );
        events.push(...app.events.recorded(args.instanceId, emitted, row!.ids));
        return { ...done, claimed: row!.claimed };
      },
    );
    if (outcome.replayed) return { statusCode: outcome.statusCode, body: await replay.again(outcome.body) };
    result = outcome;
  } else {
    // Without a key, the events are recorded in one statement once the work is done, still in its
    // transaction (docs/decisions/043-fewer-round-trips-per-order.md), before its `lastly` steps.
    result = await app.db.transaction((tx) =>
      withLastSteps(async (lastly) => {
        const done = await work(tx as Db, emit, events, lastly);
        events.push(...(await app.events.recordAll(tx as Db, args.instanceId, emitted)));
        return done;
      }),
    );
  }
  await app.events.deliver(...events);
  return result;
}
