import { describe, expect, it } from 'vitest';
import {
  averageTicket,
  type DaySummary,
  dayRefunds,
  daySales,
  type PaidPayment,
  summaryCsv,
} from './summary.rules.ts';

describe('averageTicket', () => {
  it('divides the sales by the paid tickets, rounded, and is 0 without a paid ticket', () => {
    expect(averageTicket(100_001, 2)).toBe(50_001);
    expect(averageTicket(5_000, 0)).toBe(0);
  });
});

describe('daySales', () => {
  // A day of the ledger: a table's bill of 19,800 split in two cash shares (one with a 990 tip),
  // a take-away paid by card (with 1,000 of tip), and a card-reader payment at 21:00.
  const day: PaidPayment[] = [
    { purchase_id: 'table', method: 'cash', hour: 13, amount: 9_900, tip: 990 },
    { purchase_id: 'table', method: 'cash', hour: 13, amount: 9_900, tip: 0 },
    { purchase_id: 'take-away', method: 'card', hour: 14, amount: 25_000, tip: 1_000 },
    { purchase_id: 'dinner', method: 'card_reader', hour: 21, amount: 15_100, tip: 0 },
  ];

  it('counts a payment’s amount as sales whole: its tip is apart, never taken off it', () => {
    const one = daySales([day[0]!]);
    expect(one.sales).toBe(9_900);
    expect(one.tips).toBe(990);
  });

  it('counts an order once however many payments it took, and averages the sales over those tickets', () => {
    const figures = daySales(day);
    expect(figures.sales).toBe(59_900);
    expect(figures.tips).toBe(1_990);
    expect(figures.paid_tickets).toBe(3);
    expect(figures.average_ticket).toBe(Math.round(59_900 / 3));
  });

  it('splits the sales by method and by hour, each adding up to the sales', () => {
    const figures = daySales(day);
    expect(figures.sales_by_method).toEqual({ cash: 19_800, card: 25_000, card_reader: 15_100 });
    expect(figures.sales_by_hour[13]).toBe(19_800);
    expect(figures.sales_by_hour[21]).toBe(15_100);
    expect(figures.sales_by_hour.reduce((a, b) => a + b, 0)).toBe(figures.sales);
  });

  it('is all zeros on a day without payments', () => {
    expect(daySales([])).toEqual({
      sales: 0,
      tips: 0,
      paid_tickets: 0,
      average_ticket: 0,
      sales_by_method: {},
      sales_by_hour: Array.from({ length: 24 }, () => 0),
    });
  });
});

describe('dayRefunds', () => {
  it('adds up what was given back that day, whole or in parts, and the cash apart', () => {
    expect(
      dayRefunds([
        { method: 'cash', amount: 4_000 },
        { method: 'card', amount: 12_500 },
        { method: 'cash', amount: 1_000 },
      ]),
    ).toEqual({ refunds: 17_500, cash_refunds: 5_000 });
    expect(dayRefunds([])).toEqual({ refunds: 0, cash_refunds: 0 });
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
      refunds: 3_000,
      cash_refunds: 1_000,
      paid_tickets: 2,
      average_ticket: 25_000,
      rating: { average: 4.5, count: 2 },
      sales_by_hour: Array.from({ length: 24 }, (_, hour) => (hour === 13 ? 50_000 : 0)),
    };
    const lines = summaryCsv(summary).trimEnd().split('\n');
    expect(lines.slice(0, 13)).toEqual([
      'metric,value',
      'date,2026-11-24',
      'currency,COP',
      'orders,2',
      'canceled,1',
      'sales,50000',
      'sales_cash,30000',
      'sales_card,20000',
      'tips,5000',
      'refunds,3000',
      'cash_refunds,1000',
      'paid_tickets,2',
      'average_ticket,25000',
    ]);
    expect(lines).toContain('rating_average,4.5');
    expect(lines).toContain('sales_hour_13,50000');
    expect(lines).toHaveLength(15 + 24);
  });
});
