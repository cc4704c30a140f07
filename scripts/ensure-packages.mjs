#!/usr/bin/env node
// Makes sure the Debian packages the tests use are installed: Chromium for the browser tests,
// nginx for the test of several server processes behind a proxy. CI machines start without
// them and run as root, so this installs what is missing with apt-get (one update, one
// install). Exits non-zero when something could not be installed.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const PACKAGES = [
  { name: 'chromium', binary: '/usr/bin/chromium', flags: [] },
  // Without recommends: the proxy binary, no web server started on port 80.
  { name: 'nginx', binary: '/usr/sbin/nginx', flags: ['--no-install-recommends'] },
];

function fail(message) {
  console.error(`ensure-packages: ${message}`);
  process.exit(1);
}

function run(command, args) {
  console.log(`ensure-packages: running ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.error) fail(`could not start ${command}: ${result.error.message}`);
  if (result.status !== 0) {
    fail(`${command} ${args.join(' ')} exited with ${result.status ?? result.signal}`);
  }
}

const missing = PACKAGES.filter((pkg) => !existsSync(pkg.binary));
for (const pkg of PACKAGES) {
  if (!missing.includes(pkg)) console.log(`ensure-packages: ${pkg.binary} is installed`);
}
if (missing.length) {
  const names = missing.map((pkg) => pkg.name);
  console.log(`ensure-packages: installing the Debian packages ${names.join(', ')}`);
  if (typeof process.getuid === 'function' && process.getuid() !== 0) {
    fail(`installing needs root; run "apt-get install -y ${names.join(' ')}" as root`);
  }
  run('apt-get', ['update']);
  for (const pkg of missing) run('apt-get', ['install', '-y', ...pkg.flags, pkg.name]);
  for (const pkg of missing) {
    if (!existsSync(pkg.binary)) fail(`apt-get finished but ${pkg.binary} is still missing`);
    console.log(`ensure-packages: installed ${pkg.binary}`);
  }
}
