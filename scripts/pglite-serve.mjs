#!/usr/bin/env node
// Serves a data directory of the embedded database of earlier Pricelist versions (PGlite) over
// PostgreSQL's wire protocol, for the one-time move of its data into PostgreSQL
// (server/db/legacy-pglite.ts starts it as a child process and reads the data as from any
// PostgreSQL server).
//
//   node scripts/pglite-serve.mjs TOOLS_DIR PGLITE_DATA_DIR SOCKET_DIR|PORT
//
// TOOLS_DIR holds node_modules with @electric-sql/pglite and @electric-sql/pglite-socket,
// installed for the move only (the product itself depends on neither). With a directory it
// listens on the Unix socket SOCKET_DIR/.s.PGSQL.5432; with a number, on 127.0.0.1 at that port
// (0: any free port). When it listens it prints one line of JSON: {"socketDir":…,"port":5432}
// or {"host":"127.0.0.1","port":…}. It stops, closing the database cleanly, on SIGTERM or
// SIGINT, and when its standard input ends (the parent process is gone).
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The port node-postgres and libpq look for in a socket directory by default. */
const SOCKET_PORT = 5432;

const [toolsDir, dataDir, where] = process.argv.slice(2);
if (!toolsDir || !dataDir || !where) {
  console.error('Usage: node scripts/pglite-serve.mjs TOOLS_DIR PGLITE_DATA_DIR SOCKET_DIR|PORT');
  process.exit(2);
}

/** A module of a package installed in TOOLS_DIR, by its file (the versions are pinned). */
const fromTools = (pkg, file) =>
  import(pathToFileURL(join(toolsDir, 'node_modules', '@electric-sql', pkg, file)).href);

const { PGlite } = await fromTools('pglite', 'dist/index.js');
const { PGLiteSocketServer } = await fromTools('pglite-socket', 'dist/index.js');

const db = new PGlite({ dataDir });
await db.waitReady;

const port = /^\d+$/.test(where) ? Number(where) : undefined;
const server = new PGLiteSocketServer({
  db,
  // One session: PGlite is a single backend; the reader uses one connection.
  maxConnections: 1,
  ...(port === undefined
    ? { path: join(where, `.s.PGSQL.${SOCKET_PORT}`) }
    : { host: '127.0.0.1', port }),
});

let stopping;
function stop(code) {
  stopping ??= (async () => {
    try {
      await server.stop();
    } finally {
      await db.close();
    }
  })().then(
    () => process.exit(code),
    (error) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exit(1);
    },
  );
}
process.on('SIGTERM', () => stop(0));
process.on('SIGINT', () => stop(0));
process.stdin.on('end', () => stop(0));
process.stdin.resume();

await server.start();
const conn = server.getServerConn();
const listening =
  port === undefined
    ? { socketDir: where, port: SOCKET_PORT }
    : { host: '127.0.0.1', port: Number(conn.slice(conn.lastIndexOf(':') + 1)) };
process.stdout.write(`${JSON.stringify(listening)}\n`);
