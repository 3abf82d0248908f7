import type { PrinterInput } from '@storefront/domain/printing/printer.schema';
import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { printers } from '../../db/schema.ts';
import { venueRow, venueRows, venueWhere } from '../../lib/venue-rows.ts';

// A branch's ticket printers as the back office edits them (ADR 109): the only code touching the
// `printers` table's settings. A printer is never deleted (its jobs name it): it is switched off.

export type PrinterRow = typeof printers.$inferSelect;

export async function printersOfSupplier(
  db: Db,
  instanceId: number,
  supplierId: number,
): Promise<PrinterRow[]> {
  return venueRows(db, printers, instanceId, { supplierId }).orderBy(printers.createdAt, printers.id);
}

export async function getPrinter(db: Db, instanceId: number, id: string): Promise<PrinterRow | null> {
  return venueRow(db, printers, instanceId, { id });
}

function columnsOf(input: PrinterInput) {
  return {
    name: input.name,
    host: input.host,
    port: input.port,
    paperMm: input.paper,
    printsKitchen: input.kitchen,
    printsReceipts: input.receipts,
    stations: input.stations,
    active: input.active,
  };
}

export async function insertPrinter(
  tx: Db,
  instanceId: number,
  supplierId: number,
  input: PrinterInput,
): Promise<PrinterRow> {
  const [row] = await tx
    .insert(printers)
    .values({ instanceId, supplierId, ...columnsOf(input) })
    .returning();
  return row!;
}

/** Saves a printer of a branch if it is still at `version`; null when it is not. A changed address
 * starts the queue's count of failures anew. */
export async function updatePrinter(
  tx: Db,
  instanceId: number,
  supplierId: number,
  id: string,
  version: number,
  input: PrinterInput,
): Promise<PrinterRow | null> {
  const [row] = await tx
    .update(printers)
    .set({
      ...columnsOf(input),
      version: sql`${printers.version} + 1`,
      updatedAt: sql`now()`,
      failures: 0,
      retryAt: null,
    })
    .where(venueWhere(printers, instanceId, { id, supplierId, version }))
    .returning();
  return row ?? null;
}

export interface PrinterStatusRow {
  id: string;
  name: string;
  failures: number;
  waiting: number;
  lastError: string | null;
  lastErrorAt: Date | null;
  lastPrintedAt: Date | null;
  retryAt: Date | null;
}

/** The active printers of a branch with the jobs each still has to print. */
export async function printerStatuses(
  db: Db,
  instanceId: number,
  supplierId: number,
): Promise<PrinterStatusRow[]> {
  const rows = rowsOf<{
    id: string;
    name: string;
    failures: number;
    waiting: string | number;
    last_error: string | null;
    last_error_at: string | Date | null;
    last_printed_at: string | Date | null;
    retry_at: string | Date | null;
  }>(
    await db.execute(sql`
      select p.id, p.name, p.failures, p.last_error, p.last_error_at, p.last_printed_at, p.retry_at,
        (select count(*) from print_jobs j where j.printer_id = p.id and j.status = 'queued') as waiting
      from printers p
      where p.instance_id = ${instanceId} and p.supplier_id = ${supplierId} and p.active
      order by p.created_at, p.id`),
  );
  const date = (value: string | Date | null) => (value === null ? null : new Date(value));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    failures: row.failures,
    waiting: Number(row.waiting),
    lastError: row.last_error,
    lastErrorAt: date(row.last_error_at),
    lastPrintedAt: date(row.last_printed_at),
    retryAt: date(row.retry_at),
  }));
}

/** The branch a printer stands in, for a ticket's heading (its label and address), its own name and
 * the stations it prints. */
export async function supplierOfPrinter(
  db: Db,
  instanceId: number,
  printerId: string,
): Promise<{ label: string; address: string; printer: string; stations: string[] } | null> {
  const [row] = rowsOf<{ label: string; address: string; printer: string; stations: string[] }>(
    await db.execute(sql`
      select s.label, s.address, p.name as printer, p.stations
      from printers p join suppliers s on s.id = p.supplier_id
      where p.instance_id = ${instanceId} and p.id = ${printerId}`),
  );
  return row ?? null;
}
