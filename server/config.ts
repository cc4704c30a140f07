import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { addressRange } from './auth/operator-access';
import { DEFAULT_LOGIN_LIMITS, type LoginThrottleLimits } from './auth/login-throttle';
import { DEFAULT_PASSWORD_COST, MAX_PASSWORD_COST, MIN_PASSWORD_COST } from './auth/passwords';
import { loadLimits, type ServerLimits } from './limits';
import { ensurePrivateDir } from './private-files';
import { DEFAULT_RESET_LIMITS, type ResetThrottleLimits } from './auth/reset-throttle';
import {
  DEFAULT_ORDER_LIMITS,
  DEFAULT_REFUSED_PER_ADDRESS,
  type OrderLimits,
} from './services/orders/order-throttle';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  /** PostgreSQL connection string; absent means the embedded PostgreSQL server in `dataDir/postgres`. */
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
  /** The app version boards should run; read from `staticDir/app-version.txt` when absent. */
  appVersion?: string | null;
  logLevel: string;
  images: ImageConfig;
  content: ContentConfig;
  /** Failed-login limits (`LOGIN_MAX_FAILURES`, `…_PER_ADDRESS`, `LOGIN_FAILURE_WINDOW_MINUTES`). */
  loginLimits?: LoginThrottleLimits;
  /** Failed password resets per address (`RESET_MAX_FAILURES_PER_ADDRESS`, `RESET_FAILURE_WINDOW_MINUTES`). */
  resetLimits?: ResetThrottleLimits;
  /** Orders per table, device and shop (`ORDER_MAX_PER_TABLE`, `…_PER_DEVICE`, `…_PER_SHOP`, `ORDER_LIMIT_WINDOW_SECONDS`). */
  orderLimits?: OrderLimits;
  /** Origins other sites may call the API from (`CORS_ORIGINS`, comma separated); none by default. */
  corsOrigins?: string[];
  /**
   * Proxies whose `X-Forwarded-For` is believed (`TRUST_PROXY`: addresses, CIDRs or `loopback`,
   * comma separated); without it the client address is the connection's.
   */
  trustProxy?: string;
  /** Connection, timeout, cache and resize limits (`server/limits.ts`); defaults when absent. */
  limits?: ServerLimits;
  /** Screen health (`BOARD_HEARTBEAT_MS`, `BOARD_OFFLINE_AFTER_MS`, `BOARD_OUTDATED_AFTER_MS`, `BOARD_REPORTS_PER_MINUTE`). */
  boardHealth?: BoardHealthConfig;
  /** API keys and webhooks (`API_KEY_REQUESTS_PER_MINUTE`, `WEBHOOK_ALLOW_PRIVATE`, …). */
  integrations?: IntegrationConfig;
  /** Messages about dark boards (`SMTP_URL`, `MAIL_FROM`, `PUBLIC_URL`, `BOARD_ALERT_*`). */
  boardAlerts?: BoardAlertConfig;
  /**
   * scrypt's cost N for passwords hashed from now on (`PASSWORD_HASH_COST`, 16384): only test
   * runs lower it, to spare the processor; a stored hash keeps the cost it was made with.
   */
  passwordHashCost: number;
  /** Who may read `GET /metrics` (`METRICS_TOKEN`, `METRICS_ALLOW`); off without either. */
  metrics?: MetricsConfig;
}

/** The operators' figures: a bearer token (never logged or returned), client addresses. */
export interface MetricsConfig {
  token: string | undefined;
  /** IPv4/IPv6 addresses and CIDR ranges, as `METRICS_ALLOW` lists them. */
  allow: string[];
}

