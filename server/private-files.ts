import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The data directory holds the embedded database, the signing secret, generated passwords and
 * pictures: nobody but the server's user may read or change any of it. Modes are set here rather
 * than trusted to the umask (installs made before they were set are put right at start).
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** Creates a directory (and its missing parents) only its owner may enter, or makes it so. */
export function ensurePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  chmodSync(dir, PRIVATE_DIR_MODE);
}

/**
 * Sets every directory under `root` (and `root`) to 0700 and every file to 0600: installs made
 * before these modes were set are put right at start. Symbolic links are left alone; a file
 * removed meanwhile is skipped.
 */
export function makeTreePrivate(root: string): void {
  const walk = (path: string) => {
    let stats;
    try {
      stats = lstatSync(path);
    } catch {
      return;
    }
    if (stats.isSymbolicLink()) return;
    if (stats.isDirectory()) {
      if ((stats.mode & 0o777) !== PRIVATE_DIR_MODE) chmodIfPresent(path, PRIVATE_DIR_MODE);
      let names: string[];
      try {
        names = readdirSync(path);
      } catch {
        return;
      }
      for (const name of names) walk(join(path, name));
    } else if ((stats.mode & 0o077) !== 0) {
      chmodIfPresent(path, stats.mode & PRIVATE_FILE_MODE);
    }
  };
  walk(root);
}

function chmodIfPresent(path: string, mode: number): void {
  try {
    chmodSync(path, mode);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
}
