import { describe, expect, it } from 'vitest';
import { averageTicket, type DaySummary, summaryCsv } from './summary.rules.ts';

describe('averageTicket', () => {
  it('divides the sales by the orders, rounded, and is 0 without orders', () => {
    expect(averageTicket(100_001, 2)).toBe(50_001);
    expect(averageTicket(5_000, 0)).toBe(0);
  });
});

describe('summaryCsv', () => {
  it('writes one metric per row with the hours last, quoting what needs it', () => {
    const summary: DaySummary = {
      date: '2026-11-24',
      currency: 'COP',
      orders: 2,
      canceled: 1,
      sales_by_method: { cash: 30_000, card: 20_000 },
      sales: 50_000,
      tips: 5_000,
      average_ticket: 25_000,
      rating: { average: 4.5, count: 2 },
      sales_by_hour: Array.from({ length: 24 }, (_, hour) => (hour === 13 ? 50_000 : 0)),
    };
    const lines = summaryCsv(summary).trimEnd().split('\n');
    expect(lines.slice(0, 8)).toEqual([
      'metric,value',
      'date,2026-11-24',
      'currency,COP',
      'orders,2',
      'canceled,1',
      'sales,50000',
      'sales_cash,30000',
      'sales_card,20000',
    ]);
    expect(lines).toContain('rating_average,4.5');
    expect(lines).toContain('sales_hour_13,50000');
    expect(lines).toHaveLength(12 + 24);
  });
});
