import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema.ts';
import { venueWhere } from '../../lib/venue-rows.ts';
import type { EmailMessage } from './email.ts';

// The email_outbox table: what the default e-mail adapter "sends".

export async function insertEmail(db: Db, message: EmailMessage): Promise<void> {
  await db.insert(emailOutbox).values({
    instanceId: message.instanceId,
    toAddress: message.to,
    subject: message.subject,
    body: message.body,
  });
}

/** The latest messages to an address, newest first. */
export async function emailOutboxFor(db: Db, instanceId: number, to: string, limit = 5) {
  return db
    .select({ subject: emailOutbox.subject, body: emailOutbox.body })
    .from(emailOutbox)
    .where(venueWhere(emailOutbox, instanceId, { toAddress: to }))
    .orderBy(desc(emailOutbox.id))
    .limit(limit);
}
