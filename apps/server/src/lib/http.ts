import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import { profileHeaders } from '@storefront/domain/profile/profile.schema';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';

/** Headers every storefront request carries when known (spec §7). Loose: other headers pass. */
export const storefrontHeaders = z.looseObject({
  customer_id: z.string().max(40).optional(),
  supplier_id: z.string().max(80).optional(),
  service: z.string().max(40).optional(),
  subservice: z.string().max(40).optional(),
  lang: z.string().max(10).optional(),
});

/** The storefront headers plus the diner's `profileid` and `token` (spec §6). */
export const dinerHeaders = z.looseObject({ ...storefrontHeaders.shape, ...profileHeaders.shape });

/** Routes under a branch (`/{supplier_slug}/...`). */
export const supplierSlugParams = z.object({ supplier_slug: z.string().min(1).max(63) });

/** Answers about one diner's orders, addresses, codes or payments are the diner's alone. */
export const NO_STORE = 'no-store';

/** `{uuid}.json` -> uuid; null for anything else. */
export function jsonId(value: string): string | null {
  const match = /^([0-9a-f-]{36})\.json$/i.exec(value);
  return match ? match[1]!.toLowerCase() : null;
}

export const errorBody = z.object({
  key: z.string(),
  message: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
});

/** The error answers a route declares (`{ 400: errorBody, 404: errorBody }`): every error has the
 * one body. */
export function errorAnswers<const Code extends number>(...codes: Code[]): ErrorAnswers<Code> {
  return Object.fromEntries(codes.map((code) => [code, errorBody])) as ErrorAnswers<Code>;
}

/** String keys ("400"): with these, fastify types a route's replies as it does for the literal
 * `{ 400: errorBody }` (`reply.code(statusCode)` takes any number); number keys would narrow
 * `reply.code` to the listed codes. */
type ErrorAnswers<Code extends number> = { [K in `${Code}`]: typeof errorBody };

/** The optional `Idempotency-Key` header of a write that takes one (lib/idempotency.ts), to extend
 * a route's headers with. */
export const idempotencyKeyHeader = { 'idempotency-key': z.string().max(200).optional() };

/** A strong ETag: the body's hash. Strong, so a cache may keep byte ranges of it; its compressed
 * forms get their own (`representationTag`). */
