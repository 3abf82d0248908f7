import { describe, expect, it } from 'vitest';
import { escapeSpreadsheetCell, unescapeSpreadsheetCell } from './spreadsheet-cell.rules.ts';

describe('escapeSpreadsheetCell (formula injection)', () => {
  it('prefixes a cell that begins with =, +, -, @, a tab or a carriage return with a quote', () => {
    for (const text of ['=HYPERLINK("http://evil")', '+1', '-2+3', '@SUM(A1)', '\tx', '\rx']) {
      expect(escapeSpreadsheetCell(text)).toBe(`'${text}`);
    }
  });

  it('leaves ordinary text alone, a quote inside or at the start included', () => {
    for (const text of ['Arepa', "D'Angelo", "'quoted'", '12.50', 'a=b', '']) {
      expect(escapeSpreadsheetCell(text)).toBe(text);
    }
  });

  it('gives back exactly the exported text on import, however many quotes it began with', () => {
    for (const text of ['=1+1', "'=1+1", "''-x", "'plain", 'plain', '@', "'", '-']) {
      expect(unescapeSpreadsheetCell(escapeSpreadsheetCell(text))).toBe(text);
    }
  });

  it('keeps a quote typed by a person before ordinary text', () => {
    expect(unescapeSpreadsheetCell("'80s menu")).toBe("'80s menu");
  });
});
