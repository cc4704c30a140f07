/**
 * Reading a spreadsheet file (CSV as spreadsheet programs write it, RFC 4180) with csv-parse,
 * as a stream and bounded: the bytes are decoded in their own encoding (`csv-encoding.ts`) a
 * piece at a time, the parser gets each piece, and between pieces the event loop runs, so a
 * large file never keeps health checks and boards waiting. Beyond `maxRecords` lines the file
 * is refused at once (413) instead of being read to its end; a line longer than
 * `maxRecordChars` is that line's error (the body limit bounds the whole file). A line whose quotes are broken is reported with its
 * line number, and every other line is still read.
 */
import { parse, type CsvError, type Info } from 'csv-parse';
import { AppError } from '../errors';
import { msg } from '../i18n';
import { decodeChunks, detectEncoding, looksBinary, type MenuFileEncoding } from './csv-encoding';

export type CsvSeparator = ';' | ',';

/** One record of a file and the line it starts on (1 is the first line). */
export interface CsvRecord {
  line: number;
  cells: string[];
  /** Set when the record could not be read; its cells are then empty. */
  error?: string;
}

export interface CsvFile {
  encoding: MenuFileEncoding;
  separator: CsvSeparator;
  /** The header first, then every line that is not empty. */
  records: CsvRecord[];
}

export interface CsvLimits {
  /** Records after the header. */
  maxRecords: number;
  /** Characters of one record. */
  maxRecordChars: number;
}

export const CSV_MESSAGES = {
  unclosedQuote: 'Een aanhalingsteken wordt niet afgesloten.',
  recordTooLong: (limit: number) => `Deze regel is langer dan ${limit} tekens.`,
  unreadable: 'Deze regel kan niet gelezen worden.',
} as const;

/** Bytes decoded at a time. */
const CHUNK_BYTES = 64 * 1024;
/**
 * Lines given to the parser at a time; the event loop runs between two such parts. A line of
 * another width than the header costs the parser an error object (tens of microseconds), so a
 * piece of 32,000 short lines given at once would hold the process for seconds.
 */
const LINES_PER_PART = 100;

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The separator of a file: the one its first line uses most outside quotes (`;` on a tie). */
export function detectSeparator(firstLine: string): CsvSeparator {
  let semicolons = 0;
  let commas = 0;
  let quoted = false;
  for (const char of firstLine) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === '\n' || char === '\r')) break;
    else if (!quoted && char === ';') semicolons++;
    else if (!quoted && char === ',') commas++;
  }
  return commas > semicolons ? ',' : ';';
}

/**
 * Line ends as one `\n`: csv-parse counts the two characters of a CRLF inside quotes as two
 * lines, and the line numbers people read in the preview must be the spreadsheet's. A CR at
 * the end of a piece waits for the next piece.
 */
class LineEnds {
  private pendingCr = false;

  normalise(text: string): string {
    const joined = (this.pendingCr ? '\r' : '') + text;
    this.pendingCr = joined.endsWith('\r');
    const body = this.pendingCr ? joined.slice(0, -1) : joined;
    return body.replace(/\r\n?/g, '\n');
  }

  end(): string {
    return this.pendingCr ? '\n' : '';
  }
}

const newlines = (text: string) => text.split('\n').length - 1;

/** The text in parts of at most `LINES_PER_PART` lines (a part ends after its last line end). */
function* partsOf(text: string): Generator<string> {
  let start = 0;
  while (start < text.length) {
    let end = start;
    for (let lines = 0; lines < LINES_PER_PART; lines++) {
      const next = text.indexOf('\n', end);
      if (next === -1) {
        end = text.length;
        break;
      }
      end = next + 1;
    }
    yield text.slice(start, end);
    start = end;
  }
}

/** The first line of the text read so far (to choose the separator), or null while unknown. */
function firstLineOf(text: string, final: boolean): string | null {
  const start = text.length - text.replace(/^\n+/, '').length;
  let quoted = false;
  for (let i = start; i < text.length; i++) {
    const char = text[i];
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === '\n') return text.slice(start, i);
  }
  return final || text.length > CHUNK_BYTES * 4 ? text.slice(start) : null;
}

/**
 * Reads every record of a file. Throws 400 for a file that is not text, and 413 naming the
 * limit for a file of more than `limits.maxRecords` lines after the header.
 */
export async function readCsv(bytes: Uint8Array, limits: CsvLimits): Promise<CsvFile> {
  const encoding = detectEncoding(bytes);
  if (looksBinary(bytes, encoding)) throw new AppError('FILE_NOT_TEXT');
  const records: CsvRecord[] = [];
  const tooMany = () => records.length > limits.maxRecords + 1;
  let parser: ReturnType<typeof parse> | null = null;
  let separator: CsvSeparator = ';';
  let head = '';
  const lineEnds = new LineEnds();

  const start = (first: string) => {
    separator = detectSeparator(first);
    parser = parse({
      delimiter: separator,
      record_delimiter: '\n',
      relax_column_count: true,
      // A quote inside a cell that does not start with one is kept as it is.
      relax_quotes: true,
      skip_empty_lines: true,
      skip_records_with_error: true,
      info: true,
      raw: true,
      // The parser stops by itself at the first record beyond the limit: a piece of short
      // lines holds thousands of them, and each line of another width costs an error object.
      to: limits.maxRecords + 2,
    });
    parser.on('data', (data: { record: string[]; info: Info }) => {
      const text = data.record.join('');
      const line = data.info.lines - newlines(text);
      // Checked here rather than by csv-parse's own bound, which stops reading the whole file.
      if (text.length > limits.maxRecordChars) {
        records.push({ line, cells: [], error: CSV_MESSAGES.recordTooLong(limits.maxRecordChars) });
      } else records.push({ line, cells: data.record });
    });
    parser.on('skip', (error: CsvError & { raw?: string }) => {
      const raw = (error.raw ?? '').replace(/^\n+/, '').replace(/\n$/, '');
      const line = Math.max(1, Number(error.lines ?? 1) - newlines(raw));
      const message =
        error.code === 'CSV_QUOTE_NOT_CLOSED'
          ? CSV_MESSAGES.unclosedQuote
          : CSV_MESSAGES.unreadable;
      records.push({ line, cells: [], error: message });
    });
    return parser;
  };

  const feed = async (text: string, final: boolean) => {
    if (!parser) {
      head += text;
      const first = firstLineOf(head, final);
      if (first === null) return;
      text = head;
      head = '';
      start(first);
    }
    const active = parser as unknown as ReturnType<typeof parse>;
    await new Promise<void>((resolve, reject) => {
      active.write(text, (error) => (error ? reject(error) : resolve()));
    });
  };

  try {
    reading: for (const piece of decodeChunks(bytes, encoding, CHUNK_BYTES)) {
      for (const part of partsOf(lineEnds.normalise(piece))) {
        await feed(part, false);
        if (tooMany()) break reading;
        await yieldToEventLoop();
      }
    }
    if (!tooMany()) {
      await feed(lineEnds.end(), true);
      const active = parser as ReturnType<typeof parse> | null;
      if (active) {
        await new Promise<void>((resolve, reject) => {
          active.once('end', resolve);
          active.once('error', reject);
          active.end();
          active.resume();
        });
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('FILE_UNREADABLE');
  }
  if (tooMany()) {
    throw new AppError(
      'FILE_TOO_MANY_LINES',
      msg('menuFile.tooManyLines', { limit: limits.maxRecords }),
    );
  }
  return { encoding, separator, records };
}