/** `METRICS_TOKEN` (at least 32 characters) and `METRICS_ALLOW` (addresses and CIDRs). */
export function loadMetricsConfig(env: Env = process.env): MetricsConfig {
  const token = env.METRICS_TOKEN?.trim() || undefined;
  // The value is a secret: it is not repeated.
  if (token && token.length < 32) throw new Error('METRICS_TOKEN must be at least 32 characters.');
  const allow = (env.METRICS_ALLOW ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const entry of allow) {
    if (!addressRange(entry)) {
      throw new Error(
        `METRICS_ALLOW must list addresses or CIDR ranges such as 10.0.0.0/8, not "${entry.slice(0, 64)}".`,
      );
    }
  }
  return { token, allow };
}

/** How the detector of dark boards runs and how its messages go out. */
export interface BoardAlertConfig {
  /** How often the detector looks at every board (`BOARD_ALERT_INTERVAL_MS`, 30000); 0: never by itself. */
  intervalMs: number;
  /**
   * How long one minute of a shop's alert setting lasts (`BOARD_ALERT_MINUTE_MS`, 60000): only
   * tests shorten it, so that "after 10 minutes" is ten seconds.
   */
  minuteMs: number;
  /** The SMTP server (`SMTP_URL`, e.g. smtp://user:pass@host:587); no mail without it. Never logged. */
  smtpUrl: string | undefined;
  /** The sender of the messages (`MAIL_FROM`). */
  mailFrom: string;
  /** The address the back office is reached at, for links in messages (`PUBLIC_URL`). */
  publicUrl: string | undefined;
}

export const DEFAULT_BOARD_ALERTS: BoardAlertConfig = {
  intervalMs: 30_000,
  minuteMs: 60_000,
  smtpUrl: undefined,
  mailFrom: 'Pricelist <pricelist@localhost>',
  publicUrl: undefined,
};

/** Reads the alert settings; `SMTP_URL` must be an smtp:// or smtps:// address. */
export function loadBoardAlertConfig(env: Env = process.env): BoardAlertConfig {
  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  if (smtpUrl && !/^smtps?:\/\/[^\s]+$/.test(smtpUrl)) {
    // The value may hold a password: it is not repeated.
    throw new Error('SMTP_URL must be an smtp:// or smtps:// address.');
  }
  const publicUrl = env.PUBLIC_URL?.trim().replace(/\/+$/, '') || undefined;
  if (publicUrl && !URL.canParse(publicUrl)) {
    throw new Error(
      `PUBLIC_URL must be an address such as https://pricelist.example, not "${publicUrl}".`,
    );
  }
  const interval = env.BOARD_ALERT_INTERVAL_MS;
  return {
    intervalMs:
      interval === '0'
        ? 0
        : readPositiveInteger('BOARD_ALERT_INTERVAL_MS', interval, DEFAULT_BOARD_ALERTS.intervalMs),
    minuteMs: readPositiveInteger(
      'BOARD_ALERT_MINUTE_MS',
      env.BOARD_ALERT_MINUTE_MS,
      DEFAULT_BOARD_ALERTS.minuteMs,
    ),
    smtpUrl,
    mailFrom: env.MAIL_FROM?.trim() || DEFAULT_BOARD_ALERTS.mailFrom,
    publicUrl,
  };
}

/** Limits of API keys and webhooks. */
export interface IntegrationConfig {
  /** Requests one API key may make a minute (`API_KEY_REQUESTS_PER_MINUTE`, 120). */
  keyRequestsPerMinute: number;
  /**
   * Webhooks may go to private and loopback addresses (`WEBHOOK_ALLOW_PRIVATE=1`): for tests
   * and a receiver on the same network only; off by default.
   */
  webhookAllowPrivate: boolean;
  /** How long a webhook receiver may take to answer (`WEBHOOK_TIMEOUT_MS`, 5000). */
  webhookTimeoutMs: number;
  /** The first retry's wait; each next one doubles, up to a day (`WEBHOOK_RETRY_BASE_MS`, 30000). */
  webhookRetryBaseMs: number;
}

export const DEFAULT_INTEGRATIONS: IntegrationConfig = {
  keyRequestsPerMinute: 120,
  webhookAllowPrivate: false,
  webhookTimeoutMs: 5000,
  webhookRetryBaseMs: 30_000,
};

