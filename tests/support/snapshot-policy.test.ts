/**
 * A test run never writes a snapshot: with this repository's vitest configuration a missing text
 * snapshot (vitest) and a missing picture (jest-image-snapshot) fail the run, whether or not `CI`
 * is set, and nothing is written; `--update` (`npm run snapshots:update`) is what pins them.
 * Proven by running vitest on two checks whose snapshots do not exist.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
// Inside the repository, so that the checks find its node_modules.
mkdirSync(join(ROOT, '.tmp'), { recursive: true });
const dir = mkdtempSync(join(ROOT, '.tmp', 'snapshot-policy-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A 1×1 PNG: what a screenshot would be. */
const PIXEL =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

writeFileSync(
  join(dir, 'missing.check.ts'),
  `import { toMatchImageSnapshot } from 'jest-image-snapshot';
import { expect, it } from 'vitest';
expect.extend({ toMatchImageSnapshot });
it('has a text snapshot', () => {
  expect({ pinned: 'nothing yet' }).toMatchSnapshot();
});
it('has a picture', () => {
  (expect(Buffer.from('${PIXEL}', 'base64')) as unknown as {
    toMatchImageSnapshot(options: object): void;
  }).toMatchImageSnapshot({ customSnapshotsDir: ${JSON.stringify(join(dir, 'pictures'))} });
});
`,
);
// The checks run under the repository's own snapshot setting.
writeFileSync(
  join(dir, 'vitest.config.ts'),
  `import { defineConfig } from 'vitest/config';
import repository from ${JSON.stringify(join(ROOT, 'vitest.config.ts'))};
export default defineConfig({
  test: { update: repository.test?.update, include: ['missing.check.ts'], watch: false },
});
`,
);

function runChecks(env: NodeJS.ProcessEnv) {
  return spawnSync(
    process.execPath,
    [join(ROOT, 'node_modules', 'vitest', 'vitest.mjs'), 'run', '--root', dir],
    { cwd: dir, env, encoding: 'utf8', timeout: 100_000 },
  );
}

const { CI: _ci, ...withoutCi } = process.env;

describe('snapshots in a test run', () => {
  it.each([
    ['without CI', withoutCi],
    ['on CI', { ...withoutCi, CI: 'true' }],
  ])(
    'fail when missing and are not written, %s',
    (_name, env) => {
      const run = runChecks(env);
      const output = `${run.stdout}${run.stderr}`;
      expect(run.status, output).not.toBe(0);
      expect(output).toMatch(/2 failed/);
      expect(existsSync(join(dir, '__snapshots__'))).toBe(false);
      expect(existsSync(join(dir, 'pictures')) ? readdirSync(join(dir, 'pictures')) : []).toEqual(
        [],
      );
    },
    120_000,
  );
});
