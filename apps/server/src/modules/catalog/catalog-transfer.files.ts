import {
  type CatalogSheet,
  type CatalogSheets,
  catalogSheets,
  csvColumns,
  normalizeColumn,
  type ReadRow,
  type SheetIssue,
  type SheetRow,
  sheetColumns,
} from '@storefront/domain/catalog/catalog-sheets.rules';
import {
  CATALOG_IMPORT_MAX_ROWS,
  type CatalogFileFormat,
} from '@storefront/domain/catalog/catalog-transfer.schema';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type ExcelJS from 'exceljs';

// The item library's files (docs/back-office.md#import-and-export): CSV through csv-parse and
// csv-stringify, XLSX through ExcelJS. The rows' meaning is the domain's (catalog-sheets.rules.ts);
// here only cells and rows. A file's kind is decided by its bytes, never by its name.

/** JSON, CSV or XLSX by the file's first bytes; null for anything else (a PDF, a photo…). */
export function sniffCatalogFile(bytes: Uint8Array): CatalogFileFormat | null {
  const zip = bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
  if (zip) return 'xlsx';
  const text = utf8Text(bytes);
  if (text === null || text.startsWith('%PDF')) return null;
  const first = text.trimStart()[0];
  if (first === '{' || first === '[') return 'json';
  return text.trim() === '' ? null : 'csv';
}

/** The bytes as UTF-8 text without its byte order mark, or null when they are not text. */
export function utf8Text(bytes: Uint8Array): string | null {
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
    return text.includes('\u0000') ? null : text;
  } catch {
    return null;
  }
}

export interface RowsRead {
  rows: ReadRow[];
  issues: SheetIssue[];
}

const sheetByRecord: Readonly<Record<string, CatalogSheet>> = {
  category: 'categories',
  categories: 'categories',
  product: 'products',
  products: 'products',
  option_group: 'option_groups',
  option_groups: 'option_groups',
  option: 'options',
  options: 'options',
};

function tooMany(): SheetIssue {
  return {
    sheet: null,
    row: null,
    column: 'rows',
    key: 'import_too_many',
    params: { column: 'rows', max: CATALOG_IMPORT_MAX_ROWS },
  };
}

function missingKeyColumn(sheet: CatalogSheet | null): SheetIssue {
  return { sheet, row: 1, column: 'key', key: 'import_cell_required', params: { column: 'key' } };
}

/** A CSV file's rows; a file without a `record` column holds products only. Excel saves CSV with
 * `;` in Spanish and Portuguese locales: the header line says which separator the file uses. */
export function readCsv(text: string): RowsRead {
  const firstLine = text.slice(0, text.indexOf('\n') >>> 0);
  const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
  const records: string[][] = parse(text, {
    bom: true,
    delimiter,
    relax_column_count: true,
    skip_empty_lines: true,
  });
  const [header = [], ...body] = records;
  const columns = header.map(normalizeColumn);
  if (body.length > CATALOG_IMPORT_MAX_ROWS) return { rows: [], issues: [tooMany()] };
  if (!columns.includes('key')) return { rows: [], issues: [missingKeyColumn(null)] };
  const recordAt = columns.indexOf('record');
  const rows: ReadRow[] = [];
  const issues: SheetIssue[] = [];
  body.forEach((record, i) => {
    const row = i + 2;
    const kind = recordAt < 0 ? 'products' : (record[recordAt] ?? '').trim().toLowerCase();
    const sheet = sheetByRecord[kind];
    if (!sheet) {
      issues.push({
        sheet: null,
        row,
        column: 'record',
        key: 'import_cell_choice',
        params: { column: 'record' },
      });
      return;
    }
    const cells: SheetRow = {};
    columns.forEach((column, c) => {
      if (column !== 'record' && column !== '') cells[column] = record[c] ?? '';
    });
    rows.push({ sheet, row, cells });
  });
  return { rows, issues };
}

/** The `record` a CSV row of each sheet says (docs/back-office.md#import-and-export). */
const recordOf: Readonly<Record<CatalogSheet, string>> = {
  categories: 'category',
  products: 'product',
  option_groups: 'option_group',
  options: 'option',
};

