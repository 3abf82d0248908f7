import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { OutgoingHttpHeaders } from 'node:http';
import { asc, gt, inArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type Database, type Db, rowsOf } from '../db/client.ts';
import type { Placeholders } from '../db/prebuilt.ts';
import { domainEvents } from '../db/schema.ts';
import { venueRows } from '../lib/venue-rows.ts';

// Domain events for diners and staff watching things change (architecture §6): written to the
// domain_events outbox, delivered in-process, and across server processes by PostgreSQL
// LISTEN/NOTIFY when DATABASE_URL is set. Clients receive them as Server-Sent Events and resume
// with Last-Event-ID.

/** The topic every diner of an order listens to (a table's order, a payment's purchase). */
export const purchaseTopic = (purchaseId: string) => `purchase:${purchaseId}`;
/** The topic the staff of a branch listens to (docs/staff-api.md): calls, rounds, payments. */
export const staffTopic = (supplierId: number) => `staff:${supplierId}`;
/** The topic of a branch's delivery and take-away orders (placed, moved); the staff stream carries it. */
export const branchOrdersTopic = (supplierId: number) => `delivery-orders:${supplierId}`;

/** The topic of a venue's staff sessions that end (sign-out, a role change, a password reset, a
 * disabled account): `{ ended: sessionIds }`; a staff stream of an ended session closes on it. */
export const staffAccessTopic = 'staff-access';

export interface DomainEvent {
  id: number;
  instanceId: number;
  topic: string;
  payload: unknown;
}

/** The values of the statement part that records events (`EventBus.recordingSqlOf`). */
export interface EventRecording {
  instanceId: number;
  /** The events as a JSON array of `{ topic, payload }`, in order (`eventList`). */
  list: string;
}

/** Events as `EventBus.recordingSqlOf` records them. */
export function eventList(events: { topic: string; payload: unknown }[]): string {
  return JSON.stringify(events.map(({ topic, payload }) => ({ topic, payload })));
}

const CHANNEL = 'storefront_events';
const HEARTBEAT_MS = 20_000;
/** The channel of `tellOthers`: notices between processes that are not domain events. */
const NOTICES_CHANNEL = 'storefront_notices';

export class EventBus {
  readonly #emitter = new EventEmitter();
  readonly #database: Database;
  readonly #origin = randomUUID();
  /** Open SSE streams, ended before the server stops listening. */
  readonly streams = new Set<() => void>();
  /** Told, for each event another process recorded, the seconds from its recording (the database's
   * clock, `created_at`) to its arrival here: the event lag of the metrics (plugins/metrics.ts). */
  onRemoteLag: ((seconds: number) => void) | null = null;

  constructor(database: Database) {
    this.#database = database;
    this.#emitter.setMaxListeners(0);
  }

