import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { notFound } from '../errors';
import { DEFAULT_DRAW_SHARES, DrawQueue, type DrawShares } from './draw-queue';
import { UPLOAD_PREFIX, isStorableKey } from './keys';
import { planResize } from './resize-bounds';
import { requestDigest, type ResizeRequest } from './resize-request';
import type { ImageStorage } from './storage';

/** A picture as the resize service answers it. */
export interface ResizedPicture {
  bytes: Buffer;
  contentType: string;
  /** Strong: a request always gives the same bytes, since published pictures never change. */
  etag: string;
}

type OutputFormat = 'png' | 'jpeg' | 'webp';

const OUTPUT_OF_FORMAT: Record<string, OutputFormat> = { png: 'png', jpeg: 'jpeg', webp: 'webp' };
const EXTENSION_OF_OUTPUT: Record<OutputFormat, string> = { png: 'png', jpeg: 'jpg', webp: 'webp' };
const CONTENT_TYPE_OF_EXTENSION: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
};

/**
 * How many drawn sizes of one picture stay on disk. Boards ask for a handful; anyone may ask
 * for others (the service is public), so the oldest written go first and the disk stays bounded,
 * except that sizes a board asked for within {@link BOARD_SIZE_KEPT_MS} go last.
 */
export const CACHED_SIZES_PER_PICTURE = 32;

/** A size a board asked for is kept ahead of others this long after its last request. */
export const BOARD_SIZE_KEPT_MS = 24 * 60 * 60 * 1000;

/** A board's use of a size is written down at most this often (a marker file's time). */
const BOARD_MARK_EVERY_MS = 60 * 60 * 1000;

/** Sizes remembered as drawn before, so that one dropped from the disk is drawn again first. */
const DRAWN_BEFORE_REMEMBERED = 4096;

const BOARD_MARK = '.board';

/** Who asks for a picture, and how the route may still refuse before a new size is drawn. */
export interface PictureAsker {
  /** The client's address: each has its share of the drawing line. */
  client?: string;
  /** Asked by a board page: drawn first, and the size is kept from eviction for a day. */
  board?: boolean;
  /** Runs only when the size must be drawn and has a place in the line; may refuse by throwing. */
  beforeDraw?: () => void;
}

interface Drawn {
  bytes: Buffer;
  contentType: string;
}

/**
 * The resize service: reads published pictures from the store and draws them at the requested
 * size with sharp. Results are kept on disk under `cacheDir/{picture}/{request}.{ext}`, so an
 * equal request is answered from the file, and deleting a picture drops all its sizes. At most
 * {@link CACHED_SIZES_PER_PICTURE} sizes of a picture are kept; a size boards asked for within a
 * day has a marker `{request}.board` (its time is the last such request) and is dropped only
 * after every other size. Equal requests arriving together share one drawing.
 */
export class ResizeService {
  /** Drawings wait here for their turn (see {@link DrawQueue}); public for benchmarks and tests. */
  readonly queue: DrawQueue;

  constructor(
    private readonly storage: ImageStorage,
    private readonly options: {
      bucket: string;
      maxPixels: number;
      cacheDir: string;
      /** Drawings at once; the others wait (`RESIZE_CONCURRENCY`). */
      concurrency?: number;
      /** Drawings one address may have waiting, per line (`RESIZE_WAITING_PER_ADDRESS`, ...). */
      shares?: DrawShares;
    },
  ) {
    this.queue = new DrawQueue(options.concurrency ?? 1, 64, options.shares ?? DEFAULT_DRAW_SHARES);
  }

  /** Drawings under way by request digest: equal requests arriving together wait for one. */
  private readonly drawing = new Map<string, Promise<Drawn>>();
  /** Digests of sizes drawn before (least recently drawn first), bounded. */
  private readonly drawnBefore = new Set<string>();

  /**
   * The resized picture; 404 for another bucket, an unknown key, or a temporary upload. A size
   * not on disk takes a place in the drawing line for `asker.client` (429 beyond its share, see
   * {@link DrawQueue}): in the first line when a board asks or it was drawn before, else in the
   * line of new sizes. `asker.beforeDraw` runs only then, and may refuse by throwing.
   */
  async picture(request: ResizeRequest, asker: PictureAsker = {}): Promise<ResizedPicture> {
    if (!this.isServable(request)) throw notFound('Picture');
    const digest = requestDigest(request);
    const etag = `"${digest}"`;
    const cached = await this.readCached(request.key, digest);
    if (cached) {
      if (asker.board) await this.markBoardUse(request.key, digest);
      return { ...cached, etag };
    }
    const drawn = await (this.drawing.get(digest) ?? this.startDrawing(request, digest, asker));
    if (asker.board) await this.markBoardUse(request.key, digest);
    return { ...drawn, etag };
  }

