/**
 * The unit, API, abuse and browser files of a worker share one module graph (`isolate: false` in
 * vitest.config.ts). A file that replaces a module or a global would then see, or leave behind,
 * another file's modules: such files must be listed in `MOCKING_FILES`, which run isolated.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MOCKING_FILES } from '../../vitest.config';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** Folders whose test files run in the shared graph. */
const SHARED = [
  'src',
  'renderer',
  'server',
  'themes',
  'tests/support',
  'tests/api',
  'tests/abuse',
  'tests/browser',
];

/** What only works in a fresh module graph, or outlives the file that did it. */
const NEEDS_ISOLATION =
  /\bvi\s*\.\s*(mock|doMock|unmock|hoisted|stubGlobal|stubEnv|useFakeTimers|resetModules)\s*\(/;

function needsIsolation(text: string): boolean {
  return NEEDS_ISOLATION.test(text);
}

function testFiles(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...testFiles(path));
    else if (/\.test\.tsx?$/.test(entry.name)) found.push(path);
  }
  return found;
}

describe('test files sharing a module graph', () => {
  it('recognises a module replacement, a stubbed global and fake timers, and plain tests', () => {
    expect(needsIsolation(`vi.mock('node:crypto', async () => ({}));`)).toBe(true);
    expect(needsIsolation(`vi.stubGlobal('fetch', fake);`)).toBe(true);
    expect(needsIsolation(`beforeEach(() => vi.useFakeTimers());`)).toBe(true);
    expect(needsIsolation(`const spy = vi.fn(); expect(spy).toHaveBeenCalled();`)).toBe(false);
  });

  it('lists every file that needs a fresh graph among the isolated ones, and no other', () => {
    const shared = SHARED.flatMap(testFiles).map((path) => relative(ROOT, join(ROOT, path)));
    const needing = shared.filter(
      (path) =>
        path !== 'tests/support/isolation-policy.test.ts' &&
        needsIsolation(readFileSync(join(ROOT, path), 'utf8')),
    );
    expect(needing.sort()).toEqual([...MOCKING_FILES].sort());
  });
});
