import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { notFound } from '../errors';
import { DrawQueue } from './draw-queue';
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
 * for others (the service is public), so the oldest written go first and the disk stays bounded.
 */
export const CACHED_SIZES_PER_PICTURE = 32;

/**
 * The resize service: reads published pictures from the store and draws them at the requested
 * size with sharp. Results are kept on disk under `cacheDir/{picture}/{request}.{ext}`, so an
 * equal request is answered from the file, and deleting a picture drops all its sizes. At most
 * {@link CACHED_SIZES_PER_PICTURE} sizes of a picture are kept.
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
    },
  ) {
    this.queue = new DrawQueue(options.concurrency ?? 1);
  }

  /**
   * The resized picture; 404 for another bucket, an unknown key, or a temporary upload.
   * `beforeDraw` runs only when the size is not on disk yet, and may refuse by throwing.
   */
  async picture(request: ResizeRequest, beforeDraw?: () => void): Promise<ResizedPicture> {
    if (!this.isServable(request)) throw notFound('Picture');
    const digest = requestDigest(request);
    const etag = `"${digest}"`;
    const cached = await this.readCached(request.key, digest);
    if (cached) return { ...cached, etag };
    beforeDraw?.();
    const source = await this.storage.get(request.key);
    if (!source) throw notFound('Picture');
    const drawn = await this.queue.run(() => this.draw(source.bytes, request));
    await this.writeCached(request.key, `${digest}.${drawn.extension}`, drawn.bytes);
    return { bytes: drawn.bytes, contentType: drawn.contentType, etag };
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

  /** Removes the oldest written sizes of a picture beyond {@link CACHED_SIZES_PER_PICTURE}. */
  private async prune(dir: string): Promise<void> {
    const files = (await readdir(dir)).filter((file) => !file.endsWith('.part'));
    if (files.length <= CACHED_SIZES_PER_PICTURE) return;
    const written = await Promise.all(
      files.map(async (file) => {
        const stats = await stat(join(dir, file)).catch(() => null);
        return { file, at: stats?.mtimeMs ?? 0 };
      }),
    );
    written.sort((a, b) => a.at - b.at || a.file.localeCompare(b.file));
    const surplus = written.slice(0, written.length - CACHED_SIZES_PER_PICTURE);
    await Promise.all(surplus.map(({ file }) => rm(join(dir, file), { force: true })));
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
