import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { repeatWhileOpen } from '../../lib/repeat-while-open.ts';
import { OutboxEmailSender } from '../email/outbox.email.ts';
import { drainPrintQueue, type PrintQueueDeps } from './print-queue.ts';
import type { PortRange } from './printer-socket.ts';
import { printersStaffRoutes } from './printers.staff.routes.ts';
import { receiptsStaffRoutes } from './receipts.staff.routes.ts';

// Ticket printers (issue 54 part 4, docs/back-office.md#printers, ADR 109): the back office's
// printers, the receipt route and the print queue's worker, which every server process runs
// (the printers' leases let one of them print to each printer at a time).

export interface PrintingPluginOptions {
  /** How often the queue looks for tickets to print (ms); 0 runs no worker in this process. */
  pollMs: number;
  /** The wait after a printer's first failure, doubled per failure in a row up to `maxRetryMs`. */
  retryMs: number;
  maxRetryMs: number;
  /** Connecting, and handing a ticket over, may each take this long (ms). */
  timeoutMs: number;
  allowLoopback: boolean;
  /** The ports a printer may have (PRINTER_PORTS). */
  ports: PortRange;
}

export const printingPlugin = fp(async (app: FastifyInstance, options: PrintingPluginOptions) => {
  const deps: PrintQueueDeps = {
    db: app.db,
    log: app.log,
    events: app.events,
    send: { timeoutMs: options.timeoutMs, allowLoopback: options.allowLoopback, ports: options.ports },
    retryMs: options.retryMs,
    maxRetryMs: options.maxRetryMs,
  };
  if (options.pollMs > 0) repeatWhileOpen(app, options.pollMs, 'print queue', () => drainPrintQueue(deps));
  await app.register(printersStaffRoutes, { allowLoopback: options.allowLoopback, ports: options.ports });
  await app.register(receiptsStaffRoutes, { email: new OutboxEmailSender(app.db, app.log) });
});
