/**
 * Several server processes on one PostgreSQL database and one Redis, behind nginx with the
 * configuration of `deploy/nginx.conf` (README, "Running for many shops"): a board socket on
 * one process hears a write made through the other, whose feed shows it at once; tokens work on
 * every process; sockets and uploads pass the proxy.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import WebSocket from 'ws';
import { createPostgresDatabase } from '../support/api';
import { freePort, startServerProcess, type ServerProcess } from '../support/server-process';

const NGINX = '/usr/sbin/nginx';
const redisUrl = inject('redisUrl');
const postgresAdminUrl = inject('postgresAdminUrl');

interface ShopFeed {
  id: string;
  config: { use_truncated_prices: boolean };
  modified_at: string;
}

/** `deploy/nginx.conf` with this test's ports: the same proxy settings users run. */
function nginxConfig(listen: number, upstreams: string[]): string {
  const template = readFileSync(join(process.cwd(), 'deploy', 'nginx.conf'), 'utf8');
  const servers = upstreams
    .map((url) => `    server ${new URL(url).host} max_fails=3 fail_timeout=10s;`)
    .join('\n');
  const config = template
    .replace(/ {4}server 127\.0\.0\.1:8081[^\n]*\n {4}server 127\.0\.0\.1:8082[^\n]*/, servers)
    .replace('listen 80;', `listen 127.0.0.1:${listen};`);
  if (!config.includes(`listen 127.0.0.1:${listen};`) || config.includes(':8081')) {
    throw new Error('deploy/nginx.conf no longer has the shape this test rewrites.');
  }
  return config;
}

async function startNginx(listen: number, upstreams: string[]) {
  const prefix = mkdtempSync(join(tmpdir(), 'pricelist-nginx-'));
  const conf = join(prefix, 'nginx.conf');
  writeFileSync(conf, nginxConfig(listen, upstreams));
  const globals = `daemon off; pid ${join(prefix, 'nginx.pid')}; error_log ${join(prefix, 'error.log')} warn;`;
  const child: ChildProcess = spawn(NGINX, ['-p', prefix, '-c', conf, '-g', globals], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const base = `http://127.0.0.1:${listen}`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${base}/v1/health`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (child.exitCode !== null) throw new Error(`nginx exited: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    base,
    stop: async () => {
      child.kill('SIGQUIT');
      await new Promise((resolve) => child.once('exit', resolve));
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

/** A board socket that keeps every message it hears. */
function boardSocket(base: string, shopId: string) {
  const socket = new WebSocket(
    `${base.replace('http', 'ws')}/v1/ws?shopId=${shopId}&connectionType=shop`,
  );
  const messages: string[] = [];
  socket.on('message', (data: Buffer) => messages.push(data.toString()));
  const opened = new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return { socket, messages, opened };
}

async function until<T>(read: () => T | Promise<T>, ok: (value: T) => boolean, ms = 5000) {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`Timed out; last value ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.runIf(redisUrl && postgresAdminUrl)('two server processes behind nginx', () => {
  let a: ServerProcess;
  let b: ServerProcess;
  let proxy: Awaited<ReturnType<typeof startNginx>>;
  let dropDatabase: () => Promise<void>;
  let auth: string;
  let shopId: string;

  beforeAll(async () => {
    const database = await createPostgresDatabase(postgresAdminUrl);
    dropDatabase = database.drop;
    const shared = {
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl,
      SECRET_KEY: randomBytes(48).toString('base64url'),
      ADMIN_USERNAME: 'scale.admin',
      ADMIN_PASSWORD: randomBytes(12).toString('base64url'),
      TRUST_PROXY: 'loopback',
      DEMO_DATA: '1',
    };
    a = await startServerProcess(shared, { apiOnly: true });
    b = await startServerProcess(shared, { apiOnly: true });
    proxy = await startNginx(await freePort(), [a.baseUrl, b.baseUrl]);
    const login = await fetch(`${proxy.base}/v1/login/access-token`, {
      method: 'POST',
      body: new URLSearchParams({
        username: shared.ADMIN_USERNAME,
        password: shared.ADMIN_PASSWORD,
      }),
    });
    expect(login.status).toBe(200);
    auth = `Bearer ${((await login.json()) as { access_token: string }).access_token}`;
    const shops = (await (
      await fetch(`${proxy.base}/v1/shops?filter=name:Mississippi`, {
        headers: { authorization: auth },
      })
    ).json()) as { id: string }[];
    shopId = shops[0]?.id ?? '';
  }, 180_000);

  afterAll(async () => {
    await proxy?.stop();
    await a?.stop();
    await b?.stop();
    await dropDatabase?.();
  });

  const feed = async (base: string) =>
    (await (await fetch(`${base}/v1/shops/${shopId}`)).json()) as ShopFeed;
  const setTruncated = (base: string, value: boolean) =>
    fetch(`${base}/v1/shops/set-config/${shopId}`, {
      method: 'PUT',
      headers: { authorization: auth, 'content-type': 'application/json' },
      body: JSON.stringify({ use_truncated_prices: value }),
    });

  it('takes a token made by one process on every process', async () => {
    for (const base of [a.baseUrl, b.baseUrl, proxy.base]) {
      const me = await fetch(`${base}/v1/users/me`, { headers: { authorization: auth } });
      expect(me.status, base).toBe(200);
    }
  });

  it('pushes a write made through B to a board socket on A, whose feed shows it at once', async () => {
    const onA = boardSocket(a.baseUrl, shopId);
    await onA.opened;
    // A has the feed cached before the write.
    const before = await feed(a.baseUrl);
    expect((await feed(a.baseUrl)).modified_at).toBe(before.modified_at);

    for (const value of [!before.config.use_truncated_prices, before.config.use_truncated_prices]) {
      const heard = onA.messages.length;
      expect((await setTruncated(b.baseUrl, value)).status).toBe(200);
      await until(
        () => onA.messages.length,
        (n) => n > heard,
      );
      expect(onA.messages.at(-1)).toContain('invalidate_shop_cache');
      // Read right after the push: never the stale copy.
      const after = await feed(a.baseUrl);
      expect(after.config.use_truncated_prices).toBe(value);
      expect(Date.parse(after.modified_at)).toBeGreaterThan(Date.parse(before.modified_at));
    }
    onA.socket.close();
  });

  it('carries sockets, feeds and writes through the proxy', async () => {
    const sockets = Array.from({ length: 6 }, () => boardSocket(proxy.base, shopId));
    await Promise.all(sockets.map((entry) => entry.opened));
    const current = await feed(proxy.base);
    const value = !current.config.use_truncated_prices;
    expect((await setTruncated(proxy.base, value)).status).toBe(200);
    for (const entry of sockets) {
      await until(
        () => entry.messages.length,
        (n) => n > 0,
      );
    }
    for (const base of [proxy.base, a.baseUrl, b.baseUrl]) {
      expect((await feed(base)).config.use_truncated_prices, base).toBe(value);
    }
    for (const entry of sockets) entry.socket.close();
  });
});
