import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildApp } from './app';
import { ensureRoles, ensureSuperuser, writeSecretFile } from './bootstrap';
import { loadConfig } from './config';
import { makeTreePrivate } from './private-files';
import type { DatabaseHandle } from './db/client';
import { describeDatabase, openStore } from './db/data-store';
import { hasLegacyPglite, moveLegacyPglite } from './db/legacy-pglite';
import { DEFAULT_PASSWORD_COST, generatePassword } from './auth/passwords';
import { createImageStorage } from './images/storage';
import { seedDemoData, type DemoSummary } from './seed/demo';
import { seedDemoPictures } from './seed/demo-pictures';

/** The open database, closed (and the embedded server stopped) when the start fails. */
let opened: DatabaseHandle | undefined;

/** Reads the configuration, prepares the database, listens, and closes gracefully. */
async function main() {
  // Whatever the server writes into DATA_DIR is its user's alone; older installs are put right.
  process.umask(0o077);
  const config = loadConfig();
  makeTreePrivate(config.dataDir);
  const log = (message: string) => console.log(message);
  const database = await openStore(config, {
    log,
    // Data of a version before the embedded PostgreSQL server moves in once, before anything else.
    beforeOpen: (databaseUrl) => moveLegacyPglite({ dataDir: config.dataDir, databaseUrl, log }),
  });
  opened = database;
  if (config.databaseUrl && hasLegacyPglite(config.dataDir))
    console.warn(
      `${join(config.dataDir, 'db')} holds the data of an earlier Pricelist version, which moves ` +
        'into the embedded database only: with DATABASE_URL set it stays where it is. Move it ' +
        'with `npm run backup` in the earlier version and `npm run restore` in this one.',
    );
  await ensureRoles(database.db);
  const admin = await ensureSuperuser(database.db, config);

  let demo: DemoSummary | undefined;
  let staffPassword: string | undefined;
  const staffPasswordFile = join(config.dataDir, 'demo-staff-password.txt');
  if (config.demoData) {
    staffPassword =
      process.env.DEMO_STAFF_PASSWORD ||
      (existsSync(staffPasswordFile)
        ? readFileSync(staffPasswordFile, 'utf8').trim()
        : generatePassword());
    demo = await seedDemoData(database.db, {
      staffPassword,
      passwordCost: config.passwordHashCost,
    });
    if (demo.created && !process.env.DEMO_STAFF_PASSWORD)
      writeSecretFile(staffPasswordFile, staffPassword);
    if (demo.created) {
      const storage = createImageStorage(config.images, config.dataDir);
      try {
        await seedDemoPictures(database.db, storage);
      } finally {
        storage.close();
      }
    }
  }

  const app = await buildApp({ config, database, logger: true });
  if (config.passwordHashCost < DEFAULT_PASSWORD_COST)
    app.log.warn(
      { passwordHashCost: config.passwordHashCost },
      `PASSWORD_HASH_COST is below ${DEFAULT_PASSWORD_COST}: new password hashes are easier to crack; it is meant for test runs`,
    );
  let stopping = false;
  const stop = async (signal: string) => {
    // A second signal while draining (a second Ctrl-C, a supervisor repeating itself) changes
    // nothing: the drain goes on and the embedded database is still stopped after it.
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => {
      // Out of time: the embedded database gets its fast shutdown on the way out.
      database.halt?.();
      process.exit(1);
    }, 10_000);
    timer.unref();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const base = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${port}`;
  const lines = [
    '',
    `Pricelist is running on ${base} (${describeDatabase(config)})`,
    `  Back office:  ${base}/login`,
  ];
  if (demo) lines.push(`  Board:        ${base}/pricelist/${demo.defaultShopId}`);
  lines.push(`  Screen stick: ${base}/scherm  (shows a code; pair it under the shop's screens)`);
  lines.push(`  Health:       ${base}/v1/health`);
  lines.push(`  API:          ${base}/v1/docs`);
  if (admin.generatedPassword) {
    lines.push(`  Log in as:    ${admin.username} / ${admin.generatedPassword}`);
    lines.push(`                (shown once; also kept in ${admin.passwordFile})`);
  } else if (admin.passwordFile) {
    lines.push(`  Log in as:    ${admin.username}, password in ${admin.passwordFile}`);
  } else {
    lines.push(`  Log in as:    ${admin.username} with ADMIN_PASSWORD`);
  }
  if (demo?.staffUsers.length) {
    const where = process.env.DEMO_STAFF_PASSWORD ? 'DEMO_STAFF_PASSWORD' : staffPasswordFile;
    const names = demo.staffUsers.map((u) => u.username).join(', ');
    lines.push(
      `  Demo staff:   ${names}` +
        (demo.created && staffPassword && !process.env.DEMO_STAFF_PASSWORD
          ? ` / ${staffPassword}`
          : ''),
    );
    lines.push(`                (password in ${where})`);
  }
  console.log(lines.join('\n') + '\n');
}

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  await opened?.close().catch(() => undefined);
  process.exit(1);
});
