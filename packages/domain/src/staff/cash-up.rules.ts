import { z } from 'zod';
import { type PaymentMethod, paymentMethodSchema } from '../payment/payment.schema.ts';

// The cash-up (issue 54 part 5, docs/decisions/111-cash-up.md): a branch's till is opened with a
// float and closed with the cash counted; what the drawer should hold comes from the ledger, never
// from what someone typed. Money in minor units.

const branchRef = z.string().min(1).max(63);
/** The largest amount a till takes (a cinema's Saturday, with room). */
const MAX_TILL = 100_000_000_00;
const amount = z.number().int().min(0).max(MAX_TILL);

export const cashUpQuery = z.object({ supplier_id: branchRef });
export const openShiftBody = z.object({ supplier_id: branchRef, opening_float: amount });
export const closeShiftBody = z.object({
  supplier_id: branchRef,
  /** The shift being closed, as the screen read it: a shift closed meanwhile is not closed twice. */
  shift_id: z.uuid(),
  counted_cash: amount,
  note: z.string().trim().max(500).optional(),
});

/** One payment of the ledger as the cash-up counts it: paid inside the shift (`amount` is the
 * bill's part, `tip` on top: docs/payments.md), or one refund of a payment, whole or a part, given
 * inside it (`refunded`: what was given back in `amount`, tip 0; ADR 117). */
export interface ShiftMovement {
  purchase_id: string;
  method: string;
  amount: number;
  tip: number;
  /** Who took it at the till (a cash or card-reader payment settled by staff); null online. */
  settled_by: string | null;
  kind: 'paid' | 'refunded';
}

const countedSchema = z.object({ count: z.number().int(), amount: z.number().int() });

/** A correction of an order as the cash-up counts it (domain corrections.rules `CorrectionKind`). */
export interface ShiftCorrection {
  kind: string;
  amount: number;
}

/** The shift's corrections by what they did: voids, comps, and discounts of lines and bills (moves
 * take no money off a bill). */
export function correctionFigures(
  corrections: readonly ShiftCorrection[],
): Pick<ShiftFigures, 'voids' | 'comps' | 'discounts'> {
  const counted = (kinds: string[]) => {
    const rows = corrections.filter((c) => kinds.includes(c.kind));
    return { count: rows.length, amount: rows.reduce((sum, c) => sum + c.amount, 0) };
  };
  return {
    voids: counted(['void']),
    comps: counted(['comp']),
    discounts: counted(['discount', 'bill_discount']),
  };
}

const methodTotalSchema = z.object({
  amount: z.number().int(),
  tip: z.number().int(),
  count: z.number().int(),
});

export const shiftFiguresSchema = z.object({
  /** The float, plus cash taken (bills and tips), minus cash given back. */
  expected_cash: z.number().int(),
  cash_sales: z.number().int(),
  cash_tips: z.number().int(),
  cash_refunds: z.number().int(),
  /** Paid in the shift per method (refunds apart): the card reader's total is what its own
   * end-of-day slip should show. */
  by_method: z.partialRecord(paymentMethodSchema, methodTotalSchema),
  sales: z.number().int(),
  tips: z.number().int(),
  /** Everything given back in the shift, every method (amount and tip). */
  refunds: z.number().int(),
  /** Tips per person who took them at the till; `null` for tips paid online. */
  tips_by_staff: z.array(z.object({ staff: z.string().nullable(), tips: z.number().int() })),
  paid_tickets: z.number().int(),
  /** Bills the staff closed with money still owed (written off), and how much. */
  written_off: z.object({ count: z.number().int(), amount: z.number().int() }),
  /** Corrections in the shift (ADR 114), each with the money it took off bills: items voided,
   * comped, and discounts of lines and bills. Absent on shifts closed before corrections existed. */
  voids: countedSchema.optional(),
  comps: countedSchema.optional(),
  discounts: countedSchema.optional(),
});
export type ShiftFigures = z.infer<typeof shiftFiguresSchema>;

export const shiftSchema = z.object({
  id: z.string(),
  supplier_id: z.number().int(),
  opened_at: z.string(),
  opened_by: z.string(),
  opening_float: z.number().int(),
  closed_at: z.string().nullable(),
  closed_by: z.string().nullable(),
  counted_cash: z.number().int().nullable(),
  /** counted − expected once closed: positive over, negative short. */
  over_short: z.number().int().nullable(),
  note: z.string().nullable(),
  figures: shiftFiguresSchema,
});
export type Shift = z.infer<typeof shiftSchema>;

export const cashUpSchema = z.object({
  currency: z.string(),
  /** The shift open now, with its running figures; null when the till is closed. */
  open: shiftSchema.nullable(),
  /** The last shifts closed, newest first (their Z reports). */
  closed: z.array(shiftSchema),
});
export type CashUp = z.infer<typeof cashUpSchema>;

