import { describe, expect, it } from 'vitest';
import {
  pairingAllowed,
  pairingCodeDigits,
  pairingCodeGroups,
  pairingGuessChancePerYear,
  STAFF_PAIRING_CODE_DIGITS,
  STAFF_PAIRING_FAILURES_MAX,
} from './pairing-code.rules.ts';

describe('pairingGuessChancePerYear (the arithmetic of docs/operations.md "Pairing codes")', () => {
  it('leaves less than one chance in a thousand in a year of guessing at the ceiling', () => {
    // 52,560 windows of 10 minutes × 20 failures × 5 live codes / 10^10 codes ≈ 0.05 %
    expect(pairingGuessChancePerYear()).toBeLessThan(0.001);
    expect(pairingGuessChancePerYear()).toBeCloseTo((52_560 * 20 * 5) / 1e10, 10);
  });
});

describe('pairingCodeDigits', () => {
  it(`takes ${STAFF_PAIRING_CODE_DIGITS} digits, with spaces or dashes between groups, and nothing else`, () => {
    expect(pairingCodeDigits('01234 56789')).toBe('0123456789');
    expect(pairingCodeDigits('01234-56789')).toBe('0123456789');
    expect(pairingCodeDigits('123456')).toBeNull();
    expect(pairingCodeDigits('01234 5678x')).toBeNull();
    expect(pairingCodeDigits('012345678901')).toBeNull();
  });
});

describe('pairingCodeGroups', () => {
  it('shows a code in groups of five to type', () => {
    expect(pairingCodeGroups('0123456789')).toBe('01234 56789');
  });
});

describe('pairingAllowed (the ceiling of failed pairings per venue)', () => {
  it(`allows ${STAFF_PAIRING_FAILURES_MAX} failures in the window, not one more`, () => {
    expect(pairingAllowed(STAFF_PAIRING_FAILURES_MAX - 1)).toBe(true);
    expect(pairingAllowed(STAFF_PAIRING_FAILURES_MAX)).toBe(false);
  });
});
