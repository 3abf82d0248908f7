import type { IncomingMessage, ServerResponse } from 'node:http';
import { unstorableTextPath } from '@storefront/domain/text/text.rules';
import type { FastifyInstance } from 'fastify';
import { type CachedBody, cachedAnswer, cachedJsonOptions, storefrontHeaders } from '../lib/http.ts';
import { requestIdOf } from './request-context.ts';

// The cached reads answered before Fastify's router (docs/decisions/060-cached-reads-before-the-router.md).
// The config, a branch and a menu are read on every visit, and their answers are bytes kept in a
// cache (ADR 030). When the cache holds the answer unexpired, and the request is one whose route
// would only send those bytes, it is answered here: the route's own answer, with no routing, hooks,
// validation or reply object per request. Any other request, and any doubt, goes to the router.

/** A cached read of JSON whose route declares `storefrontHeaders` and answers with `sendCachedJson`. */
export interface CachedRead {
  /** The route's exact path as a pattern; its groups go to `body`. */
  path: RegExp;
  /** The route as Fastify names it (`/catalog/:supplier_slug/menu.json`), for the metrics. */
  route: string;
  /** The answer's body for the venue when the route's cache holds it unexpired; undefined or null
   * when the route must answer (a cold or expired entry, a branch that does not exist). */
  body: (instanceId: number, groups: string[]) => CachedBody | null | undefined;
}

export interface CachedReadPathOptions {
  /** The venue of a host when the tenancy's cache holds it. */
  venueOf: (host: string) => { id: number } | null | undefined;
  /** The headers every answer carries (plugins/security-headers.ts). */
  securityHeaders: Readonly<Record<string, string>>;
  reads: CachedRead[];
  /** Told of each answer given here, with its route, status and seconds (the metrics' request
   * histogram, which Fastify's hooks never see for these); absent: nothing is timed. */
  observe?: ((route: string, status: number, seconds: number) => void) | undefined;
}

/** The storefront headers a request sends, each checked by its own schema as the route would. */
const headerChecks = Object.entries(storefrontHeaders.shape);

function storefrontHeadersValid(headers: IncomingMessage['headers']): boolean {
  for (const [name, schema] of headerChecks) {
    const value = headers[name];
    if (value !== undefined && !schema.safeParse(value).success) return false;
  }
  return true;
}

/** Answers a request from a cached read's bytes and says true, or says false and leaves it alone
 * for the router. Only a plain GET of a read's exact path (no query, no escapes), for a host the
 * tenancy holds, with storefront headers the route accepts and storable text, is answered here; a
 * compressed form not made yet is left to the route, which makes it. */
export function cachedReadPath({
  venueOf,
  securityHeaders,
  reads,
  observe,
}: CachedReadPathOptions): (request: IncomingMessage, response: ServerResponse) => boolean {
  const answer = cachedReadAnswer({ venueOf, securityHeaders, reads });
  if (!observe) return (request, response) => answer(request, response) !== false;
  return (request, response) => {
    const started = performance.now();
    const route = answer(request, response);
    if (route) observe(route, response.statusCode, (performance.now() - started) / 1_000);
    return route !== false;
  };
}

/** `cachedReadPath`'s answer: the route of the read it answered, or false. */
function cachedReadAnswer({
  venueOf,
  securityHeaders,
  reads,
}: CachedReadPathOptions): (request: IncomingMessage, response: ServerResponse) => string | false {
  return (request, response) => {
    const url = request.url;
    if (request.method !== 'GET' || !url || url.includes('?') || url.includes('%')) return false;
    let read: CachedRead | undefined;
    let match: RegExpExecArray | null = null;
    for (const candidate of reads) {
      match = candidate.path.exec(url);
      if (match) {
        read = candidate;
        break;
      }
    }
    if (!read || !match) return false;
    const { headers } = request;
    // Fastify's hostname: the Host without its port; a forwarded or IPv6 host goes to the router.
    const host = headers.host;
    if (!host || host[0] === '[' || headers['x-forwarded-host'] !== undefined) return false;
    const venue = venueOf(host.split(':', 1)[0]!);
    if (!venue || !storefrontHeadersValid(headers) || unstorableTextPath(headers) !== null) return false;
    const cached = read.body(venue.id, match.slice(1));
    if (!cached) return false;
    const answer = cachedAnswer(
      cached,
      { acceptEncoding: headers['accept-encoding'], ifNoneMatch: headers['if-none-match'] },
      cachedJsonOptions,
    );
    // every answer names its request's id, as the router's do (plugins/request-context.ts)
    const requestId = requestIdOf(request);
    if (answer.status === 304) {
      response.writeHead(304, { ...securityHeaders, ...answer.headers, 'x-request-id': requestId });
      response.end();
      return read.route;
    }
    const body = answer.encoding ? cached.encoded[answer.encoding] : cached.body;
    if (!Buffer.isBuffer(body)) return false;
    response.writeHead(200, {
      ...securityHeaders,
      ...answer.headers,
      'content-length': String(body.length),
      'x-request-id': requestId,
    });
    response.end(body);
    return read.route;
  };
}

/** Puts `first` before the Fastify app's router on its HTTP server: a request `first` answers never
 * reaches Fastify. Off while the app closes, so every request then gets Fastify's own answer. */
export function answerFirst(
  app: FastifyInstance,
  first: (request: IncomingMessage, response: ServerResponse) => boolean,
): void {
  const listeners = app.server.listeners('request');
  if (listeners.length !== 1)
    throw new Error(`expected Fastify's one request listener, found ${listeners.length}`);
  const router = listeners[0] as (request: IncomingMessage, response: ServerResponse) => void;
  let open = true;
  app.server.removeListener('request', router);
  app.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (!open || !first(request, response)) router(request, response);
  });
  app.addHook('preClose', (done) => {
    open = false;
    done();
  });
}