const isMethod = (method: string): method is PaymentMethod => paymentMethodSchema.safeParse(method).success;

/** A shift's figures from its ledger movements: each payment counted once, in the method it was
 * paid by; cash in the drawer is the float, plus cash bills and their tips, minus cash given back;
 * a payment paid and refunded in the same shift appears as both, and nets to nothing. */
export function shiftFigures(
  openingFloat: number,
  movements: readonly ShiftMovement[],
  writtenOff: { count: number; amount: number } = { count: 0, amount: 0 },
  corrections: readonly ShiftCorrection[] = [],
): ShiftFigures {
  const byMethod: ShiftFigures['by_method'] = {};
  const tipsByStaff = new Map<string | null, number>();
  const tickets = new Set<string>();
  let cashSales = 0;
  let cashTips = 0;
  let cashRefunds = 0;
  let sales = 0;
  let tips = 0;
  let refunds = 0;
  for (const movement of movements) {
    const cash = movement.method === 'cash';
    if (movement.kind === 'refunded') {
      refunds += movement.amount + movement.tip;
      if (cash) cashRefunds += movement.amount + movement.tip;
      continue;
    }
    if (isMethod(movement.method)) {
      const total = byMethod[movement.method] ?? { amount: 0, tip: 0, count: 0 };
      byMethod[movement.method] = {
        amount: total.amount + movement.amount,
        tip: total.tip + movement.tip,
        count: total.count + 1,
      };
    }
    sales += movement.amount;
    tips += movement.tip;
    tickets.add(movement.purchase_id);
    if (movement.tip > 0)
      tipsByStaff.set(movement.settled_by, (tipsByStaff.get(movement.settled_by) ?? 0) + movement.tip);
    if (cash) {
      cashSales += movement.amount;
      cashTips += movement.tip;
    }
  }
  return {
    expected_cash: openingFloat + cashSales + cashTips - cashRefunds,
    cash_sales: cashSales,
    cash_tips: cashTips,
    cash_refunds: cashRefunds,
    by_method: byMethod,
    sales,
    tips,
    refunds,
    tips_by_staff: [...tipsByStaff]
      .map(([staff, amount]) => ({ staff, tips: amount }))
      .sort((a, b) => (a.staff ?? '\uffff').localeCompare(b.staff ?? '\uffff')),
    paid_tickets: tickets.size,
    written_off: writtenOff,
    ...correctionFigures(corrections),
  };
}

/** Counted against expected: positive when the drawer holds more than it should, negative short. */
export function overShort(countedCash: number, expectedCash: number): number {
  return countedCash - expectedCash;
}

function csvCell(value: string | number): string {
  const text = String(value);
  // a staff name typed as a formula is text in a spreadsheet (ADR 104's escaping)
  const safe = /^[=+\-@]/.test(text) && typeof value === 'string' ? `'${text}` : text;
  return /[",\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A closed shift's Z report as CSV: `metric,value` rows (amounts in minor units), then the tips
 * per person. */
export function zReportCsv(shift: Shift, currency: string): string {
  const f = shift.figures;
  const rows: (string | number)[][] = [
    ['metric', 'value'],
    ['shift', shift.id],
    ['currency', currency],
    ['opened_at', shift.opened_at],
    ['opened_by', shift.opened_by],
    ['closed_at', shift.closed_at ?? ''],
    ['closed_by', shift.closed_by ?? ''],
    ['opening_float', shift.opening_float],
    ['cash_sales', f.cash_sales],
    ['cash_tips', f.cash_tips],
    ['cash_refunds', f.cash_refunds],
    ['expected_cash', f.expected_cash],
    ['counted_cash', shift.counted_cash ?? ''],
    ['over_short', shift.over_short ?? ''],
    ...Object.entries(f.by_method).flatMap(([method, total]) => [
      [`sales_${method}`, total?.amount ?? 0],
      [`tips_${method}`, total?.tip ?? 0],
      [`payments_${method}`, total?.count ?? 0],
    ]),
    ['sales', f.sales],
    ['tips', f.tips],
    ['refunds', f.refunds],
    ['paid_tickets', f.paid_tickets],
    ['written_off_count', f.written_off.count],
    ['written_off_amount', f.written_off.amount],
    ...(['voids', 'comps', 'discounts'] as const).flatMap((key) => [
      [`${key}_count`, f[key]?.count ?? 0],
      [`${key}_amount`, f[key]?.amount ?? 0],
    ]),
    ['note', shift.note ?? ''],
    ...f.tips_by_staff.map((row) => [`tips_staff:${row.staff ?? 'online'}`, row.tips]),
  ];
  return `${rows.map((row) => row.map(csvCell).join(',')).join('\n')}\n`;
}
