import { describe, expect, it } from 'vitest';
import { checkCard, cvcLength, detectBrand, lastFour, luhnValid, normalizeCardNumber } from './card.rules.ts';

const today = { year: 2026, month: 5 };
const valid = {
  holder_name: 'Ana Gómez',
  number: '4242 4242 4242 4242',
  cvc: '123',
  exp_month: 12,
  exp_year: 2030,
  holder_id: '1020304050',
};

describe('card numbers', () => {
  it.each([
    ['4242424242424242', true],
    ['4242424242424241', false],
    ['378282246310005', true],
    ['42424242', false],
    ['4242x24242424242', false],
  ])('checks the Luhn digit of %s: %s', (number, valid) => {
    expect(luhnValid(number)).toBe(valid);
  });

  it.each([
    ['4242424242424242', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['378282246310005', 'amex'],
    ['36227206271667', 'diners'],
    ['6011111111111117', 'discover'],
    ['9999999999999995', 'unknown'],
  ])('detects the brand of %s from the leading digits: %s', (number, brand) => {
    expect(detectBrand(number)).toBe(brand);
  });

  it('asks 4 CVC digits of amex, 3 of the others', () => {
    expect(cvcLength('amex')).toBe(4);
    expect(cvcLength('visa')).toBe(3);
  });

  it('keeps digits only and shows the last four', () => {
    expect(normalizeCardNumber('4242-4242 4242 4242')).toBe('4242424242424242');
    expect(lastFour('4242424242424242')).toBe('4242');
  });
});

describe('the card form', () => {
  it('accepts a complete valid card', () => {
    expect(checkCard(valid, today)).toEqual({});
  });

  it('names every missing field', () => {
    expect(
      checkCard(
        { holder_name: ' ', number: '', cvc: '', exp_month: 1, exp_year: 2030, holder_id: '' },
        today,
      ),
    ).toEqual({ holder_name: 'required', number: 'required', cvc: 'required', holder_id: 'required' });
  });

  it('refuses an incorrect number, a CVC of the wrong length and a past expiry', () => {
    expect(checkCard({ ...valid, number: '4242424242424241' }, today)).toEqual({ number: 'invalid' });
    expect(checkCard({ ...valid, cvc: '12' }, today)).toEqual({ cvc: 'invalid' });
    expect(checkCard({ ...valid, number: '378282246310005', cvc: '123' }, today)).toEqual({ cvc: 'invalid' });
    expect(checkCard({ ...valid, exp_month: 4, exp_year: 2026 }, today)).toEqual({ exp_year: 'expired' });
    expect(checkCard({ ...valid, exp_month: 5, exp_year: 2026 }, today)).toEqual({});
    expect(checkCard({ ...valid, exp_month: 13 }, today)).toEqual({ exp_month: 'invalid' });
  });
});
