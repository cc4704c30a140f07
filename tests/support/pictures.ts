import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import { images } from '../../server/db/schema';
import type { TestApi } from './api';
import type { LayoutWorld } from './layout';
import { type FormPart, multipartBody, solidPicture } from './images';

/** Calls of the picture API for the picture suites, on a layout world. */

export interface UploadAnswer {
  key: string;
  name: string;
  width: number;
  height: number;
  bytes: number;
  content_type: string;
  purpose: string;
}

/** Posts multipart parts to the upload endpoint (with a query string, e.g. `?purpose=kind`). */
export function postUpload(
  w: LayoutWorld,
  auth: string | undefined,
  parts: FormPart[],
  query = '',
) {
  const { payload, contentType } = multipartBody(parts);
  return w.api.app.inject({
    method: 'POST',
    url: `/v1/images/upload${query}`,
    payload,
    headers: { 'content-type': contentType, ...(auth && { authorization: auth }) },
  });
}

/** Uploads a picture's bytes as field `file`; expects 201. */
export async function uploadPicture(
  w: LayoutWorld,
  auth: string,
  bytes: Buffer,
  query = '',
): Promise<UploadAnswer> {
  const response = await postUpload(
    w,
    auth,
    [{ field: 'file', filename: 'foto.png', content: bytes }],
    query,
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<UploadAnswer>();
}

/** Uploads and publishes a plain picture; answers its published name. */
export async function publishedPicture(
  w: LayoutWorld,
  auth: string,
  query = '',
  bytes?: Buffer,
): Promise<string> {
  const upload = await uploadPicture(w, auth, bytes ?? (await solidPicture(40, 30)), query);
  await w.ok(auth, 'POST', '/v1/images/move', { keys: [upload.key] }, 200);
  return upload.name;
}

/** True when the local store holds the key. */
export function storedLocally(w: LayoutWorld, key: string): boolean {
  return existsSync(join(w.api.config.dataDir, 'images', key));
}

/**
 * Records published pictures of a group straight in the database, for suites about other
 * things that only need picture names an entity may use (the files are not stored).
 */
export async function recordPublishedPictures(
  api: TestApi,
  shopGroupId: string | null,
  names: string[],
): Promise<void> {
  await api.database.db.insert(images).values(
    names.map((name) => ({
      name,
      status: 'published',
      shopGroupId,
      width: 1,
      height: 1,
      bytes: 1,
      contentType: 'image/png',
      publishedAt: new Date(),
    })),
  );
}
