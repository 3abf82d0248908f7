import {
  type DayRefund,
  type DaySummary,
  dayRefunds,
  daySales,
  daySummarySchema,
  type PaidPayment,
  summaryCsv,
  summaryQuery,
} from '@storefront/domain/staff/summary.rules';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { rowsOf } from '../../db/client.ts';
import { errorAnswers } from '../../lib/http.ts';
import { requireSupplierByRef as branchOf } from '../venue/venue.repository.ts';
import { requireStaff, staffHeaders, staffRequired } from './staff.auth.ts';

// The manager's day summary (docs/staff-api.md): one day of a branch in the venue's
// time zone. Orders by when they were placed; money by when it was paid, from the ledger (payments
// paid, each with its bill part and its tip apart; the figures are domain `daySales`), so a bill
// paid after midnight counts on the day it was paid; what was given back, whole or in parts, on
// the day it was given (`dayRefunds`, ADR 117); ratings of that day's orders.

async function daySummary(
  app: FastifyInstance,
  instanceId: number,
  supplierRef: string,
  date?: string,
): Promise<DaySummary> {
  const supplier = await branchOf(app.db, instanceId, supplierRef);
  const [venue] = rowsOf<{ timezone: string; currency: string; today: string }>(
    await app.db.execute(sql`select timezone, currency, (now() at time zone timezone)::date::text as today
      from instances where id = ${instanceId}`),
  );
  const day = date ?? venue!.today;
  const tz = venue!.timezone;
  // The local day, asked as a range of time the indexes answer (migration 0050: the branch's orders,
  // the venue's paid payments, refunds and ratings of that day only, not its whole history); the
  // range is three hours wider at each end than the day's midnights (a DST change moves them) and the
  // local date itself decides.
  const inDay = (column: string) => {
    const at = sql.raw(column);
    return sql`${at} >= (${day}::date::timestamp at time zone ${tz}) - interval '3 hours'
      and ${at} < ((${day}::date + 1)::timestamp at time zone ${tz}) + interval '3 hours'
      and (${at} at time zone ${tz})::date = ${day}::date`;
  };
  // Planned for this branch and day every time (a transaction's own setting): after five calls a
  // prepared statement may take a generic plan, which cannot tell a busy branch from the average one
  // and read all of a year's 100,000 orders of the branch through its status index (the cost curve,
  // docs/performance.md#cost-curve); the planning costs about a millisecond per statement.
  const { orders, paid, refunds, rating } = await app.db.transaction(async (tx) => {
    await tx.execute(sql`set local plan_cache_mode = force_custom_plan`);
    const [orders] = rowsOf<{ orders: number; canceled: number }>(
      await tx.execute(sql`select count(*) filter (where status <> 'canceled')::int as orders,
          count(*) filter (where status = 'canceled')::int as canceled
        from purchases p where p.instance_id = ${instanceId} and p.supplier_id = ${supplier.id} and ${inDay('p.created_at')}`),
    );
    const paid = rowsOf<PaidPayment>(
      await tx.execute(sql`select pay.purchase_id::text as purchase_id, pay.method,
          extract(hour from pay.paid_at at time zone ${tz})::int as hour,
          sum(pay.amount)::int as amount, sum(pay.tip)::int as tip
        from payments pay join purchases p on p.instance_id = pay.instance_id and p.id = pay.purchase_id
        where pay.instance_id = ${instanceId} and p.supplier_id = ${supplier.id}
          and pay.status in ('paid', 'refunded') and ${inDay('pay.paid_at')}
        group by 1, 2, 3`),
    );
    // what was given back that day, whole or in parts, by the refund's own day (ADR 117)
    const refunds = rowsOf<DayRefund>(
      await tx.execute(sql`select pay.method, sum(r.amount)::int as amount
        from payment_refunds r
          join payments pay on pay.instance_id = r.instance_id and pay.id = r.payment_id
          join purchases p on p.instance_id = pay.instance_id and p.id = pay.purchase_id
        where r.instance_id = ${instanceId} and p.supplier_id = ${supplier.id} and ${inDay('r.created_at')}
        group by 1`),
    );
    const [rating] = rowsOf<{ average: number | null; count: number }>(
      await tx.execute(sql`select round(avg(r.score)::numeric, 2)::float as average, count(*)::int as count
        from purchase_ratings r join purchases p on p.instance_id = r.instance_id and p.id = r.purchase_id
        where r.instance_id = ${instanceId} and p.supplier_id = ${supplier.id} and ${inDay('r.created_at')}`),
    );
    return { orders, paid, refunds, rating };
  });
  return {
    date: day,
    currency: venue!.currency,
    orders: orders!.orders,
    canceled: orders!.canceled,
    ...daySales(paid),
    ...dayRefunds(refunds),
    rating: { average: rating!.average, count: rating!.count },
  };
}

const errors = errorAnswers(400, 401, 403, 404);

export const staffSummaryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/summary.json',
    {
      preValidation: staffRequired,
      schema: {
        tags: ['staff'],
        summary:
          "A branch's day: orders and canceled by when placed; from the payments paid that day, sales (their " +
          'amounts, tips apart), tips, paid tickets (orders paid), average ticket (sales / paid tickets), ' +
          'sales by payment method and by hour; refunds given that day, whole or parts (and in cash); ratings',
        headers: staffHeaders,
        querystring: summaryQuery,
        response: { 200: daySummarySchema, ...errors },
      },
    },
    async (request) => {
      const { instanceId } = await requireStaff(request);
      return daySummary(app, instanceId, request.query.supplier_id, request.query.date);
    },
  );

  app.get(
    '/staff/summary.csv',
    {
      preValidation: staffRequired,
      schema: {
        tags: ['staff'],
        summary: 'The day summary as CSV (metric,value; amounts in minor units)',
        headers: staffHeaders,
        querystring: summaryQuery,
        response: { 200: z.string().describe('text/csv'), ...errors },
      },
    },
    async (request, reply) => {
      const { instanceId } = await requireStaff(request);
      const summary = await daySummary(app, instanceId, request.query.supplier_id, request.query.date);
      return reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="summary-${summary.date}.csv"`)
        .send(summaryCsv(summary));
    },
  );
};
