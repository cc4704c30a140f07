import { randomBytes } from 'node:crypto';

/**
 * Picture names and keys. A temporary upload is `upload/{32 hex}-{w}x{h}.{ext}`; publishing
 * drops the `upload/` prefix, so the published name still tells the picture's size.
 */

/** The formats uploads may have, by the extension their keys carry. */
export const PICTURE_FORMATS = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
} as const;

export type PictureExtension = keyof typeof PICTURE_FORMATS;

/** The folder of temporary uploads in the store. */
export const UPLOAD_PREFIX = 'upload/';

const PUBLISHED_NAME = /^[0-9a-f]{32}-[1-9][0-9]{0,5}x[1-9][0-9]{0,5}\.(png|jpg|webp|gif)$/;

/** A fresh published name for a picture of this format and size. */
export function newPictureName(extension: PictureExtension, width: number, height: number) {
  return `${randomBytes(16).toString('hex')}-${width}x${height}.${extension}`;
}

/** The temporary key of a picture name. */
export function uploadKeyOf(name: string): string {
  return `${UPLOAD_PREFIX}${name}`;
}

/** True for names shaped like the ones uploads get. */
export function isPictureName(name: string): boolean {
  return PUBLISHED_NAME.test(name);
}

/** The picture name of a key given with or without `upload/`; null when it is not one. */
export function pictureNameOfKey(key: string): string | null {
  const name = key.startsWith(UPLOAD_PREFIX) ? key.slice(UPLOAD_PREFIX.length) : key;
  return isPictureName(name) ? name : null;
}

/** The content type a stored key's extension stands for. */
export function contentTypeOfKey(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  if (extension === 'jpeg') return PICTURE_FORMATS.jpg;
  return PICTURE_FORMATS[extension as PictureExtension] ?? 'application/octet-stream';
}

// Letters, digits and . _ - in each segment; no empty, dot-only or hidden segments.
const SAFE_KEY = /^(?:[A-Za-z0-9][A-Za-z0-9._-]*\/)*[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** True for keys the stores accept: relative, no `..`, at most 1024 characters. */
export function isStorableKey(key: string): boolean {
  return key.length <= 1024 && SAFE_KEY.test(key) && !key.split('/').includes('..');
}
