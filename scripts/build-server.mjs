#!/usr/bin/env node
// Builds the server into one ES module, `build/server/main.mjs` (libraries stay in
// node_modules), so that `npm start` and every test server start without compiling TypeScript;
// the backup and restore commands likewise (`backup.mjs`, `restore.mjs` beside it, which the
// tests run).
// Run alone (`npm run build:server`) or imported by start.mjs and test.mjs.
import { existsSync, mkdirSync, readdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const OUT_DIR = join(root, 'build', 'server');
export const SERVER_BUNDLE = join(OUT_DIR, 'main.mjs');
/** What the server is made of: its own folder and the shared code it imports from src/. */
const SOURCES = [
  'server',
  'src',
  'package.json',
  'scripts/build-server.mjs',
  'scripts/backup.ts',
  'scripts/restore.ts',
];

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(join(path, entry.name)));
  }
  return newest;
}

/** True when the bundle is missing or older than any of its sources. */
export function serverIsStale() {
  if (!existsSync(SERVER_BUNDLE)) return true;
  const built = statSync(SERVER_BUNDLE).mtimeMs;
  return SOURCES.map((name) => join(root, name))
    .filter((path) => existsSync(path))
    .some((path) => newestMtime(path) > built);
}

/**
 * Bundles server/main.ts and the backup and restore commands; throws with esbuild's messages when
 * they do not compile. Each file is written beside its place and renamed into it, so a server
 * starting meanwhile (tests start several at once) reads the old bundle or the new one, never
 * half of one.
 */
export async function buildServer() {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: {
      main: join(root, 'server', 'main.ts'),
      backup: join(root, 'scripts', 'backup.ts'),
      restore: join(root, 'scripts', 'restore.ts'),
    },
    outdir: OUT_DIR,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
    // Test files never reach the server; a stray import of one should fail loudly.
    external: ['vitest'],
    write: false,
  });
  mkdirSync(OUT_DIR, { recursive: true });
  // The maps first (the bundles name them), the server's bundle last: its arrival is what marks
  // the build as fresh.
  const order = (file) => (file.path.endsWith('.map') ? 0 : file.path === SERVER_BUNDLE ? 2 : 1);
  const files = [...result.outputFiles].sort((a, b) => order(a) - order(b));
  for (const file of files) {
    const partial = `${file.path}.${process.pid}.partial`;
    writeFileSync(partial, file.contents);
    renameSync(partial, file.path);
  }
}

// `--if-stale`: only when a source is newer than the bundle (the tests' backup and restore runs).
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  if (process.argv.includes('--if-stale') && !serverIsStale()) process.exit(0);
  await buildServer();
  console.log(`Built ${SERVER_BUNDLE}`);
}
