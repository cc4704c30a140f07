import { existsSync, lstatSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DataDirInUseError } from '../../server/db/data-dir-lock';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../../server/db/embedded-postgres';

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

describe('the embedded PostgreSQL server', () => {
  let dataDir: string;
  let server: EmbeddedPostgres | undefined;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'pricelist-embedded-'));
    server = await startEmbeddedPostgres(dataDir);
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('makes its cluster in DATA_DIR/postgres, private to its owner, with a generated password', () => {
    const cluster = join(dataDir, 'postgres');
    expect(existsSync(join(cluster, 'PG_VERSION'))).toBe(true);
    expect(lstatSync(cluster).mode & 0o777).toBe(0o700);
    const passwordFile = join(dataDir, 'postgres-password');
    expect(lstatSync(passwordFile).mode & 0o777).toBe(0o600);
    const password = readFileSync(passwordFile, 'utf8').trim();
    expect(password.length).toBeGreaterThanOrEqual(32);
    expect(server?.url).toContain(encodeURIComponent(password));
  });

  it('listens on a Unix socket inside the data directory only, and asks for the password', async () => {
    const url = server?.url ?? '';
    const [settings] = await query<{ listen: string; sockets: string }>(
      url,
      `select current_setting('listen_addresses') as listen,
        current_setting('unix_socket_directories') as sockets`,
    );
    expect(settings?.listen).toBe('');
    expect(existsSync(join(dataDir, 'postgres', '.s.PGSQL.5432'))).toBe(true);
    const wrong = url.replace(/:[^:@]+@/, ':not-the-password@');
    await expect(query(wrong, 'select 1')).rejects.toThrow(/password authentication failed/);
  });

  it('refuses a second start on the same data directory while the first runs', async () => {
    await expect(startEmbeddedPostgres(dataDir)).rejects.toBeInstanceOf(DataDirInUseError);
    expect(await query(server?.url ?? '', 'select 1 as one')).toEqual([{ one: 1 }]);
  });

  it('keeps every committed write when its server dies without a shutdown, as in a power cut', async () => {
    const url = server?.url ?? '';
    await query(url, 'create table crash_notes (n int primary key)');
    await query(url, 'insert into crash_notes select generate_series(1, 1000)');
    const pid = server?.pid ?? 0;
    process.kill(pid, 'SIGKILL');
    const deadline = Date.now() + 10_000;
    while (alive(pid) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(alive(pid)).toBe(false);
    // The dead server's pid file stays behind, as after a power cut.
    expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(true);
    await server?.stop();
    server = await startEmbeddedPostgres(dataDir);
    expect(await query(server.url, 'select count(*)::int as n from crash_notes')).toEqual([
      { n: 1000 },
    ]);
    expect(readFileSync(join(dataDir, 'postgres.log'), 'utf8')).toMatch(
      /database system was interrupted|not properly shut down|redo/,
    );
  }, 60_000);

  it('shuts down cleanly on stop: its pid file is gone and the next start is quick', async () => {
    await server?.stop();
    expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
    const began = Date.now();
    server = await startEmbeddedPostgres(dataDir);
    expect(Date.now() - began).toBeLessThan(20_000);
    expect(await query(server.url, 'select count(*)::int as n from crash_notes')).toEqual([
      { n: 1000 },
    ]);
  }, 60_000);
});

describe('a lock file left by an earlier run', () => {
  it("is taken over when it names this process's pid (a restarted container) but this process does not hold it", async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'pricelist-embedded-lock-'));
    writeFileSync(join(dataDir, 'postgres.lock'), `${process.pid}\n`, { mode: 0o600 });
    const server = await startEmbeddedPostgres(dataDir);
    try {
      expect(await query(server.url, 'select 1 as one')).toEqual([{ one: 1 }]);
      await expect(startEmbeddedPostgres(dataDir)).rejects.toBeInstanceOf(DataDirInUseError);
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
