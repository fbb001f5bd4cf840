/**
 * THE CSV writer of the app, on the server (results, matches, league) and in the browser (invitations): what a
 * Spanish spreadsheet opens as is — UTF-8 with BOM, ';' between cells, CRLF, a cell quoted when it holds ';', '"' or
 * a line break.
 */

/** A cell that is a plain number ('-3' to par, '+0,8' plus handicap, '36', '71,4'): a spreadsheet reads it as one. */
const PLAIN_NUMBER = /^[+-]?\d+([.,]\d+)?$/;

/** What a spreadsheet takes for the start of a formula (OWASP CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell a spreadsheet would run as a formula (`=`, `+`, `-`, `@`, tab, carriage return first) gets a leading
 * apostrophe, unless it is a plain number; then the cell is quoted when it needs to be.
 */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The whole file's text: BOM, rows of cells joined by ';', each row ended by CRLF. */
export function csvText(rows: readonly (readonly string[])[]): string {
  return `\uFEFF${rows.map((row) => `${row.map(csvCell).join(';')}\r\n`).join('')}`;
}
