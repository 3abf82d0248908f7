import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { HttpSmsSender } from './http.sms.ts';
import { OutboxSmsSender } from './outbox.sms.ts';
import type { SmsSender } from './sms.ts';

/** The configured SMS sender: HTTP when SMS_HTTP_URL is set, else the outbox table and the log. */
export function smsSenderFrom(
  config: { SMS_HTTP_URL?: string | undefined; SMS_HTTP_TOKEN?: string | undefined },
  db: Db,
  log: FastifyBaseLogger,
): SmsSender {
  return config.SMS_HTTP_URL
    ? new HttpSmsSender(config.SMS_HTTP_URL, config.SMS_HTTP_TOKEN)
    : new OutboxSmsSender(db, log);
}
