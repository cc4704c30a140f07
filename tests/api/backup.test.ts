import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '../../server/db/data-store';
import { migrationsUpTo } from '../../server/backup/migrations';
import { readBackup } from '../../server/backup/read-backup';
import { startServerProcess } from '../support/server-process';
import {
  dumpTables,
  filesUnder,
  freshStore,
  rowsOf,
  runScript,
  type DataStore,
  type StoreKind,
} from '../support/stores';

/** The product's own PostgreSQL server in the data directory, and a PostgreSQL server of its own. */
const STORES: StoreKind[] = ['embedded', 'postgres'];

async function tablesOf(store: DataStore): Promise<Record<string, string[]>> {
  const database = await store.open();
  try {
    return await dumpTables(database);
  } finally {
    await database.close();
  }
}

const pictures = (store: DataStore) => filesUnder(join(store.dataDir, 'images'));

/** A backup file's tables (their rows, in file order) and pictures, without its header. */
async function contentsOf(file: string): Promise<Record<string, string[]>> {
  const contents: Record<string, string[]> = {};
  for await (const event of readBackup(file)) {
    if (event.kind === 'rows') (contents[event.section.table] ??= []).push(...event.rows);
    if (event.kind === 'table-done') contents[event.section.table] ??= [];
    if (event.kind === 'picture')
      contents[`picture ${event.key}`] = [event.bytes.toString('base64')];
  }
  return contents;
}

describe.each(STORES)('backup of the demo data on %s', (kind) => {
  const work = mkdtempSync(join(tmpdir(), 'pricelist-backup-'));
  const file = join(work, 'demo.jsonl.gz');
  const stores: DataStore[] = [];
  let source: DataStore;
  const stoppedFile = join(work, 'demo-stopped.jsonl.gz');
  let runningBackup: Awaited<ReturnType<typeof runScript>>;
  let stoppedBackup: Awaited<ReturnType<typeof runScript>>;
  let stillAnswers = 0;
  /** The source's tables, read once (nothing changes the source after its backup). */
  let sourceTables: Promise<Record<string, string[]>> | undefined;
  const expectedTables = () => (sourceTables ??= tablesOf(source));
  /** The store each kind's restore test filled, for the --force test of this kind. */
  const filled: Partial<Record<StoreKind, DataStore>> = {};

  const store = async (of: StoreKind, demo = false) => {
    const created = await freshStore(of, { demo });
    stores.push(created);
    return created;
  };

  beforeAll(async () => {
    source = await store(kind, true);
    const server = await startServerProcess(
      { ...source.env, DEMO_DATA: '1', LOG_LEVEL: 'warn' },
      { dataDir: source.dataDir, apiOnly: true },
    );
    try {
      // The shop stays open: the backup runs beside the server.
      runningBackup = await runScript('backup', [file], source.env);
      stillAnswers = (await fetch(`${server.baseUrl}/v1/health`)).status;
    } finally {
      await server.kill('SIGTERM');
    }
    stoppedBackup = await runScript('backup', [stoppedFile], source.env);
  }, 120_000);
  afterAll(async () => {
    for (const created of stores) await created.remove();
    rmSync(work, { recursive: true, force: true });
  });

  it('backs up while the server runs, and the server goes on answering', () => {
    expect(runningBackup.code, runningBackup.stderr).toBe(0);
    expect(runningBackup.stdout).toMatch(/Backup written to .*: 42 tables, \d+ rows, \d+ pictures/);
    // The embedded database is read through the running server's socket, and it says so.
    if (kind === 'embedded')
      expect(runningBackup.stdout).toMatch(
        /The server \(process \d+\) runs on this data directory: reading through it/,
      );
    expect(stillAnswers).toBe(200);
  });

  it('holds what a backup with the server stopped holds', async () => {
    expect(stoppedBackup.code, stoppedBackup.stderr).toBe(0);
    expect(stoppedBackup.stdout).not.toContain('reading through it');
    expect(await contentsOf(file)).toEqual(await contentsOf(stoppedFile));
  });

  it.each(STORES)(
    'restores into a fresh %s store: every table and every picture equal',
    async (target) => {
      const into = await store(target);
      const result = await runScript('restore', [file], into.env);
      expect(result.code, result.stderr).toBe(0);
      const expected = await expectedTables();
      expect(Object.keys(expected).length).toBeGreaterThan(20);
      expect(expected.shops_to_prices?.length).toBeGreaterThan(0);
      const restored = await tablesOf(into);
      for (const [table, rows] of Object.entries(expected))
        expect(restored[table], `table ${table}`).toEqual(rows);
      expect(Object.keys(restored)).toEqual(Object.keys(expected));
      const sourcePictures = pictures(source);
      expect(sourcePictures.size).toBeGreaterThan(0);
      expect(pictures(into)).toEqual(sourcePictures);
      filled[target] = into;
    },
    90_000,
  );

  it('refuses a database that holds data without --force, and replaces it with --force', async () => {
    // The store the restore test above filled from this backup, or a new one when it failed.
    let into = filled[kind];
    if (!into) {
      into = await store(kind);
      expect((await runScript('restore', [file], into.env)).code).toBe(0);
    }
    const database = await into.open();
    await database.db.execute(sql`update shops set name = name || ' (changed)'`);
    await database.db.execute(sql`insert into tags (name) values ('only here')`);
    await database.close();
    writeFileSync(join(into.dataDir, 'images', 'only-here-1x1.png'), 'not in the backup');
    const refused = await runScript('restore', [file], into.env);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('is not empty');
    expect(refused.stderr).toContain('run the restore again with --force');
    const forced = await runScript('restore', [file, '--force'], into.env);
    expect(forced.code, forced.stderr).toBe(0);
    expect(await tablesOf(into)).toEqual(await expectedTables());
    expect(pictures(into)).toEqual(pictures(source));
  }, 90_000);
});

