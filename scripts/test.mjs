#!/usr/bin/env node
// `npm test`: makes sure Chromium is there, runs every vitest project, and closes with the one
// line CI reads: `N passed, N failed` (plus `, N skipped` when tests were skipped).
// Extra arguments go to vitest, e.g. `npm test -- --project unit`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const reportPath = join(root, '.tmp', 'vitest-report.json');

const chromium = spawnSync(process.execPath, [join(root, 'scripts', 'ensure-chromium.mjs')], {
  cwd: root,
  stdio: 'inherit',
});
// Without Chromium the browser tests fail on their own; the other projects still report.
if (chromium.status !== 0)
  console.error('test: Chromium is not available; browser tests will fail.');

// Build the browser app once, before any test starts a server: every server process would
// otherwise rebuild a stale dist/ on start, and parallel builds would trip over each other.
const build = spawnSync(
  process.execPath,
  [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'],
  { cwd: root, stdio: 'inherit' },
);
if (build.status !== 0)
  console.error('test: the browser app did not build; browser tests will fail.');

mkdirSync(join(root, '.tmp'), { recursive: true });
rmSync(reportPath, { force: true });

const vitestArgs = [
  join(root, 'node_modules', 'vitest', 'vitest.mjs'),
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${reportPath}`,
  ...process.argv.slice(2),
];
const vitest = spawn(process.execPath, vitestArgs, { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => vitest.kill(signal));
}

const exitCode = await new Promise((resolve) => {
  vitest.once('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  vitest.once('error', (error) => {
    console.error(`test: could not start vitest: ${error.message}`);
    resolve(1);
  });
});

/** Counts from vitest's JSON report; a file that failed outside any test counts as one failure. */
function summarise(report) {
  let failed = report.numFailedTests ?? 0;
  for (const file of report.testResults ?? []) {
    const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    if (file.status === 'failed' && failedTests.length === 0) failed += 1;
  }
  return {
    passed: report.numPassedTests ?? 0,
    failed,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

if (!existsSync(reportPath)) {
  console.error(`test: vitest wrote no report to ${reportPath}`);
  process.exit(exitCode === 0 ? 1 : exitCode);
}

let counts;
try {
  counts = summarise(JSON.parse(readFileSync(reportPath, 'utf8')));
} catch (error) {
  console.error(`test: could not read ${reportPath}: ${error.message}`);
  process.exit(exitCode === 0 ? 1 : exitCode);
}

// Vitest also fails a run for errors outside any test (unhandled rejections, a broken config).
if (exitCode !== 0 && counts.failed === 0) {
  console.error(
    `test: vitest exited with ${exitCode} although no test failed; counting 1 failure.`,
  );
  counts.failed = 1;
}

const skipped = counts.skipped > 0 ? `, ${counts.skipped} skipped` : '';
console.log(`${counts.passed} passed, ${counts.failed} failed${skipped}`);
process.exit(exitCode);
