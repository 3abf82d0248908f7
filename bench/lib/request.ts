import { Agent, request as httpRequest } from 'node:http';

// A small HTTP client on node:http, because fetch (undici) does not let a caller set Host, and the
// venue is chosen by the Host header.

const agent = new Agent({ keepAlive: true, maxSockets: 64 });

export interface Answer {
  status: number;
  /** The parsed JSON body, or null when the body is not JSON. */
  body: unknown;
}

export function request(
  origin: string,
  path: string,
  options: {
    method?: string;
    headers?: Record<string, string>;
    json?: unknown;
    timeoutMs?: number;
    /** The source address (a loopback 127.x.y.z stands for another client: rate limits count per IP). */
    localAddress?: string;
  } = {},
): Promise<Answer> {
  const payload = options.json === undefined ? undefined : JSON.stringify(options.json);
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      `${origin}${path}`,
      {
        method: options.method ?? 'GET',
        agent,
        ...(options.localAddress ? { localAddress: options.localAddress } : {}),
        headers: {
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }),
          ...options.headers,
        },
        timeout: options.timeoutMs ?? 30_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.once('error', reject);
        res.once('close', () => {
          if (!res.complete) reject(new Error(`connection closed mid-answer: ${path}`));
        });
        res.once('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let body: unknown = null;
          try {
            body = text ? JSON.parse(text) : null;
          } catch {
            body = null;
          }
          resolve({ status: res.statusCode ?? 0, body });
        });
      },
    );
    req.once('timeout', () => req.destroy(new Error(`timeout: ${path}`)));
    req.once('error', reject);
    req.end(payload);
  });
}
