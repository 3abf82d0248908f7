import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { SmsMessage, SmsSender } from './sms.ts';
import { insertOutbox } from './sms-outbox.repository.ts';

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
    await insertOutbox(this.#db, message);
    this.#log.info({ sms: { to: message.phone, body: message.body } }, 'sms outbox');
  }
}
