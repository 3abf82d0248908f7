import { z } from 'zod';
import { paymentMethodSchema } from '../payment/payment.schema.ts';

// The manager's day summary (docs/staff-api.md): a branch's orders, sales by
// payment method, tips, average ticket and ratings of one day in the venue's time zone, with sales
// by hour for the chart, and the same figures as CSV.

export const summaryQuery = z.object({
  supplier_id: z.string().min(1).max(63),
  date: z.iso.date().optional(),
});

export const daySummarySchema = z.object({
  date: z.string(),
  currency: z.string(),
  orders: z.number().int(),
  canceled: z.number().int(),
  /** Paid that day, without tips, per payment method. */
  sales_by_method: z.partialRecord(paymentMethodSchema, z.number().int()),
  sales: z.number().int(),
  tips: z.number().int(),
  average_ticket: z.number().int(),
  rating: z.object({ average: z.number().nullable(), count: z.number().int() }),
  /** Sales of each hour of the day (0-23), for the chart. */
  sales_by_hour: z.array(z.number().int()).length(24),
});
export type DaySummary = z.infer<typeof daySummarySchema>;

/** What an order brought on average (minor units, rounded); 0 without orders. */
export function averageTicket(sales: number, orders: number): number {
  return orders > 0 ? Math.round(sales / orders) : 0;
}

function csvCell(value: string | number): string {
  const text = String(value);
  return /[",\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The summary as CSV: one `metric,value` row per figure (amounts in minor units), then the hours. */
export function summaryCsv(summary: DaySummary): string {
  const rows: (string | number)[][] = [
    ['metric', 'value'],
    ['date', summary.date],
    ['currency', summary.currency],
    ['orders', summary.orders],
    ['canceled', summary.canceled],
    ['sales', summary.sales],
    ...Object.entries(summary.sales_by_method).map(([method, amount]) => [`sales_${method}`, amount ?? 0]),
    ['tips', summary.tips],
    ['average_ticket', summary.average_ticket],
    ['rating_average', summary.rating.average ?? ''],
    ['rating_count', summary.rating.count],
    ...summary.sales_by_hour.map((amount, hour) => [`sales_hour_${String(hour).padStart(2, '0')}`, amount]),
  ];
  return `${rows.map((row) => row.map(csvCell).join(',')).join('\n')}\n`;
}
