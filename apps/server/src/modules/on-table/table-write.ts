import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { idempotencyKeyOf, idempotent } from '../../lib/idempotency.ts';
import type { DomainEvent } from '../../plugins/events.ts';

// One write on a table order: one transaction, its events recorded in it and delivered after the
// commit (architecture §6), and, when the request carries an Idempotency-Key, a retry answered
// with the first result (architecture §4). Keys are scoped per diner, so one diner's key never
// replays another diner's answer.

export type Emit = (topic: string, payload: Record<string, unknown>) => Promise<void>;

/** Runs a step of the work after everything else in its transaction but the commit (and the
 * Idempotency-Key's answer): a stock take, whose row every diner adding that product waits on,
 * is then held for those two round trips only (docs/decisions/046). A step that fails rolls the
 * whole write back, its events included. */
export type Lastly = (step: () => Promise<void>) => void;

export interface WriteResult<T> {
  statusCode: number;
  body: T;
}

export async function tableWrite<T>(
  app: FastifyInstance,
  request: FastifyRequest,
  args: { instanceId: number; profileId: string; scope: string },
  /** `recorded`: events other modules recorded in `tx` (the payments ledger), delivered with these. */
  work: (tx: Db, emit: Emit, recorded: DomainEvent[], lastly: Lastly) => Promise<WriteResult<T>>,
): Promise<WriteResult<T>> {
  const events: DomainEvent[] = [];
  // The work's events are recorded together, in the order emitted, in one statement once it is
  // done, still in its transaction (docs/decisions/043-fewer-round-trips-per-order.md).
  const recordingEvents = async (tx: Db): Promise<WriteResult<T>> => {
    const emitted: { topic: string; payload: Record<string, unknown> }[] = [];
    const emit: Emit = async (topic, payload) => {
      emitted.push({ topic, payload });
    };
    const last: (() => Promise<void>)[] = [];
    const result = await work(tx, emit, events, (step) => {
      last.push(step);
    });
    events.push(...(await app.events.recordAll(tx, args.instanceId, emitted)));
    for (const step of last) await step();
    return result;
  };
  const key = idempotencyKeyOf(request, false);
  let result: WriteResult<T>;
  if (key) {
    const outcome = await idempotent(
      app.db,
      {
        instanceId: args.instanceId,
        scope: `${args.scope}:${args.profileId}`,
        key,
        request: { params: request.params, query: request.query, body: request.body },
      },
      recordingEvents,
    );
    if (outcome.replayed) return { statusCode: outcome.statusCode, body: outcome.body };
    result = outcome;
  } else {
    result = await app.db.transaction((tx) => recordingEvents(tx as Db));
  }
  await app.events.deliver(...events);
  return result;
}
