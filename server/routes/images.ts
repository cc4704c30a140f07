import {
  ImageDeleteTempResult,
  ImageMoveResult,
  ImageUpload,
  ImagesConfig,
  NoContent,
  PictureBytes,
  StoredImage,
} from '../../src/domain/contract';
import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { App, AppDeps } from '../app-types';
import { principalOf } from '../auth/plugin';
import { AppError } from '../errors';
import { matchesIfNoneMatch } from '../http/etag';
import { ListQuerySchema, sendList } from '../http/list-query';
import { TokenBuckets, retryAfterSeconds } from '../http/rate-limit';
import { Uuid } from '../http/schemas';
import { PICTURE_PURPOSES, assertFitsPurpose, inspectPicture } from '../images/inspect';
import { DrawShareTaken } from '../images/draw-queue';
import { listPictures, deletePicture, uploadGroup } from '../images/library';
import { readUploadedFile } from '../images/multipart';
import type { PictureServices } from '../images/pictures';
import { parseResizeRequest } from '../images/resize-request';
import {
  type UploadContext,
  discardOwnUploads,
  publishOwnUploads,
  removeFiles,
  storeUpload,
} from '../images/uploads';

const UploadQuery = Type.Object({
  purpose: Type.Optional(Type.Enum(PICTURE_PURPOSES)),
  shop_group_id: Type.Optional(Uuid),
});

/** Keys of temporary uploads, with or without `upload/`; absent: all of the caller's. */
const KeysBody = Type.Object({
  keys: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 300 }), { maxItems: 200 })),
});

/** A POST without any body asks for all of the caller's uploads, like `{}`. */
async function noBodyMeansAll(request: FastifyRequest) {
  request.body ??= {};
}

const NameParams = Type.Object({ name: Type.String({ minLength: 1, maxLength: 255 }) });

const ResizeParams = Type.Object({ '*': Type.String({ maxLength: 4096 }) });

/** A year, and never revalidated: a resize request always gives the same picture. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * `/v1/images`: uploads to the temporary area, publishing and discarding one's own uploads, the
 * image library, and the resize service's configuration. Multipart bodies are accepted here only.
 */
export async function registerImageRoutes(app: App, deps: AppDeps, pictures: PictureServices) {
  const { db, config } = deps;
  const { storage, resizer } = pictures;
  const context = (request: FastifyRequest): UploadContext => ({
    write: deps.write,
    storage,
    log: request.log,
  });

  await app.register(async (scope: App) => {
    await scope.register(multipart, { limits: { fileSize: config.images.maxBytes } });

    scope.post(
      '/images/upload',
      {
        onRequest: scope.authenticate,
        schema: { response: { 201: ImageUpload }, querystring: UploadQuery },
      },
      async (request, reply) => {
        const principal = principalOf(request);
        const purpose = request.query.purpose ?? 'library';
        const shopGroupId = await uploadGroup(db, principal, request.query.shop_group_id);
        const bytes = await readUploadedFile(request, config.images.maxBytes);
        const facts = await inspectPicture(bytes, config.images.maxPixels);
        assertFitsPurpose(facts, purpose);
        const upload = { bytes, facts, purpose, shopGroupId };
        return reply.status(201).send(await storeUpload(context(request), principal, upload));
      },
    );
  });

  app.post(
    '/images/move',
    {
      onRequest: app.authenticate,
      preValidation: noBodyMeansAll,
      schema: { response: { 200: ImageMoveResult }, body: KeysBody },
    },
    async (request) => {
      const keys = request.body.keys;
      const moved = await publishOwnUploads(context(request), principalOf(request), keys);
      const message = moved.length
        ? 'Moved files from temporary bucket to production bucket'
        : 'No files to move';
      return { message, moved };
    },
  );

  app.post(
    '/images/delete-temp',
    {
      onRequest: app.authenticate,
      preValidation: noBodyMeansAll,
      schema: { response: { 200: ImageDeleteTempResult }, body: KeysBody },
    },
    async (request) => {
      const keys = request.body.keys;
      const deleted = await discardOwnUploads(context(request), principalOf(request), keys);
      const message = deleted.length ? 'Deleted files from temporary bucket' : 'No files to delete';
      return { message, deleted };
    },
  );

  app.get(
    '/images',
    {
      onRequest: app.authenticate,
      schema: { response: { 200: Type.Array(StoredImage) }, querystring: ListQuerySchema },
    },
    async (request, reply) => {
      return sendList(reply, await listPictures(db, principalOf(request), request.query));
    },
  );

  app.get('/images/config', { schema: { response: { 200: ImagesConfig } } }, async () => ({
    resize_url: '/img',
    bucket: config.images.bucket,
  }));

  app.delete(
    '/images/:name',
    { onRequest: app.authenticate, schema: { response: { 204: NoContent }, params: NameParams } },
    async (request, reply) => {
      const { name } = request.params;
      await deps.write((tx) => deletePicture(tx, principalOf(request), name));
      await removeFiles(context(request), [name]);
      await resizer.forget(name);
      return reply.status(204).send();
    },
  );
}

