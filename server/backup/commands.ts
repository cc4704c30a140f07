import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { ServerConfig } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { DataDirInUseError } from '../db/data-dir-lock';
import { describeDatabase, openStore, type StoreSettings } from '../db/data-store';
import { runningServerUrl } from '../db/embedded-postgres';
import { createImageStorage, type ImageStorage } from '../images/storage';
import { BackupFormatError, type BackupHeader, type MigrationMark } from './format';
import { knowsMigration, latestMigration, migrationsUpTo } from './migrations';
import { readBackup } from './read-backup';
import { restoreBackup } from './restore-backup';
import { writeBackup, type BackupSummary } from './write-backup';

/** Where the configuration keeps data, in words, for the scripts' messages. */
export function describeTarget(config: ServerConfig): string {
  const pictures = config.images.s3
    ? `the S3 bucket ${config.images.s3.bucket}`
    : join(config.dataDir, 'images');
  return `${describeDatabase(config)}, pictures in ${pictures}`;
}

/**
 * The configured database for a backup. The embedded one may be held by a running server: the
 * backup then reads through that server's socket, as any client would (its snapshot is as
 * consistent as with the server stopped), instead of refusing.
 */
async function openForBackup(
  config: ServerConfig,
  log: (line: string) => void,
): Promise<DatabaseHandle> {
  try {
    return await openStore(config, { poolSize: 2, migrationsFolder: false });
  } catch (error) {
    const url = config.databaseUrl ? null : runningServerUrl(config.dataDir);
    if (!(error instanceof DataDirInUseError) || !url) throw error;
    log(`The server (process ${error.pid}) runs on this data directory: reading through it.`);
    return openDatabase({ databaseUrl: url, poolSize: 2, migrationsFolder: false });
  }
}

/** Writes a backup of the configured database and picture store to `file`. */
export async function backupTo(
  config: ServerConfig,
  file: string,
  log: (line: string) => void = () => undefined,
): Promise<BackupSummary> {
  // A backup changes nothing, not even the schema: it records the migration it finds.
  const database = await openForBackup(config, log);
  const storage = createImageStorage(config.images, config.dataDir);
  try {
    return await writeBackup(database, storage, file);
  } finally {
    storage.close();
    await database.close();
  }
}

/** Reads the whole file once, checking it; returns its header. */
async function checkBackupFile(file: string): Promise<BackupHeader> {
  let header: BackupHeader | undefined;
  for await (const event of readBackup(file)) if (event.kind === 'header') header = event.header;
  if (!header) throw new BackupFormatError(`${file} has no backup header.`);
  return header;
}

function checkMigration(mark: MigrationMark): void {
  if (knowsMigration(mark)) return;
  throw new BackupFormatError(
    `The backup was made with database schema ${mark.tag}, which this version of Pricelist ` +
      `does not know (it knows up to ${latestMigration().tag}). Restore it with a newer version.`,
  );
}

/** Where a restore writes: a database (opened with the migrations it needs) and a picture store. */
export interface RestoreTarget {
  database: StoreSettings;
  storage: ImageStorage;
}

/**
 * Restores `file` into a database and picture store. A backup of an older schema is loaded into
 * the schema it was made with, then migrated forward.
 */
export async function restoreBundle(
  target: RestoreTarget,
  file: string,
  force: boolean,
): Promise<BackupSummary> {
  const header = await checkBackupFile(file);
  checkMigration(header.migration);
  const older = header.migration.when < latestMigration().when;
  const folder = older ? migrationsUpTo(header.migration) : undefined;
  const open = (migrationsFolder: string | undefined) =>
    openStore(target.database, { poolSize: 2, migrationsFolder });
  try {
    const database = await open(folder);
    let summary: BackupSummary;
    try {
      summary = await restoreBackup(database, target.storage, readBackup(file), { force });
    } finally {
      await database.close();
    }
    // Opening with the shipped migrations brings the restored data up to date.
    if (older) await (await open(undefined)).close();
    return summary;
  } finally {
    if (folder) rmSync(folder, { recursive: true, force: true });
  }
}

/** Restores `file` into the configured database and picture store (`npm run restore`). */
export async function restoreFrom(
  config: ServerConfig,
  file: string,
  force: boolean,
): Promise<BackupSummary> {
  const storage = createImageStorage(config.images, config.dataDir);
  try {
    return await restoreBundle({ database: config, storage }, file, force);
  } finally {
    storage.close();
  }
}
