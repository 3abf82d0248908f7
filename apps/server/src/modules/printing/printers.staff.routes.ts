import { randomUUID } from 'node:crypto';
import { staffOrderParams } from '@storefront/domain/on-table/staff.schema';
import {
  type Printer,
  type PrinterInput,
  printerHostKind,
  printerInputSchema,
  printerParams,
  printerSaveSchema,
  printerSchema,
  printerStatusesSchema,
  printJobsSchema,
  printReceiptSchema,
  staffPrintersSchema,
} from '@storefront/domain/printing/printer.schema';
import { type KitchenStation, kitchenStations } from '@storefront/domain/staff/kitchen-stations.rules';
import { branchParams } from '@storefront/domain/venue/branch-settings.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.ts';
import { errorAnswers } from '../../lib/http.ts';
import { findPurchase } from '../purchase/purchase.repository.ts';
import { auditActorOf, recordChange } from '../staff/audit-log.ts';
import { requireStaff, staffHeaders, staffRequired } from '../staff/staff.auth.ts';
import { requireSupplierByRef } from '../venue/venue.repository.ts';
import { type QueuedJob, queueJob } from './print-jobs.repository.ts';
import type { PortRange } from './printer-socket.ts';
import {
  getPrinter,
  insertPrinter,
  type PrinterRow,
  printerStatuses,
  printersOfSupplier,
  updatePrinter,
} from './printers.repository.ts';

// The staff routes of the ticket printers (docs/staff-api.md#printers, ADR 109): a branch's printers
// in the back office (`branches.edit`), how they are doing for the console's alert (`orders.read`)
// and a customer receipt asked for from a table's or an order's detail (`bills.close`).

export interface PrintersRoutesOptions {
  /** Loopback printers allowed (PRINTERS_ALLOW_LOOPBACK): the server's own machine. */
  allowLoopback: boolean;
  /** The ports a printer may have (PRINTER_PORTS). */
  ports: PortRange;
}

const toPrinter = (row: PrinterRow): Printer => ({
  id: row.id,
  name: row.name,
  host: row.host,
  port: row.port,
  paper: row.paperMm === 58 ? 58 : 80,
  kitchen: row.printsKitchen,
  receipts: row.printsReceipts,
  stations: row.stations.filter((station): station is KitchenStation =>
    (kitchenStations as readonly string[]).includes(station),
  ),
  active: row.active,
  version: row.version,
});

const toJobs = (jobs: QueuedJob[]) => ({
  jobs: jobs.map((job) => ({ printer_id: job.printerId, printer: job.printer, status: job.status })),
});

const receiptHeaders = staffHeaders.extend({
  'idempotency-key': z
    .string()
    .regex(/^[\w-]{8,100}$/)
    .optional(),
});

