import { join } from 'node:path';
import type { ServerConfig } from '../config';
import { ResizeService } from './resize-service';
import { createImageStorage, type ImageStorage } from './storage';

/** The picture store and the resize service reading it, shared by the picture routes. */
export interface PictureServices {
  storage: ImageStorage;
  resizer: ResizeService;
}

/** Opens the store the configuration names, with the resize cache under `DATA_DIR/image-cache`. */
export function createPictureServices(config: ServerConfig): PictureServices {
  const storage = createImageStorage(config.images, config.dataDir);
  const resizer = new ResizeService(storage, {
    bucket: config.images.bucket,
    maxPixels: config.images.maxPixels,
    cacheDir: join(config.dataDir, 'image-cache'),
  });
  return { storage, resizer };
}
