/**
 * The backup file: gzip'd JSON lines. The first line is the header, then per table a section
 * line followed by exactly `rows` lines, each one row as PostgreSQL's `row_to_json` wrote it
 * (kept as text, so numbers and times come back exactly); then one line per picture; then the
 * end line with the totals, so a cut-off file is recognised.
 */
export const BACKUP_FORMAT = 'pricelist-backup';
export const BACKUP_VERSION = 1;

/** The schema migration a database had when it was backed up. */
export interface MigrationMark {
  tag: string;
  /** The migration's `when` in the journal; orders migrations. */
  when: number;
}

/** A sequence's state at the snapshot. */
export interface SequenceState {
  name: string;
  lastValue: string;
  isCalled: boolean;
}

export interface BackupHeader {
  format: typeof BACKUP_FORMAT;
  version: number;
  createdAt: string;
  /** The database it came from; `pglite` in backups of versions before the embedded server. */
  source: 'pglite' | 'postgres' | 'embedded';
  migration: MigrationMark;
  /** Tables in the order their sections follow (rows of referenced tables first). */
  tables: string[];
  sequences: SequenceState[];
}

export interface TableSection {
  table: string;
  columns: string[];
  primaryKey: string[];
  rows: number;
}

export interface PictureLine {
  picture: string;
  contentType: string;
  bytes: number;
  sha256: string;
  /** The file, base64. */
  data: string;
}

export interface BackupEnd {
  end: true;
  tables: number;
  rows: number;
  pictures: number;
}

const SOURCES: readonly unknown[] = ['pglite', 'postgres', 'embedded'];
function isSource(value: unknown): value is BackupHeader['source'] {
  return SOURCES.includes(value);
}

/** A file that is not a backup this version can read; nothing was changed. */
export class BackupFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupFormatError';
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/** Parses one line as a JSON object, or says where the file stops making sense. */
export function parseLine(line: string, lineNumber: number, file: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    value = undefined;
  }
  if (!isRecord(value)) {
    throw new BackupFormatError(
      lineNumber === 1
        ? `${file} is not a Pricelist backup (its first line is not a backup header).`
        : `${file} is damaged: line ${lineNumber} is not a JSON object.`,
    );
  }
  return value;
}

function isMigrationMark(value: unknown): value is MigrationMark {
  return isRecord(value) && typeof value.tag === 'string' && typeof value.when === 'number';
}

function isSequenceState(value: unknown): value is SequenceState {
  return (
    isRecord(value) &&
    typeof value.name === 'string' &&
    typeof value.lastValue === 'string' &&
    typeof value.isCalled === 'boolean'
  );
}

/** Checks the first line: the format name, a version this code reads, the fields it needs. */
export function checkHeader(value: Record<string, unknown>, file: string): BackupHeader {
  if (value.format !== BACKUP_FORMAT)
    throw new BackupFormatError(`${file} is not a Pricelist backup (unknown format).`);
  if (value.version !== BACKUP_VERSION) {
    throw new BackupFormatError(
      `${file} is a Pricelist backup of format version ${String(value.version)}; this version ` +
        `of Pricelist reads format version ${BACKUP_VERSION} only.`,
    );
  }
  const { createdAt, source, migration, tables, sequences } = value;
  if (
    typeof createdAt !== 'string' ||
    !isSource(source) ||
    !isMigrationMark(migration) ||
    !isStringArray(tables) ||
    !Array.isArray(sequences) ||
    !sequences.every(isSequenceState)
  ) {
    throw new BackupFormatError(`${file} is damaged: its header lacks required fields.`);
  }
  return {
    format: BACKUP_FORMAT,
    version: BACKUP_VERSION,
    createdAt,
    source,
    migration,
    tables,
    sequences,
  };
}

/** The section line of a table, or undefined when the line is something else. */
export function asTableSection(value: Record<string, unknown>): TableSection | undefined {
  const { table, columns, primaryKey, rows } = value;
  if (typeof table !== 'string') return undefined;
  if (!isStringArray(columns) || !isStringArray(primaryKey) || !Number.isSafeInteger(rows))
    return undefined;
  return { table, columns, primaryKey, rows: rows as number };
}

/** A picture line, or undefined when the line is something else. */
export function asPictureLine(value: Record<string, unknown>): PictureLine | undefined {
  const { picture, contentType, bytes, sha256, data } = value;
  if (
    typeof picture !== 'string' ||
    typeof contentType !== 'string' ||
    !Number.isSafeInteger(bytes) ||
    typeof sha256 !== 'string' ||
    typeof data !== 'string'
  )
    return undefined;
  return { picture, contentType, bytes: bytes as number, sha256, data };
}

/** The end line, or undefined when the line is something else. */
export function asBackupEnd(value: Record<string, unknown>): BackupEnd | undefined {
  const { end, tables, rows, pictures } = value;
  if (end !== true) return undefined;
  if (![tables, rows, pictures].every((n) => Number.isSafeInteger(n))) return undefined;
  return {
    end: true,
    tables: tables as number,
    rows: rows as number,
    pictures: pictures as number,
  };
}