/** The catalogue's rows as one CSV file (UTF-8 with a byte order mark, so Excel reads accents). */
export function writeCsv(sheets: CatalogSheets, branchSlugs: readonly string[]): string {
  const columns = csvColumns(branchSlugs);
  const records = catalogSheets.flatMap((sheet) =>
    sheets[sheet].map((row) =>
      columns.map((column) => (column === 'record' ? recordOf[sheet] : (row[column] ?? ''))),
    ),
  );
  return stringify([columns, ...records], { bom: true, record_delimiter: 'windows' });
}

/** A cell's value as text: numbers as written, a formula by its last result, rich text joined. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('formula' in value || 'sharedFormula' in value)
    return cellText((value as { result?: ExcelJS.CellValue }).result ?? '');
  if ('text' in value) return String(value.text);
  return '';
}

/** An XLSX workbook's rows, one sheet per kind of row named as the export names them; a workbook
 * without such sheets is read as products on its first sheet. */
/** ExcelJS, loaded on the first workbook read or written: it weighs about 40 MB and a third of a
 * second, which a server that never sees a spreadsheet should not pay at start-up. */
const excel = async () => (await import('exceljs')).default;

export async function readXlsx(bytes: Uint8Array): Promise<RowsRead | null> {
  const workbook = new (await excel()).Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    return null;
  }
  const named = workbook.worksheets
    .map((sheet) => ({ sheet, kind: sheetByRecord[normalizeColumn(sheet.name)] }))
    .filter((entry): entry is { sheet: ExcelJS.Worksheet; kind: CatalogSheet } => entry.kind !== undefined);
  const first = workbook.worksheets[0];
  const sheets = named.length > 0 ? named : first ? [{ sheet: first, kind: 'products' as const }] : [];
  const total = sheets.reduce((sum, { sheet }) => sum + Math.max(0, sheet.actualRowCount - 1), 0);
  if (total > CATALOG_IMPORT_MAX_ROWS) return { rows: [], issues: [tooMany()] };
  const rows: ReadRow[] = [];
  const issues: SheetIssue[] = [];
  for (const { sheet, kind } of sheets) {
    const header: string[] = [];
    sheet.getRow(1).eachCell({ includeEmpty: true }, (cell, c) => {
      header[c] = normalizeColumn(cellText(cell.value));
    });
    if (!header.includes('key')) {
      if (sheet.actualRowCount > 1) issues.push(missingKeyColumn(kind));
      continue;
    }
    sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
      if (rowNumber === 1) return;
      const cells: SheetRow = {};
      header.forEach((column, c) => {
        if (column) cells[column] = cellText(row.getCell(c).value);
      });
      if (Object.values(cells).every((text) => text === '')) return;
      rows.push({ sheet: kind, row: rowNumber, cells });
    });
  }
  return { rows, issues };
}

const numericColumns = new Set(['price', 'promo_price', 'min', 'max']);

/** The catalogue's rows as an XLSX workbook, a sheet per kind of row. Cells are text (escaped
 * against formulas like the CSV's) except amounts and counts, which are numbers Excel can sum. */
export async function writeXlsx(sheets: CatalogSheets, branchSlugs: readonly string[]): Promise<Buffer> {
  const workbook = new (await excel()).Workbook();
  for (const name of catalogSheets) {
    const columns = sheetColumns(name, branchSlugs);
    const sheet = workbook.addWorksheet(name, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = columns.map((column) => ({
      header: column,
      key: column,
      width: Math.max(10, column.length + 2),
    }));
    sheet.getRow(1).font = { bold: true };
    for (const row of sheets[name]) {
      sheet.addRow(
        columns.map((column) => {
          const text = row[column] ?? '';
          const numeric = numericColumns.has(column) || column.startsWith('stock [');
          return numeric && /^\d+(\.\d+)?$/.test(text) && Number(text) <= Number.MAX_SAFE_INTEGER
            ? Number(text)
            : text;
        }),
      );
    }
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
