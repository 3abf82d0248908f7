import {
  type CashUp,
  cashUpQuery,
  cashUpSchema,
  closeShiftBody,
  openShiftBody,
  overShort,
  type Shift,
  type ShiftCorrection,
  type ShiftFigures,
  type ShiftMovement,
  shiftFigures,
  shiftSchema,
  zReportCsv,
} from '@storefront/domain/staff/cash-up.rules';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Db, rowsOf } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { errorAnswers } from '../../lib/http.ts';
import { getInstance, requireSupplierByRef } from '../venue/venue.repository.ts';
import { type AuthenticatedStaff, requireStaff, staffHeaders, staffRequired } from './staff.auth.ts';

// The cash-up (issue 54 part 5, docs/decisions/111-cash-up.md): open a branch's till with a float,
// read its running figures, close it with the cash counted, and its Z report as CSV. The figures
// come from the ledger (payments paid, or given back, while the till was open; bills closed with
// money owed), computed by domain `shiftFigures`; at close they are kept on the shift. What was
// given back is counted by refund, whole or a part, when it was given (ADR 117).

interface ShiftRow {
  id: string;
  supplier_id: number;
  opened_at: string;
  opened_by: string;
  opening_float: number;
  closed_at: string | null;
  closed_by: string | null;
  counted_cash: number | null;
  expected_cash: number | null;
  figures: ShiftFigures | null;
  note: string | null;
}

const shiftColumns = sql`id::text, supplier_id, opened_at::text, opened_by, opening_float, closed_at::text,
  closed_by, counted_cash, expected_cash, figures, note`;

/** A branch of the venue the staff member may act on (a paired tablet only on its own). */
async function branchOf(db: Db, staff: AuthenticatedStaff, ref: string) {
  const branch = await requireSupplierByRef(db, staff.instanceId, ref);
  if (staff.supplierId !== null && branch.id !== staff.supplierId) throw new AppError(403, 'forbidden');
  return branch;
}

/** The ledger from the shift's opening to its close (to `now` while open) for one branch, as the
 * cash-up counts it. `now` is the app's clock, the one that stamps payments paid. */
async function figuresOf(
  db: Db,
  instanceId: number,
  supplierId: number,
  row: ShiftRow,
  now: Date,
): Promise<ShiftFigures> {
  const to = sql`${row.closed_at ?? now.toISOString()}::timestamptz`;
  const from = sql`${row.opened_at}::timestamptz`;
  const movements = rowsOf<ShiftMovement>(
    await db.execute(sql`select pay.purchase_id::text as purchase_id, pay.method, pay.amount, pay.tip,
        pay.settled_by, 'paid' as kind
      from payments pay join purchases p on p.instance_id = pay.instance_id and p.id = pay.purchase_id
      where pay.instance_id = ${instanceId} and p.supplier_id = ${supplierId}
        and pay.status in ('paid', 'refunded') and pay.paid_at >= ${from} and pay.paid_at < ${to}
      union all
      select pay.purchase_id::text, pay.method, r.amount, 0, r.refunded_by, 'refunded'
      from payment_refunds r
        join payments pay on pay.instance_id = r.instance_id and pay.id = r.payment_id
        join purchases p on p.instance_id = pay.instance_id and p.id = pay.purchase_id
      where r.instance_id = ${instanceId} and p.supplier_id = ${supplierId}
        and r.created_at >= ${from} and r.created_at < ${to}`),
  );
  const [writtenOff] = rowsOf<{ count: number; amount: number }>(
    await db.execute(sql`select count(*)::int as count, coalesce(sum(c.owed), 0)::int as amount
      from bill_closures c join purchases p on p.instance_id = c.instance_id and p.id = c.purchase_id
      where c.instance_id = ${instanceId} and p.supplier_id = ${supplierId} and c.owed > 0
        and c.closed_at >= ${from} and c.closed_at < ${to}`),
  );
  const corrections = rowsOf<ShiftCorrection>(
    await db.execute(sql`select kind, amount from order_corrections
      where instance_id = ${instanceId} and supplier_id = ${supplierId}
        and created_at >= ${from} and created_at < ${to}`),
  );
  return shiftFigures(row.opening_float, movements, writtenOff, corrections);
}

function toShift(row: ShiftRow, figures: ShiftFigures): Shift {
  return {
    id: row.id,
    supplier_id: row.supplier_id,
    opened_at: new Date(row.opened_at).toISOString(),
    opened_by: row.opened_by,
    opening_float: row.opening_float,
    closed_at: row.closed_at === null ? null : new Date(row.closed_at).toISOString(),
    closed_by: row.closed_by,
    counted_cash: row.counted_cash,
    over_short:
      row.counted_cash === null || row.expected_cash === null
        ? null
        : overShort(row.counted_cash, row.expected_cash),
    note: row.note,
    figures,
  };
}

/** A shift as the screen shows it: a closed one's figures as kept at close, an open one's as of now. */
async function shiftOf(db: Db, instanceId: number, row: ShiftRow, now: Date): Promise<Shift> {
  return toShift(row, row.figures ?? (await figuresOf(db, instanceId, row.supplier_id, row, now)));
}

