/**
 * CSV as spreadsheet programs write and read it (RFC 4180): quoted fields with doubled quotes,
 * CRLF, LF or CR line ends, a UTF-8 byte order mark, and a semicolon (Dutch spreadsheets) or a
 * comma between fields. Cells that a spreadsheet would run as a formula are escaped on the way
 * out and unescaped on the way back in.
 */

export type CsvSeparator = ';' | ',';

/** One record of a file and the line it starts on (1 is the first line). */
export interface CsvRecord {
  line: number;
  cells: string[];
  /** Set when the record's quotes are broken; its cells are then what could be read. */
  error?: string;
}

export const CSV_BOM = '\uFEFF';

export const CSV_MESSAGES = {
  unclosedQuote: 'Een aanhalingsteken wordt niet afgesloten.',
  textAfterQuote: 'Tekst na een afsluitend aanhalingsteken.',
} as const;

/** The separator of a file: the one its first line uses most outside quotes (`;` on a tie). */
export function detectSeparator(text: string): CsvSeparator {
  let semicolons = 0;
  let commas = 0;
  let quoted = false;
  for (const char of stripBom(text)) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ';') semicolons++;
    else if (!quoted && char === ',') commas++;
  }
  return commas > semicolons ? ',' : ';';
}

function stripBom(text: string): string {
  return text.startsWith(CSV_BOM) ? text.slice(1) : text;
}

/** Reads every record of a file; empty lines are skipped. */
export function parseCsv(input: string, separator: CsvSeparator): CsvRecord[] {
  const text = stripBom(input);
  const records: CsvRecord[] = [];
  let line = 1;
  let start = 1;
  let cells: string[] = [];
  let cell = '';
  let error: string | undefined;
  let i = 0;
  const endRecord = () => {
    cells.push(cell);
    const empty = cells.length === 1 && cells[0] === '';
    if (!empty || error)
      records.push(error ? { line: start, cells, error } : { line: start, cells });
    cells = [];
    cell = '';
    error = undefined;
  };
  const newline = () => {
    // CRLF is one line end.
    if (text[i] === '\r' && text[i + 1] === '\n') i++;
    i++;
    line++;
  };
  while (i < text.length) {
    const char = text[i];
    if (char === '"' && cell === '') {
      // A quoted field: up to the quote that is not doubled.
      i++;
      let closed = false;
      while (i < text.length) {
        const inner = text[i];
        if (inner === '"') {
          if (text[i + 1] === '"') {
            cell += '"';
            i += 2;
            continue;
          }
          i++;
          closed = true;
          break;
        }
        if (inner === '\r' || inner === '\n') {
          cell += inner === '\r' && text[i + 1] === '\n' ? '\r\n' : inner;
          newline();
          continue;
        }
        cell += inner;
        i++;
      }
      if (!closed) error ??= CSV_MESSAGES.unclosedQuote;
      // Anything between the closing quote and the next separator is kept but reported.
      while (i < text.length && text[i] !== separator && text[i] !== '\r' && text[i] !== '\n') {
        error ??= CSV_MESSAGES.textAfterQuote;
        cell += text[i];
        i++;
      }
      continue;
    }
    if (char === separator) {
      cells.push(cell);
      cell = '';
      i++;
    } else if (char === '\r' || char === '\n') {
      newline();
      endRecord();
      start = line;
    } else {
      cell += char;
      i++;
    }
  }
  if (cell !== '' || cells.length > 0 || error) endRecord();
  return records;
}

const FORMULA_START = /^[=+\-@\t\r]/;

/** A cell a spreadsheet would run as a formula gets a leading apostrophe (OWASP's advice). */
export function escapeFormula(cell: string): string {
  return FORMULA_START.test(cell) ? `'${cell}` : cell;
}

/** The text of a cell that `escapeFormula` escaped. */
export function unescapeFormula(cell: string): string {
  return cell.startsWith("'") && FORMULA_START.test(cell.slice(1)) ? cell.slice(1) : cell;
}

function quoteCell(cell: string, separator: CsvSeparator): string {
  const needsQuotes =
    cell.includes(separator) ||
    cell.includes('"') ||
    cell.includes('\n') ||
    cell.includes('\r') ||
    cell !== cell.trim();
  return needsQuotes ? `"${cell.replaceAll('"', '""')}"` : cell;
}

/** A whole file: byte order mark, formula-escaped and quoted cells, CRLF after every record. */
export function formatCsv(rows: string[][], separator: CsvSeparator): string {
  const lines = rows.map((row) =>
    row.map((cell) => quoteCell(escapeFormula(cell), separator)).join(separator),
  );
  return `${CSV_BOM}${lines.map((l) => `${l}\r\n`).join('')}`;
}
