#!/usr/bin/env node
// Makes sure the Chromium that the browser tests drive is installed (Debian package `chromium`).
// CI machines start without it and run as root, so this installs it with apt-get when missing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';

function fail(message) {
  console.error(`ensure-chromium: ${message}`);
  process.exit(1);
}

function run(command, args) {
  console.log(`ensure-chromium: running ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.error) fail(`could not start ${command}: ${result.error.message}`);
  if (result.status !== 0) {
    fail(`${command} ${args.join(' ')} exited with ${result.status ?? result.signal}`);
  }
}

if (existsSync(CHROMIUM)) {
  console.log(`ensure-chromium: ${CHROMIUM} is installed`);
} else {
  console.log(`ensure-chromium: ${CHROMIUM} is missing, installing the Debian package chromium`);
  if (typeof process.getuid === 'function' && process.getuid() !== 0) {
    fail('installing chromium needs root; run "apt-get install -y chromium" as root');
  }
  run('apt-get', ['update']);
  run('apt-get', ['install', '-y', 'chromium']);
  if (!existsSync(CHROMIUM)) fail(`apt-get finished but ${CHROMIUM} is still missing`);
  console.log(`ensure-chromium: installed ${CHROMIUM}`);
}