export function etagOf(body: string | Uint8Array): string {
  return `"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
}

export type Encoding = 'br' | 'gzip';

/** A cached read's answer (config, branch, menu, stock; docs/decisions/030-cached-reads-and-memory.md):
 * the JSON serialized once as bytes with its ETag, and its compressed forms, each made on first
 * demand and kept with the body, so once per built value and never per request. A new value (an
 * import or a staff edit clears the caches that hold these) is a new CachedBody. */
export interface CachedBody {
  body: Buffer;
  etag: string;
  /** Each compressed form: its bytes once made, the promise of them while being made (an answer
   * that cannot wait takes only bytes, ADR 060). */
  encoded: Partial<Record<Encoding, Buffer | Promise<Buffer>>>;
}

/** A JSON body serialized once, as bytes (no string-to-bytes conversion per answer), with its ETag. */
export function cachedJson(value: unknown): CachedBody {
  const body = Buffer.from(JSON.stringify(value));
  return { body, etag: etagOf(body), encoded: {} };
}

/** Bodies smaller than this go uncompressed, cached or made per request (not worth a header and a
 * round of zlib). */
const MIN_COMPRESS_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The best encoding an Accept-Encoding header accepts (br, then gzip), or null. */
function parseAcceptedEncoding(header: string): Encoding | null {
  const accepted = new Set<string>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name.trim());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/** Browsers send a handful of Accept-Encoding values: each is parsed once, not on every cached
 * read (bounded, so odd values sent on purpose cannot grow it). */
const encodingByHeader = new Map<string, Encoding | null>();
const ENCODING_HEADERS_KEPT = 64;

/** The best encoding the client accepts (br, then gzip), or null. */
export function acceptedEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  let encoding = encodingByHeader.get(header);
  if (encoding === undefined) {
    encoding = parseAcceptedEncoding(header);
    if (encodingByHeader.size >= ENCODING_HEADERS_KEPT) encodingByHeader.clear();
    encodingByHeader.set(header, encoding);
  }
  return encoding;
}

/** A body compressed for the wire: brotli at a quality fast enough for a body made once per
 * change, or gzip. */
export function compressBody(body: Buffer, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 5,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipAsync(body, { level: 6 });
}

/** An answer made per request, compressed on its way out at a level cheaper than writing it
 * uncompressed (brotli quality 3 or gzip level 1: 0.3–0.4 ms for a 20–40 KB table, 10–14× smaller;
 * docs/decisions/053-answers-compressed.md). In the request's own thread: through the thread pool
 * (`brotliCompress`) each call waited 50 ms on average under load and the server's CPU per table
 * call doubled. */
/** A `Vary` value that names `accept-encoding`, once. */
function withAcceptEncoding(vary: unknown): string {
  if (typeof vary !== 'string' || !vary) return 'accept-encoding';
  return /(^|,)\s*accept-encoding\s*(,|$)/i.test(vary) ? vary : `${vary}, accept-encoding`;
}

function compressAnswer(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 3,
          [constants.BROTLI_PARAM_LGWIN]: 18,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    : gzipSync(body, { level: 1 });
}

/** `onSend`: a JSON answer serialized for this request, compressed when the client accepts it and
 * it is worth it. A cached read (ADR 030) has its bytes and their compressed forms already, sends
 * a Buffer and passes untouched, as do streams and answers that name their encoding. */
export function compressJsonAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: Error | null, payload?: unknown) => void,
): void {
  if (typeof payload !== 'string' || payload.length < MIN_COMPRESS_BYTES) {
    done(null, payload);
    return;
  }
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  const type = reply.getHeader('content-type');
  if (
    !encoding ||
    reply.hasHeader('content-encoding') ||
    typeof type !== 'string' ||
    !type.startsWith('application/json')
  ) {
    done(null, payload);
    return;
  }
  const body = compressAnswer(Buffer.from(payload), encoding);
  const vary = reply.getHeader('vary');
  reply
    .header('content-encoding', encoding)
    .header('vary', withAcceptEncoding(vary))
    .removeHeader('content-length');
  const etag = reply.getHeader('etag');
  if (typeof etag === 'string') reply.header('etag', representationTag(etag, encoding));
  done(null, body);
}

function encode(cached: CachedBody, encoding: Encoding): Buffer | Promise<Buffer> {
  const form = cached.encoded[encoding];
  if (form) return form;
  const making = compressBody(cached.body, encoding);
  cached.encoded[encoding] = making;
  making.then(
    (bytes) => {
      cached.encoded[encoding] = bytes;
    },
    () => {},
  );
  return making;
}

/** The ETag of a body's compressed form: its own, as a strong ETag names exact bytes. */
export function representationTag(etag: string, encoding: Encoding | null): string {
  return encoding ? `${etag.slice(0, -1)}-${encoding}"` : etag;
}

/** Whether `If-None-Match` names this body in any of its forms (weak comparison, RFC 9110
 * §13.1.2: a `W/` prefix is ignored). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const base = etag.slice(0, -1);
  return ifNoneMatch.split(',').some((raw) => {
    const tag = raw.trim().replace(/^W\//, '');
    return tag === etag || tag === `${base}-br"` || tag === `${base}-gzip"`;
  });
}

/** The OpenAPI summary's note on every cached read. */
export const revalidate =
  ' Revalidate with If-None-Match (304 when unchanged; a strong ETag, one per compressed form).';

interface CachedBodyOptions {
  type: string;
  cacheControl?: string;
  vary: string;
}

/** What a cached body's answer is for a request's `Accept-Encoding` and `If-None-Match`: 304 when
 * `If-None-Match` names the body, else 200 with the body, compressed (brotli, else gzip) when the
 * client accepts it and the body is worth it; and the answer's own headers, in the order sent. One
 * rule for both ways a cached read is answered: through its route (`sendCachedBody`) and before the
 * router (`plugins/cached-read-path.ts`, ADR 060). */
