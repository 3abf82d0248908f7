// The yardstick: a bare Fastify route returning a small JSON, run as its own process on the
// server's core. Prints `listening <port>` once ready.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare.json', async () => ({ id: 1, name: 'bare', ok: true }));
await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`listening ${(app.server.address() as { port: number }).port}`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
