import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { OutboxSender } from '../../lib/outbox-sender.ts';
import type { EmailMessage, EmailSender } from './email.ts';
import { insertEmail } from './email-outbox.repository.ts';

/** The default sender: the message goes to the email_outbox table and the log, nowhere else. */
export class OutboxEmailSender extends OutboxSender<EmailMessage> implements EmailSender {
  constructor(db: Db, log: FastifyBaseLogger) {
    super(db, log, insertEmail, (message) => [
      { email: { to: message.to, subject: message.subject } },
      'email outbox',
    ]);
  }
}
