import type { AddressInfo } from 'node:net';
import type { TableOrder } from '@storefront/domain/on-table/on-table.schema';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Database, type Db, openDatabase } from '../src/db/client.ts';
import type { DomainEvent } from '../src/plugins/events.ts';
import { storeName } from './support/app.ts';
import { auth } from './support/diners.ts';
import { codeOf, listenToOrder, OnTableHarness, plainProduct } from './support/table-orders.ts';

// Two server processes on one PostgreSQL (docs/decisions/029-lean-order-write.md, architecture
// §6): two apps, each with its own connection pool and LISTEN connection, as two processes behind
// a load balancer have. A diner at the table follows the order through one; another diner's
// addition, sent through the other, reaches the first one's stream live; and the events one write
// records (an order's two, notified by the statement that records them) all reach the other, in
// order, once the write commits. PGlite is one process by design: nothing to test there.

describe.skipIf(storeName !== 'postgres')(`two server processes on one database (${storeName})`, () => {
  let h: OnTableHarness;
  let other: Database;
  let second: FastifyInstance;
  let port: number;

  beforeAll(async () => {
    h = await OnTableHarness.create();
    other = await openDatabase({ databaseUrl: h.t.databaseUrl, dataDir: 'memory://' });
    second = await buildApp({ config: h.t.config, database: other });
    await second.listen({ port: 0, host: '127.0.0.1' });
    port = (second.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await second?.close();
    await other?.close();
    await h?.close();
  });

  it("streams through one process a diner's addition made through the other", async () => {
    const menu = await h.menu('la-brasa', 'chapinero');
    const [ana, beto] = [await h.diner(), await h.diner()];
    const code = codeOf('la-brasa', 'chapinero', 'Mesa 2');
    const order = await h.join(ana, 'chapinero', code, { nickname: 'Ana' });
    await h.join(beto, 'chapinero', code, { nickname: 'Beto' });
    // Ana follows the table on the second process; Beto adds on the first.
    const stream = listenToOrder(port, ana, order.purchase.id, '"type":"cart"');
    await stream.ready;
    expect((await h.add(beto, order.purchase.id, plainProduct(menu))).statusCode).toBe(201);
    const text = await stream.text;
    expect(text).toContain(`event: purchase:${order.purchase.id}`);
    // And the second process answers the table as the first left it.
    const read = await second.inject({
      url: `/menudigital/init/${order.purchase.id}.json`,
      headers: auth(ana),
    });
    expect(read.statusCode).toBe(200);
    expect(read.json<TableOrder>().purchase.products).toHaveLength(1);
  });

  it('delivers every event of one write to the other process, in order, from the statement that records them', async () => {
    const instanceId = (await h.t.app.tenancy.resolve('la-brasa.localhost'))!;
    const received: DomainEvent[] = [];
    const both = new Promise<void>((resolve) => {
      second.events.subscribe(instanceId, ['purchase:two', 'delivery-orders:two'], (event) => {
        received.push(event);
        if (received.length === 2) resolve();
      });
    });
    const events = await h.t.database.db.transaction((tx) =>
      h.t.app.events.recordAll(tx as Db, instanceId, [
        { topic: 'purchase:two', payload: { n: 1 } },
        { topic: 'delivery-orders:two', payload: { n: 2 } },
      ]),
    );
    await h.t.app.events.deliver(...events);
    await both;
    expect(received.map((e) => [e.id, e.topic, e.payload])).toEqual(
      events.map((e) => [e.id, e.topic, e.payload]),
    );
    expect(events[1]!.id).toBeGreaterThan(events[0]!.id);
  });

  it('tells the other process only what commits, and sends an event too large for NOTIFY as a pointer', async () => {
    const instanceId = (await h.t.app.tenancy.resolve('la-brasa.localhost'))!;
    const topics = ['rolled-back:two', 'large:two', 'small:two'];
    const received: DomainEvent[] = [];
    const both = new Promise<void>((resolve) => {
      second.events.subscribe(instanceId, topics, (event) => {
        received.push(event);
        if (received.length === 2) resolve();
      });
    });
    const refused = h.t.database.db.transaction(async (tx) => {
      await h.t.app.events.recordAll(tx as Db, instanceId, [{ topic: 'rolled-back:two', payload: {} }]);
      throw new Error('the write fails after recording its event');
    });
    await expect(refused).rejects.toThrow('the write fails');
    // 9,000 characters: over NOTIFY's 8,000 bytes with the rest of the message
    const large = { text: 'x'.repeat(9_000) };
    const events = await h.t.database.db.transaction((tx) =>
      h.t.app.events.recordAll(tx as Db, instanceId, [
        { topic: 'large:two', payload: large },
        { topic: 'small:two', payload: { n: 3 } },
      ]),
    );
    await both;
    expect(received.map((e) => [e.id, e.topic, e.payload])).toEqual([
      [events[0]!.id, 'large:two', null],
      [events[1]!.id, 'small:two', { n: 3 }],
    ]);
    // the pointer's event is whole in the outbox, where a stream resuming from Last-Event-ID reads it
    const stored = await second.events.since(instanceId, topics, events[0]!.id - 1);
    expect(stored.map((e) => [e.topic, e.payload])).toEqual([
      ['large:two', large],
      ['small:two', { n: 3 }],
    ]);
  });
});
