import { randomUUID } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, rowsOf } from '../src/db/client.ts';
import { domainEvents, instances } from '../src/db/schema.ts';
import { AppError } from '../src/lib/app-error.ts';
import {
  claimSql,
  type IdempotentOutcome,
  idempotent,
  idempotentClaimedInWork,
} from '../src/lib/idempotency.ts';
import { type DomainEvent, EventBus } from '../src/plugins/events.ts';
import { createTestApp, fileApp, storeName } from './support/app.ts';

const t = fileApp(createTestApp);
let venueId: number;

beforeAll(async () => {
  const [venue] = await t.database.db.select().from(instances).where(eq(instances.slug, 'la-brasa'));
  venueId = venue!.id;
});

async function eventCount(topic: string): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(domainEvents)
    .where(eq(domainEvents.topic, topic));
  return row!.n;
}

/** A write with a key: it records an event on `topic` and answers, or fails after its work. */
type Writer = (
  key: string,
  request: unknown,
  topic: string,
  fail?: boolean,
) => Promise<IdempotentOutcome<unknown>>;

/** The key claimed before the work, the answer stored after it (`idempotent`). */
const claimedFirst: Writer = (key, request, topic, fail = false) =>
  idempotent(t.database.db, { instanceId: venueId, scope: 'test', key, request }, async (tx) => {
    const event = await t.app.events.record(tx, venueId, topic, request);
    if (fail) throw new AppError(409, 'products_out_of_stock');
    return { statusCode: 201, body: { eventId: event.id } };
  });

/** The key claimed with its answer in the work's own statement, the event recorded only when the
 * claim took, as an order's items, payment and events are (`idempotentClaimedInWork`, ADR 055). */
const claimedInWork: Writer = (key, request, topic, fail = false) =>
  idempotentClaimedInWork(
    t.database.db,
    { instanceId: venueId, scope: 'test', key, request },
    async (tx, claim) => {
      const body = { topic, at: randomUUID() };
      const recording = t.app.events.recordingSql(venueId, [{ topic, payload: request }], 'claim');
      const [row] = rowsOf<{ claimed: boolean }>(
        await tx.execute(
          sql`with source as (select 1 as one), ${claimSql(claim({ statusCode: 201, body }), 'source')}, ${recording.ctes}
            select exists (select 1 from claim) as claimed, ${recording.ids} as ids`,
        ),
      );
      if (fail) throw new AppError(409, 'products_out_of_stock');
      return { statusCode: 201, body, claimed: row!.claimed };
    },
  );

describe.each([
  ['a claim before the work', claimedFirst],
  ["a claim in the work's own statement (docs/decisions/055-an-order-in-one-statement.md)", claimedInWork],
] as const)(`idempotent writes with %s (${storeName})`, (_, run) => {
  it('does the work once and replays the first answer for a retry with the same key', async () => {
    const topic = `t-${randomUUID()}`;
    const key = `key-${randomUUID()}`;
    const first = await run(key, { amount: 100 }, topic);
    const again = await run(key, { amount: 100 }, topic);
    expect(first.replayed).toBe(false);
    expect(again).toEqual({ statusCode: 201, body: first.body, replayed: true });
    expect(await eventCount(topic)).toBe(1);
  });

  it('refuses the same key with a different request', async () => {
    const key = `key-${randomUUID()}`;
    await run(key, { amount: 100 }, `t-${randomUUID()}`);
    await expect(run(key, { amount: 999 }, `t-${randomUUID()}`)).rejects.toMatchObject({
      key: 'idempotency_conflict',
    });
  });

  it('runs the work once under concurrent requests with one key, and keeps nothing of the others', async () => {
    const topic = `t-${randomUUID()}`;
    const key = `key-${randomUUID()}`;
    const results = await Promise.all(Array.from({ length: 8 }, () => run(key, { amount: 5 }, topic)));
    expect(results.map((r) => r.body)).toEqual(results.map(() => results[0]!.body));
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(await eventCount(topic)).toBe(1);
  });

  it('replays the first answer to a retry whose work now fails (the first call took what was left)', async () => {
    const topic = `t-${randomUUID()}`;
    const key = `key-${randomUUID()}`;
    const first = await run(key, { amount: 7 }, topic);
    const again = await run(key, { amount: 7 }, topic, true);
    expect(again).toEqual({ statusCode: 201, body: first.body, replayed: true });
    expect(await eventCount(topic)).toBe(1);
  });

  it('keeps nothing when the work fails, its claim included, so a retry runs it again', async () => {
    const topic = `t-${randomUUID()}`;
    const key = `key-${randomUUID()}`;
    await expect(run(key, {}, topic, true)).rejects.toBeInstanceOf(AppError);
    expect(await eventCount(topic)).toBe(0);
    expect((await run(key, {}, topic)).replayed).toBe(false);
    expect(await eventCount(topic)).toBe(1);
  });
});

describe(`domain events (${storeName})`, () => {
  it('delivers a published event to subscribers of its venue and topic only', async () => {
    const received: DomainEvent[] = [];
    const stop = t.app.events.subscribe(venueId, ['purchase:1'], (event) => received.push(event));
    await t.app.events.publish(venueId, 'purchase:1', { status: 'accepted' });
    await t.app.events.publish(venueId, 'purchase:2', { status: 'other topic' });
    await t.app.events.publish(venueId + 1, 'purchase:1', { status: 'other venue' });
    stop();
    expect(received.map((e) => e.payload)).toEqual([{ status: 'accepted' }]);
  });

  it('replays the events after a Last-Event-ID from the outbox', async () => {
    const first = await t.app.events.publish(venueId, 'purchase:replay', { n: 1 });
    await t.app.events.publish(venueId, 'purchase:replay', { n: 2 });
    const missed = await t.app.events.since(venueId, ['purchase:replay'], first.id);
    expect(missed.map((e) => e.payload)).toEqual([{ n: 2 }]);
  });

  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'reaches a subscriber in another server process through LISTEN/NOTIFY',
    async () => {
      const other = await openDatabase({ databaseUrl: t.databaseUrl!, dataDir: 'memory://' });
      try {
        const otherBus = new EventBus(other);
        await otherBus.start();
        const received = new Promise<DomainEvent>((resolve) => {
          otherBus.subscribe(venueId, ['cross-process'], resolve);
        });
        await t.app.events.publish(venueId, 'cross-process', { from: 'process A' });
        const event = await Promise.race([
          received,
          new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no notification')), 5_000)),
        ]);
        expect(event.payload).toEqual({ from: 'process A' });
      } finally {
        await other.close();
      }
    },
  );
});
