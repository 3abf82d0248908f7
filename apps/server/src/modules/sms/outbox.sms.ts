import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { OutboxSender } from '../../lib/outbox-sender.ts';
import type { SmsMessage, SmsSender } from './sms.ts';
import { insertOutbox } from './sms-outbox.repository.ts';

/** The default sender: the message goes to the sms_outbox table and the log, nowhere else. */
export class OutboxSmsSender extends OutboxSender<SmsMessage> implements SmsSender {
  constructor(db: Db, log: FastifyBaseLogger) {
    super(db, log, insertOutbox, (message) => [
      { sms: { to: message.phone, body: message.body } },
      'sms outbox',
    ]);
  }
}
