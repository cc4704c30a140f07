/**
 * The picture calls: upload to the temporary area, publish (move) or discard (delete-temp) this
 * session's uploads, delete a published picture, and where the resize service is.
 */
import { api } from './client';
import { useItem } from './hooks';
import type {
  ImageDeleteTempResult,
  ImageMoveResult,
  ImagePurpose,
  ImageUpload,
  ImagesConfig,
} from './image-types';
import { apiCreate, apiDelete } from './mutations';

/** The image collection: its list, its uploads and its other calls. */
export const IMAGES_PATH = '/v1/images';

/** Statuses of an upload the page reports itself: not a picture, wrong shape, too big. */
export const UPLOAD_HANDLED_STATUSES = [400, 413] as const;

/** Where the resize service is and which bucket it reads (`imageServiceUrl`'s config). */
export interface PictureService {
  baseUrl: string;
  bucket: string;
}

/** Who an upload is for. */
export interface UploadTarget {
  purpose: ImagePurpose;
  /** The shop group the picture belongs to; absent: the server's default for the caller. */
  shopGroupId?: string | null;
}

/** `/v1/images/upload?purpose=…&shop_group_id=…` for `target`. */
export function uploadPath(target: UploadTarget): string {
  const search = new URLSearchParams({ purpose: target.purpose });
  if (target.shopGroupId) search.set('shop_group_id', target.shopGroupId);
  return `${IMAGES_PATH}/upload?${search.toString()}`;
}

/**
 * Uploads one file to the temporary area. The server sniffs the content (PNG, JPEG, WebP or
 * GIF) and checks size and, for categories, the aspect ratio.
 *
 * @throws {ApiError} 400 (not a picture, wrong shape) or 413 (too big) with the server's
 *   `detail`; the caller shows it.
 */
export function uploadImage(file: Blob, target: UploadTarget): Promise<ImageUpload> {
  const formData = new FormData();
  formData.append('file', file);
  return api.request<ImageUpload>(uploadPath(target), {
    method: 'POST',
    formData,
    handled: UPLOAD_HANDLED_STATUSES,
  });
}

/** Publishes the caller's temporary uploads `keys` (all or none); refetches the library. */
export function publishUploads(keys: readonly string[]): Promise<ImageMoveResult> {
  return apiCreate<ImageMoveResult>(`${IMAGES_PATH}/move`, { keys }, { handled: [404] });
}

/** Deletes the caller's temporary uploads `keys`. */
export function discardUploads(keys: readonly string[]): Promise<ImageDeleteTempResult> {
  return apiCreate<ImageDeleteTempResult>(
    `${IMAGES_PATH}/delete-temp`,
    { keys },
    { handled: [404] },
  );
}

/**
 * Deletes a published picture.
 *
 * @throws {ApiError} 409 with the server's text while a kind, product or category uses it.
 */
export function deleteImage(name: string): Promise<void> {
  return apiDelete(`${IMAGES_PATH}/${encodeURIComponent(name)}`, { handled: [404, 409] });
}

/** The config answer as the resize URL builder takes it; null when it lacks either part. */
export function pictureServiceOf(config: ImagesConfig | undefined): PictureService | null {
  if (!config?.resize_url || !config.bucket) return null;
  return { baseUrl: config.resize_url, bucket: config.bucket };
}

/**
 * The resize service of this server (`GET /v1/images/config`), read once and shared by every
 * picture on the page; null until it is known or when it cannot be read.
 */
export function usePictureService(): PictureService | null {
  const config = useItem<ImagesConfig>(`${IMAGES_PATH}/config`);
  return pictureServiceOf(config.data);
}
