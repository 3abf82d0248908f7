import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { domainEvents } from '../../db/schema.ts';
import { venueWhere } from '../../lib/venue-rows.ts';
import { staffTopic } from '../../plugins/events.ts';

// The kitchen board's reads of the events outbox.

/** When each table round reached the kitchen: its `round` event in the outbox (two days back). */
export async function roundTimes(db: Db, instanceId: number, supplierId: number) {
  const rows = await db
    .select({
      purchaseId: sql<string>`${domainEvents.payload}->>'purchase_id'`,
      round: sql<string>`${domainEvents.payload}->>'round'`,
      at: domainEvents.createdAt,
    })
    .from(domainEvents)
    .where(
      venueWhere(
        domainEvents,
        instanceId,
        { topic: staffTopic(supplierId) },
        sql`${domainEvents.payload}->>'type' = 'round'`,
        sql`${domainEvents.createdAt} > now() - interval '2 days'`,
      ),
    );
  return new Map(rows.map((row) => [`${row.purchaseId}:${row.round}`, row.at]));
}
