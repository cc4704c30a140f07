import { and, eq, inArray, or } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Principal } from '../auth/principal';
import { canReadGroupItem, groupReadScope } from '../auth/tenancy';
import type { Executor } from '../db/client';
import { categories, images, kinds, products } from '../db/schema';
import { AppError, type ValidationIssue } from '../errors';

/** Where pictures are shown: the picture slots of kinds, products and categories. */

/** One place a picture is shown. */
export interface PictureUse {
  type: 'kind' | 'product' | 'category';
  id: string;
  name: string;
  /** The field, e.g. `image_1`. */
  slot: string;
  /** Who may see the place: its shop group (kinds, products) or its shop (categories). */
  shopGroupId: string | null;
  shopId: string | null;
}

interface SlotRow {
  id: string;
  name: string;
  shopGroupId: string | null;
  shopId: string | null;
  slots: (string | null)[];
}

function anySlotIn(columns: AnyPgColumn[], names: string[]) {
  return or(...columns.map((column) => inArray(column, names)));
}

/** Adds the uses of one row's slots to the pictures they name. */
function collectUses(
  type: PictureUse['type'],
  rows: SlotRow[],
  byName: Map<string, PictureUse[]>,
): void {
  for (const { slots, ...row } of rows) {
    slots.forEach((value, index) => {
      if (value === null) return;
      byName.get(value)?.push({ type, ...row, slot: `image_${index + 1}` });
    });
  }
}

async function itemRows(db: Executor, type: 'kind' | 'product', names: string[]) {
  const t = type === 'kind' ? kinds : products;
  const columns = [t.image1, t.image2, t.image3, t.image4, t.image5, t.image6];
  const rows = await db
    .select({
      id: t.id,
      name: t.name,
      shopGroupId: t.shopGroupId,
      image1: t.image1,
      image2: t.image2,
      image3: t.image3,
      image4: t.image4,
      image5: t.image5,
      image6: t.image6,
    })
    .from(t)
    .where(anySlotIn(columns, names));
  return rows.map(({ image1, image2, image3, image4, image5, image6, ...row }) => ({
    ...row,
    shopId: null,
    slots: [image1, image2, image3, image4, image5, image6],
  }));
}

async function categoryRows(db: Executor, names: string[]): Promise<SlotRow[]> {
  const rows = await db
    .select({
      id: categories.id,
      name: categories.name,
      shopId: categories.shopId,
      image1: categories.image1,
      image2: categories.image2,
    })
    .from(categories)
    .where(anySlotIn([categories.image1, categories.image2], names));
  return rows.map(({ image1, image2, ...row }) => ({
    ...row,
    shopGroupId: null,
    slots: [image1, image2],
  }));
}

/** Every place each of the pictures is shown, by picture name (three queries). */
export async function usesOfPictures(
  db: Executor,
  names: string[],
): Promise<Map<string, PictureUse[]>> {
  const byName = new Map<string, PictureUse[]>(names.map((name) => [name, []]));
  if (!names.length) return byName;
  const [kindRows, productRows, categoryRowList] = await Promise.all([
    itemRows(db, 'kind', names),
    itemRows(db, 'product', names),
    categoryRows(db, names),
  ]);
  collectUses('kind', kindRows, byName);
  collectUses('product', productRows, byName);
  collectUses('category', categoryRowList, byName);
  return byName;
}

/** True when the caller may see the place (so its name may be shown to them). */
export function canSeeUse(principal: Principal, use: PictureUse): boolean {
  if (use.type === 'category') {
    return principal.isSuperuser || (use.shopId !== null && principal.shopIds.includes(use.shopId));
  }
  return canReadGroupItem(principal, use.shopGroupId);
}

/** A picture slot's field name and the picture it is being set to. */
export interface SlotChange {
  field: string;
  name: string;
}

/**
 * The slots whose picture a write changes to another, non-empty name; `requested` and `stored`
 * in slot order (`image_1` first), absent values keep the stored one. Unchanged names are not
 * checked again, so an item that still shows a picture from before the library can be saved.
 */
export function changedPictureSlots(
  requested: (string | null | undefined)[],
  stored: (string | null)[],
): SlotChange[] {
  return requested.flatMap((name, index) =>
    typeof name === 'string' && name !== '' && name !== stored[index]
      ? [{ field: `image_${index + 1}`, name }]
      : [],
  );
}

/**
 * Refuses picture names that are not published pictures the caller may see: 400 with one
 * validation error per slot (`loc: ['body', 'image_N']`).
 */
export async function assertPicturesUsable(
  db: Executor,
  principal: Principal,
  changes: SlotChange[],
): Promise<void> {
  if (!changes.length) return;
  const rows = await db
    .select({ name: images.name })
    .from(images)
    .where(
      and(
        inArray(
          images.name,
          changes.map((change) => change.name),
        ),
        eq(images.status, 'published'),
        groupReadScope(principal, images.shopGroupId),
      ),
    )
    // Held until the write commits, so the picture cannot be deleted in between.
    .for('share');
  const usable = new Set(rows.map((row) => row.name));
  const issues: ValidationIssue[] = changes
    .filter((change) => !usable.has(change.name))
    .map((change) => ({
      loc: ['body', change.field],
      msg: `There is no published picture "${change.name}" you may use.`,
      ctx: { value: change.name },
    }));
  const first = issues[0];
  if (first) throw new AppError('BAD_REQUEST', first.msg, issues);
}

/**
 * The places showing a published picture of the shop group: deleting the group would delete
 * those picture records (the files would stay, with nothing left to delete them by).
 */
export async function usesOfGroupPictures(
  db: Executor,
  shopGroupId: string,
): Promise<PictureUse[]> {
  const rows = await db
    .select({ name: images.name })
    .from(images)
    .where(and(eq(images.shopGroupId, shopGroupId), eq(images.status, 'published')));
  const uses = await usesOfPictures(
    db,
    rows.map((row) => row.name),
  );
  return [...uses.values()].flat();
}