describe('restore of a backup made by the version with the embedded PGlite database', () => {
  let target: DataStore;
  beforeAll(async () => {
    target = await freshStore('embedded');
  });
  afterAll(async () => {
    await target.remove();
  });

  it('restores into the embedded PostgreSQL database and migrates it forward', async () => {
    const file = join('tests', 'fixtures', 'backups', 'pglite-era-0031.jsonl.gz');
    const result = await runScript('restore', [file], target.env);
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toMatch(/42 tables, 612 rows/);
    const database = await target.open();
    try {
      expect(
        await rowsOf(database, sql`select name from kinds where name = 'Fixture Haze'`),
      ).toEqual([{ name: 'Fixture Haze' }]);
      const [shops] = await rowsOf<{ n: number }>(
        database,
        sql`select count(*)::int as n from shops`,
      );
      expect(shops?.n).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
  }, 90_000);
});

describe('restore of a file that is not a backup it can read', () => {
  const work = mkdtempSync(join(tmpdir(), 'pricelist-restore-'));
  let target: DataStore;
  beforeAll(async () => {
    target = await freshStore('embedded');
  });
  afterAll(async () => {
    await target.remove();
    rmSync(work, { recursive: true, force: true });
  });

  const header = {
    format: 'pricelist-backup',
    createdAt: '2026-01-01T00:00:00Z',
    source: 'pglite',
  };
  it.each([
    ['plain text', Buffer.from('id,name\n1,shop\n'), 'is not a Pricelist backup (not gzip data)'],
    ['another gzip file', gzipSync('{"hello":"world"}\n'), 'is not a Pricelist backup'],
    [
      'a future format version',
      gzipSync(`${JSON.stringify({ ...header, version: 99 })}\n`),
      'format version 99',
    ],
    [
      'a cut-off backup',
      gzipSync(
        `${JSON.stringify({ ...header, version: 1, migration: { tag: '0000_initial', when: 1 }, tables: [], sequences: [] })}\n`,
      ),
      'incomplete',
    ],
  ])('refuses %s with a clear message and changes nothing', async (_name, bytes, message) => {
    const file = join(work, 'file.gz');
    writeFileSync(file, bytes);
    const result = await runScript('restore', [file], target.env);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(message);
    expect(existsSync(join(target.dataDir, 'postgres'))).toBe(false);
  });
});

describe.each(STORES)('restore of a backup made with an older schema on %s', (kind) => {
  const work = mkdtempSync(join(tmpdir(), 'pricelist-old-backup-'));
  const file = join(work, 'initial-schema.jsonl.gz');
  const stores: DataStore[] = [];
  afterAll(async () => {
    for (const created of stores) await created.remove();
    rmSync(work, { recursive: true, force: true });
  });

  it('loads the rows into that schema and then migrates them to the current one', async () => {
    const source = await freshStore(kind);
    stores.push(source);
    const initial = { tag: '0000_initial', when: 1_795_304_775_726 };
    const old = await openStore(
      { dataDir: source.dataDir, databaseUrl: source.databaseUrl },
      { migrationsFolder: migrationsUpTo(initial) },
    );
    try {
      await old.db.execute(sql`insert into tags (name) values ('Van vroeger')`);
      await old.db.execute(
        sql`insert into kinds (id, name) values ('6f0c1c1e-3c59-4d0c-9a43-0a4d5a0b9c11', 'Oude Haze')`,
      );
      await old.db.execute(
        sql`insert into content_jobs (kind_id, product_name, total_steps)
            values ('6f0c1c1e-3c59-4d0c-9a43-0a4d5a0b9c11', 'Oude Haze', 3)`,
      );
      const tables = await rowsOf<{ found: boolean }>(
        old,
        sql`select to_regclass('images') is not null as found`,
      );
      expect(tables[0]?.found).toBe(false);
    } finally {
      await old.close();
    }
    const backup = await runScript('backup', [file], source.env);
    expect(backup.code, backup.stderr).toBe(0);

    const into = await freshStore(kind);
    stores.push(into);
    const restored = await runScript('restore', [file], into.env);
    expect(restored.code, restored.stderr).toBe(0);

    const database = await into.open();
    try {
      const applied = await rowsOf<{ count: number }>(
        database,
        sql`select count(*)::int as count from drizzle.__drizzle_migrations`,
      );
      // Every shipped migration, the initial one included.
      const shipped = JSON.parse(
        readFileSync(join('server', 'db', 'migrations', 'meta', '_journal.json'), 'utf8'),
      ) as { entries: unknown[] };
      expect(applied[0]?.count).toBe(shipped.entries.length);
      expect(await rowsOf(database, sql`select name from tags`)).toEqual([{ name: 'Van vroeger' }]);
      expect(
        await rowsOf(database, sql`select product_name, attempts, locked_by from content_jobs`),
      ).toEqual([{ product_name: 'Oude Haze', attempts: 0, locked_by: null }]);
      expect(await rowsOf(database, sql`select count(*)::int as count from images`)).toEqual([
        { count: 0 },
      ]);
    } finally {
      await database.close();
    }
  }, 90_000);
});
