import { once } from 'node:events';
import { createServer, type Server, type Socket } from 'node:net';
import { type DecodedTicket, decodeEscPos } from './escpos-decoder.ts';

// A network printer for the tests (ADR 109): a real TCP server on an ephemeral local port that takes
// what the print queue sends, one ticket per connection, as a raw port-9100 printer does. Switched
// off it stops listening (the queue's connections are refused, as with a printer unplugged) and
// switched on it listens on the same port again. The API tests and the browser journeys use it.

export class FakePrinter {
  readonly host = '127.0.0.1';
  #port = 0;
  #server: Server | null = null;
  readonly #sockets = new Set<Socket>();
  /** The bytes of each connection that ended, in order. */
  readonly received: Uint8Array[] = [];
  readonly #waiters = new Set<() => void>();

  get port(): number {
    return this.#port;
  }

  static async start(): Promise<FakePrinter> {
    const printer = new FakePrinter();
    await printer.on();
    return printer;
  }

  /** Listens (again, on the same port once it has one). */
  async on(): Promise<void> {
    if (this.#server) return;
    const server = createServer((socket) => this.#take(socket));
    server.listen(this.#port, this.host);
    await once(server, 'listening');
    this.#port = (server.address() as { port: number }).port;
    this.#server = server;
  }

  /** Stops listening and drops open connections: connecting is refused until `on()`. */
  async off(): Promise<void> {
    const server = this.#server;
    if (!server) return;
    this.#server = null;
    for (const socket of this.#sockets) socket.destroy();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  async close(): Promise<void> {
    await this.off();
  }

  #take(socket: Socket): void {
    this.#sockets.add(socket);
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => {});
    socket.on('end', () => {
      this.received.push(new Uint8Array(Buffer.concat(chunks)));
      socket.end();
      for (const wake of this.#waiters) wake();
    });
    socket.on('close', () => this.#sockets.delete(socket));
  }

  /** Every ticket received so far, decoded. */
  tickets(): DecodedTicket[] {
    return this.received.map((bytes) => decodeEscPos(bytes));
  }

  /** Waits until `count` tickets in all have arrived (or fails after `timeoutMs`). */
  async waitForTickets(count: number, timeoutMs = 10_000): Promise<DecodedTicket[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.received.length < count) {
      const left = deadline - Date.now();
      if (left <= 0)
        throw new Error(`FakePrinter: ${this.received.length} of ${count} tickets after ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const wake = () => {
          clearTimeout(timer);
          this.#waiters.delete(wake);
          resolve();
        };
        const timer = setTimeout(wake, Math.min(left, 250));
        this.#waiters.add(wake);
      });
    }
    return this.tickets();
  }
}
