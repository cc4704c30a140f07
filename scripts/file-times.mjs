#!/usr/bin/env node
// `npm run test:times`: writes how long each test file took in the last `npm test` on this
// machine (vitest's own results cache) to tests/support/file-times.json, which orders the files
// of a fresh clone's run (tests/support/sequencer.ts). Run it after a full `npm test` when files
// were added or became much slower or faster; only the order of the numbers matters.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const cacheDir = join(root, 'node_modules', '.vite', 'vitest');
const caches = existsSync(cacheDir)
  ? readdirSync(cacheDir)
      .map((name) => join(cacheDir, name, 'results.json'))
      .filter((file) => existsSync(file))
  : [];
if (caches.length === 0) {
  console.error('test:times: no results of an earlier `npm test` here; run it first.');
  process.exit(1);
}

/** `project:path` → seconds, for files that still exist. */
const times = {};
for (const cache of caches) {
  // Vitest keeps its results as [`project:path`, { duration }] pairs.
  const { results } = JSON.parse(readFileSync(cache, 'utf8'));
  const entries = Array.isArray(results) ? results : Object.entries(results ?? {});
  for (const [key, { duration }] of entries) {
    const path = key.slice(key.indexOf(':') + 1);
    if (typeof duration === 'number' && existsSync(join(root, path)))
      times[key] = Math.max(times[key] ?? 0, Math.round(duration / 100) / 10);
  }
}
const sorted = Object.fromEntries(Object.entries(times).sort(([a], [b]) => a.localeCompare(b)));
const target = join(root, 'tests', 'support', 'file-times.json');
writeFileSync(target, `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`test:times: ${Object.keys(sorted).length} files written to ${target}.`);
