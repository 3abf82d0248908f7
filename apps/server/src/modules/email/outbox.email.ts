import { and, desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { emailOutbox } from '../../db/schema.ts';
import type { EmailMessage, EmailSender } from './email.ts';

/** The default sender: the message goes to the email_outbox table and the log, nowhere else. */
export class OutboxEmailSender implements EmailSender {
  readonly kind = 'outbox' as const;
  readonly #db: Db;
  readonly #log: FastifyBaseLogger;

  constructor(db: Db, log: FastifyBaseLogger) {
    this.#db = db;
    this.#log = log;
  }

  async send(message: EmailMessage): Promise<void> {
    await this.#db.insert(emailOutbox).values({
      instanceId: message.instanceId,
      toAddress: message.to,
      subject: message.subject,
      body: message.body,
    });
    this.#log.info({ email: { to: message.to, subject: message.subject } }, 'email outbox');
  }
}

/** The latest messages to an address, newest first. */
export async function emailOutboxFor(db: Db, instanceId: number, to: string, limit = 5) {
  return db
    .select({ subject: emailOutbox.subject, body: emailOutbox.body })
    .from(emailOutbox)
    .where(and(eq(emailOutbox.instanceId, instanceId), eq(emailOutbox.toAddress, to)))
    .orderBy(desc(emailOutbox.id))
    .limit(limit);
}
