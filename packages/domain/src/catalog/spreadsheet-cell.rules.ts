// Spreadsheet formula injection (OWASP "CSV Injection"): a cell that begins with `=`, `+`, `-`, `@`,
// a tab or a carriage return is run as a formula by Excel, LibreOffice and Sheets when a staff
// member opens an exported file. Exports prefix such a cell with `'` (OWASP's advice), and imports
// take exactly one `'` off again, so export → import gives back the text that was exported.

const formulaStart = /^'*[=+\-@\t\r]/;
const escapedFormulaStart = /^'+[=+\-@\t\r]/;

/** The text of a cell as it is written to a CSV or XLSX export: a formula-looking text gets a `'`
 * in front. A text already starting with `'`s before such a character gets one more, so that
 * `unescapeSpreadsheetCell` can always take exactly one off. */
export function escapeSpreadsheetCell(text: string): string {
  return formulaStart.test(text) ? `'${text}` : text;
}

/** The text of an imported cell: the `'` an export put before a formula-looking text comes off. */
export function unescapeSpreadsheetCell(text: string): string {
  return escapedFormulaStart.test(text) ? text.slice(1) : text;
}
