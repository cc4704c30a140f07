import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const FOLDERS = ['src', 'server', 'renderer', 'themes', 'tests', 'scripts', 'assets'];

function pathsUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === '__diff_output__') return [];
    const path = join(dir, entry.name);
    return entry.isDirectory() ? [path, ...pathsUnder(path)] : [path];
  });
}

describe('file names', () => {
  // An import names a file without its extension: `./ActionsMenu` must not also fit
  // `./actionsMenu.ts` on a disk that ignores case.
  it('never differ only by letter case, so a case-insensitive disk imports the right file', () => {
    const seen = new Map<string, string>();
    const clashes: string[] = [];
    for (const path of FOLDERS.flatMap((folder) => pathsUnder(join(ROOT, folder)))) {
      const name = relative(ROOT, path);
      const key = name.replace(/\.(tsx?|mjs|js)$/, '').toLowerCase();
      const other = seen.get(key);
      if (other) clashes.push(`${other} / ${name}`);
      else seen.set(key, name);
    }
    expect(clashes).toEqual([]);
  });
});