  /** Takes a place in the line (or refuses at once), then reads the source and draws it. */
  private startDrawing(request: ResizeRequest, digest: string, asker: PictureAsker) {
    const lane = asker.board || this.drawnBefore.has(digest) ? 'first' : 'new';
    const ticket = this.queue.enter(asker.client ?? '', lane);
    try {
      asker.beforeDraw?.();
    } catch (error) {
      ticket.leave();
      throw error;
    }
    const work = (async (): Promise<Drawn> => {
      const source = await this.storage.get(request.key).catch((error: unknown) => {
        ticket.leave();
        throw error;
      });
      if (!source) {
        ticket.leave();
        throw notFound('Picture');
      }
      const drawn = await ticket.run(() => this.draw(source.bytes, request));
      await this.writeCached(request.key, `${digest}.${drawn.extension}`, drawn.bytes);
      this.drawnBefore.delete(digest);
      this.drawnBefore.add(digest);
      for (const oldest of this.drawnBefore) {
        if (this.drawnBefore.size <= DRAWN_BEFORE_REMEMBERED) break;
        this.drawnBefore.delete(oldest);
      }
      return { bytes: drawn.bytes, contentType: drawn.contentType };
    })().finally(() => this.drawing.delete(digest));
    this.drawing.set(digest, work);
    return work;
  }

  /**
   * Notes that a board asked for this size (the marker's time), at most once an hour; nothing
   * when the size is not on disk (a full disk) or the marker cannot be written.
   */
  private async markBoardUse(key: string, digest: string): Promise<void> {
    const marker = join(this.pictureDir(key), `${digest}${BOARD_MARK}`);
    const now = Date.now();
    const marked = await stat(marker).catch(() => null);
    if (marked && now - marked.mtimeMs < BOARD_MARK_EVERY_MS) return;
    try {
      if (marked) await utimes(marker, now / 1000, now / 1000);
      else await writeFile(marker, '', { mode: 0o600 });
    } catch {
      // Only a preference for eviction: the picture is served all the same.
    }
  }

  /** Drops every cached size of a picture (after it was deleted). */
  async forget(key: string): Promise<void> {
    await rm(this.pictureDir(key), { recursive: true, force: true });
  }

  private isServable(request: ResizeRequest): boolean {
    return (
      request.bucket === this.options.bucket &&
      isStorableKey(request.key) &&
      !request.key.startsWith(UPLOAD_PREFIX)
    );
  }

  private pictureDir(key: string): string {
    const digest = createHash('sha256').update(key).digest('hex').slice(0, 32);
    return join(this.options.cacheDir, digest);
  }

  private async readCached(key: string, digest: string) {
    const dir = this.pictureDir(key);
    const files = await readdir(dir).catch(() => [] as string[]);
    for (const file of files) {
      const contentType = CONTENT_TYPE_OF_EXTENSION[file.slice(digest.length + 1)];
      if (!file.startsWith(`${digest}.`) || !contentType) continue;
      const bytes = await readFile(join(dir, file)).catch(() => null);
      return bytes && { bytes, contentType };
    }
    return null;
  }

  private async writeCached(key: string, file: string, bytes: Buffer): Promise<void> {
    const dir = this.pictureDir(key);
    const temp = join(dir, `${file}.${randomBytes(6).toString('hex')}.part`);
    try {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      await writeFile(temp, bytes, { mode: 0o600 });
      await rename(temp, join(dir, file));
      await this.prune(dir);
    } catch {
      // The cache is only a speed-up: a full disk must not cost the picture.
      await rm(temp, { force: true });
    }
  }

  /**
   * Removes sizes of a picture beyond {@link CACHED_SIZES_PER_PICTURE}: first the oldest written
   * of those no board asked for within {@link BOARD_SIZE_KEPT_MS}, then the board sizes least
   * recently asked for. A removed size's marker goes with it.
   */
  private async prune(dir: string): Promise<void> {
    const names = await readdir(dir);
    const files = names.filter((file) => !file.endsWith('.part') && !file.endsWith(BOARD_MARK));
    if (files.length <= CACHED_SIZES_PER_PICTURE) return;
    const timeOf = async (file: string) => (await stat(join(dir, file)).catch(() => null))?.mtimeMs;
    const now = Date.now();
    const sizes = await Promise.all(
      files.map(async (file) => {
        const digest = file.slice(0, file.indexOf('.'));
        const marker = names.includes(`${digest}${BOARD_MARK}`)
          ? await timeOf(`${digest}${BOARD_MARK}`)
          : undefined;
        const board = marker !== undefined && now - marker < BOARD_SIZE_KEPT_MS;
        return { file, digest, board, at: (board ? marker : await timeOf(file)) ?? 0 };
      }),
    );
    sizes.sort(
      (a, b) => Number(a.board) - Number(b.board) || a.at - b.at || a.file.localeCompare(b.file),
    );
    const surplus = sizes.slice(0, sizes.length - CACHED_SIZES_PER_PICTURE);
    await Promise.all(
      surplus.flatMap(({ file, digest }) => [
        rm(join(dir, file), { force: true }),
        rm(join(dir, `${digest}${BOARD_MARK}`), { force: true }),
      ]),
    );
  }

  /**
   * Resizes in the source's format (GIF becomes PNG) to the bounded size of `planResize`; an
   * unreadable source counts as missing.
   */
  private async draw(source: Buffer, request: ResizeRequest) {
    try {
      const image = sharp(source, { limitInputPixels: this.options.maxPixels });
      const metadata = await image.metadata();
      const format = OUTPUT_OF_FORMAT[metadata.format] ?? 'png';
      image.rotate();
      const plan = planResize(metadata.autoOrient, request);
      if (plan) image.resize({ ...plan, background: request.background });
      const bytes = await image.toFormat(format).toBuffer();
      const extension = EXTENSION_OF_OUTPUT[format];
      return { bytes, extension, contentType: CONTENT_TYPE_OF_EXTENSION[extension] as string };
    } catch {
      throw notFound('Picture');
    }
  }
}