/** How often boards report and when a board counts as offline or outdated, in ms. */
export interface BoardHealthConfig {
  heartbeatMs: number;
  offlineAfterMs: number;
  outdatedAfterMs: number;
  /** Accepted board reports a minute per client address (`BOARD_REPORTS_PER_MINUTE`, 60). */
  reportsPerMinute?: number;
}

/** The content workflow: its text generator and how its background runner behaves. */
export interface ContentConfig {
  /** An OpenAI-compatible API (`CONTENT_API_URL`); absent means the built-in generator. */
  apiUrl: string | undefined;
  /** Bearer key of that API (`CONTENT_API_KEY`). Never logged, never returned. */
  apiKey: string | undefined;
  /** The model asked for (`CONTENT_MODEL`). */
  model: string;
  /** How long one generator call may take (`CONTENT_TIMEOUT_SECONDS`), in ms. */
  timeoutMs: number;
  /** Wait before retrying an unavailable generator (`CONTENT_RETRY_DELAY_MS`); doubles once. */
  retryDelayMs: number;
  /** How often the runner looks for work (`CONTENT_POLL_MS`). */
  pollMs: number;
  /** How long a claimed step is held before another process may take it over, in ms. */
  leaseMs: number;
}

/** Where pictures live (S3-compatible store or `DATA_DIR/images`) and what uploads may be. */
export interface ImageConfig {
  /** The bucket the resize service reads: `S3_BUCKET` with S3, else `IMAGE_BUCKET`. */
  bucket: string;
  /** Largest upload in bytes (`IMAGE_MAX_BYTES`). */
  maxBytes: number;
  /** Largest picture in pixels, width times height (`IMAGE_MAX_PIXELS`). */
  maxPixels: number;
  /**
   * Sizes not yet on disk the resize service draws for one client address a minute
   * (`IMAGE_DRAWS_PER_MINUTE`); answers from the cache are not counted.
   */
  drawsPerMinute: number;
  /** The S3-compatible store; absent means the local directory. */
  s3: S3Settings | undefined;
}

/** An S3-compatible object store. The secret is never logged or returned. */
export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  /** Absent: the AWS SDK's own credential chain. */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  forcePathStyle: boolean;
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

function readPositiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const number = Number(value);
  if (!Number.isSafeInteger(number) || number < 1) {
    throw new Error(`${name} must be a positive whole number, not "${value}".`);
  }
  return number;
}

/** `PASSWORD_HASH_COST`: a power of two from 1024 to 65536; 16384 when unset. */
export function loadPasswordHashCost(env: Env = process.env): number {
  const value = env.PASSWORD_HASH_COST;
  if (value === undefined || value === '') return DEFAULT_PASSWORD_COST;
  const cost = Number(value);
  if (
    !Number.isSafeInteger(cost) ||
    cost < MIN_PASSWORD_COST ||
    cost > MAX_PASSWORD_COST ||
    (cost & (cost - 1)) !== 0
  ) {
    throw new Error(
      `PASSWORD_HASH_COST must be a power of two from ${MIN_PASSWORD_COST} to ${MAX_PASSWORD_COST}, not "${value}".`,
    );
  }
  return cost;
}

function readS3Settings(env: Env): S3Settings | undefined {
  const endpoint = env.S3_ENDPOINT;
  const bucket = env.S3_BUCKET;
  if (!endpoint || !bucket) return undefined;
  const accessKeyId = env.S3_ACCESS_KEY_ID || env.AWS_ACCESS_KEY_ID;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY || env.AWS_SECRET_ACCESS_KEY;
  return {
    endpoint,
    bucket,
    region: env.S3_REGION || 'us-east-1',
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    forcePathStyle: env.S3_FORCE_PATH_STYLE !== '0' && env.S3_FORCE_PATH_STYLE !== 'false',
  };
}

/**
 * A board's first load draws a few dozen sizes (row images, category pictures), later loads come
 * from the cache; this leaves room for several screens behind one address.
 */
