import { describe, expect, it } from 'vitest';
import {
  currencyFractionDigits,
  currencyLocale,
  formatMoney,
  formatMoneyByIntl,
  parseAmount,
  toMinorUnits,
} from './money.ts';

// Intl output uses non-breaking spaces; compare on normal spaces.
const plain = (s: string) => s.replace(/\s/g, ' ');

describe('currency locale map (spec §1)', () => {
  it.each([
    ['MXN', 'es-MX'],
    ['PEN', 'es-PE'],
    ['CLP', 'es-CL'],
    ['USD', 'en-US'],
    ['BRL', 'pt-BR'],
    ['COP', 'es-CO'],
    ['EUR', 'es-CO'],
  ])('%s is shown with %s', (currency, locale) => {
    expect(currencyLocale(currency)).toBe(locale);
  });
});

describe('fraction digits (spec §9)', () => {
  it('uses 0 for COP and CLP and 2 for the others', () => {
    expect(currencyFractionDigits('COP')).toBe(0);
    expect(currencyFractionDigits('CLP')).toBe(0);
    expect(currencyFractionDigits('MXN')).toBe(2);
    expect(currencyFractionDigits('BRL')).toBe(2);
  });
});

describe('formatMoney', () => {
  it('formats COP without decimals and with dot thousands', () => {
    expect(plain(formatMoney(25_900, 'COP'))).toBe('$ 25.900');
  });
  it('formats MXN with two decimals', () => {
    expect(plain(formatMoney(12_950, 'MXN'))).toBe('$129.50');
  });
  it('formats BRL the Brazilian way', () => {
    expect(plain(formatMoney(4_590, 'BRL'))).toBe('R$ 45,90');
  });
  it('writes each listed currency as Intl.NumberFormat does in its display locale', () => {
    // Edge amounts, half minor units, and 2,000 amounts spread over nine orders of magnitude.
    const amounts = [
      0, 1, 5, 9, 10, 99, 100, 999, 1_000, 9_999, 10_000, 100_000, 999_999, 1_000_000, 123_456_789,
    ];
    amounts.push(0.5, 1.5, 2.5, 999.5, 1234.5, 99_999.5);
    let seed = 7;
    for (let i = 0; i < 2_000; i++) {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      amounts.push(seed % 10 ** (1 + (i % 9)));
    }
    const disagree: string[] = [];
    for (const currency of ['COP', 'MXN', 'PEN', 'CLP', 'USD', 'BRL']) {
      for (const minor of [...amounts, ...amounts.filter((a) => a > 0).map((a) => -a)]) {
        const ours = formatMoney(minor, currency);
        const intl = formatMoneyByIntl(minor, currency);
        if (ours !== intl)
          disagree.push(`${currency} ${minor}: ${JSON.stringify(ours)} ≠ ${JSON.stringify(intl)}`);
      }
    }
    expect(disagree).toEqual([]);
  });
  it('writes any other currency through Intl, in es-CO', () => {
    expect(plain(formatMoney(123_450, 'EUR'))).toBe('EUR 1.234,50');
    expect(formatMoney(123_450, 'EUR')).toBe(formatMoneyByIntl(123_450, 'EUR'));
  });
  it('converts major to minor units by the currency digits', () => {
    expect(toMinorUnits(129.5, 'MXN')).toBe(12_950);
    expect(toMinorUnits(25_900, 'COP')).toBe(25_900);
  });
});

describe('parseAmount', () => {
  it('reads typed amounts in major units', () => {
    expect(parseAmount('25000', 'COP')).toBe(25_000);
    expect(parseAmount('12,50', 'BRL')).toBe(1_250);
    expect(parseAmount('abc', 'COP')).toBeNull();
    expect(parseAmount('0', 'COP')).toBeNull();
  });
});
