import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { msg, render, requestLocale } from './i18n';

/** Board addresses: `/pricelist` and everything under it, and `/scherm` (a screen stick). */
const BOARD_PAGE = /^\/(?:pricelist|scherm)(?:[/?#]|$)/i;

/**
 * Serves the built browser app from `staticDir`, each file as its precompressed copy when the
 * client accepts one. Paths outside /v1 that are not files get index.html, so the app's own
 * router handles them; board addresses get board.html, the board's own page, which loads only
 * what a board draws.
 */
export async function registerStaticApp(app: FastifyInstance, staticDir: string) {
  const indexFile = join(staticDir, 'index.html');
  const built = existsSync(indexFile);
  const boardBuilt = existsSync(join(staticDir, 'board.html'));
  if (built) {
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: false,
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
    const isApi = request.url === '/v1' || request.url.startsWith('/v1/');
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
      const detail = render(
        msg('errors.notFound'),
        requestLocale(request.headers['accept-language']),
      );
      return reply.status(404).send({ detail, code: 'not_found' });
    }
    if (!built) {
      return reply.status(404).send({ detail: 'The browser app is not built; run npm run build.' });
    }
    const page = boardBuilt && BOARD_PAGE.test(request.url) ? 'board.html' : 'index.html';
    // Revalidated on every load: a page names the hashed files of one build only.
    return reply.header('cache-control', 'no-cache').sendFile(page, { cacheControl: false });
  });
}
