import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Principal } from '../auth/principal';
import type { Executor } from '../db/client';
import { images } from '../db/schema';
import { AppError } from '../errors';
import { msg } from '../i18n';
import type { Writer } from '../services/writer/changes';
import type { PicturePurpose, PictureFacts } from './inspect';
import { newPictureName, pictureNameOfKey, uploadKeyOf } from './keys';
import type { PictureRow } from './library';
import type { ImageStorage } from './storage';

/**
 * Temporary uploads: stored under `upload/` with a record naming the uploader; only that user
 * may publish them (copy to the published name) or discard them. Records change in one
 * transaction; files are copied before it commits and removed after.
 */

/** An upload as `POST /v1/images/upload` answers it. */
export interface UploadView {
  key: string;
  name: string;
  width: number;
  height: number;
  bytes: number;
  content_type: string;
  purpose: PicturePurpose;
}

/** What the uploads functions need: the one way to write, the store, a log for lost files. */
export interface UploadContext {
  write: Writer;
  storage: ImageStorage;
  log: FastifyBaseLogger;
}

/** Removes files after their records are gone; a file left behind is only wasted space. */
export async function removeFiles(context: UploadContext, keys: string[]): Promise<void> {
  for (const key of keys) {
    await context.storage
      .delete(key)
      .catch((error: unknown) => context.log.warn({ err: error, key }, 'picture file not removed'));
  }
}

/**
 * The caller's own temporary uploads, locked for this transaction: the named ones (keys with or
 * without `upload/`) or, without names, all of them. A key that is not one of them is a 404
 * naming it, and then nothing is taken.
 */
async function takeOwnUploads(
  tx: Executor,
  principal: Principal,
  keys: string[] | undefined,
): Promise<PictureRow[]> {
  const own = and(eq(images.status, 'temp'), eq(images.uploadedBy, principal.userId));
  if (keys === undefined) {
    return tx
      .select()
      .from(images)
      .where(own)
      .orderBy(asc(images.createdAt), asc(images.name))
      .for('update');
  }
  const keyOfName = new Map<string, string>();
  for (const key of keys) {
    const name = pictureNameOfKey(key);
    if (!name) throw unknownUpload(key);
    keyOfName.set(name, key);
  }
  if (!keyOfName.size) return [];
  const rows = await tx
    .select()
    .from(images)
    .where(and(own, inArray(images.name, [...keyOfName.keys()])))
    .orderBy(asc(images.name))
    .for('update');
  const found = new Set(rows.map((row) => row.name));
  for (const [name, key] of keyOfName) if (!found.has(name)) throw unknownUpload(key);
  return rows;
}

function unknownUpload(key: string): AppError {
  return new AppError('NOT_FOUND', msg('images.unknownUpload', { key: key.slice(0, 300) }));
}

/** Marks the uploads published. */
async function markPublished(tx: Executor, names: string[]): Promise<void> {
  if (!names.length) return;
  await tx
    .update(images)
    .set({ status: 'published', publishedAt: new Date() })
    .where(inArray(images.name, names));
}

async function deleteRecords(tx: Executor, names: string[]): Promise<void> {
  if (names.length) await tx.delete(images).where(inArray(images.name, names));
}

/** Stores a checked picture under a new temporary key and records who uploaded it. */
export async function storeUpload(
  context: UploadContext,
  principal: Principal,
  upload: {
    bytes: Buffer;
    facts: PictureFacts;
    purpose: PicturePurpose;
    shopGroupId: string | null;
  },
): Promise<UploadView> {
  const { bytes, facts, purpose, shopGroupId } = upload;
  const name = newPictureName(facts.extension, facts.width, facts.height);
  const key = uploadKeyOf(name);
  await context.storage.put(key, bytes, facts.contentType);
  const record = {
    name,
    uploadedBy: principal.userId,
    shopGroupId,
    width: facts.width,
    height: facts.height,
    bytes: bytes.length,
    contentType: facts.contentType,
    purpose,
  };
  try {
    await context.write((tx) => tx.insert(images).values(record));
  } catch (error) {
    await removeFiles(context, [key]);
    throw error;
  }
  const { width, height, contentType } = record;
  return { key, name, width, height, bytes: bytes.length, content_type: contentType, purpose };
}

/** Publishes the caller's uploads (see `takeOwnUploads`); answers the published names. */
export async function publishOwnUploads(
  context: UploadContext,
  principal: Principal,
  keys: string[] | undefined,
): Promise<string[]> {
  const names = await context.write(async (tx) => {
    const rows = await takeOwnUploads(tx, principal, keys);
    for (const row of rows) await context.storage.copy(uploadKeyOf(row.name), row.name);
    const taken = rows.map((row) => row.name);
    await markPublished(tx, taken);
    return taken;
  });
  await removeFiles(context, names.map(uploadKeyOf));
  return names;
}

/** Discards the caller's uploads (see `takeOwnUploads`); answers the removed keys. */
export async function discardOwnUploads(
  context: UploadContext,
  principal: Principal,
  keys: string[] | undefined,
): Promise<string[]> {
  const names = await context.write(async (tx) => {
    const taken = (await takeOwnUploads(tx, principal, keys)).map((row) => row.name);
    await deleteRecords(tx, taken);
    return taken;
  });
  const removed = names.map(uploadKeyOf);
  await removeFiles(context, removed);
  return removed;
}
