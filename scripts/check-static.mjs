#!/usr/bin/env node
// `npm run check:static`: the typecheck, the lint and the format check, side by side. Each is a
// single-threaded process of about a minute on the test machine's two cores; one after the other
// they left a core idle for over two minutes of every CI run. Each one's output is printed whole
// when it ends, so the three do not interleave; the exit code is non-zero when any one failed.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (name) => join(root, 'node_modules', '.bin', name);

const CHECKS = [
  { name: 'typecheck', command: bin('tsc'), args: ['-b', 'tsconfig.json'] },
  { name: 'lint', command: bin('eslint'), args: ['.', '--max-warnings=0'] },
  { name: 'format', command: bin('prettier'), args: ['--check', '.'] },
];

/** Runs one check; resolves with whether it passed, after printing what it said. */
function run({ name, command, args }) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: root });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    const done = (passed, note = '') => {
      const text = Buffer.concat(output).toString().trimEnd();
      const time = `${((Date.now() - started) / 1000).toFixed(1)} s`;
      console.log(`check:static: ${name} ${passed ? 'passed' : 'FAILED'} (${time})${note}`);
      if (text && !(passed && name === 'format')) console.log(text);
      resolve(passed);
    };
    child.once('error', (error) => done(false, `: could not start ${command}: ${error.message}`));
    child.once('close', (code) => done(code === 0));
  });
}

const results = await Promise.all(CHECKS.map(run));
process.exit(results.every(Boolean) ? 0 : 1);
