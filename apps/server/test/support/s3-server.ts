import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

// A small S3-compatible server for the media storage's tests (docs/decisions/101-photos.md): the
// documented REST subset the storage uses, PutObject and GetObject with path-style URLs
// (`/<bucket>/<key>`), behind AWS Signature Version 4 checked as AWS documents it ("Authenticating
// Requests: Using the Authorization Header"): the canonical request, the string to sign, the
// signing key derived from the secret, date, region and service, the signed payload's SHA-256,
// and a clock skew of 15 minutes at most. A request signed with another secret, for another
// region, or whose body is not the one signed is refused 403 as S3 does, so a storage that
// signs wrongly fails its tests. Objects live in memory.

export interface TestS3 {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The objects stored, by key, with the Content-Type and Cache-Control they were put with. */
  objects: Map<string, { bytes: Buffer; contentType: string | undefined; cacheControl: string | undefined }>;
  /** Requests refused for their signature. */
  refused: number;
  close(): Promise<void>;
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data).digest();

function bodyOf(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** Why the request's SigV4 signature is not valid for these credentials, or null when it is. */
function signatureProblem(
  request: IncomingMessage,
  body: Buffer,
  credentials: { accessKeyId: string; secretAccessKey: string; region: string },
  now: Date,
): string | null {
  const auth = request.headers.authorization ?? '';
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      auth,
    );
  if (!match) return 'no SigV4 Authorization header';
  const [, keyId, date, region, signedHeaderList, signature] = match as unknown as string[];
  if (keyId !== credentials.accessKeyId) return 'InvalidAccessKeyId';
  if (region !== credentials.region) return 'AuthorizationHeaderMalformed (region)';
  const amzDate = String(request.headers['x-amz-date'] ?? '');
  if (!/^\d{8}T\d{6}Z$/.test(amzDate) || amzDate.slice(0, 8) !== date) return 'bad x-amz-date';
  const at = Date.parse(
    `${amzDate.slice(0, 4)}-${amzDate.slice(4, 6)}-${amzDate.slice(6, 8)}T${amzDate.slice(9, 11)}:${amzDate.slice(11, 13)}:${amzDate.slice(13, 15)}Z`,
  );
  if (Math.abs(now.getTime() - at) > 15 * 60_000) return 'RequestTimeTooSkewed';
  const signedHeaders = signedHeaderList!.split(';');
  for (const required of ['host', 'x-amz-date', 'x-amz-content-sha256']) {
    if (!signedHeaders.includes(required)) return `${required} not signed`;
  }
  const payloadHash = String(request.headers['x-amz-content-sha256'] ?? '');
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== sha256(body)) return 'XAmzContentSHA256Mismatch';
  const url = new URL(request.url ?? '/', 'http://s3.test');
  const query = [...url.searchParams.entries()]
    .map(([k, v]) => [encodeURIComponent(k), encodeURIComponent(v)] as const)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const headerLines = signedHeaders.map((name) => {
    const value = request.headers[name];
    const text = Array.isArray(value) ? value.join(',') : (value ?? '');
    return `${name}:${text.trim().replace(/\s+/g, ' ')}\n`;
  });
  const canonicalRequest = [
    request.method,
    url.pathname,
    query,
    headerLines.join(''),
    signedHeaderList,
    payloadHash,
  ].join('\n');
  const scope = `${date}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const signingKey = ['s3', 'aws4_request'].reduce(
    (key, part) => hmac(key, part),
    hmac(hmac(`AWS4${credentials.secretAccessKey}`, date!), region!),
  );
  const expected = Buffer.from(createHmac('sha256', signingKey).update(stringToSign).digest('hex'));
  const given = Buffer.from(signature!);
  return expected.length === given.length && timingSafeEqual(expected, given)
    ? null
    : 'SignatureDoesNotMatch';
}

const s3Error = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;

/** Starts the server on a free port of 127.0.0.1 with one bucket and one pair of credentials. */
export async function startTestS3({ now = () => new Date() } = {}): Promise<TestS3> {
  const bucket = 'storefront-media';
  const credentials = {
    accessKeyId: 'AKIATESTSTOREFRONT01',
    secretAccessKey: 'test-secret-key-of-the-s3-server-0123456789',
    region: 'eu-test-1',
  };
  const objects: TestS3['objects'] = new Map();
  const state = { refused: 0 };
  const server: Server = createServer(async (request, response) => {
    const body = await bodyOf(request);
    const problem = signatureProblem(request, body, credentials, now());
    if (problem) {
      state.refused += 1;
      response.writeHead(403, { 'content-type': 'application/xml' }).end(s3Error('AccessDenied', problem));
      return;
    }
    const path = new URL(request.url ?? '/', 'http://s3.test').pathname;
    const [, bucketName, ...keyParts] = path.split('/');
    const key = decodeURIComponent(keyParts.join('/'));
    if (bucketName !== bucket) {
      response
        .writeHead(404, { 'content-type': 'application/xml' })
        .end(s3Error('NoSuchBucket', bucketName ?? ''));
      return;
    }
    if (request.method === 'PUT' && key) {
      objects.set(key, {
        bytes: body,
        contentType: request.headers['content-type'],
        cacheControl: request.headers['cache-control'],
      });
      response.writeHead(200, { etag: `"${createHash('md5').update(body).digest('hex')}"` }).end();
      return;
    }
    if (request.method === 'GET' && key) {
      const object = objects.get(key);
      if (!object) {
        response.writeHead(404, { 'content-type': 'application/xml' }).end(s3Error('NoSuchKey', key));
        return;
      }
      response
        .writeHead(200, { 'content-type': object.contentType ?? 'application/octet-stream' })
        .end(object.bytes);
      return;
    }
    response.writeHead(405).end(s3Error('MethodNotAllowed', String(request.method)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    ...credentials,
    objects,
    get refused() {
      return state.refused;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
