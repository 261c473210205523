/**
 * The one way the product writes a CSV cell (RFC 4180 plus OWASP's CSV-injection advice). A cell that starts
 * with = + - @, a tab or a carriage return is read by spreadsheet apps as a formula (`=HYPERLINK(...)`,
 * `@SUM(...)`, `-2+3+cmd|...`): such a cell gets a leading apostrophe so it shows as the text it is. The
 * full-width forms of those signs are neutralised too, since some spreadsheet apps fold them to ASCII. Every
 * cell is quoted and its quotes doubled, so commas, quotes and line breaks cannot start a new cell.
 */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

export function neutraliseFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export function csvCell(value: string): string {
  return `"${neutraliseFormula(value).replace(/"/g, '""')}"`;
}

export function csvLine(cells: readonly string[]): string {
  return cells.map(csvCell).join(",");
}