const DEFAULT_DRAWS_PER_MINUTE = 300;

/** The picture settings: the S3 store when `S3_ENDPOINT` and `S3_BUCKET` are set, limits. */
export function loadImageConfig(env: Env = process.env): ImageConfig {
  const s3 = readS3Settings(env);
  return {
    bucket: s3?.bucket ?? (env.IMAGE_BUCKET || 'pricelist-images'),
    maxBytes: readPositiveInteger('IMAGE_MAX_BYTES', env.IMAGE_MAX_BYTES, 10 * 1024 * 1024),
    maxPixels: readPositiveInteger('IMAGE_MAX_PIXELS', env.IMAGE_MAX_PIXELS, 40_000_000),
    drawsPerMinute: readPositiveInteger(
      'IMAGE_DRAWS_PER_MINUTE',
      env.IMAGE_DRAWS_PER_MINUTE,
      DEFAULT_DRAWS_PER_MINUTE,
    ),
    s3,
  };
}

/** The content workflow's settings; the external generator only with both URL and key. */
export function loadContentConfig(env: Env = process.env): ContentConfig {
  const apiUrl = env.CONTENT_API_URL?.trim().replace(/\/+$/, '') || undefined;
  const apiKey = env.CONTENT_API_KEY || undefined;
  return {
    apiUrl: apiUrl && apiKey ? apiUrl : undefined,
    apiKey: apiUrl && apiKey ? apiKey : undefined,
    model: env.CONTENT_MODEL || 'gpt-4o-mini',
    timeoutMs:
      readPositiveInteger('CONTENT_TIMEOUT_SECONDS', env.CONTENT_TIMEOUT_SECONDS, 30) * 1000,
    retryDelayMs: readPositiveInteger('CONTENT_RETRY_DELAY_MS', env.CONTENT_RETRY_DELAY_MS, 1000),
    pollMs: readPositiveInteger('CONTENT_POLL_MS', env.CONTENT_POLL_MS, 1000),
    leaseMs: readPositiveInteger('CONTENT_LEASE_SECONDS', env.CONTENT_LEASE_SECONDS, 120) * 1000,
  };
}

/** Reads the server's configuration from the environment; creates the data directory (0700). */
export function loadConfig(env: Env = process.env, cwd = process.cwd()): ServerConfig {
  const dataDir = resolve(cwd, env.DATA_DIR || 'data');
  ensurePrivateDir(dataDir);
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
    images: loadImageConfig(env),
    content: loadContentConfig(env),
    loginLimits: loadLoginLimits(env),
    resetLimits: loadResetLimits(env),
    orderLimits: loadOrderLimits(env),
    corsOrigins: readOrigins(env.CORS_ORIGINS),
    trustProxy: env.TRUST_PROXY || undefined,
    limits: loadLimits(env),
    boardAlerts: loadBoardAlertConfig(env),
    passwordHashCost: loadPasswordHashCost(env),
    metrics: loadMetricsConfig(env),
    integrations: {
      keyRequestsPerMinute: readPositiveInteger(
        'API_KEY_REQUESTS_PER_MINUTE',
        env.API_KEY_REQUESTS_PER_MINUTE,
        DEFAULT_INTEGRATIONS.keyRequestsPerMinute,
      ),
      webhookAllowPrivate:
        env.WEBHOOK_ALLOW_PRIVATE === '1' || env.WEBHOOK_ALLOW_PRIVATE === 'true',
      webhookTimeoutMs: readPositiveInteger(
        'WEBHOOK_TIMEOUT_MS',
        env.WEBHOOK_TIMEOUT_MS,
        DEFAULT_INTEGRATIONS.webhookTimeoutMs,
      ),
      webhookRetryBaseMs: readPositiveInteger(
        'WEBHOOK_RETRY_BASE_MS',
        env.WEBHOOK_RETRY_BASE_MS,
        DEFAULT_INTEGRATIONS.webhookRetryBaseMs,
      ),
    },
    boardHealth: {
      heartbeatMs: readPositiveInteger('BOARD_HEARTBEAT_MS', env.BOARD_HEARTBEAT_MS, 60_000),
      offlineAfterMs: readPositiveInteger(
        'BOARD_OFFLINE_AFTER_MS',
        env.BOARD_OFFLINE_AFTER_MS,
        180_000,
      ),
      outdatedAfterMs: readPositiveInteger(
        'BOARD_OUTDATED_AFTER_MS',
        env.BOARD_OUTDATED_AFTER_MS,
        120_000,
      ),
      reportsPerMinute: readPositiveInteger(
        'BOARD_REPORTS_PER_MINUTE',
        env.BOARD_REPORTS_PER_MINUTE,
        60,
      ),
    },
  };
}

