import { and, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { smsOutbox } from '../../db/schema.ts';
import type { SmsMessage, SmsSender } from './sms.ts';

/** The default sender: the message goes to the sms_outbox table and the log, nowhere else. */
export class OutboxSmsSender implements SmsSender {
  readonly kind = 'outbox' as const;
  readonly #db: Db;
  readonly #log: FastifyBaseLogger;

  constructor(db: Db, log: FastifyBaseLogger) {
    this.#db = db;
    this.#log = log;
  }

  async send(message: SmsMessage): Promise<void> {
    await this.#db.insert(smsOutbox).values(message);
    this.#log.info({ sms: { to: message.phone, body: message.body } }, 'sms outbox');
  }
}

/** The latest messages to a phone (the sandbox inbox of development machines). */
export async function outboxFor(db: Db, instanceId: number, phone: string, limit = 5) {
  return db
    .select({ body: smsOutbox.body, createdAt: smsOutbox.createdAt })
    .from(smsOutbox)
    .where(and(eq(smsOutbox.instanceId, instanceId), eq(smsOutbox.phone, phone)))
    .orderBy(desc(smsOutbox.id))
    .limit(limit);
}
