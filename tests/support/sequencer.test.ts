import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { FILE_TIMES } from './sequencer';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

it('times only test files that exist, so a renamed long file is not started last', () => {
  const paths = Object.keys(FILE_TIMES).map((key) => key.slice(key.indexOf(':') + 1));
  expect(paths.filter((path) => !existsSync(join(ROOT, path)))).toEqual([]);
  expect(paths.every((path) => /\.test\.tsx?$/.test(path))).toBe(true);
  expect(Object.values(FILE_TIMES).every((time) => Number.isFinite(time) && time >= 0)).toBe(true);
});

it('knows the long files of the browser and API phases', () => {
  const long = Object.entries(FILE_TIMES)
    .filter(([, time]) => time >= 100)
    .map(([key]) => key);
  expect(long).toEqual(
    expect.arrayContaining([
      'api:tests/api/backup.test.ts',
      'browser:tests/browser/board-snapshots-shops.test.ts',
      'browser:tests/browser/accessibility.test.ts',
    ]),
  );
});
