import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { LONG_FILES } from './sequencer';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

it('names only test files that exist, so a renamed long file is not silently started last', () => {
  const missing = LONG_FILES.filter((path) => !existsSync(join(ROOT, path)));
  expect(missing).toEqual([]);
  expect(LONG_FILES.every((path) => path.endsWith('.test.ts'))).toBe(true);
});
