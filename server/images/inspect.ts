import sharp from 'sharp';
import { badRequest } from '../errors';
import { msg } from '../i18n';
import { PICTURE_FORMATS, type PictureExtension } from './keys';

/** What an upload turned out to be, read from its content (never from its file name). */
export interface PictureFacts {
  extension: PictureExtension;
  contentType: string;
  width: number;
  height: number;
}

/** What an upload is for; category pictures have their own shape. */
export const PICTURE_PURPOSES = ['category', 'kind', 'product', 'library'] as const;
export type PicturePurpose = (typeof PICTURE_PURPOSES)[number];

/** Category pictures span a board's width: aspect ratio 5 / 2.2 (within 2 %), at least this. */
export const CATEGORY_PICTURE = {
  aspect: 5 / 2.2,
  tolerance: 0.02,
  minWidth: 1920,
  minHeight: 326,
};

const EXTENSION_OF_FORMAT: Record<string, PictureExtension> = {
  png: 'png',
  jpeg: 'jpg',
  webp: 'webp',
  gif: 'gif',
};

function notAPicture() {
  return badRequest(msg('images.notAPicture'), ['body', 'file']);
}

/** Format and size from the header; sideways-stored JPEGs count as they are shown. */
async function readHeader(bytes: Buffer) {
  try {
    const metadata = await sharp(bytes).metadata();
    const extension = EXTENSION_OF_FORMAT[metadata.format];
    const width = metadata.autoOrient.width;
    const height = metadata.autoOrient.height;
    if (!extension || !width || !height) return null;
    return { extension, width, height };
  } catch {
    return null;
  }
}

/** Decodes the whole picture once (shrunk), so a broken file is refused now, not on a board. */
async function decodes(bytes: Buffer, maxPixels: number): Promise<boolean> {
  try {
    await sharp(bytes, { limitInputPixels: maxPixels }).resize(16, 16).raw().toBuffer();
    return true;
  } catch {
    return false;
  }
}

/**
 * Checks that the bytes are a PNG, JPEG, WebP or GIF picture of at most `maxPixels` pixels;
 * 400 with a message saying which rule it breaks.
 */
export async function inspectPicture(bytes: Buffer, maxPixels: number): Promise<PictureFacts> {
  const header = await readHeader(bytes);
  if (!header) throw notAPicture();
  const { extension, width, height } = header;
  if (width * height > maxPixels) {
    const megapixels = Math.floor(maxPixels / 100_000) / 10;
    throw badRequest(msg('images.tooManyPixels', { width, height, megapixels }), ['body', 'file']);
  }
  if (!(await decodes(bytes, maxPixels))) throw notAPicture();
  return { extension, contentType: PICTURE_FORMATS[extension], width, height };
}

/**
 * Checks the shape a purpose asks for: category pictures need 5 / 2.2 and 1920 x 326. The
 * message names only the rules the picture breaks, so a 1920 x 326 banner hears about its shape.
 */
export function assertFitsPurpose(facts: PictureFacts, purpose: PicturePurpose): void {
  if (purpose !== 'category') return;
  const { width, height } = facts;
  const { aspect, tolerance, minWidth, minHeight } = CATEGORY_PICTURE;
  const aspectFits = Math.abs(width / height - aspect) <= aspect * tolerance;
  const sizeFits = width >= minWidth && height >= minHeight;
  if (aspectFits && sizeFits) return;
  const aspectNeed = msg('images.needsAspect', { width, height: Math.round(width / aspect) });
  const sizeNeed = msg('images.needsSize', { width: minWidth, height: minHeight });
  const needs =
    aspectFits || sizeFits
      ? aspectFits
        ? sizeNeed
        : aspectNeed
      : msg('images.needsBoth', { aspect: aspectNeed, size: sizeNeed });
  throw badRequest(msg('images.categoryNeeds', { needs, width, height }), ['body', 'file']);
}
