import { once } from 'node:events';
import { createReadStream, createWriteStream, renameSync, rmSync, statSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { BackupFormatError } from './format';

/** Writes gzip'd lines to `{file}.partial` and renames it to `file` once complete. */
export class GzipLineWriter {
  private readonly gzip = createGzip();
  private readonly done: Promise<void>;
  private readonly partial: string;

  constructor(private readonly file: string) {
    this.partial = `${file}.partial`;
    this.done = pipeline(this.gzip, createWriteStream(this.partial, { mode: 0o600 }));
    // The pipeline's promise reports failures when awaited; keep it from going unhandled.
    this.done.catch(() => undefined);
  }

  /** Writes one line (a newline is added), waiting while the file falls behind. */
  async write(line: string): Promise<void> {
    if (!this.gzip.write(`${line}\n`)) await once(this.gzip, 'drain');
  }

  /** Finishes the file and puts it in place. */
  async finish(): Promise<void> {
    this.gzip.end();
    await this.done;
    renameSync(this.partial, this.file);
  }

  /** Gives up: the partial file is removed, an earlier file of that name stays. */
  async abandon(): Promise<void> {
    this.gzip.destroy();
    await this.done.catch(() => undefined);
    rmSync(this.partial, { force: true });
  }
}

function describeReadError(error: unknown, file: string): Error {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'Z_DATA_ERROR')
    return new BackupFormatError(`${file} is not a Pricelist backup (not gzip data).`);
  if (code === 'Z_BUF_ERROR')
    return new BackupFormatError(`${file} is damaged or incomplete (the gzip data ends early).`);
  return error instanceof Error ? error : new Error(String(error));
}

/** The lines of a gzip'd file, numbered from 1. Not gzip or cut short: a BackupFormatError. */
export async function* readGzipLines(
  file: string,
): AsyncGenerator<{ line: string; number: number }> {
  try {
    if (!statSync(file).isFile()) throw new Error();
  } catch {
    throw new BackupFormatError(`${file} does not exist or is not a file.`);
  }
  const source = createReadStream(file);
  const gunzip = createGunzip();
  source.on('error', (error) => gunzip.destroy(error));
  const lines = createInterface({ input: source.pipe(gunzip), crlfDelay: Infinity });
  let number = 0;
  try {
    for await (const line of lines) {
      number++;
      yield { line, number };
    }
  } catch (error) {
    throw describeReadError(error, file);
  } finally {
    lines.close();
    source.destroy();
  }
}
