// The yardstick: a bare Fastify, run as its own process on the server's core, that answers each
// cached read with the very response the storefront gave it (same status, headers, body and
// content-encoding), so the ratio measures only what the storefront does per request. The
// responses come as JSON on stdin; prints `listening <port>` once ready.
import { text } from 'node:stream/consumers';
import Fastify from 'fastify';

export interface BareRoute {
  /** The path the bare server answers on. */
  path: string;
  status: number;
  headers: Record<string, string>;
  /** The body as sent on the wire (compressed when the target compressed it), base64. */
  body: string;
}

const routes = JSON.parse(await text(process.stdin)) as BareRoute[];
const app = Fastify({ logger: false });
for (const route of routes) {
  const body = Buffer.from(route.body, 'base64');
  app.get(route.path, (_request, reply) => {
    reply.code(route.status).headers(route.headers).send(body);
  });
}
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`listening ${(app.server.address() as { port: number }).port}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
