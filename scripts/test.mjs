#!/usr/bin/env node
// `npm test`: makes sure Chromium and nginx are there, runs every vitest project, and closes with the one
// line CI reads: `N passed, N failed` (plus `, N skipped` when tests were skipped).
// Extra arguments go to vitest, e.g. `npm test -- --project unit`.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from './build-server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

const packages = spawnSync(process.execPath, [join(root, 'scripts', 'ensure-packages.mjs')], {
  cwd: root,
  stdio: 'inherit',
});
// Without them the browser and proxy tests fail on their own; the others still report.
if (packages.status !== 0)
  console.error('test: Chromium or nginx is not available; the tests using them will fail.');

/** `93.4 s`: a phase's time for the closing report. */
function seconds(ms) {
  return `${(ms / 1000).toFixed(1)} s`;
}

const buildStarted = Date.now();
// Build the browser app once, before any test starts a server: every server process would
// otherwise rebuild a stale dist/ on start, and parallel builds would trip over each other.
const build = spawnSync(
  process.execPath,
  [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'warn'],
  { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
);
if (build.status !== 0)
  console.error('test: the browser app did not build; browser tests will fail.');
// The server likewise: every server process of the run starts this one bundle.
try {
  await buildServer();
} catch {
  console.error('test: the server did not build; tests starting a server will fail.');
}
const buildMs = Date.now() - buildStarted;

mkdirSync(join(root, '.tmp'), { recursive: true });
// Servers of this run copy their seeded database from here (tests/support/server-process.ts).
const templates = mkdtempSync(join(tmpdir(), 'pricelist-templates-'));
process.env.PRICELIST_TEST_TEMPLATES = templates;

// Two phases: the unit and API suites, then the browser suites alone, so that headless Chromium
// (software-rendered) does not compete with the database suites for the machine's cores.
// Extra arguments (e.g. `--project unit`, a file filter) run one phase with them instead.
const extra = process.argv.slice(2);
const phases = extra.length
  ? [{ name: 'tests', args: extra }]
  : [
      // Three files at a time: API files wait on timers, sockets and child processes for part of
      // their time; with two the cores were idle for about a third of the phase, and a third file
      // took the phase from 324 s to 296 s on the test machine (same tests, all passing).
      {
        name: 'unit-api',
        args: [
          '--maxWorkers',
          '3',
          '--project',
          'unit',
          '--project',
          'api',
          '--project',
          'api-isolated',
          '--project',
          'abuse',
        ],
      },
      // Three browser files at a time: they wait on Chromium, on the board's clock and on pages
      // settling more than they compute (about half the machine's processor time with two at a
      // time), so a third file fills some of that wait.
      { name: 'browser', args: ['--project', 'browser', '--maxWorkers', '3'] },
    ];

/** Runs vitest once; resolves with its exit code and where its JSON report is. */
function runVitest(phase) {
  const reportPath = join(root, '.tmp', `vitest-report-${phase.name}.json`);
  rmSync(reportPath, { force: true });
  const vitestArgs = [
    join(root, 'node_modules', 'vitest', 'vitest.mjs'),
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reportPath}`,
    ...phase.args,
  ];
  const vitest = spawn(process.execPath, vitestArgs, { cwd: root, stdio: 'inherit' });
  const forward = (signal) => vitest.kill(signal);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  return new Promise((resolve) => {
    const done = (exitCode) => {
      process.off('SIGINT', forward);
      process.off('SIGTERM', forward);
      resolve({ exitCode, reportPath });
    };
    vitest.once('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
    vitest.once('error', (error) => {
      console.error(`test: could not start vitest: ${error.message}`);
      done(1);
    });
  });
}

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

/** `tests/api/x.test.ts 93.4 s, …`: the slowest files of a phase's report, for the closing lines. */
function slowestFiles(reportPath, count = 5) {
  try {
    const report = JSON.parse(readFileSync(reportPath, 'utf8'));
    return (report.testResults ?? [])
      .map((file) => ({
        name: relative(root, file.name ?? ''),
        ms: (file.endTime ?? 0) - (file.startTime ?? 0),
      }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, count)
      .map((file) => `${file.name} ${seconds(file.ms)}`)
      .join(', ');
  } catch {
    return '';
  }
}

/**
 * `test: failed: tests/api/x.test.ts > a test: its first message line`: every failure of a phase's
 * report, so the tail of a long run names what failed (CI keeps only the end of the output).
 */
function failuresOf(reportPath, limit = 20) {
  try {
    const report = JSON.parse(readFileSync(reportPath, 'utf8'));
    const lines = [];
    for (const file of report.testResults ?? []) {
      const name = relative(root, file.name ?? '');
      const failedTests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
      for (const test of failedTests) {
        const message = String(test.failureMessages?.[0] ?? '')
          .split('\n')[0]
          .slice(0, 200);
        lines.push(`test: failed: ${name} > ${test.fullName ?? test.title}: ${message}`);
      }
      if (file.status === 'failed' && failedTests.length === 0) {
        const message = String(file.message ?? '')
          .split('\n')[0]
          .slice(0, 200);
        lines.push(`test: failed: ${name} (outside any test): ${message}`);
      }
    }
    return lines.slice(0, limit);
  } catch {
    return [];
  }
}

/** The counts of one phase; a missing or unreadable report, or a failed run, is a failure. */
function countsOf({ exitCode, reportPath }) {
  let counts = { passed: 0, failed: 0, skipped: 0 };
  if (!existsSync(reportPath)) {
    console.error(`test: vitest wrote no report to ${reportPath}`);
    counts.failed = 1;
    return counts;
  }
  try {
    counts = summarise(JSON.parse(readFileSync(reportPath, 'utf8')));
  } catch (error) {
    console.error(`test: could not read ${reportPath}: ${error.message}`);
    counts.failed = 1;
    return counts;
  }
  // Vitest also fails a run for errors outside any test (unhandled rejections, a broken config).
  if (exitCode !== 0 && counts.failed === 0) {
    console.error(
      `test: vitest exited with ${exitCode} although no test failed; counting 1 failure.`,
    );
    counts.failed = 1;
  }
  return counts;
}

const total = { passed: 0, failed: 0, skipped: 0 };
let exitCode = 0;
const times = [`build ${seconds(buildMs)}`];
const slowest = [];
const failures = [];
for (const phase of phases) {
  const started = Date.now();
  const result = await runVitest(phase);
  times.push(`${phase.name} ${seconds(Date.now() - started)}`);
  const files = slowestFiles(result.reportPath);
  if (files) slowest.push(`test: slowest files of ${phase.name}: ${files}`);
  failures.push(...failuresOf(result.reportPath));
  const counts = countsOf(result);
  total.passed += counts.passed;
  total.failed += counts.failed;
  total.skipped += counts.skipped;
  if (result.exitCode !== 0 || counts.failed > 0) exitCode = result.exitCode || 1;
}

rmSync(templates, { recursive: true, force: true });
for (const line of slowest) console.log(line);
for (const line of failures) console.log(line);
console.log(`test: time per phase: ${times.join(', ')}`);
const skipped = total.skipped > 0 ? `, ${total.skipped} skipped` : '';
console.log(`${total.passed} passed, ${total.failed} failed${skipped}`);
process.exit(exitCode);
