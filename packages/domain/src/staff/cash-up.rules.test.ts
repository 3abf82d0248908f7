import { describe, expect, it } from 'vitest';
import {
  correctionFigures,
  overShort,
  type Shift,
  type ShiftMovement,
  shiftFigures,
  zReportCsv,
} from './cash-up.rules.ts';

const paid = (
  purchase: string,
  method: string,
  amount: number,
  tip = 0,
  settledBy: string | null = null,
): ShiftMovement => ({ purchase_id: purchase, method, amount, tip, settled_by: settledBy, kind: 'paid' });
const refunded = (purchase: string, method: string, amount: number, tip = 0): ShiftMovement => ({
  purchase_id: purchase,
  method,
  amount,
  tip,
  settled_by: null,
  kind: 'refunded',
});

describe('shiftFigures', () => {
  it('expects the float, plus cash bills and their tips, minus cash given back', () => {
    const figures = shiftFigures(100_000, [
      paid('a', 'cash', 50_000, 5_000, 'Ana'),
      paid('b', 'card_reader', 80_000, 8_000, 'Ana'),
      paid('c', 'card', 30_000, 3_000),
      refunded('d', 'cash', 20_000, 2_000),
    ]);
    expect(figures.expected_cash).toBe(100_000 + 50_000 + 5_000 - 22_000);
    expect(figures).toMatchObject({ cash_sales: 50_000, cash_tips: 5_000, cash_refunds: 22_000 });
  });

  it("counts each method's payments once, with the card reader's total apart", () => {
    const figures = shiftFigures(0, [
      paid('a', 'card_reader', 80_000, 8_000, 'Ana'),
      paid('a', 'card_reader', 20_000, 0, 'Beto'),
      paid('b', 'cash', 10_000),
    ]);
    expect(figures.by_method).toEqual({
      card_reader: { amount: 100_000, tip: 8_000, count: 2 },
      cash: { amount: 10_000, tip: 0, count: 1 },
    });
    // a bill paid in two parts is one ticket
    expect(figures).toMatchObject({ sales: 110_000, tips: 8_000, paid_tickets: 2 });
  });

  it('gives each person the tips they took at the till, and online tips apart', () => {
    const figures = shiftFigures(0, [
      paid('a', 'cash', 10_000, 1_000, 'Beto'),
      paid('b', 'card_reader', 10_000, 2_000, 'Ana'),
      paid('c', 'cash', 10_000, 500, 'Ana'),
      paid('d', 'card', 10_000, 700),
      paid('e', 'cash', 10_000, 0, 'Caro'),
    ]);
    expect(figures.tips_by_staff).toEqual([
      { staff: 'Ana', tips: 2_500 },
      { staff: 'Beto', tips: 1_000 },
      { staff: null, tips: 700 },
    ]);
  });

  it('nets a cash payment paid and given back in the same shift to nothing in the drawer', () => {
    const figures = shiftFigures(0, [paid('a', 'cash', 10_000, 1_000), refunded('a', 'cash', 10_000, 1_000)]);
    expect(figures.expected_cash).toBe(0);
    expect(figures.refunds).toBe(11_000);
  });
});

describe('overShort', () => {
  it('is positive over and negative short', () => {
    expect(overShort(105_000, 100_000)).toBe(5_000);
    expect(overShort(99_000, 100_000)).toBe(-1_000);
  });
});

describe('zReportCsv', () => {
  it('writes the figures as metric,value rows and keeps a formula-looking name as text', () => {
    const figures = shiftFigures(50_000, [paid('a', 'cash', 10_000, 1_000, '=HYPERLINK("x")')]);
    const shift: Shift = {
      id: 's1',
      supplier_id: 1,
      opened_at: '2026-12-07T12:00:00.000Z',
      opened_by: '=cmd',
      opening_float: 50_000,
      closed_at: '2026-12-07T23:00:00.000Z',
      closed_by: 'Mara',
      counted_cash: 60_000,
      over_short: overShort(60_000, figures.expected_cash),
      note: null,
      figures,
    };
    const csv = zReportCsv(shift, 'COP');
    expect(csv).toContain('expected_cash,61000\n');
    expect(csv).toContain('over_short,-1000\n');
    expect(csv).toContain("opened_by,'=cmd\n");
    expect(csv).toContain('sales_cash,10000\n');
    expect(csv.split('\n')[0]).toBe('metric,value');
  });
});

describe('correctionFigures', () => {
  it('counts voids, comps and discounts of lines and bills with the money each took off, and no moves', () => {
    expect(
      correctionFigures([
        { kind: 'void', amount: 12_000 },
        { kind: 'void', amount: 3_000 },
        { kind: 'comp', amount: 9_000 },
        { kind: 'discount', amount: 1_000 },
        { kind: 'bill_discount', amount: 5_000 },
        { kind: 'move', amount: 0 },
      ]),
    ).toEqual({
      voids: { count: 2, amount: 15_000 },
      comps: { count: 1, amount: 9_000 },
      discounts: { count: 2, amount: 6_000 },
    });
    expect(shiftFigures(0, [], undefined, [{ kind: 'comp', amount: 9_000 }]).comps).toEqual({
      count: 1,
      amount: 9_000,
    });
  });
});
