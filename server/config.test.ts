import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, loadMetricsConfig, loadPasswordHashCost } from './config';
import { DEFAULT_LIMITS, loadLimits } from './limits';

describe('loadConfig', () => {
  it('defaults to 127.0.0.1:8080 with data in ./data and a stored secret', () => {
    const cwd = mkdtempSync(join(tmpdir(), 'pricelist-config-'));
    const config = loadConfig({}, cwd);
    expect(config).toMatchObject({
      port: 8080,
      host: '127.0.0.1',
      dataDir: join(cwd, 'data'),
      demoData: true,
    });
    const secretFile = join(cwd, 'data', 'secret-key');
    expect(statSync(secretFile).mode & 0o777).toBe(0o600);
    expect(readFileSync(secretFile, 'utf8').trim()).toBe(config.secretKey);
    // The same secret on the next start, so tokens survive a restart.
    expect(loadConfig({}, cwd).secretKey).toBe(config.secretKey);
  });

  it('reads PORT, HOST, DATA_DIR, DATABASE_URL, SECRET_KEY and DEMO_DATA', () => {
    const cwd = mkdtempSync(join(tmpdir(), 'pricelist-config-'));
    const config = loadConfig(
      {
        PORT: '9090',
        HOST: '0.0.0.0',
        DATA_DIR: 'elsewhere',
        DATABASE_URL: 'postgres://db/pricelist',
        SECRET_KEY: 'k'.repeat(40),
        DEMO_DATA: '0',
      },
      cwd,
    );
    expect(config).toMatchObject({
      port: 9090,
      host: '0.0.0.0',
      dataDir: join(cwd, 'elsewhere'),
      databaseUrl: 'postgres://db/pricelist',
      secretKey: 'k'.repeat(40),
      demoData: false,
    });
  });

  it('refuses a bad port and a short secret', () => {
    const cwd = mkdtempSync(join(tmpdir(), 'pricelist-config-'));
    expect(() => loadConfig({ PORT: 'eighty' }, cwd)).toThrow(/PORT/);
    expect(() => loadConfig({ SECRET_KEY: 'short' }, cwd)).toThrow(/SECRET_KEY/);
  });
});

describe('loadPasswordHashCost', () => {
  it('is 16384 unless PASSWORD_HASH_COST names a power of two from 1024 to 65536', () => {
    expect(loadPasswordHashCost({})).toBe(16_384);
    expect(loadPasswordHashCost({ PASSWORD_HASH_COST: '' })).toBe(16_384);
    expect(loadPasswordHashCost({ PASSWORD_HASH_COST: '1024' })).toBe(1024);
    expect(loadPasswordHashCost({ PASSWORD_HASH_COST: '65536' })).toBe(65_536);
    for (const value of ['512', '1000', '3072', '131072', 'laag', '-1024', '1024.5'])
      expect(() => loadPasswordHashCost({ PASSWORD_HASH_COST: value })).toThrow(
        /PASSWORD_HASH_COST must be a power of two from 1024 to 65536/,
      );
    const cwd = mkdtempSync(join(tmpdir(), 'pricelist-config-'));
    expect(loadConfig({ PASSWORD_HASH_COST: '2048' }, cwd).passwordHashCost).toBe(2048);
  });
});

describe('loadLimits', () => {
  it('has bounded defaults and reads each limit from the environment', () => {
    expect(loadLimits({})).toEqual(DEFAULT_LIMITS);
    expect(
      loadLimits({
        FEED_CACHE_MAX_BYTES: '1048576',
        MAX_CONNECTIONS_PER_ADDRESS: '50',
        HEADERS_TIMEOUT_SECONDS: '2.5',
        REQUEST_TIMEOUT_SECONDS: '20',
        KEEP_ALIVE_TIMEOUT_SECONDS: '3',
        CONNECTION_TIMEOUT_SECONDS: '90',
        RESIZE_CONCURRENCY: '2',
        RESIZE_WAITING_PER_ADDRESS: '2',
        RESIZE_BOARD_WAITING_PER_ADDRESS: '8',
      }),
    ).toEqual({
      feedCacheMaxBytes: 1_048_576,
      connectionsPerAddress: 50,
      headersTimeoutMs: 2500,
      requestTimeoutMs: 20_000,
      keepAliveTimeoutMs: 3000,
      connectionTimeoutMs: 90_000,
      resizeConcurrency: 2,
      resizeWaitingPerAddress: 2,
      resizeBoardWaitingPerAddress: 8,
    });
  });

  it('refuses a limit that is not a positive number', () => {
    expect(() => loadLimits({ MAX_CONNECTIONS_PER_ADDRESS: '0' })).toThrow(
      'MAX_CONNECTIONS_PER_ADDRESS must be a positive number, not "0".',
    );
    expect(() => loadLimits({ HEADERS_TIMEOUT_SECONDS: 'soon' })).toThrow(/HEADERS_TIMEOUT/);
  });
});

describe('loadMetricsConfig', () => {
  it('is off without METRICS_TOKEN and METRICS_ALLOW, and reads both', () => {
    expect(loadMetricsConfig({})).toEqual({ token: undefined, allow: [] });
    const token = 'a'.repeat(32);
    expect(
      loadMetricsConfig({
        METRICS_TOKEN: ` ${token} `,
        METRICS_ALLOW: '10.0.0.0/8, 192.0.2.7,2001:db8::/32,::ffff:192.0.2.0/120',
      }),
    ).toEqual({
      token,
      allow: ['10.0.0.0/8', '192.0.2.7', '2001:db8::/32', '::ffff:192.0.2.0/120'],
    });
  });

  it('refuses a short token without repeating it, and entries that are no address or range', () => {
    expect(() => loadMetricsConfig({ METRICS_TOKEN: 'kort-geheim' })).toThrow(
      'METRICS_TOKEN must be at least 32 characters.',
    );
    expect(() => loadMetricsConfig({ METRICS_TOKEN: 'kort-geheim' })).not.toThrow(/kort/);
    for (const entry of ['10.0.0.0/33', 'example.org', '127.1', '10.0.0.1/8/2', '::1/129']) {
      expect(() => loadMetricsConfig({ METRICS_ALLOW: entry }), entry).toThrow(/METRICS_ALLOW/);
    }
  });
});
