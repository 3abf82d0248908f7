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
  /** The bills paid that day (payments paid, refunded since or not, their `amount`: a payment's
   * tip is never in it). */
  sales: z.number().int(),
  /** The tips of the same payments, apart from the sales. */
  tips: z.number().int(),
  /** Money given back that day, whole payments or parts, every method (amount and tip; ADR 117),
   * counted apart: sales are what was paid, whatever was given back of it later. */
  refunds: z.number().int(),
  /** Of it, given back in cash (out of the drawer). */
  cash_refunds: z.number().int(),
  /** The orders with money paid that day (a bill split in three is one ticket). */
  paid_tickets: z.number().int(),
  /** sales / paid_tickets, rounded; 0 without a paid ticket. */
  average_ticket: z.number().int(),
  rating: z.object({ average: z.number().nullable(), count: z.number().int() }),
  /** Sales of each hour of the day (0-23), for the chart. */
  sales_by_hour: z.array(z.number().int()).length(24),
});
export type DaySummary = z.infer<typeof daySummarySchema>;

/** What a paid ticket brought on average (minor units, rounded): the sales over the orders paid,
 * never over every order placed (a canceled or unpaid order brought nothing); 0 without one. */
export function averageTicket(sales: number, paidTickets: number): number {
  return paidTickets > 0 ? Math.round(sales / paidTickets) : 0;
}

/** One payment of the ledger paid that day (what it gave back is counted by `dayRefunds`):
 * `amount` is the part of the bill it paid, without its tip (docs/payments.md), `tip` on top. */
export interface PaidPayment {
  purchase_id: string;
  method: string;
  /** The hour it was paid (0-23) in the venue's time zone. */
  hour: number;
  amount: number;
  tip: number;
}

export type DaySales = Pick<
  DaySummary,
  'sales' | 'tips' | 'paid_tickets' | 'average_ticket' | 'sales_by_method' | 'sales_by_hour'
>;

/** The day's money from the payments paid that day, each figure once: sales are the bills paid
 * (tips apart, never subtracted again), a ticket is an order with money paid that day, the
 * average is sales over those tickets, and sales by method and by hour add up to the sales. */
export function daySales(payments: readonly PaidPayment[]): DaySales {
  const byMethod: DaySummary['sales_by_method'] = {};
  const byHour = Array.from({ length: 24 }, () => 0);
  const tickets = new Set<string>();
  let sales = 0;
  let tips = 0;
  for (const payment of payments) {
    const method = paymentMethodSchema.safeParse(payment.method);
    if (method.success) byMethod[method.data] = (byMethod[method.data] ?? 0) + payment.amount;
    byHour[payment.hour] = (byHour[payment.hour] ?? 0) + payment.amount;
    sales += payment.amount;
    tips += payment.tip;
    tickets.add(payment.purchase_id);
  }
  return {
    sales,
    tips,
    paid_tickets: tickets.size,
    average_ticket: averageTicket(sales, tickets.size),
    sales_by_method: byMethod,
    sales_by_hour: byHour,
  };
}

/** One refund given that day, whole or a part (ADR 117). */
export interface DayRefund {
  method: string;
  amount: number;
}

/** The money given back that day, every method and in cash. */
export function dayRefunds(refunds: readonly DayRefund[]): Pick<DaySummary, 'refunds' | 'cash_refunds'> {
  return {
    refunds: refunds.reduce((sum, r) => sum + r.amount, 0),
    cash_refunds: refunds.filter((r) => r.method === 'cash').reduce((sum, r) => sum + r.amount, 0),
  };
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
    ['refunds', summary.refunds],
    ['cash_refunds', summary.cash_refunds],
    ['paid_tickets', summary.paid_tickets],
    ['average_ticket', summary.average_ticket],
    ['rating_average', summary.rating.average ?? ''],
    ['rating_count', summary.rating.count],
    ...summary.sales_by_hour.map((amount, hour) => [`sales_hour_${String(hour).padStart(2, '0')}`, amount]),
  ];
  return `${rows.map((row) => row.map(csvCell).join(',')).join('\n')}\n`;
}
