import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';

/** The default sender of a message channel (e-mail, SMS): the message goes to the channel's outbox
 * table and to the log, nowhere else (docs/operations.md). */
export class OutboxSender<Message> {
  readonly kind = 'outbox' as const;
  readonly #db: Db;
  readonly #log: FastifyBaseLogger;
  readonly #store: (db: Db, message: Message) => Promise<void>;
  readonly #logLine: (message: Message) => [Record<string, unknown>, string];

  constructor(
    db: Db,
    log: FastifyBaseLogger,
    store: (db: Db, message: Message) => Promise<void>,
    logLine: (message: Message) => [Record<string, unknown>, string],
  ) {
    this.#db = db;
    this.#log = log;
    this.#store = store;
    this.#logLine = logLine;
  }

  async send(message: Message): Promise<void> {
    await this.#store(this.#db, message);
    this.#log.info(...this.#logLine(message));
  }
}