export function cachedAnswer(
  cached: CachedBody,
  request: { acceptEncoding: string | undefined; ifNoneMatch: string | undefined },
  { type, cacheControl = 'no-cache', vary }: CachedBodyOptions,
): { status: 200 | 304; encoding: Encoding | null; headers: Record<string, string> } {
  const encoding = cached.body.length >= MIN_COMPRESS_BYTES ? acceptedEncoding(request.acceptEncoding) : null;
  const headers: Record<string, string> = {
    etag: representationTag(cached.etag, encoding),
    'cache-control': cacheControl,
    vary,
  };
  if (etagMatches(request.ifNoneMatch, cached.etag)) return { status: 304, encoding, headers };
  headers['content-type'] = type;
  if (encoding) headers['content-encoding'] = encoding;
  return { status: 200, encoding, headers };
}

/** Sends a cached body as `cachedAnswer` has it, compressing it on the first demand for a form. */
export async function sendCachedBody(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: CachedBody,
  options: CachedBodyOptions,
): Promise<FastifyReply> {
  const { status, encoding, headers } = cachedAnswer(
    cached,
    { acceptEncoding: request.headers['accept-encoding'], ifNoneMatch: request.headers['if-none-match'] },
    options,
  );
  reply.headers(headers);
  if (status === 304) return reply.code(304).send();
  return reply.send(encoding ? await encode(cached, encoding) : cached.body);
}

/** How a cached read of JSON is sent: its body depends on the host and the language. */
export const cachedJsonOptions: CachedBodyOptions = {
  type: 'application/json; charset=utf-8',
  cacheControl: 'no-cache',
  vary: 'host, lang, accept-encoding',
};

/** Sends a cached read (JSON; its body depends on the host and the language). */
export function sendCachedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: CachedBody,
  cacheControl = 'no-cache',
): Promise<FastifyReply> {
  return sendCachedBody(request, reply, cached, { ...cachedJsonOptions, cacheControl });
}

/** `/domain/suppliers/{slug}.json` style parameters: the value without its `.json` suffix. */
export function withoutJsonSuffix(value: string): string | null {
  return value.endsWith('.json') ? value.slice(0, -'.json'.length) : null;
}

/** A per-route rate limit counted per client (IP) and venue host, per minute. Route handlers use
 * this one shape so every limit answers 429 `rate_limited` the same way. */
export function perClientPerMinute(max: number) {
  return {
    max,
    timeWindow: 60_000,
    keyGenerator: (request: FastifyRequest) => `${request.ip}|${request.hostname}`,
  };
}

/** The limits of a call a diner makes (docs/operations.md#rate-limits): `perDiner` a minute per
 * profile, under a ceiling of `perAddress` a minute per address and venue. Every diner on a
 * venue's Wi-Fi (a cinema, a food court) shares one public address: the ceiling fits a full room,
 * while one diner hammering is stopped by their own limit. Use as the route's `config`. */
export function perDinerPerMinute(perDiner: number, perAddress: number) {
  return { rateLimit: perClientPerMinute(perAddress), dinerRateLimit: perDiner };
}

/** `check` run at most once per request: a route hook and its handler that both ask get the one
 * answer (a refusal included), so a request is authenticated once. */
export function oncePerRequest<T>(
  check: (request: FastifyRequest) => Promise<T>,
): (request: FastifyRequest) => Promise<T> {
  const answers = new WeakMap<FastifyRequest, Promise<T>>();
  return (request) => {
    let answer = answers.get(request);
    if (!answer) {
      answer = check(request);
      answers.set(request, answer);
    }
    return answer;
  };
}

/** `https://host` of a request: the base of absolute links (Open Graph, the URLs a gateway sends
 * the diner back to). Behind a TLS-terminating proxy the socket is plain HTTP, so only development
 * hosts (localhost, *.localhost, an IP) keep the socket's scheme. */
export function originOf(request: FastifyRequest): string {
  const hostname = request.hostname;
  const local = hostname === 'localhost' || hostname.endsWith('.localhost') || isIP(hostname) !== 0;
  return `${local ? request.protocol : 'https'}://${request.host}`;
}
