import type { PrinterPaper } from '@storefront/domain/printing/printer.schema';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { type EventBus, staffTopic } from '../../plugins/events.ts';
import { ticketBytes } from './escpos.ts';
import { printContent } from './print-content.ts';
import {
  type LeasedPrinter,
  leasePrinters,
  markPrinted,
  markSkipped,
  queuedJobsOf,
  recordFailure,
  releasePrinter,
} from './print-jobs.repository.ts';
import { type SendOptions, sendToPrinter } from './printer-socket.ts';

// The print queue's worker (ADR 109), run by every server process every PRINT_POLL_MS: it leases
// the printers that have tickets waiting and are due, prints each one's tickets in order, and on the
// first failure stops that printer until its backoff is over. A printer that starts or stops failing
// tells the branch's staff stream, whose console shows the alert.

export interface PrintQueueDeps {
  db: Db;
  log: FastifyBaseLogger;
  events: EventBus;
  send: SendOptions;
  retryMs: number;
  maxRetryMs: number;
}

/** Printers one process takes per run, and tickets per printer. */
const PRINTERS_PER_RUN = 10;
const JOBS_PER_PRINTER = 20;

/** Tells the branch's staff that a printer started failing or works again. */
async function announce(deps: PrintQueueDeps, printer: LeasedPrinter, failing: boolean): Promise<void> {
  await deps.events.publish(printer.instanceId, staffTopic(printer.supplierId), {
    type: 'printer',
    printer_id: printer.id,
    failing,
  });
}

async function printQueued(deps: PrintQueueDeps, printer: LeasedPrinter): Promise<void> {
  const paper = printer.paperMm as PrinterPaper;
  let failing = printer.failures > 0;
  for (const job of await queuedJobsOf(deps.db, printer.id, JOBS_PER_PRINTER)) {
    const lines = await printContent(deps.db, job, paper);
    if (!lines) {
      await markSkipped(deps.db, job);
      continue;
    }
    try {
      await sendToPrinter(printer, ticketBytes(lines, paper), deps.send);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      const failures = await recordFailure(deps.db, job, message, deps);
      deps.log.warn({ printer: printer.id, job: job.id, failures, err: message }, 'printer unreachable');
      if (failures === 1) await announce(deps, printer, true);
      return;
    }
    await markPrinted(deps.db, job);
    if (failing) {
      failing = false;
      await announce(deps, printer, false);
    }
  }
  await releasePrinter(deps.db, printer);
}

/** One run of the queue: every due printer this process could lease, side by side. */
export async function drainPrintQueue(deps: PrintQueueDeps): Promise<void> {
  // the lease outlasts a run's worst case: every job of a printer timing out twice (connect, write)
  const leaseMs = JOBS_PER_PRINTER * 2 * deps.send.timeoutMs + 10_000;
  const printers = await leasePrinters(deps.db, leaseMs, PRINTERS_PER_RUN);
  await Promise.all(printers.map((printer) => printQueued(deps, printer)));
}
