import { randomBytes } from 'node:crypto';
import type { Dirent } from 'node:fs';
import { copyFile, mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { contentTypeOfKey, isStorableKey } from './keys';
import type { ImageStorage, StoredObject } from './storage';

/** Thrown for a key no store may hold (e.g. one with `..`). */
export class UnstorableKeyError extends Error {
  constructor(key: string) {
    super(`Not a storable picture key: ${JSON.stringify(key.slice(0, 100))}`);
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return code === 'ENOENT' || code === 'ENOTDIR';
}

/** Pictures as files under one directory; the content type follows the key's extension. */
export class LocalImageStorage implements ImageStorage {
  readonly backend = 'local';
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  /** The file of a key, checked to stay inside the root. */
  private pathOf(key: string): string {
    if (!isStorableKey(key)) throw new UnstorableKeyError(key);
    const path = resolve(this.root, key);
    if (!path.startsWith(this.root + sep)) throw new UnstorableKeyError(key);
    return path;
  }

  /** Writes through a temporary file, so a reader never sees half a picture. */
  private async writeAtomically(path: string, write: (temp: string) => Promise<void>) {
    await mkdir(dirname(path), { recursive: true, mode: 0o700 });
    const temp = `${path}.${randomBytes(6).toString('hex')}.part`;
    try {
      await write(temp);
      await rename(temp, path);
    } catch (error) {
      await rm(temp, { force: true });
      throw error;
    }
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    await this.writeAtomically(this.pathOf(key), (temp) => writeFile(temp, bytes, { mode: 0o600 }));
  }

  async get(key: string): Promise<StoredObject | null> {
    try {
      return { bytes: await readFile(this.pathOf(key)), contentType: contentTypeOfKey(key) };
    } catch (error) {
      if (isMissing(error) || (error as { code?: unknown }).code === 'EISDIR') return null;
      throw error;
    }
  }

  async exists(key: string): Promise<boolean> {
    try {
      return (await stat(this.pathOf(key))).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async copy(fromKey: string, toKey: string): Promise<void> {
    const from = this.pathOf(fromKey);
    await this.writeAtomically(this.pathOf(toKey), (temp) => copyFile(from, temp));
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async list(prefix: string): Promise<string[]> {
    let entries: Dirent[];
    try {
      entries = await readdir(this.root, { recursive: true, withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return [];
      throw error;
    }
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => relative(this.root, join(entry.parentPath, entry.name)).split(sep).join('/'))
      .filter((key) => key.startsWith(prefix) && isStorableKey(key) && !key.endsWith('.part'))
      .sort();
  }

  close(): void {
    // Files hold no connection.
  }
}
