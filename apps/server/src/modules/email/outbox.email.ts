import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { EmailMessage, EmailSender } from './email.ts';
import { insertEmail } from './email-outbox.repository.ts';

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
    await insertEmail(this.#db, message);
    this.#log.info({ email: { to: message.to, subject: message.subject } }, 'email outbox');
  }
}
