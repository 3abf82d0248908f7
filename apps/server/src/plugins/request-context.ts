import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// A request id on every log line of a request (docs/operations.md#logs, ADR 120). Fastify's
// request logger carries `reqId`, but the services log through the app's logger (`deps.log`), whose
// lines would not: the request's id is kept in an AsyncLocalStorage for the request's whole work,
// and the logger's mixin adds it to any line written meanwhile by a logger that lacks it.

/** The id of the request whose work is running (undefined outside a request). */
const requestIds = new AsyncLocalStorage<string>();

/** An id a client or proxy may send as `x-request-id`: printable, no spaces, at most 128. */
const SANE_ID = /^[\w.:@/+=-]{1,128}$/;

/** Fastify's `genReqId`: the incoming `x-request-id` when sane, else a new UUID. */
export function requestIdOf(raw: IncomingMessage): string {
  const given = raw.headers['x-request-id'];
  return typeof given === 'string' && SANE_ID.test(given) ? given : randomUUID();
}

/** pino's symbol of a logger's bound fields as JSON text (found once, on the first line). */
let chindingsSymbol: symbol | null | undefined;

function boundText(logger: object): string {
  if (chindingsSymbol === undefined) {
    let owner: object | null = logger;
    chindingsSymbol = null;
    while (owner && chindingsSymbol === null) {
      chindingsSymbol =
        Object.getOwnPropertySymbols(owner).find((symbol) => symbol.description === 'pino.chindings') ?? null;
      owner = Object.getPrototypeOf(owner) as object | null;
    }
  }
  if (!chindingsSymbol) return '';
  const text = (logger as Record<symbol, unknown>)[chindingsSymbol];
  return typeof text === 'string' ? text : '';
}

/** pino's `mixin`: `{ reqId }` of the running request for a line of a logger not bound to it (the
 * app's logger in a service); nothing for the request's own logger, which has it already. */
export function requestIdMixin(_line: object, _level: number, logger?: object): object {
  const reqId = requestIds.getStore();
  if (reqId === undefined || (logger && boundText(logger).includes('"reqId"'))) return {};
  return { reqId };
}

/** Registered first, so every later hook, handler and service of a request runs inside it; the
 * answer names the id (`x-request-id`) for a client's bug report or a proxy's log. */
export const requestContextPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    requestIds.run(request.id, done);
  });
});
