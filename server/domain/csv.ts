/**
 * CSV as spreadsheets read it: RFC 4180 cells, CRLF line ends. Shared by the console's audit export and the members'
 * statements.
 */

/** Excel reads a file as UTF-8 (Vietnamese intact) only when it starts with this byte order mark. */
export const UTF8_BOM = '\uFEFF';

/**
 * One CSV cell (RFC 4180): quoted when it holds a quote, a comma or a line break. A text a spreadsheet would run as
 * a formula (starting with = + - @, or a tab or carriage return before one) gets a leading apostrophe first.
 */
export function csvCell(value: string | null): string {
  if (value === null) return '';
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

const DECIMAL = /^-?\d+(\.\d+)?$/;

/**
 * An amount the server wrote (a plain decimal string): as it is, so a spreadsheet reads a debit as the number -12.5
 * rather than the text '-12.5. Anything else is treated as text (csvCell).
 */
export const csvDecimal = (value: string | null) => (value !== null && DECIMAL.test(value) ? value : csvCell(value));

/** One record of cells already made by csvCell or csvDecimal, and the CRLF that ends it. */
export const csvRecord = (cells: readonly string[]) => `${cells.join(',')}\r\n`;
