import { request as httpRequest } from 'node:http';

// Server-Sent Event streams read by the API tests from a listening app (inject cannot stream).

/**
 * Opens `path` on the server at 127.0.0.1:`port` as an event stream. `ready` resolves once the
 * stream is open (its `retry:` line arrived); `result` with what `until` answers for the text read
 * so far, the first time it answers anything but null (the stream is then closed).
 */
export function openEventStream<T>(
  port: number,
  path: string,
  headers: Record<string, string>,
  until: (text: string) => T | null,
): { ready: Promise<void>; result: Promise<T> } {
  let ready!: () => void;
  const readyPromise = new Promise<void>((resolve) => {
    ready = resolve;
  });
  const result = new Promise<T>((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port, path, headers: { ...headers, accept: 'text/event-stream' } },
      (res) => {
        if (res.statusCode !== 200) reject(new Error(`status ${res.statusCode}`));
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          body += chunk;
          if (body.includes('retry:')) ready();
          const done = until(body);
          if (done !== null) {
            req.destroy();
            resolve(done);
          }
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
  return { ready: readyPromise, result };
}
