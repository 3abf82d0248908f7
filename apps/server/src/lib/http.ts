import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
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

export function etagOf(body: string | Uint8Array): string {
  return `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
}

/** Sends pre-serialized JSON with an ETag, answering 304 when the client already has it. */
export function sendCachedJson(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: { body: string | Buffer; etag: string },
  cacheControl = 'no-cache',
) {
  reply.header('etag', cached.etag).header('cache-control', cacheControl).header('vary', 'host, lang');
  const ifNoneMatch = request.headers['if-none-match'];
  if (
    ifNoneMatch &&
    (ifNoneMatch === '*' || ifNoneMatch.split(',').some((tag) => tag.trim() === cached.etag))
  ) {
    return reply.code(304).send();
  }
  return reply
    .type('application/json; charset=utf-8')
    .serializer((payload: unknown) => payload as string)
    .send(cached.body);
}

/** A JSON body serialized once, as bytes (no string-to-bytes conversion per answer), with its ETag. */
export function cachedJson(value: unknown): { body: Buffer; etag: string } {
  const body = Buffer.from(JSON.stringify(value));
  return { body, etag: etagOf(body) };
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

/** `https://host` of a request: the base of absolute links (Open Graph, the URLs a gateway sends
 * the diner back to). Behind a TLS-terminating proxy the socket is plain HTTP, so only development
 * hosts (localhost, *.localhost, an IP) keep the socket's scheme. */
export function originOf(request: FastifyRequest): string {
  const hostname = request.hostname;
  const local = hostname === 'localhost' || hostname.endsWith('.localhost') || isIP(hostname) !== 0;
  return `${local ? request.protocol : 'https'}://${request.host}`;
}
