import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL connection string; absent means the embedded PGlite in `dataDir/db`. */
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /** Secret for signing access tokens. Never logged, never returned. */
  secretKey: string;
  accessTokenMinutes: number;
  adminUsername: string | undefined;
  adminPassword: string | undefined;
  demoData: boolean;
  /** Where the built browser app lives; served when it exists. */
  staticDir: string;
  logLevel: string;
}

type Env = Record<string, string | undefined>;

function readPort(value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, not "${value}".`);
  }
  return port;
}

/**
 * The signing secret: `SECRET_KEY` when set, otherwise one generated once and kept in
 * `DATA_DIR/secret-key` (mode 0600) so tokens stay valid across restarts.
 */
function loadSecretKey(env: Env, dataDir: string): string {
  const fromEnv = env.SECRET_KEY;
  if (fromEnv) {
    if (fromEnv.length < 32) throw new Error('SECRET_KEY must be at least 32 characters long.');
    return fromEnv;
  }
  const file = join(dataDir, 'secret-key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  chmodSync(file, 0o600);
  return secret;
}

/** Reads the server's configuration from the environment; creates the data directory. */
export function loadConfig(env: Env = process.env, cwd = process.cwd()): ServerConfig {
  const dataDir = resolve(cwd, env.DATA_DIR || 'data');
  mkdirSync(dataDir, { recursive: true });
  const minutes = Number(env.ACCESS_TOKEN_MINUTES ?? 8 * 60);
  return {
    port: readPort(env.PORT, 8080),
    host: env.HOST || '127.0.0.1',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    secretKey: loadSecretKey(env, dataDir),
    accessTokenMinutes: Number.isFinite(minutes) && minutes > 0 ? minutes : 8 * 60,
    adminUsername: env.ADMIN_USERNAME || undefined,
    adminPassword: env.ADMIN_PASSWORD || undefined,
    demoData: env.DEMO_DATA !== '0' && env.DEMO_DATA !== 'false',
    staticDir: resolve(cwd, env.STATIC_DIR || 'dist'),
    logLevel: env.LOG_LEVEL || 'info',
  };
}