/** The failed-login limits, defaults where a variable is not set. */
export function loadLoginLimits(env: Env = process.env): LoginThrottleLimits {
  const minutes = readPositiveInteger(
    'LOGIN_FAILURE_WINDOW_MINUTES',
    env.LOGIN_FAILURE_WINDOW_MINUTES,
    DEFAULT_LOGIN_LIMITS.windowMs / 60_000,
  );
  return {
    perAccount: readPositiveInteger(
      'LOGIN_MAX_FAILURES',
      env.LOGIN_MAX_FAILURES,
      DEFAULT_LOGIN_LIMITS.perAccount,
    ),
    perAddress: readPositiveInteger(
      'LOGIN_MAX_FAILURES_PER_ADDRESS',
      env.LOGIN_MAX_FAILURES_PER_ADDRESS,
      DEFAULT_LOGIN_LIMITS.perAddress,
    ),
    windowMs: minutes * 60_000,
  };
}

/** The failed-reset limits, defaults where a variable is not set. */
export function loadResetLimits(env: Env = process.env): ResetThrottleLimits {
  const minutes = readPositiveInteger(
    'RESET_FAILURE_WINDOW_MINUTES',
    env.RESET_FAILURE_WINDOW_MINUTES,
    DEFAULT_RESET_LIMITS.windowMs / 60_000,
  );
  return {
    perAddress: readPositiveInteger(
      'RESET_MAX_FAILURES_PER_ADDRESS',
      env.RESET_MAX_FAILURES_PER_ADDRESS,
      DEFAULT_RESET_LIMITS.perAddress,
    ),
    windowMs: minutes * 60_000,
  };
}

/** The order limits, defaults where a variable is not set. */
export function loadOrderLimits(env: Env = process.env): OrderLimits {
  const d = DEFAULT_ORDER_LIMITS;
  return {
    perTable: readPositiveInteger('ORDER_MAX_PER_TABLE', env.ORDER_MAX_PER_TABLE, d.perTable),
    perDevice: readPositiveInteger('ORDER_MAX_PER_DEVICE', env.ORDER_MAX_PER_DEVICE, d.perDevice),
    perShop: readPositiveInteger('ORDER_MAX_PER_SHOP', env.ORDER_MAX_PER_SHOP, d.perShop),
    refusedPerAddress: readPositiveInteger(
      'ORDER_MAX_REFUSED_PER_ADDRESS',
      env.ORDER_MAX_REFUSED_PER_ADDRESS,
      d.refusedPerAddress ?? DEFAULT_REFUSED_PER_ADDRESS,
    ),
    windowMs:
      readPositiveInteger(
        'ORDER_LIMIT_WINDOW_SECONDS',
        env.ORDER_LIMIT_WINDOW_SECONDS,
        d.windowMs / 1000,
      ) * 1000,
  };
}

/** `https://a.example, https://b.example` → exact origins; anything else is refused. */
export function readOrigins(value: string | undefined): string[] {
  const origins = (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const origin of origins) {
    if (!URL.canParse(origin) || new URL(origin).origin !== origin) {
      throw new Error(
        `CORS_ORIGINS must list origins such as https://shop.example, not "${origin}".`,
      );
    }
  }
  return origins;
}
