import type { StoredImage } from '../../src/domain/contract';
import { type SQL, and, eq, inArray, sql } from 'drizzle-orm';
import type { Principal } from '../auth/principal';
import { assertCanUseGroup, assertCanWriteGroupItem, groupReadScope } from '../auth/tenancy';
import type { Executor } from '../db/client';
import { images, shopGroups, users } from '../db/schema';
import { AppError, notFound } from '../errors';
import { type Message, msg } from '../i18n';
import { listOf, type ListQueryInput, type ListResult, type ListSpec } from '../http/list-query';
import { PICTURE_PURPOSES, type PicturePurpose } from './inspect';
import { type PictureUse, canSeeUse, usesOfPictures } from './usage';

/** The records of uploaded pictures: who uploaded them, for which group, and their state. */

export type PictureRow = typeof images.$inferSelect;

/** A published picture as the image library lists it. */
export type PictureView = StoredImage;

export const PICTURE_LIST: ListSpec = {
  resource: 'images',
  fields: {
    name: { column: images.name, type: 'text' },
    purpose: { column: images.purpose, type: 'enum', values: PICTURE_PURPOSES },
    shop_group_id: { column: images.shopGroupId, type: 'uuid' },
    content_type: { column: images.contentType, type: 'text' },
    width: { column: images.width, type: 'number' },
    height: { column: images.height, type: 'number' },
    bytes: { column: images.bytes, type: 'number' },
    created_at: { column: images.createdAt, type: 'date' },
    published_at: { column: images.publishedAt, type: 'date' },
  },
  defaultSort: [sql`${images.createdAt} desc`, sql`${images.name}`],
};

/** Published pictures the caller may see: their groups' and the global ones (superuser: all). */
export function visiblePicturesScope(principal: Principal): SQL | undefined {
  return and(eq(images.status, 'published'), groupReadScope(principal, images.shopGroupId));
}

/**
 * The group a new upload belongs to: the one asked for (it must be the caller's; a superuser
 * may name any), else the caller's first group (a superuser's default is global).
 */
export async function uploadGroup(
  db: Executor,
  principal: Principal,
  requested: string | undefined,
): Promise<string | null> {
  const groupId = requested ?? (principal.isSuperuser ? null : (principal.shopGroupIds[0] ?? null));
  assertCanUseGroup(principal, groupId);
  if (groupId !== null) {
    const [group] = await db
      .select({ id: shopGroups.id })
      .from(shopGroups)
      .where(eq(shopGroups.id, groupId));
    if (!group) throw notFound('Shop group');
  }
  return groupId;
}

/** Presents a page of pictures: uploaders' names and the places the caller may see. */
export async function presentPictures(
  db: Executor,
  principal: Principal,
  rows: PictureRow[],
): Promise<PictureView[]> {
  const uploaderIds = [...new Set(rows.flatMap((row) => (row.uploadedBy ? [row.uploadedBy] : [])))];
  const [uploaders, uses] = await Promise.all([
    uploaderIds.length
      ? db
          .select({ id: users.id, username: users.username })
          .from(users)
          .where(inArray(users.id, uploaderIds))
      : [],
    usesOfPictures(
      db,
      rows.map((row) => row.name),
    ),
  ]);
  const usernames = new Map(uploaders.map((user) => [user.id, user.username]));
  return rows.map((row) => ({
    name: row.name,
    width: row.width,
    height: row.height,
    bytes: row.bytes,
    content_type: row.contentType,
    purpose: row.purpose as PicturePurpose,
    shop_group_id: row.shopGroupId,
    uploaded_by: (row.uploadedBy && usernames.get(row.uploadedBy)) ?? null,
    created_at: row.createdAt.toISOString(),
    published_at: row.publishedAt?.toISOString() ?? null,
    used_by: (uses.get(row.name) ?? [])
      .filter((use) => canSeeUse(principal, use))
      .map(({ type, id, name, slot }) => ({ type, id, name, slot })),
  }));
}

/** The published picture when the caller may see it (locked); 404 otherwise. */
export async function getVisiblePicture(
  tx: Executor,
  principal: Principal,
  name: string,
): Promise<PictureRow> {
  const [row] = await tx
    .select()
    .from(images)
    .where(and(eq(images.name, name), visiblePicturesScope(principal)))
    .for('update');
  if (!row) throw notFound('Picture');
  return row;
}

/** Why a picture cannot be deleted: the places showing it (others only counted). */
function inUseMessage(principal: Principal, uses: PictureUse[]): Message {
  const seen = uses.filter((use) => canSeeUse(principal, use));
  const names = seen.map((use) => `${use.name} (${use.type})`).join(', ');
  const count = uses.length - seen.length;
  const others = count === 1 ? msg('images.oneOther') : msg('images.others', { count });
  if (!count) return msg('images.inUse', { names });
  return seen.length
    ? msg('images.inUseAndOthers', { names, others })
    : msg('images.inUse', { names: others });
}

/**
 * Deletes the record of a published picture the caller may change (global ones: superusers);
 * 409 while any kind, product or category shows it. The caller removes the file afterwards.
 */
export async function deletePicture(
  tx: Executor,
  principal: Principal,
  name: string,
): Promise<void> {
  const row = await getVisiblePicture(tx, principal, name);
  assertCanWriteGroupItem(principal, row.shopGroupId, 'Picture');
  const uses = (await usesOfPictures(tx, [name])).get(name) ?? [];
  if (uses.length) throw new AppError('IN_USE', inUseMessage(principal, uses));
  await tx.delete(images).where(eq(images.name, name));
}

/** The published pictures the caller may see (their groups' and the global ones), a page. */
export function listPictures(
  db: Executor,
  principal: Principal,
  query: ListQueryInput,
): Promise<ListResult<PictureView[]>> {
  return listOf(db, images, PICTURE_LIST, query, visiblePicturesScope(principal), (rows) =>
    presentPictures(db, principal, rows),
  );
}
