import { type ClientRequest, request as httpRequest, type RequestOptions } from 'node:http';

// Requests over real HTTP to a test app that listens (app.listen on port 0), for what inject()
// cannot show: raw unnormalized paths, chunked bodies, live event streams.

/** A request to 127.0.0.1; `write` sends the body (default: none). Answers the status and the body. */
export function rawRequest(
  options: RequestOptions,
  write: (req: ClientRequest) => void = (req) => req.end(),
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', ...options }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
    });
    // The server may answer and close before the whole body is written.
    req.on('error', reject);
    write(req);
  });
}

/** Opens a server-sent event stream on 127.0.0.1. `ready` settles once the server sent its
 * `retry:` line (the stream is subscribed); `result` once `until` finds what it waits for in the
 * text so far, and the stream is closed then. */
export function readEventStream<T>(
  options: RequestOptions,
  until: (body: string) => T | undefined,
): { ready: Promise<void>; result: Promise<T> } {
  let ready!: () => void;
  const readyPromise = new Promise<void>((resolve) => {
    ready = resolve;
  });
  const result = new Promise<T>((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', ...options, headers: { accept: 'text/event-stream', ...options.headers } },
      (res) => {
        if (res.statusCode !== 200) reject(new Error(`status ${res.statusCode}`));
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
          if (body.includes('retry:')) ready();
          const found = until(body);
          if (found !== undefined) {
            req.destroy();
            resolve(found);
          }
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
  return { ready: readyPromise, result };
}
