import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

declare module 'fastify' {
  interface FastifyInstance {
    /** The security headers every answer carries, worked out once. */
    securityHeaders: Readonly<Record<string, string>>;
  }
}

/** The headers helmet sets for these options, worked out once. Helmet's middleware only calls
 * `setHeader`/`removeHeader` on the response (no nonces, no per-request directives here). */
export function helmetHeaders(options: HelmetOptions): ReadonlyArray<readonly [string, string]> {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string | number) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return [...headers];
}

/** Helmet's security headers on every answer, as the reply's own headers. @fastify/helmet rebuilds
 * helmet's middleware, parsing every CSP directive, on each request: a fifth of a cached read's
 * time (docs/decisions/030-cached-reads-and-memory.md). The headers do not vary per request, so
 * they are worked out once at start-up.
 *
 * They go on the reply, not on the raw response: a header set on the raw response first sends
 * Node's `writeHead` down its slow path, validating and storing every header of the reply a second
 * time: about 6 of a cached read's 70 µs of CPU (docs/decisions/045-security-headers-on-the-reply.md).
 * A hijacked reply (the live event streams) writes `reply.getHeaders()` itself (`streamEvents`). */
export const securityHeadersPlugin = fp(async (app: FastifyInstance, options: HelmetOptions) => {
  const headers = Object.freeze(Object.fromEntries(helmetHeaders(options)));
  app.decorate('securityHeaders', headers);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});