export const printersStaffRoutes: FastifyPluginAsyncZod<PrintersRoutesOptions> = async (app, options) => {
  const tags = ['staff', 'printers'];

  /** The server connects where a venue says: only to its network's printing ports (SSRF, ADR 109). */
  const checkHost = (input: PrinterInput) => {
    const { min, max } = options.ports;
    if (
      (printerHostKind(input.host) === 'loopback' && !options.allowLoopback) ||
      input.port < min ||
      input.port > max
    )
      throw new AppError(400, 'printer_host_not_allowed');
  };

  app.get(
    '/staff/branches/:branch/printers.json',
    {
      preValidation: staffRequired,
      schema: {
        tags,
        summary: "A branch's ticket printers (ESC/POS over TCP), switched-off ones too",
        headers: staffHeaders,
        params: branchParams,
        response: { 200: staffPrintersSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { instanceId } = await requireStaff(request);
      const branch = await requireSupplierByRef(app.db, instanceId, request.params.branch);
      return { printers: (await printersOfSupplier(app.db, instanceId, branch.id)).map(toPrinter) };
    },
  );

  app.post(
    '/staff/branches/:branch/printers.json',
    {
      preValidation: staffRequired,
      schema: {
        tags,
        summary:
          'Add a printer to a branch: a private or VPN address (or a LAN host name), port 9100–9109, 58 or 80 mm, ' +
          'printing kitchen tickets, receipts or both',
        headers: staffHeaders,
        params: branchParams,
        body: printerInputSchema,
        response: { 200: printerSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { instanceId } = await requireStaff(request);
      const branch = await requireSupplierByRef(app.db, instanceId, request.params.branch);
      checkHost(request.body);
      const actor = await auditActorOf(request);
      return app.db.transaction(async (tx) => {
        const row = await insertPrinter(tx, instanceId, branch.id, request.body);
        const after = toPrinter(row);
        await recordChange(tx, instanceId, actor, {
          area: 'branches',
          action: 'create_printer',
          subject: `printer:${row.name}`,
          before: null,
          after,
        });
        return after;
      });
    },
  );

  app.put(
    '/staff/branches/:branch/printers/:printer.json',
    {
      preValidation: staffRequired,
      schema: {
        tags,
        summary:
          'Change a printer, or switch it off (active false: it takes no new tickets, and those waiting wait); ' +
          'a version other than the current one answers 409 stale_edit',
        headers: staffHeaders,
        params: printerParams,
        body: printerSaveSchema,
        response: { 200: printerSchema, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { instanceId } = await requireStaff(request);
      const branch = await requireSupplierByRef(app.db, instanceId, request.params.branch);
      const { version, ...input } = request.body;
      checkHost(input);
      const actor = await auditActorOf(request);
      return app.db.transaction(async (tx) => {
        const before = await getPrinter(tx, instanceId, request.params.printer);
        if (!before || before.supplierId !== branch.id) throw new AppError(404, 'not_found');
        const row = await updatePrinter(tx, instanceId, branch.id, before.id, version, input);
        if (!row) throw new AppError(409, 'stale_edit');
        const after = toPrinter(row);
        await recordChange(tx, instanceId, actor, {
          area: 'branches',
          action: 'update_printer',
          subject: `printer:${row.name}`,
          before: toPrinter(before),
          after,
        });
        return after;
      });
    },
  );

  app.post(
    '/staff/branches/:branch/printers/:printer/test.json',
    {
      preValidation: staffRequired,
      schema: {
        tags,
        summary: 'Queue a test page (the venue name, the paper width and the accents) for one printer',
        headers: staffHeaders,
        params: printerParams,
        response: { 200: printJobsSchema, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const staff = await requireStaff(request);
      const branch = await requireSupplierByRef(app.db, staff.instanceId, request.params.branch);
      const ids = {
        instanceId: staff.instanceId,
        supplierId: branch.id,
        purchaseId: null,
        printerId: request.params.printer,
      };
      const jobs = await queueJob(app.db, ids, {
        key: `test:${randomUUID()}`,
        kind: 'test',
        requestedBy: staff.label,
      });
      if (jobs.length === 0) throw new AppError(404, 'not_found');
      return toJobs(jobs);
    },
  );

  app.get(
    '/staff/printers/status.json',
    {
      preValidation: staffRequired,
      schema: {
        tags,
        summary:
          "How a branch's active printers are doing: failing (the last try failed and tickets wait), tickets " +
          'waiting, the last error, the last ticket printed and the next try',
        headers: staffHeaders,
        querystring: z.object({ supplier_id: z.string().min(1).max(63) }),
        response: { 200: printerStatusesSchema, ...errorAnswers(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { instanceId } = await requireStaff(request);
      const branch = await requireSupplierByRef(app.db, instanceId, request.query.supplier_id);
      const iso = (at: Date | null) => at?.toISOString() ?? null;
      const rows = await printerStatuses(app.db, instanceId, branch.id);
      return {
        printers: rows.map((row) => ({
          id: row.id,
          name: row.name,
          failing: row.failures > 0 && row.waiting > 0,
          waiting: row.waiting,
          last_error: row.lastError,
          last_error_at: iso(row.lastErrorAt),
          last_printed_at: iso(row.lastPrintedAt),
          retry_at: iso(row.retryAt),
        })),
      };
    },
  );

  app.post(
    '/staff/orders/:purchase/receipt.json',
    {
      preValidation: staffRequired,
      schema: {
        tags,
        summary:
          "Print the customer's receipt of an order on its branch's receipt printers (or the one named); " +
          'the same Idempotency-Key asked again queues nothing more',
        headers: receiptHeaders,
        params: staffOrderParams,
        body: printReceiptSchema.optional(),
        response: { 200: printJobsSchema, ...errorAnswers(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const staff = await requireStaff(request);
      const purchase = await findPurchase(app.db, staff.instanceId, request.params.purchase).catch(
        () => null,
      );
      if (!purchase) throw new AppError(404, 'not_found');
      const ids = {
        instanceId: staff.instanceId,
        supplierId: purchase.supplierId,
        purchaseId: purchase.id,
        printerId: request.body?.printer_id ?? null,
      };
      const key = `receipt:${purchase.id}:${request.headers['idempotency-key'] ?? randomUUID()}`;
      const jobs = await queueJob(app.db, ids, { key, kind: 'receipt', requestedBy: staff.label });
      if (jobs.length === 0) throw new AppError(409, 'no_printer');
      return toJobs(jobs);
    },
  );
};
