import {
  chmodSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, loadImageConfig } from '../../server/config';
import { openStore } from '../../server/db/data-store';
import { createImageStorage } from '../../server/images/storage';
import { makeTreePrivate } from '../../server/private-files';

/** Every path under `root` whose mode lets anyone but the owner in. */
function openToOthers(root: string): string[] {
  const found: string[] = [];
  const walk = (path: string) => {
    const stats = lstatSync(path);
    if ((stats.mode & 0o077) !== 0) found.push(`${(stats.mode & 0o777).toString(8)} ${path}`);
    if (stats.isDirectory()) for (const name of readdirSync(path)) walk(join(path, name));
  };
  walk(root);
  return found;
}

describe('the data directory under a permissive umask', () => {
  let root: string;
  let previousUmask: number;

  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'pricelist-modes-'));
    previousUmask = process.umask(0);
  });
  afterAll(() => {
    process.umask(previousUmask);
    rmSync(root, { recursive: true, force: true });
  });

  it('keeps the embedded database, the secret and pictures to the server user (0700 / 0600)', async () => {
    const dataDir = join(root, 'data');
    const config = loadConfig({ DATA_DIR: dataDir, DEMO_DATA: '0' }, root);
    expect(lstatSync(dataDir).mode & 0o777).toBe(0o700);
    const database = await openStore({ dataDir, databaseUrl: undefined });
    await database.db.execute('create table notes (body text)');
    await database.db.execute("insert into notes values ('geheim')");
    const storage = createImageStorage(loadImageConfig({}), config.dataDir);
    await storage.put('foto.png', Buffer.from('not really a picture'), 'image/png');
    storage.close();
    expect(openToOthers(dataDir)).toEqual([]);
    await database.close();
    expect(openToOthers(dataDir)).toEqual([]);
  }, 120_000);

  it('puts an older install right when it starts', async () => {
    const dataDir = join(root, 'old');
    mkdirSync(join(dataDir, 'images', 'sub'), { recursive: true, mode: 0o755 });
    chmodSync(dataDir, 0o755);
    writeFileSync(join(dataDir, 'secret-key'), 'x'.repeat(48), { mode: 0o666 });
    writeFileSync(join(dataDir, 'images', 'sub', 'a.png'), 'a', { mode: 0o644 });
    expect(openToOthers(dataDir)).toHaveLength(5);
    makeTreePrivate(dataDir);
    expect(openToOthers(dataDir)).toEqual([]);
    expect(lstatSync(join(dataDir, 'secret-key')).mode & 0o777).toBe(0o600);
    // The embedded database's cluster keeps PostgreSQL's own modes (0700 / 0600).
    const database = await openStore(
      { dataDir, databaseUrl: undefined },
      { migrationsFolder: false },
    );
    expect(openToOthers(dataDir)).toEqual([]);
    await database.close();
    expect(openToOthers(dataDir)).toEqual([]);
  }, 120_000);
});
