import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { msg, render, requestLocale } from './i18n';

/** Board addresses: `/pricelist` and everything under it, and `/scherm` (a screen stick). */
const BOARD_PAGE = /^\/(?:pricelist|scherm)(?:[/?#]|$)/i;

/**
 * An address of a file (its last segment ends in a file type the build or a browser asks for:
 * `/favicon.ico`, `/robots.txt`, an asset of an older build). When there is no such file it
 * gets a 404, not the app's page: a browser would otherwise take HTML for an icon or a script.
 */
const FILE_ADDRESS =
  /\/[^/]*\.(?:ico|png|jpe?g|gif|svg|webp|avif|txt|xml|json|webmanifest|m?js|css|map|woff2?|ttf|otf|br|gz)$/i;

/**
 * Serves the built browser app from `staticDir`, each file as its precompressed copy when the
 * client accepts one. Paths outside /v1 that are not files get index.html, so the app's own
 * router handles them; board addresses get board.html, the board's own page, which loads only
 * what a board draws. A missing file (an address ending in a file type) is a 404.
 */
export async function registerStaticApp(app: FastifyInstance, staticDir: string) {
  const indexFile = join(staticDir, 'index.html');
  const built = existsSync(indexFile);
  const boardBuilt = existsSync(join(staticDir, 'board.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: false,
      // A route per file of the build, not per compressed copy: those are found beside their
      // file (preCompressed), and half as many routes take half the time to register at start.
      globIgnore: ['**/*.br', '**/*.gz'],
      index: false,
      // The build writes .br and .gz beside each text file (vite.config.ts): sent by
      // Accept-Encoding with Vary: Accept-Encoding, never compressed per request.
      preCompressed: true,
      maxAge: '1h',
      setHeaders: (res, path) => {
        // Hashed assets never change; index.html must always be revalidated.
        if (path.includes('/assets/'))
          res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const notFound = () => {
      const detail = render(
        msg('errors.notFound'),
        requestLocale(request.headers['accept-language']),
      );
      return reply.status(404).send({ detail, code: 'not_found' });
    };
    const isApi = request.url === '/v1' || request.url.startsWith('/v1/');
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) return notFound();
    if (!built) {
      return reply.status(404).send({ detail: 'The browser app is not built; run npm run build.' });
    }
    const board = boardBuilt && BOARD_PAGE.test(request.url);
    if (!board && FILE_ADDRESS.test(request.url.split(/[?#]/)[0] ?? '')) return notFound();
    const page = board ? 'board.html' : 'index.html';
    // Revalidated on every load: a page names the hashed files of one build only.
    return reply.header('cache-control', 'no-cache').sendFile(page, { cacheControl: false });
  });
}