/** The first path segment of board pages (`/pricelist/{shop}/...`, src/board/board-route.ts). */
const BOARD_PAGE = /^\/pricelist\//i;

/**
 * Whether a board page asks: its pictures are `<img>` requests of the same origin, which carry
 * the page's address as Referer (`strict-origin-when-cross-origin`). Anyone can send that header,
 * so it only decides the order of drawing, never the amount: each address keeps its share.
 */
function fromBoard(request: FastifyRequest): boolean {
  const referer = request.headers.referer;
  if (!referer) return false;
  try {
    const page = new URL(referer);
    return page.host === request.host && BOARD_PAGE.test(page.pathname);
  } catch {
    return false;
  }
}

/**
 * `GET /img/{base64 of JSON}`: the public resize service. Standard base64 may hold `/`, so the
 * request is the rest of the path. Drawing a size costs real work, so each client address may
 * have `drawsPerMinute` new sizes drawn a minute (429 with `Retry-After` beyond) and only its
 * share of the drawing line waiting (see `DrawQueue`; 429 with `Retry-After` beyond); sizes
 * already on disk are always served. A board page's sizes are drawn first.
 */
export function registerResizeRoutes(app: App, pictures: PictureServices, drawsPerMinute: number) {
  const draws = new TokenBuckets(drawsPerMinute, 60_000);
  const serve = async (encoded: string, request: FastifyRequest, reply: FastifyReply) => {
    const picture = await pictures.resizer
      .picture(parseResizeRequest(encoded), {
        client: request.ip,
        board: fromBoard(request),
        beforeDraw: () => {
          const waitMs = draws.take(request.ip, Date.now());
          if (waitMs === 0) return;
          reply.header('retry-after', retryAfterSeconds(waitMs));
          throw new AppError('TOO_MANY_DRAWS');
        },
      })
      .catch((error: unknown) => {
        if (error instanceof DrawShareTaken) {
          reply.header('retry-after', String(error.retryAfterSeconds));
        } else if (error instanceof AppError && error.code === 'DRAWING_BUSY') {
          reply.header('retry-after', '1');
        }
        throw error;
      });
    reply.header('cache-control', IMMUTABLE).header('etag', picture.etag);
    if (matchesIfNoneMatch(request.headers['if-none-match'], picture.etag)) {
      return reply.status(304).send();
    }
    return reply.type(picture.contentType).send(picture.bytes);
  };
  app.get(
    '/img/*',
    { schema: { response: { 200: PictureBytes }, params: ResizeParams } },
    (request, reply) => serve(request.params['*'], request, reply),
  );
  // `/img` and `/img/` name no picture: a 400 like any other malformed request.
  app.get('/img', { schema: { response: { 200: PictureBytes } } }, (request, reply) =>
    serve('', request, reply),
  );
}
