/**
 * Where the server's own files are, whether it runs from its TypeScript sources (tsx, tests)
 * or from the built bundle in `build/server/`: the project root is the nearest folder above
 * this module that holds the product's `package.json`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function projectRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) {
      const { name } = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string };
      if (name === 'pricelist') return dir;
    }
    const parent = dirname(dir);
    if (parent === dir)
      throw new Error('The project folder (package.json "pricelist") was not found.');
    dir = parent;
  }
}

export const PROJECT_ROOT = projectRoot();
export const PACKAGE_JSON = join(PROJECT_ROOT, 'package.json');
/** The shipped migrations: SQL files and `meta/_journal.json`. */
export const MIGRATIONS_FOLDER = join(PROJECT_ROOT, 'server', 'db', 'migrations');