async function cashUpOf(db: Db, instanceId: number, supplierId: number, now: Date): Promise<CashUp> {
  const rows = rowsOf<ShiftRow>(
    await db.execute(sql`select ${shiftColumns} from cash_shifts where instance_id = ${instanceId} and supplier_id = ${supplierId}
      order by closed_at is null desc, opened_at desc limit 11`),
  );
  const venue = await getInstance(db, instanceId);
  const open = rows[0]?.closed_at === null ? rows[0] : null;
  const closed = rows.filter((row) => row.closed_at !== null).slice(0, 10);
  return {
    currency: venue!.currency,
    open: open ? await shiftOf(db, instanceId, open, now) : null,
    closed: await Promise.all(closed.map((row) => shiftOf(db, instanceId, row, now))),
  };
}

const errors = errorAnswers(400, 401, 403, 404, 409);
const tags = ['staff'];

export const cashUpRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/cash-up.json',
    {
      preValidation: staffRequired,
      schema: {
        tags,
        summary:
          "A branch's till: the shift open now with its running figures from the ledger (expected cash, " +
          'sales, tips and refunds by method, tips per person, bills written off), and the last ten closed',
        headers: staffHeaders,
        querystring: cashUpQuery,
        response: { 200: cashUpSchema, ...errors },
      },
    },
    async (request) => {
      const staff = await requireStaff(request);
      const branch = await branchOf(app.db, staff, request.query.supplier_id);
      return cashUpOf(app.db, staff.instanceId, branch.id, app.catalog.now());
    },
  );

  app.post(
    '/staff/cash-up/open.json',
    {
      preValidation: staffRequired,
      schema: {
        tags,
        summary: "Opens a branch's till with its float; 409 shift_already_open while one is open",
        headers: staffHeaders,
        body: openShiftBody,
        response: { 201: shiftSchema, ...errors },
      },
    },
    async (request, reply) => {
      const staff = await requireStaff(request);
      const branch = await branchOf(app.db, staff, request.body.supplier_id);
      // the partial unique index decides: of two opening at once, one gets the shift
      const [row] = rowsOf<ShiftRow>(
        await app.db.execute(sql`insert into cash_shifts (instance_id, supplier_id, opened_by, opening_float, opened_at)
          values (${staff.instanceId}, ${branch.id}, ${staff.label}, ${request.body.opening_float},
            ${app.catalog.now().toISOString()}::timestamptz)
          on conflict (instance_id, supplier_id) where closed_at is null do nothing
          returning ${shiftColumns}`),
      );
      if (!row) throw new AppError(409, 'shift_already_open');
      return reply.code(201).send(await shiftOf(app.db, staff.instanceId, row, app.catalog.now()));
    },
  );

  app.post(
    '/staff/cash-up/close.json',
    {
      preValidation: staffRequired,
      schema: {
        tags,
        summary:
          'Closes the open shift with the cash counted: the figures from the ledger up to now are kept on it ' +
          '(its Z report); 409 shift_not_open when it was closed meanwhile',
        headers: staffHeaders,
        body: closeShiftBody,
        response: { 200: shiftSchema, ...errors },
      },
    },
    async (request) => {
      const staff = await requireStaff(request);
      const branch = await branchOf(app.db, staff, request.body.supplier_id);
      const { shift_id: shiftId, counted_cash: counted, note } = request.body;
      return app.db.transaction(async (tx) => {
        const [open] = rowsOf<ShiftRow>(
          await tx.execute(sql`select ${shiftColumns} from cash_shifts
            where instance_id = ${staff.instanceId} and supplier_id = ${branch.id} and id = ${shiftId}
              and closed_at is null
            for update`),
        );
        if (!open) throw new AppError(409, 'shift_not_open');
        const at = app.catalog.now().toISOString();
        const figures = await figuresOf(
          tx,
          staff.instanceId,
          branch.id,
          { ...open, closed_at: at },
          new Date(at),
        );
        const [closed] = rowsOf<ShiftRow>(
          await tx.execute(sql`update cash_shifts set closed_at = ${at}::timestamptz, closed_by = ${staff.label},
              counted_cash = ${counted}, expected_cash = ${figures.expected_cash},
              figures = ${JSON.stringify(figures)}::jsonb, note = ${note || null}
            where instance_id = ${staff.instanceId} and id = ${shiftId}
            returning ${shiftColumns}`),
        );
        return toShift(closed!, figures);
      });
    },
  );

  app.get(
    '/staff/cash-up/:shift.csv',
    {
      preValidation: staffRequired,
      schema: {
        tags,
        summary:
          "A shift's Z report as CSV (metric,value; amounts in minor units); an open shift's figures as of now",
        headers: staffHeaders,
        params: z.object({ shift: z.uuid() }),
        querystring: cashUpQuery,
        response: { 200: z.string().describe('text/csv'), ...errors },
      },
    },
    async (request, reply) => {
      const staff = await requireStaff(request);
      const branch = await branchOf(app.db, staff, request.query.supplier_id);
      const [row] = rowsOf<ShiftRow>(
        await app.db.execute(sql`select ${shiftColumns} from cash_shifts
          where instance_id = ${staff.instanceId} and supplier_id = ${branch.id} and id = ${request.params.shift}`),
      );
      if (!row) throw new AppError(404, 'not_found');
      const venue = await getInstance(app.db, staff.instanceId);
      const shift = await shiftOf(app.db, staff.instanceId, row, app.catalog.now());
      return reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="z-report-${shift.opened_at.slice(0, 10)}.csv"`)
        .send(zReportCsv(shift, venue!.currency));
    },
  );
};
