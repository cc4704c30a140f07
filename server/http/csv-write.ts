/**
 * Writing a spreadsheet file with csv-stringify: a UTF-8 byte order mark (so spreadsheet
 * programs read the accents), CRLF after every record, cells quoted where needed, and cells
 * a spreadsheet would run as a formula escaped with a leading apostrophe (OWASP's advice); the
 * reader takes the apostrophe off again (`unescapeFormula`).
 */
import { stringify } from 'csv-stringify/sync';
import type { CsvSeparator } from './csv-read';

export const CSV_BOM = '\uFEFF';

const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell a spreadsheet would run as a formula gets a leading apostrophe. */
export function escapeFormula(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

/** The text of a cell that `escapeFormula` escaped. */
export function unescapeFormula(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}

/** A whole file: byte order mark, formula-escaped and quoted cells, CRLF after every record. */
export function formatCsv(rows: string[][], separator: CsvSeparator): string {
  const escaped = rows.map((row) => row.map(escapeFormula));
  return `${CSV_BOM}${stringify(escaped, {
    delimiter: separator,
    record_delimiter: '\r\n',
    quoted_match: /^\s|\s$/,
  })}`;
}
