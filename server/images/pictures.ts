import { join } from 'node:path';
import sharp from 'sharp';
import type { ServerConfig } from '../config';
import { DEFAULT_LIMITS } from '../limits';
import { ResizeService } from './resize-service';
import { createImageStorage, type ImageStorage } from './storage';

/** The picture store and the resize service reading it, shared by the picture routes. */
export interface PictureServices {
  storage: ImageStorage;
  resizer: ResizeService;
}

/** Opens the store the configuration names, with the resize cache under `DATA_DIR/image-cache`. */
export function createPictureServices(config: ServerConfig): PictureServices {
  // One libvips thread per drawing: with RESIZE_CONCURRENCY drawings at once, the rest of the
  // machine (password hashing on libuv's pool, the API) keeps its share of the cores.
  sharp.concurrency(1);
  const storage = createImageStorage(config.images, config.dataDir);
  const limits = config.limits ?? DEFAULT_LIMITS;
  const resizer = new ResizeService(storage, {
    bucket: config.images.bucket,
    maxPixels: config.images.maxPixels,
    cacheDir: join(config.dataDir, 'image-cache'),
    concurrency: limits.resizeConcurrency,
    shares: { new: limits.resizeWaitingPerAddress, first: limits.resizeBoardWaitingPerAddress },
  });
  return { storage, resizer };
}
