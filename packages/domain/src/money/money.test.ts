import { describe, expect, it } from 'vitest';
import { currencyFractionDigits, currencyLocale, formatMoney, parseAmount, toMinorUnits } from './money.ts';

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
