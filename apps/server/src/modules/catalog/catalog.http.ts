import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

// A menu is large JSON (hundreds of products) read on every first visit from a phone: it is sent
// with an ETag (a repeat visit gets 304 and no bytes, like lib/http.ts sendCachedJson) and, when the
// client accepts it, compressed once per built menu (brotli or gzip), never per request.

export type Encoding = 'br' | 'gzip';

export interface CompressibleJson {
  /** UTF-8 bytes, encoded once (not per request). */
  body: Buffer;
  etag: string;
  /** Compressed bodies, made on first demand and kept with the cached body. */
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
}

/** Bodies smaller than this go uncompressed (not worth a header and a round of zlib). */
const MIN_COMPRESS_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

export function compressibleJson(json: string, etag: string): CompressibleJson {
  return { body: Buffer.from(json, 'utf8'), etag, encoded: {} };
}

/** The best encoding the client accepts (br, then gzip), or null. */
export function acceptedEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
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

/** A body compressed for the wire: brotli at a quality fast enough per request, or gzip. */
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

function encode(cached: CompressibleJson, encoding: Encoding): Promise<Buffer> {
  let bytes = cached.encoded[encoding];
  if (!bytes) {
    bytes = compressBody(cached.body, encoding);
    cached.encoded[encoding] = bytes;
  }
  return bytes;
}

export async function sendCompressibleJson(
  request: FastifyRequest,
  reply: FastifyReply,
  cached: CompressibleJson,
): Promise<FastifyReply> {
  reply
    .header('etag', cached.etag)
    .header('cache-control', 'no-cache')
    .header('vary', 'host, lang, accept-encoding');
  const ifNoneMatch = request.headers['if-none-match'];
  if (
    ifNoneMatch &&
    (ifNoneMatch === '*' || ifNoneMatch.split(',').some((tag) => tag.trim() === cached.etag))
  ) {
    return reply.code(304).send();
  }
  reply.type('application/json; charset=utf-8');
  const encoding =
    cached.body.length >= MIN_COMPRESS_BYTES ? acceptedEncoding(request.headers['accept-encoding']) : null;
  if (!encoding) return reply.send(cached.body);
  return reply.header('content-encoding', encoding).send(await encode(cached, encoding));
}
