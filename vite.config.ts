import { readdirSync, readFileSync } from 'node:fs';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { dirname, extname, join, resolve } from 'node:path';
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

/** Smaller files go as they are (a board's font stylesheets, about 1 KB, still halve). */
const PRECOMPRESS_MIN_BYTES = 512;

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
 * build over 512 bytes, so the server sends them by Accept-Encoding without compressing per request
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

/**
 * Which of Pixi's modules only its WebGPU or only its canvas renderer uses, so the build puts
 * each set in a chunk of its own and a board loads it only on a device that picks that
 * renderer. Pixi imports its renderers with `import()`, but its package index also
 * re-exports them, which puts every renderer into the board's first script: about 85 KB of it
 * (before compression) that a board drawing with WebGL never runs.
 *
 * A module belongs to a renderer when every module importing it (its package index and the
 * other re-exporting indexes aside) is that renderer or belongs to it, found by pruning the
 * renderer's import graph until nothing shared is left in it. Modules with side effects (the
 * package's `sideEffects` list) always stay shared. Should a Pixi update defeat this, the board's
 * byte budget (`tests/browser/board-load.test.ts`) fails.
 */
const IMPORT = /(?:^|[;\n])\s*(?:import|export)\s*(?:[^'";]*?\sfrom\s*)?['"](\.[^'"]+)['"]/g;

function pixiModulesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return pixiModulesUnder(path);
    return entry.name.endsWith('.mjs') ? [path] : [];
  });
}

/** The module sets of Pixi's WebGPU and canvas renderers, as absolute file paths. */
function pixiRendererModules(root = resolve('node_modules/pixi.js')) {
  const lib = join(root, 'lib');
  const sideEffects = (
    JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { sideEffects: string[] }
  ).sideEffects.map((pattern) => join(root, pattern.replace(/\*$/, 'mjs')));
  const importers = new Map<string, Set<string>>();
  const imports = new Map<string, string[]>();
  for (const file of pixiModulesUnder(lib)) {
    const targets = [...readFileSync(file, 'utf8').matchAll(IMPORT)].map((match) =>
      resolve(dirname(file), match[1] ?? ''),
    );
    imports.set(file, targets);
    // An index only re-exports: a bundler drops what nobody imports through it.
    if (/[\\/]index\.mjs$/.test(file)) continue;
    for (const target of targets) {
      const set = importers.get(target) ?? new Set<string>();
      set.add(file);
      importers.set(target, set);
    }
  }

  const ownedBy = (renderer: string): Set<string> => {
    const owned = new Set<string>([renderer]);
    const queue = [renderer];
    while (queue.length > 0) {
      for (const target of imports.get(queue.pop() ?? '') ?? []) {
        if (owned.has(target) || !imports.has(target) || sideEffects.includes(target)) continue;
        owned.add(target);
        queue.push(target);
      }
    }
    for (let changed = true; changed;) {
      changed = false;
      for (const module of owned) {
        if (module === renderer) continue;
        const users = importers.get(module) ?? new Set<string>();
        if ([...users].every((user) => owned.has(user))) continue;
        owned.delete(module);
        changed = true;
      }
    }
    return owned;
  };

  return {
    webgpu: ownedBy(join(lib, 'rendering/renderers/gpu/WebGPURenderer.mjs')),
    canvas: ownedBy(join(lib, 'rendering/renderers/canvas/CanvasRenderer.mjs')),
  };
}

const pixiRenderers = pixiRendererModules();

/** The app's build version as boards report it: the package version and when it was built. */
const buildVersion = `${(JSON.parse(await readFile('package.json', 'utf8')) as { version: string }).version}+${new Date().toISOString().slice(0, 16).replace(/[-:T]/g, '')}`;

/** `app-version.txt` beside the app: the server reads it to tell boards running an older one. */
function appVersionFile(version: string): Plugin {
  return {
    name: 'app-version-file',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'app-version.txt', source: version });
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress(), appVersionFile(buildVersion)],
  define: { 'import.meta.env.VITE_APP_VERSION': JSON.stringify(buildVersion) },
  // Files served as they are at the site root (the board's service worker).
  publicDir: 'assets/public',
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // A font is never a data address inside its stylesheet: a face of a unicode-range subset
    // (an emoji icon, Latin Extended letters) is fetched only when a text needs it.
    assetsInlineLimit: (file: string) => (file.endsWith('.woff2') ? false : undefined),
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
            // Pixi's WebGPU and canvas renderers on their own, loaded only by a device that
            // picks one (most boards draw with WebGL); without their dependencies, which the
            // other renderers share.
            {
              name: 'pixi-webgpu',
              test: (id: string) => pixiRenderers.webgpu.has(id),
              includeDependenciesRecursively: false,
              priority: 4,
            },
            {
              name: 'pixi-canvas',
              test: (id: string) => pixiRenderers.canvas.has(id),
              includeDependenciesRecursively: false,
              priority: 3,
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
