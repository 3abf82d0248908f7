import { describe, expect, it } from 'vitest';
import { billOwed, closeBillBody, closeBillDecision } from './close-bill.rules.ts';

const bill = { subtotal: 30_000, delivery_fee: 0, discount: 0 };

describe('billOwed', () => {
  it('is the bill less the bill parts paid; tips are never owed and waiting cash has paid nothing', () => {
    expect(billOwed(bill, [])).toBe(30_000);
    expect(
      billOwed(bill, [
        { status: 'paid', amount: 10_000 },
        { status: 'pending', amount: 5_000 },
        { status: 'declined', amount: 5_000 },
      ]),
    ).toBe(20_000);
    expect(billOwed(bill, [{ status: 'paid', amount: 30_000 }])).toBe(0);
  });

  it('counts the discount and never goes below 0', () => {
    expect(billOwed({ subtotal: 30_000, delivery_fee: 0, discount: 5_000 }, [])).toBe(25_000);
    expect(billOwed(bill, [{ status: 'paid', amount: 40_000 }])).toBe(0);
  });
});

describe('closeBillDecision', () => {
  it('closes a bill with nothing owed without asking anything', () => {
    expect(closeBillDecision(0, undefined)).toEqual({ ok: true, owed: 0, reason: null });
  });

  it('refuses to close with money owed unless the owed amount is confirmed', () => {
    expect(closeBillDecision(20_000, undefined)).toEqual({
      ok: false,
      status: 409,
      key: 'bill_still_owed',
      owed: 20_000,
    });
    // confirmed before another round came: the new amount is asked for
    expect(closeBillDecision(25_000, { confirm_owed: 20_000, reason: 'Se fueron sin pagar' })).toMatchObject({
      ok: false,
      key: 'bill_still_owed',
      owed: 25_000,
    });
  });

  it('asks for a reason once the owed amount is confirmed, and keeps it trimmed', () => {
    expect(closeBillDecision(20_000, { confirm_owed: 20_000, reason: '   ' })).toMatchObject({
      ok: false,
      status: 400,
      key: 'close_reason_required',
    });
    expect(closeBillDecision(20_000, { confirm_owed: 20_000, reason: ' Invitación de la casa ' })).toEqual({
      ok: true,
      owed: 20_000,
      reason: 'Invitación de la casa',
    });
  });
});

describe('closeBillBody', () => {
  it('takes no key but the confirmation and the reason', () => {
    expect(closeBillBody.safeParse({}).success).toBe(true);
    expect(closeBillBody.safeParse({ confirm_owed: 1, reason: 'x' }).success).toBe(true);
    expect(closeBillBody.safeParse({ confirmed: true }).success).toBe(false);
    expect(closeBillBody.safeParse({ confirm_owed: -1 }).success).toBe(false);
  });
});
