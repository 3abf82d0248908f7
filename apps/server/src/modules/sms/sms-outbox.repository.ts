import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { smsOutbox } from '../../db/schema.ts';
import { venueWhere } from '../../lib/venue-rows.ts';
import type { SmsMessage } from './sms.ts';

// The only code that touches the sms_outbox table (the default sender's store).

export async function insertOutbox(db: Db, message: SmsMessage): Promise<void> {
  await db.insert(smsOutbox).values(message);
}

/** The latest messages to a phone (the sandbox inbox of development machines). */
export async function outboxFor(db: Db, instanceId: number, phone: string, limit = 5) {
  return db
    .select({ body: smsOutbox.body, createdAt: smsOutbox.createdAt })
    .from(smsOutbox)
    .where(venueWhere(smsOutbox, instanceId, { phone }))
    .orderBy(desc(smsOutbox.id))
    .limit(limit);
}
