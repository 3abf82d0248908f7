import { describe, expect, it } from 'vitest';
import { amountText, parseMoney, parsePolygon, parseWhole, polygonText } from './branch-form.ts';

describe('the Branches screen’s typed values', () => {
  it('reads an outline typed as lines of latitude and longitude, and writes it back the same', () => {
    const typed = '4.63, -74.075\n4.66 -74.075\n\n4.66;-74.05\n';
    expect(parsePolygon(typed)).toEqual([
      [4.63, -74.075],
      [4.66, -74.075],
      [4.66, -74.05],
    ]);
    expect(polygonText(parsePolygon(typed)!)).toBe('4.63, -74.075\n4.66, -74.075\n4.66, -74.05');
    expect(parsePolygon('4.63, -74.075, 3')).toBeNull();
    expect(parsePolygon('north, south')).toBeNull();
  });

  it('reads amounts in major units of the currency, zero included, and whole metres', () => {
    expect(parseMoney('4500', 'COP')).toBe(4500);
    expect(parseMoney('0', 'COP')).toBe(0);
    expect(parseMoney('12.50', 'USD')).toBe(1250);
    expect(parseMoney('-3', 'COP')).toBeNull();
    expect(parseMoney('', 'COP')).toBeNull();
    expect(amountText(4500, 'COP')).toBe('4500');
    expect(amountText(1250, 'USD')).toBe('12.5');
    expect(parseWhole('900')).toBe(900);
    expect(parseWhole('9.5')).toBeNull();
  });
});
