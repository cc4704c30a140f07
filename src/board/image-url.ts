/**
 * Where a board's pictures come from. Keys under `assets/` are the theme's own banner and logo,
 * bundled with the app; every other key is a picture in the object store, served through the
 * image-resize service (board.md section 7): a base64 request naming bucket, key, size and fit,
 * with a white background by default.
 */
import type { ImageBox } from '../../renderer/layout';

/** Where the image-resize service is and which bucket it reads. */
export interface ImageServiceConfig {
  baseUrl: string;
  bucket: string;
}

/** How the service should resize. */
export interface ResizeRequest {
  width: number;
  height: number;
  /** Default 'contain'. */
  fit?: 'contain' | 'cover' | 'fill' | 'inside' | 'outside';
  /** Default opaque white. */
  background?: { r: number; g: number; b: number; alpha: number };
}

const WHITE = { r: 255, g: 255, b: 255, alpha: 1 };

function base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * The URL of `key` resized by the service: `{baseUrl}/{base64 of the request}`. Sizes are whole
 * pixels; the service needs at least one.
 */
export function imageServiceUrl(
  config: ImageServiceConfig,
  key: string,
  resize: ResizeRequest,
): string {
  const request = {
    bucket: config.bucket,
    key,
    edits: {
      resize: {
        width: Math.max(1, Math.round(resize.width)),
        height: Math.max(1, Math.round(resize.height)),
        fit: resize.fit ?? 'contain',
        background: resize.background ?? WHITE,
      },
    },
  };
  return `${config.baseUrl.replace(/\/+$/, '')}/${base64(JSON.stringify(request))}`;
}

/**
 * The service as `GET /v1/images/config` describes it (`{resize_url, bucket}`); null when the
 * answer does not have that shape.
 */
export function imageServiceFromConfig(body: unknown): ImageServiceConfig | null {
  if (typeof body !== 'object' || body === null) return null;
  const { resize_url: baseUrl, bucket } = body as Record<string, unknown>;
  if (typeof baseUrl !== 'string' || !baseUrl || typeof bucket !== 'string' || !bucket) {
    return null;
  }
  return { baseUrl, bucket };
}

/**
 * A service set when the app is built, from `VITE_IMAGE_SERVICE_URL` and `VITE_IMAGE_BUCKET`
 * (a CDN in front of the store, say); null when either is missing, and then the server's own
 * service is used.
 */
export function imageServiceFromEnv(env: Record<string, unknown>): ImageServiceConfig | null {
  const baseUrl = env.VITE_IMAGE_SERVICE_URL;
  const bucket = env.VITE_IMAGE_BUCKET;
  if (typeof baseUrl !== 'string' || !baseUrl || typeof bucket !== 'string' || !bucket) {
    return null;
  }
  return { baseUrl, bucket };
}

/** Pictures are fetched at twice their stage size, so they stay sharp on a 4K screen. */
const OVERSAMPLE = 2;

/**
 * Resolves image keys for the scene: bundled assets by path, other keys through the service
 * (or null without one). `assets` maps 'assets/logos/x.svg' to the bundled file's URL.
 */
export function boardImageResolver(
  service: ImageServiceConfig | null,
  assets: Readonly<Record<string, string>>,
): (box: ImageBox) => string | null {
  return (box) => {
    if (box.key.startsWith('assets/')) return assets[box.key] ?? null;
    if (!service) return null;
    return imageServiceUrl(service, box.key, {
      width: box.w * OVERSAMPLE,
      height: box.h * OVERSAMPLE,
      fit: box.fit,
    });
  };
}
