#!/usr/bin/env node
// `npm start`: builds the browser app and the server when either is missing or older than its
// sources, then runs the built server (API and app) in this one process. `--api-only` leaves the
// browser app as it is (servers that answer the API alone).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { SERVER_BUNDLE, buildServer, serverIsStale } from './build-server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const builtIndex = join(root, 'dist', 'index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(path));
    else newest = Math.max(newest, statSync(path).mtimeMs);
  }
  return newest;
}

function appIsStale() {
  if (!existsSync(builtIndex)) return true;
  const built = statSync(builtIndex).mtimeMs;
  const sources = ['src', 'renderer', 'themes', 'assets', 'index.html', 'vite.config.ts']
    .map((name) => join(root, name))
    .filter((path) => existsSync(path))
    .map((path) => (statSync(path).isDirectory() ? newestMtime(path) : statSync(path).mtimeMs));
  return Math.max(...sources) > built;
}

const apiOnly = process.argv.includes('--api-only');
if (!apiOnly && appIsStale()) {
  console.log('Building the browser app ...');
  const build = spawnSync(
    process.execPath,
    [join(root, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'],
    {
      cwd: root,
      stdio: 'inherit',
      // A production bundle whatever started this (a test runner sets NODE_ENV=test, which
      // would make Vite pick the libraries' development builds).
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

if (serverIsStale()) {
  console.log('Building the server ...');
  try {
    await buildServer();
  } catch {
    // esbuild has printed what does not compile.
    process.exit(1);
  }
}

// Stack traces name the TypeScript sources.
process.setSourceMapsEnabled(true);
await import(pathToFileURL(SERVER_BUNDLE).href);
