import { resolve } from 'node:path';
import { loadConfig } from '../config';
import { backupTo, describeTarget, restoreFrom } from './commands';

const BACKUP_USAGE = 'Usage: npm run backup [-- FILE]';
const RESTORE_USAGE = 'Usage: npm run restore -- FILE [--force]';

function defaultBackupName(now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
  return `pricelist-backup-${stamp}.jsonl.gz`;
}

function report(error: unknown): number {
  // A failed query's message repeats the whole statement and its rows; its cause says why.
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : undefined;
  if (cause && error instanceof Error && error.message.startsWith('Failed query'))
    console.error(`The database refused the restore: ${cause.message}. Nothing was changed.`);
  else console.error(error instanceof Error ? error.message : String(error));
  return 1;
}

/** `npm run backup [FILE]`: returns the exit code. */
export async function backupCommand(args: string[]): Promise<number> {
  const files = args.filter((arg) => !arg.startsWith('-'));
  if (files.length > 1 || files.length !== args.length) {
    console.error(BACKUP_USAGE);
    return 2;
  }
  try {
    const config = loadConfig();
    const file = resolve(files[0] ?? defaultBackupName());
    console.log(`Backing up ${describeTarget(config)} ...`);
    const summary = await backupTo(config, file, (line) => console.log(line));
    console.log(
      `Backup written to ${file}: ${summary.tables} tables, ${summary.rows} rows, ` +
        `${summary.pictures} pictures.`,
    );
    return 0;
  } catch (error) {
    return report(error);
  }
}

/** `npm run restore -- FILE [--force]`: returns the exit code. */
export async function restoreCommand(args: string[]): Promise<number> {
  const force = args.includes('--force');
  const files = args.filter((arg) => arg !== '--force');
  if (files.length !== 1 || files[0]?.startsWith('-')) {
    console.error(RESTORE_USAGE);
    return 2;
  }
  try {
    const config = loadConfig();
    const file = resolve(files[0] as string);
    console.log(`Restoring ${file} into ${describeTarget(config)} ...`);
    const summary = await restoreFrom(config, file, force);
    console.log(
      `Restored ${summary.tables} tables, ${summary.rows} rows and ${summary.pictures} pictures.`,
    );
    return 0;
  } catch (error) {
    return report(error);
  }
}
