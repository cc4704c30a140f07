import { createHash } from 'node:crypto';
import {
  asBackupEnd,
  asPictureLine,
  asTableSection,
  BackupFormatError,
  checkHeader,
  parseLine,
  type BackupEnd,
  type BackupHeader,
  type TableSection,
} from './format';
import { readGzipLines } from './lines';

/** Rows go to the database in batches of this many. */
const ROW_BATCH = 500;

/** What a backup holds, in file order. Rows come in batches of JSON texts. */
export type BackupEvent =
  | { kind: 'header'; header: BackupHeader }
  | { kind: 'rows'; section: TableSection; rows: string[] }
  | { kind: 'table-done'; section: TableSection }
  | { kind: 'picture'; key: string; contentType: string; bytes: Buffer }
  | { kind: 'end'; end: BackupEnd };

interface Totals {
  tables: number;
  rows: number;
  pictures: number;
}

function damaged(file: string, what: string): BackupFormatError {
  return new BackupFormatError(`${file} is damaged or incomplete: ${what}.`);
}

function decodePicture(
  value: Record<string, unknown>,
  number: number,
  file: string,
): BackupEvent | undefined {
  const picture = asPictureLine(value);
  if (!picture) return undefined;
  const bytes = Buffer.from(picture.data, 'base64');
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  if (bytes.length !== picture.bytes || sha256 !== picture.sha256)
    throw damaged(file, `the picture ${picture.picture} on line ${number} does not match its hash`);
  return { kind: 'picture', key: picture.picture, contentType: picture.contentType, bytes };
}

function checkEnd(end: BackupEnd, totals: Totals, file: string): void {
  if (end.tables !== totals.tables || end.rows !== totals.rows || end.pictures !== totals.pictures)
    throw damaged(file, 'its totals do not match its contents');
}

/**
 * Reads a backup from start to end, checking it as it goes: the header, every table section's
 * row count, every picture's hash and the totals of the end line. Reading it once without
 * acting on the events checks a whole file before anything is changed.
 */
export async function* readBackup(file: string): AsyncGenerator<BackupEvent> {
  const lines = readGzipLines(file);
  const totals: Totals = { tables: 0, rows: 0, pictures: 0 };
  let section: TableSection | undefined;
  let left = 0;
  let batch: string[] = [];
  let header = false;
  for await (const { line, number } of lines) {
    if (section) {
      batch.push(line);
      left--;
      if (batch.length === ROW_BATCH || left === 0) {
        yield { kind: 'rows', section, rows: batch };
        batch = [];
      }
      if (left === 0) {
        yield { kind: 'table-done', section };
        section = undefined;
      }
      continue;
    }
    const value = parseLine(line, number, file);
    if (!header) {
      yield { kind: 'header', header: checkHeader(value, file) };
      header = true;
      continue;
    }
    const next = asTableSection(value);
    if (next) {
      totals.tables++;
      totals.rows += next.rows;
      if (next.rows === 0) yield { kind: 'table-done', section: next };
      else [section, left] = [next, next.rows];
      continue;
    }
    const picture = decodePicture(value, number, file);
    if (picture) {
      totals.pictures++;
      yield picture;
      continue;
    }
    const end = asBackupEnd(value);
    if (!end) throw damaged(file, `line ${number} is not part of a backup`);
    checkEnd(end, totals, file);
    yield { kind: 'end', end };
    return;
  }
  throw damaged(file, header ? 'it ends before its end line' : 'it is empty');
}
