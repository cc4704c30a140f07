import { and, eq, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client';
import { images } from '../db/schema';
import { uploadKeyOf } from './keys';
import type { ImageStorage } from './storage';

/** Temporary uploads nobody published or discarded are removed after a day. */
export const STALE_UPLOAD_MS = 24 * 60 * 60 * 1000;
/** How often a server looks for them. */
const SWEEP_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Removes temporary uploads older than `olderThanMs` (a picture editor closed without Cancel):
 * their records go in one statement, so with several server processes each upload is taken by
 * one of them, then their files. Answers the removed keys.
 */
export async function sweepStaleUploads(
  db: Database,
  storage: ImageStorage,
  log: FastifyBaseLogger,
  olderThanMs = STALE_UPLOAD_MS,
  now = Date.now(),
): Promise<string[]> {
  const removed = await db
    .delete(images)
    .where(and(eq(images.status, 'temp'), lt(images.createdAt, new Date(now - olderThanMs))))
    .returning({ name: images.name });
  const keys = removed.map((row) => uploadKeyOf(row.name));
  for (const key of keys) {
    await storage
      .delete(key)
      .catch((error: unknown) => log.warn({ err: error, key }, 'stale upload not removed'));
  }
  if (keys.length) log.info({ count: keys.length }, 'removed stale temporary uploads');
  return keys;
}

/** Sweeps now and then every hour until stopped; a failed sweep is logged and retried later. */
export function startUploadSweeper(
  db: Database,
  storage: ImageStorage,
  log: FastifyBaseLogger,
): () => void {
  const sweep = () => {
    sweepStaleUploads(db, storage, log).catch((error: unknown) =>
      log.warn({ err: error }, 'stale upload sweep failed'),
    );
  };
  const first = setTimeout(sweep, 10_000);
  const timer = setInterval(sweep, SWEEP_INTERVAL_MS);
  first.unref();
  timer.unref();
  return () => {
    clearTimeout(first);
    clearInterval(timer);
  };
}
