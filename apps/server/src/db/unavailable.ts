// Errors that mean "the database cannot be reached right now" (docs/operations.md), as opposed to a bug:
// the error handler answers them 503 `temporarily_unavailable` with Retry-After instead of 500.
// node-postgres and PGlite raise them; Drizzle wraps them (`cause`).

/** Socket-level failures of the connection to PostgreSQL. */
const connectionCodes: ReadonlySet<string> = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/** SQLSTATEs: 08xxx connection exceptions, 57P01 admin shutdown, 57P02 crash shutdown, 57P03 cannot
 * connect now (starting up or shutting down), 53300 too many connections. */
const unavailableSqlState = /^(08[0-9A-Z]{3}|57P0[123]|53300)$/;

/** Messages of the drivers that carry no code. */
const unavailableMessage = [
  /^Connection terminated/, // pg: the server or the network closed the connection
  /^timeout exceeded when trying to connect$/, // pg-pool: connectionTimeoutMillis passed
  /is not queryable$/, // pg: a client whose connection already failed
  /^Cannot use a pool after calling end on the pool$/, // pg-pool: shutting down
  /^PGlite is clos(ed|ing)$/,
];

/** Whether the error, or an error it wraps, says the database is unreachable. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0) {
    const item = queue.shift();
    if (item === null || typeof item !== 'object' || seen.has(item)) continue;
    seen.add(item);
    const { code, message, cause, errors } = item as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === 'string' && (connectionCodes.has(code) || unavailableSqlState.test(code)))
      return true;
    if (typeof message === 'string' && unavailableMessage.some((pattern) => pattern.test(message)))
      return true;
    queue.push(cause);
    if (Array.isArray(errors)) queue.push(...errors);
  }
  return false;
}
