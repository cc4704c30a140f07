import { defineConfig } from 'vitest/config';
import { LongFilesFirst } from './tests/support/sequencer';

/**
 * Test files that replace a module (`vi.mock`): a replacement applies only to a fresh module
 * graph, so these run isolated (`api-isolated`); every other file of a worker shares one graph
 * (`isolate: false`), which spares re-importing the server for each file (about a quarter of
 * the unit and API run). `tests/support/isolation-policy.test.ts` keeps this list complete.
 */
export const MOCKING_FILES = ['tests/api/reset-password.test.ts'];

/**
 * scrypt's cost for passwords the test servers hash (`PASSWORD_HASH_COST`): a sixteenth of the
 * default. The suites hash or check a password about 1500 times; at the default cost that took
 * about 100 s of processor time of the unit and API run. `server/auth/passwords.test.ts` keeps
 * the default's own test.
 */
const TEST_PASSWORD_COST = { PASSWORD_HASH_COST: '1024' };

/**
 * What the API suites share: the database server and Redis of the run, their time limits, and a
 * young generation of 64 MB per worker: each worker runs the server in-process and allocates
 * fast; with V8's default the fuzz, tenancy-matrix and products files took about 5 % more
 * processor time in young-generation collections.
 */
const SERVER_SUITE = {
  globalSetup: ['tests/support/global-setup.ts'],
  execArgv: ['--max-semi-space-size=64'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  env: TEST_PASSWORD_COST,
};

/**
 * Projects: `unit` (next to the code, no server), `api` and `api-isolated` (the real server and
 * a real PostgreSQL database, a copy of a migrated template per test API), `abuse` (attacks on the public routes), `browser`
 * (the real server driven in headless Chromium). `npm test` runs the browser files on their own,
 * three at a time (`scripts/test.mjs`).
 */
export default defineConfig({
  test: {
    // Two files at a time when run directly; `npm test` runs three of each phase at a time
    // (scripts/test.mjs), as the API and browser files wait for part of their time.
    maxWorkers: 2,
    // A test run never writes a snapshot: a missing one fails, here as on CI. Pinning is its own
    // command (`npm run snapshots:update`, which passes `--update`).
    update: 'none',
    // Each project's files longest first, by the times of a full run (`tests/support/file-times.json`).
    sequence: { sequencer: LongFilesFirst },
    projects: [
      {
        test: {
          name: 'unit',
          isolate: false,
          include: [
            'src/**/*.test.{ts,tsx}',
            'renderer/**/*.test.ts',
            'server/**/*.test.ts',
            'themes/**/*.test.ts',
            'tests/support/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          isolate: false,
          include: ['tests/api/**/*.test.ts'],
          exclude: MOCKING_FILES,
          ...SERVER_SUITE,
        },
      },
      {
        test: {
          name: 'api-isolated',
          include: MOCKING_FILES,
          ...SERVER_SUITE,
        },
      },
      {
        test: {
          // Attacks replayed on loopback: bounded bursts against the real server and database.
          name: 'abuse',
          isolate: false,
          include: ['tests/abuse/**/*.test.ts'],
          ...SERVER_SUITE,
        },
      },
      {
        test: {
          name: 'browser',
          // One module graph per worker, as in the API projects: each file started a process of
          // its own and imported puppeteer, the harness and vitest again; on 12 browser files
          // that was about a tenth of their processor time (241 -> 216 s). Files share no state
          // but their slot's Chromium (`tests/support/browser.ts`).
          isolate: false,
          // Software-rendered Chromium on two cores occasionally misses a deadline; a test that
          // fails twice in a row still fails the run.
          retry: 1,
          include: ['tests/browser/**/*.test.ts'],
          globalSetup: ['tests/support/browser-setup.ts'],
          // The servers of browser files keep their data on the run's PostgreSQL server when it
          // has one (`TEST_DATABASE_URL`), a database of their own each; files that ask for the
          // embedded database keep it (`tests/support/server-process.ts`).
          env: { PRICELIST_TEST_SERVER_DATABASE: 'postgres', ...TEST_PASSWORD_COST },
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