  async start(): Promise<void> {
    await this.#database.notifications?.listen(CHANNEL, (raw) => {
      const message = JSON.parse(raw) as DomainEvent & { origin: string; at?: number };
      if (message.origin === this.#origin) return;
      if (this.onRemoteLag && typeof message.at === 'number')
        this.onRemoteLag((Date.now() - message.at) / 1000);
      this.#deliver(message);
    });
  }

  #deliver(event: DomainEvent): void {
    this.#emitter.emit(`${event.instanceId}:${event.topic}`, event);
  }

  /** Records the event in the outbox (inside the caller's transaction when `tx` is given). Call
   * `deliver` with the result after that transaction commits. */
  async record(tx: Db, instanceId: number, topic: string, payload: unknown): Promise<DomainEvent> {
    const [event] = await this.recordAll(tx, instanceId, [{ topic, payload }]);
    return event!;
  }

  /** Records several events in one statement, in order (ids ascending as given). On PostgreSQL the
   * same statement notifies the other server processes: a NOTIFY in a transaction reaches them
   * when it commits, and never if it rolls back, so `deliver` after the commit has only this
   * process's subscribers left to tell (docs/decisions/043-fewer-round-trips-per-order.md). */
  async recordAll(
    tx: Db,
    instanceId: number,
    events: { topic: string; payload: unknown }[],
  ): Promise<DomainEvent[]> {
    if (events.length === 0) return [];
    const { ctes, ids } = this.recordingSql(instanceId, events);
    const [row] = rowsOf<{ ids: (string | number)[] }>(
      await tx.execute(sql`with ${ctes} select ${ids} as ids`),
    );
    return this.recorded(instanceId, events, row!.ids);
  }

  /** The CTEs that record `events` in order, once per row of `gate` (a CTE of the same statement)
   * when given, and on PostgreSQL notify the other processes of them (`notified`); `ids` is the
   * array of their ids, ascending as given, for `recorded` (docs/decisions/055). NOTIFY payloads
   * are limited to 8000 bytes: a larger event travels as a pointer to the outbox (payload null). */
  recordingSql(
    instanceId: number,
    events: { topic: string; payload: unknown }[],
    gate?: string,
  ): { ctes: SQL; ids: SQL } {
    return this.recordingSqlOf({ instanceId, list: eventList(events) }, gate);
  }

  /** `recordingSql` of the events given as `list` (`eventList`), or with placeholders for its
   * values: the part of a statement built once (`prebuiltSql`). Its text is this bus's, as it
   * notifies on PostgreSQL only. */
  recordingSqlOf(
    recording: EventRecording | Placeholders<EventRecording>,
    gate?: string,
  ): { ctes: SQL; ids: SQL } {
    const { instanceId, list } = recording;
    const from = gate ? sql`${sql.identifier(gate)}, ` : sql``;
    const recorded = sql`recorded as (
        insert into domain_events (instance_id, topic, payload)
        select ${instanceId}::int, e.value->>'topic', e.value->'payload'
        from ${from}jsonb_array_elements(${list}::text::jsonb) with ordinality as e(value, n)
        order by e.n
        returning id, instance_id, topic, payload, created_at
      )`;
    if (!this.#database.notifications) {
      return { ctes: recorded, ids: sql`(select coalesce(array_agg(id order by id), '{}') from recorded)` };
    }
    return {
      ctes: sql`${recorded},
        notified as materialized (
          select id, pg_notify(${CHANNEL}, case when octet_length(whole) < 7900 then whole else pointer end) as sent
          from (
            select id, json_build_object('id', id, 'instanceId', instance_id, 'topic', topic,
                                         'payload', payload, 'origin', ${this.#origin}::text,
                                         'at', floor(extract(epoch from created_at) * 1000))::text as whole,
                       json_build_object('id', id, 'instanceId', instance_id, 'topic', topic,
                                         'payload', null, 'origin', ${this.#origin}::text,
                                         'at', floor(extract(epoch from created_at) * 1000))::text as pointer
            from recorded
          ) messages
          order by id
        )`,
      ids: sql`(select coalesce(array_agg(id order by id), '{}') from notified)`,
    };
  }

  /** The events `recordingSql` recorded, with the ids its statement answered. */
  recorded(
    instanceId: number,
    events: { topic: string; payload: unknown }[],
    ids: (string | number)[],
  ): DomainEvent[] {
    return events.map(({ topic, payload }, n) => ({ id: Number(ids[n]), instanceId, topic, payload }));
  }

  /** Delivers committed events to this process's subscribers (the other processes were notified
   * by the statement that recorded them). */
  async deliver(...events: DomainEvent[]): Promise<void> {
    for (const event of events) this.#deliver(event);
  }

  /** record + deliver outside any transaction. */
  async publish(instanceId: number, topic: string, payload: unknown): Promise<DomainEvent> {
    const event = await this.record(this.#database.db, instanceId, topic, payload);
    await this.deliver(event);
    return event;
  }

  subscribe(instanceId: number, topics: string[], listener: (event: DomainEvent) => void): () => void {
    for (const topic of topics) this.#emitter.on(`${instanceId}:${topic}`, listener);
    return () => {
      for (const topic of topics) this.#emitter.off(`${instanceId}:${topic}`, listener);
    };
  }

  /** Tells the other server processes on this database (never this one) `payload` under `notice`,
   * on a channel of its own and with no outbox row: for what a process that misses it (not
   * listening then) can do without, such as forgetting cached reads after a committed change
   * (docs/decisions/119-shared-limits.md). Nothing on PGlite: one process. */
  async tellOthers(notice: string, payload: unknown): Promise<void> {
    if (!this.#database.notifications) return;
    const message = JSON.stringify({ notice, payload, origin: this.#origin });
    await this.#database.db.execute(sql`select pg_notify(${NOTICES_CHANNEL}, ${message})`);
  }

  /** Calls `listener` with what the other processes `tellOthers` under `notice`. */
  async onOthers(notice: string, listener: (payload: unknown) => void): Promise<void> {
    this.#emitter.on(`notice:${notice}`, listener);
    if (this.#noticesHeard || !this.#database.notifications) return;
    this.#noticesHeard = true;
    await this.#database.notifications.listen(NOTICES_CHANNEL, (raw) => {
      const message = JSON.parse(raw) as { notice: string; payload: unknown; origin: string };
      if (message.origin !== this.#origin) this.#emitter.emit(`notice:${message.notice}`, message.payload);
    });
  }

  #noticesHeard = false;

  async since(instanceId: number, topics: string[], lastId: number): Promise<DomainEvent[]> {
    const rows = await venueRows(
      this.#database.db,
      domainEvents,
      instanceId,
      {},
      inArray(domainEvents.topic, topics),
      gt(domainEvents.id, lastId),
    )
      .orderBy(asc(domainEvents.id))
      .limit(500);
    return rows.map((row) => ({
      id: row.id,
      instanceId: row.instanceId,
      topic: row.topic,
      payload: row.payload,
    }));
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    events: EventBus;
  }
}

function write(reply: FastifyReply, event: DomainEvent): void {
  reply.raw.write(`id: ${event.id}\nevent: ${event.topic}\ndata: ${JSON.stringify(event.payload)}\n\n`);
}

/** Streams the given topics of a venue as Server-Sent Events until the client goes away, or until
 * an event of `endWhen.topic` for which `endWhen.ends` holds (an ended staff session). */
export async function streamEvents(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  instanceId: number,
  topics: string[],
  endWhen?: { topic: string; ends: (payload: unknown) => boolean },
): Promise<void> {
  reply.hijack();
  // A hijacked reply sends nothing of its own: its headers so far (the security headers) go here.
  reply.raw.writeHead(200, {
    ...(reply.getHeaders() as OutgoingHttpHeaders),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
  });
  reply.raw.write('retry: 3000\n\n');
  const lastId = Number(request.headers['last-event-id'] ?? 0);
  if (Number.isSafeInteger(lastId) && lastId > 0) {
    for (const event of await app.events.since(instanceId, topics, lastId)) write(reply, event);
  }
  const unsubscribe = app.events.subscribe(instanceId, topics, (event) => write(reply, event));
  const unwatch = endWhen
    ? app.events.subscribe(instanceId, [endWhen.topic], (event) => {
        if (endWhen.ends(event.payload)) end();
      })
    : () => {};
  const heartbeat = setInterval(() => reply.raw.write(': keep-alive\n\n'), HEARTBEAT_MS);
  const close = () => {
    clearInterval(heartbeat);
    unsubscribe();
    unwatch();
    app.events.streams.delete(end);
  };
  const end = () => {
    close();
    reply.raw.end();
  };
  app.events.streams.add(end);
  request.raw.on('close', close);
}

export const eventsPlugin = fp(async (app: FastifyInstance, { database }: { database: Database }) => {
  const bus = new EventBus(database);
  await bus.start();
  app.decorate('events', bus);
  app.addHook('preClose', async () => {
    for (const end of [...bus.streams]) end();
  });
});
