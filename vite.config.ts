import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/** The API server that `npm run dev:server` starts; the dev server forwards `/v1` to it. */
const apiTarget = 'http://127.0.0.1:8080';

/** Files the server may send compressed; woff2 and pictures are compressed already. */
const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.webmanifest',
  '.txt',
  '.xml',
  '.ttf',
  '.otf',
  '.woff',
]);

/** Smaller files go as they are. */
const PRECOMPRESS_MIN_BYTES = 1024;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
    ),
  );
  return nested.flat();
}

/**
 * Writes `name.br` (brotli, quality 11) and `name.gz` (gzip 9) beside every text file of the
 * build over 1 KB, so the server sends them by Accept-Encoding without compressing per request
 * (`server/static.ts`). A compressed copy that saves less than a tenth is left out.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'pricelist-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await filesUnder(outDir)).filter((file) =>
        COMPRESSIBLE.has(extname(file).toLowerCase()),
      );
      await Promise.all(
        files.map(async (file) => {
          if ((await stat(file)).size < PRECOMPRESS_MIN_BYTES) return;
          const bytes = await readFile(file);
          const [br, gz] = await Promise.all([
            brotliAsync(bytes, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: 11,
                [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
              },
            }),
            gzipAsync(bytes, { level: 9 }),
          ]);
          if (br.length < bytes.length * 0.9) await writeFile(`${file}.br`, br);
          if (gz.length < bytes.length * 0.9) await writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}

/** The app's build version as boards report it: the package version and when it was built. */
const buildVersion = `${(JSON.parse(await readFile('package.json', 'utf8')) as { version: string }).version}+${new Date().toISOString().slice(0, 16).replace(/[-:T]/g, '')}`;

export default defineConfig({
  plugins: [react(), precompress()],
  define: { 'import.meta.env.VITE_APP_VERSION': JSON.stringify(buildVersion) },
  // Files served as they are at the site root (the board's service worker).
  publicDir: 'assets/public',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // The back office and, for board addresses (`server/static.ts`), the board: its own page,
      // so a screen loads only what it draws.
      input: { index: resolve('index.html'), board: resolve('board.html') },
      output: {
        codeSplitting: {
          // React on its own, the router with the back office: left to itself the bundler puts
          // both in one chunk, which the board would load whole.
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 2,
            },
            {
              name: 'router',
              test: /node_modules[\\/](react-router|react-router-dom)[\\/]/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      // The more specific websocket entry comes first: Vite matches proxy keys in order.
      '/v1/ws': { target: apiTarget.replace(/^http/, 'ws'), ws: true, changeOrigin: true },
      '/v1': { target: apiTarget, changeOrigin: true },
    },
  },
});
