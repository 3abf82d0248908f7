import { inArray, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../db/client.ts';
import { places, printJobs, products } from '../../db/schema.ts';
import { venueRow, venueWhere } from '../../lib/venue-rows.ts';

// The print queue (migration 0039, ADR 109): jobs queued in the transaction that sends a round or
// asks for a receipt, and the worker's claims. A job is unique by (printer, key), so a round sent
// twice or a receipt asked twice with one Idempotency-Key is queued once. A printer is leased by one
// server process at a time (UPDATE over SELECT ... FOR UPDATE SKIP LOCKED, on PostgreSQL and PGlite
// alike), which prints its jobs in order.

export type PrintJobRow = typeof printJobs.$inferSelect;

/** The key of a round's kitchen ticket; a delivery or take-away order has one ticket, `order`. */
export function kitchenJobKey(purchaseId: string, round: number | null): string {
  return `kitchen:${purchaseId}:${round ?? 'order'}`;
}

/** Queues the kitchen ticket of a round (null: a whole delivery or take-away order) for every active
 * kitchen printer of the branch, in the caller's transaction: one statement, nothing for a branch
 * without one, nothing again for a round already queued. */
export async function queueKitchenTicket(
  tx: Db,
  ids: { instanceId: number; supplierId: number; purchaseId: string },
  round: number | null,
): Promise<void> {
  await tx.execute(sql`
    insert into print_jobs (instance_id, printer_id, job_key, kind, purchase_id, round)
    select p.instance_id, p.id, ${kitchenJobKey(ids.purchaseId, round)}, 'kitchen', ${ids.purchaseId}::uuid, ${round}::integer
    from printers p
    where p.instance_id = ${ids.instanceId} and p.supplier_id = ${ids.supplierId} and p.active and p.prints_kitchen
    on conflict (printer_id, job_key) do nothing`);
}

export interface QueuedJob {
  printerId: string;
  printer: string;
  status: PrintJobRow['status'];
}

/** Queues a job for the branch's active printers that print `what` (or the one named), and answers
 * every job of that key, new or queued before (an Idempotency-Key asked again). */
export async function queueJob(
  tx: Db,
  ids: { instanceId: number; supplierId: number; purchaseId: string | null; printerId: string | null },
  job: { key: string; kind: 'receipt' | 'test'; requestedBy: string },
): Promise<QueuedJob[]> {
  const which = job.kind === 'receipt' ? sql`p.prints_receipts` : sql`true`;
  const printer = ids.printerId === null ? sql`true` : sql`p.id = ${ids.printerId}::uuid`;
  await tx.execute(sql`
    insert into print_jobs (instance_id, printer_id, job_key, kind, purchase_id, requested_by)
    select p.instance_id, p.id, ${job.key}, ${job.kind}, ${ids.purchaseId}::uuid, ${job.requestedBy}
    from printers p
    where p.instance_id = ${ids.instanceId} and p.supplier_id = ${ids.supplierId} and p.active
      and ${which} and ${printer}
    on conflict (printer_id, job_key) do nothing`);
  return rowsOf<{ printer_id: string; name: string; status: PrintJobRow['status'] }>(
    await tx.execute(sql`
      select j.printer_id, p.name, j.status from print_jobs j join printers p on p.id = j.printer_id
      where j.instance_id = ${ids.instanceId} and p.supplier_id = ${ids.supplierId} and j.job_key = ${job.key}
      order by p.created_at, p.id`),
  ).map((row) => ({ printerId: row.printer_id, printer: row.name, status: row.status }));
}

export interface LeasedPrinter {
  id: string;
  instanceId: number;
  supplierId: number;
  name: string;
  host: string;
  port: number;
  paperMm: number;
  failures: number;
  leaseUntil: string;
}

/** Leases up to `limit` active printers that have queued jobs and are due (not waiting out a
 * failure), none another process holds: each is this process's until `leaseMs` from now. */
export async function leasePrinters(db: Db, leaseMs: number, limit: number): Promise<LeasedPrinter[]> {
  const rows = rowsOf<{
    id: string;
    instance_id: number;
    supplier_id: number;
    name: string;
    host: string;
    port: number;
    paper_mm: number;
    failures: number;
    lease_until: string | Date;
  }>(
    await db.execute(sql`
      update printers set lease_until = date_trunc('milliseconds', now() + make_interval(secs => ${leaseMs / 1000}))
      where id in (
        select p.id from printers p
        where p.active and (p.retry_at is null or p.retry_at <= now())
          and (p.lease_until is null or p.lease_until < now())
          and exists (select 1 from print_jobs j where j.printer_id = p.id and j.status = 'queued')
        order by p.retry_at nulls first, p.id
        limit ${limit}
        for update skip locked)
      returning id, instance_id, supplier_id, name, host, port, paper_mm, failures, lease_until`),
  );
  return rows.map((row) => ({
    id: row.id,
    instanceId: row.instance_id,
    supplierId: row.supplier_id,
    name: row.name,
    host: row.host,
    port: row.port,
    paperMm: row.paper_mm,
    failures: row.failures,
    leaseUntil: new Date(row.lease_until).toISOString(),
  }));
}

/** A leased printer's queued jobs, oldest first. */
export async function queuedJobsOf(db: Db, printerId: string, limit: number): Promise<PrintJobRow[]> {
  return db
    .select()
    .from(printJobs)
    .where(sql`${printJobs.printerId} = ${printerId} and ${printJobs.status} = 'queued'`)
    .orderBy(printJobs.id)
    .limit(limit);
}

/** A job the printer took: printed, and the printer well again. */
export async function markPrinted(db: Db, job: PrintJobRow): Promise<void> {
  await db.execute(sql`
    with done as (
      update print_jobs set status = 'printed', printed_at = now(), attempts = attempts + 1
      where id = ${job.id} and status = 'queued' returning printer_id)
    update printers set failures = 0, retry_at = null, last_printed_at = now()
    where id in (select printer_id from done)`);
}

/** A job with nothing to print (its order or round is gone): taken off the queue. */
export async function markSkipped(db: Db, job: PrintJobRow): Promise<void> {
  await db.execute(sql`update print_jobs set status = 'canceled' where id = ${job.id} and status = 'queued'`);
}

/** A try that failed: the job keeps its place, the printer waits `retryMs` doubled per failure in
 * a row (up to `maxRetryMs`) and lets its lease go. Answers the failures in a row now. */
export async function recordFailure(
  db: Db,
  job: PrintJobRow,
  error: string,
  backoff: { retryMs: number; maxRetryMs: number },
): Promise<number> {
  const [row] = rowsOf<{ failures: number }>(
    await db.execute(sql`
      with tried as (
        update print_jobs set attempts = attempts + 1, last_error = ${error}
        where id = ${job.id} returning printer_id)
      update printers set failures = failures + 1, last_error = ${error}, last_error_at = now(),
        lease_until = null,
        retry_at = now() + make_interval(secs => least(${backoff.maxRetryMs}, ${backoff.retryMs} * power(2, least(failures, 20))) / 1000.0)
      where id in (select printer_id from tried)
      returning failures`),
  );
  return row?.failures ?? 0;
}

/** Gives a printer's lease back, if this process still holds it. */
export async function releasePrinter(db: Db, printer: LeasedPrinter): Promise<void> {
  await db.execute(
    sql`update printers set lease_until = null where id = ${printer.id} and lease_until = ${printer.leaseUntil}::timestamptz`,
  );
}

/** The place a table's order is at, for the ticket's heading. */
export async function placeLabel(db: Db, instanceId: number, placeId: string | null): Promise<string | null> {
  if (placeId === null) return null;
  return (await venueRow(db, places, instanceId, { id: placeId }))?.label ?? null;
}

/** The station each product named (by key) is cooked at (ADR 108), for a station's ticket. */
export async function stationsOfProducts(db: Db, instanceId: number, keys: readonly string[]) {
  if (keys.length === 0) return new Map<string, string | null>();
  const rows = await db
    .select({ key: products.key, station: products.station })
    .from(products)
    .where(venueWhere(products, instanceId, {}, inArray(products.key, [...new Set(keys)])));
  return new Map(rows.map((row) => [row.key, row.station]));
}
