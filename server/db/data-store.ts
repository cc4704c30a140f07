import { openDatabase, type DatabaseHandle } from './client';
import { clusterDirOf, startEmbeddedPostgres } from './embedded-postgres';

/** Where the server's data lives: a PostgreSQL server of its own, or the embedded one. */
export interface StoreSettings {
  dataDir: string;
  databaseUrl: string | undefined;
}

export interface StoreOptions {
  poolSize?: number | undefined;
  /** As `openDatabase`'s: other migrations, or `false` to leave the schema as it is. */
  migrationsFolder?: string | false | undefined;
  /** One line per thing worth knowing (a cluster made, a leftover server stopped). */
  log?: (message: string) => void;
  /**
   * Runs once the embedded server answers and before the database is opened and migrated (the
   * server's start moves an earlier version's data in here).
   */
  beforeOpen?: (databaseUrl: string) => Promise<unknown>;
}

/** The database in words, never a password: for start lines and the scripts' messages. */
export function describeDatabase(settings: StoreSettings): string {
  const embedded = `the embedded PostgreSQL database in ${clusterDirOf(settings.dataDir)}`;
  if (!settings.databaseUrl) return embedded;
  try {
    const parsed = new URL(settings.databaseUrl);
    if (parsed.searchParams.get('host') === clusterDirOf(settings.dataDir)) return embedded;
    return `the PostgreSQL database ${parsed.pathname.slice(1) || '(default)'} on ${parsed.host || 'localhost'}`;
  } catch {
    return 'the PostgreSQL database of DATABASE_URL';
  }
}

/**
 * Opens the configured database: `DATABASE_URL`'s server, or else the embedded PostgreSQL server
 * of the data directory, started here and stopped when the handle closes (after its pool).
 */
export async function openStore(
  settings: StoreSettings,
  options: StoreOptions = {},
): Promise<DatabaseHandle> {
  if (settings.databaseUrl)
    return openDatabase({
      databaseUrl: settings.databaseUrl,
      poolSize: options.poolSize,
      migrationsFolder: options.migrationsFolder,
    });
  const server = await startEmbeddedPostgres(settings.dataDir, { log: options.log });
  try {
    await options.beforeOpen?.(server.url);
    const database = await openDatabase({
      databaseUrl: server.url,
      poolSize: options.poolSize,
      migrationsFolder: options.migrationsFolder,
    });
    return {
      ...database,
      kind: 'embedded',
      halt: () => server.halt(),
      close: async () => {
        try {
          await database.close();
        } finally {
          await server.stop();
        }
      },
    };
  } catch (error) {
    await server.stop();
    throw error;
  }
}
