import { join } from 'node:path';
import type { ImageConfig } from '../config';
import { LocalImageStorage } from './local-storage';
import { S3ImageStorage } from './s3-storage';

/** A stored picture: its bytes and content type. */
export interface StoredObject {
  bytes: Buffer;
  contentType: string;
}

/**
 * Where pictures are kept: one interface, a local directory or an S3-compatible bucket behind
 * it. Keys are relative paths (`upload/abc-10x10.png`); a key a store cannot hold (see
 * `isStorableKey`) is refused with an error, never turned into a path outside the store.
 */
export interface ImageStorage {
  /** `local` or `s3`, for logs and tests. */
  readonly backend: 'local' | 's3';
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The object, or null when there is none under the key. */
  get(key: string): Promise<StoredObject | null>;
  exists(key: string): Promise<boolean>;
  /** Copies an existing object to another key, replacing what is there. */
  copy(fromKey: string, toKey: string): Promise<void>;
  /** Removes the object; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** The keys that start with the prefix, sorted. */
  list(prefix: string): Promise<string[]>;
  /** Lets go of connections; the store is not used afterwards. */
  close(): void;
}

/** The store the configuration names: S3 when set, else `DATA_DIR/images`. */
export function createImageStorage(config: ImageConfig, dataDir: string): ImageStorage {
  if (config.s3) return new S3ImageStorage(config.s3);
  return new LocalImageStorage(join(dataDir, 'images'));
}
