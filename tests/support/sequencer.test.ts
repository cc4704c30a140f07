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
  // Measured times, not placeholders: each phase has files of half a minute and more, far
  // longer than its typical file, so the order puts them first.
  for (const phase of ['api', 'browser']) {
    const times = Object.entries(FILE_TIMES)
      .filter(([key]) => key.startsWith(`${phase}:`))
      .map(([, time]) => time)
      .sort((a, b) => a - b);
    const longest = times.at(-1) ?? 0;
    const median = times[Math.floor(times.length / 2)] ?? 0;
    expect(times.length, phase).toBeGreaterThan(10);
    expect(longest, phase).toBeGreaterThanOrEqual(30);
    expect(longest, phase).toBeGreaterThan(4 * median);
  }
});
