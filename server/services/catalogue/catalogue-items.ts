import type { ShopPrice } from '../../../src/domain/contract';
import { type SQL, and, asc, count, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type EntityType, countImages } from '../../../src/domain';
import type { Principal } from '../../auth/principal';
import {
  assertCanUseGroup,
  assertCanUseShop,
  assertCanWriteGroupItem,
  canReadGroupItem,
  groupReadScope,
} from '../../auth/tenancy';
import { canAccessShopGroup } from '../../auth/principal';
import type { Executor } from '../../db/client';
import {
  contentRange,
  listRows,
  type ListField,
  type ListQueryInput,
  type ListResult,
  type ListSpec,
} from '../../http/list-query';
import type { kinds, products } from '../../db/schema';
import { prices, shopGroupShops, shopGroups, shopsToPrices } from '../../db/schema';
import { AppError, badRequest, conflict, notFound } from '../../errors';
import { recordEdit } from '../writer/audit';
import type { ChangeSet } from '../writer/changes';
import { assertPicturesUsable, changedPictureSlots } from '../../images/usage';
import { getShopRow } from '../accounts/shops';

/**
 * What kinds and horeca products share: they belong to a shop group (or none: global), carry
 * descriptions and six picture slots, and appear on boards through a shop's price links.
 */

export type GroupItemTable = typeof kinds | typeof products;

export interface GroupItemDefinition<T extends GroupItemTable> {
  table: T;
  /** The singular for messages, e.g. `Kind`. */
  label: string;
  entityType: EntityType;
  /** The column of a shop's price link that points at the item. */
  linkColumn: AnyPgColumn;
  /** The shops whose boards show the item (they reload when it changes). */
  shopsShowing: (tx: Executor, id: string) => Promise<string[]>;
}

/** What every create or change of a kind or product is sent: name, group and content. */
export interface GroupItemInput extends ItemContentInput {
  name: string;
  /** Absent on update: the item stays in its group. */
  shop_group_id?: string | null | undefined;
}

/** Text and pictures as the API names them; absent fields keep their value on update. */
export interface ItemContentInput {
  short_description_nl?: string | undefined;
  short_description_en?: string | undefined;
  description_nl?: string | undefined;
  description_en?: string | undefined;
  image_1?: string | null | undefined;
  image_2?: string | null | undefined;
  image_3?: string | null | undefined;
  image_4?: string | null | undefined;
  image_5?: string | null | undefined;
  image_6?: string | null | undefined;
}

type ItemRow = GroupItemTable['$inferSelect'];

/** A name as stored: trimmed, and not empty once trimmed. */
export function requiredName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed) throw badRequest('The name is required.', ['body', 'name']);
  return trimmed;
}

/** The column values of the given content fields. */
export function contentValues(input: ItemContentInput) {
  const image = (value: string | null | undefined) => (value === '' ? null : value);
  return {
    ...(input.short_description_nl !== undefined && {
      shortDescriptionNl: input.short_description_nl,
    }),
    ...(input.short_description_en !== undefined && {
      shortDescriptionEn: input.short_description_en,
    }),
    ...(input.description_nl !== undefined && { descriptionNl: input.description_nl }),
    ...(input.description_en !== undefined && { descriptionEn: input.description_en }),
    ...(input.image_1 !== undefined && { image1: image(input.image_1) }),
    ...(input.image_2 !== undefined && { image2: image(input.image_2) }),
    ...(input.image_3 !== undefined && { image3: image(input.image_3) }),
    ...(input.image_4 !== undefined && { image4: image(input.image_4) }),
    ...(input.image_5 !== undefined && { image5: image(input.image_5) }),
    ...(input.image_6 !== undefined && { image6: image(input.image_6) }),
  };
}

/**
 * Refuses picture names a write would newly put into the item's slots unless they are published
 * pictures the caller may see (400 per slot). Without `existing` (a new item) every name given
 * is checked.
 */
export async function assertItemPicturesUsable(
  tx: Executor,
  principal: Principal,
  input: ItemContentInput,
  existing?: ItemRow,
): Promise<void> {
  const requested = [
    input.image_1,
    input.image_2,
    input.image_3,
    input.image_4,
    input.image_5,
    input.image_6,
  ];
  const stored = existing
    ? [
        existing.image1,
        existing.image2,
        existing.image3,
        existing.image4,
        existing.image5,
        existing.image6,
      ]
    : [];
  await assertPicturesUsable(tx, principal, changedPictureSlots(requested, stored));
}

/** The shared part of a kind's or product's view. */
export function presentContent(row: ItemRow) {
  const images = [row.image1, row.image2, row.image3, row.image4, row.image5, row.image6];
  return {
    short_description_nl: row.shortDescriptionNl,
    short_description_en: row.shortDescriptionEn,
    description_nl: row.descriptionNl,
    description_en: row.descriptionEn,
    image_1: row.image1,
    image_2: row.image2,
    image_3: row.image3,
    image_4: row.image4,
    image_5: row.image5,
    image_6: row.image6,
    images_amount: countImages(images),
  };
}

export async function assertShopGroupExists(db: Executor, id: string): Promise<void> {
  const [group] = await db
    .select({ id: shopGroups.id })
    .from(shopGroups)
    .where(eq(shopGroups.id, id));
  if (!group) throw notFound('Shop group');
}

/** Checks that the caller may put an item into this group (404 unknown, 403 global for staff). */
export async function assertGroupUsable(
  db: Executor,
  principal: Principal,
  shopGroupId: string | null,
): Promise<void> {
  assertCanUseGroup(principal, shopGroupId);
  if (shopGroupId !== null) await assertShopGroupExists(db, shopGroupId);
}

/**
 * The list scope of group-owned items: with `shopGroupId`, that group plus global items (the
 * caller must belong to the group); without it, everything the caller may read.
 */
export async function groupListScope(
  db: Executor,
  principal: Principal,
  column: AnyPgColumn,
  shopGroupId: string | undefined,
): Promise<SQL | undefined> {
  if (shopGroupId === undefined) return groupReadScope(principal, column);
  if (!canAccessShopGroup(principal, shopGroupId)) throw notFound('Shop group');
  await assertShopGroupExists(db, shopGroupId);
  return or(isNull(column), eq(column, shopGroupId));
}

/**
 * The list of a kind of item: the fields every kind and product has (id, name, texts, group,
 * dates) plus its own, sorted by name by default.
 */
export function groupItemListSpec(
  resource: string,
  table: GroupItemTable,
  own: Record<string, ListField>,
): ListSpec {
  return {
    resource,
    fields: {
      id: { column: table.id, type: 'uuid' },
      name: { column: table.name, type: 'text' },
      short_description_nl: { column: table.shortDescriptionNl, type: 'text' },
      short_description_en: { column: table.shortDescriptionEn, type: 'text' },
      description_nl: { column: table.descriptionNl, type: 'text' },
      description_en: { column: table.descriptionEn, type: 'text' },
      ...own,
      shop_group_id: { column: table.shopGroupId, type: 'uuid' },
      created_at: { column: table.createdAt, type: 'date' },
      modified_at: { column: table.modifiedAt, type: 'date' },
    },
    defaultSort: [sql`lower(${table.name})`, sql`${table.id}`],
  };
}

/** A list request of group-owned items: the list conventions plus an optional shop group. */
export type GroupListInput = ListQueryInput & { shop_group_id?: string | undefined };

/**
 * A page of the items the caller may read (see `groupListScope`), answered as `answer` makes
 * it from the page, with its Content-Range.
 */
export async function listGroupItems<T extends GroupItemTable, A>(
  db: Executor,
  def: GroupItemDefinition<T>,
  spec: ListSpec,
  principal: Principal,
  query: GroupListInput,
  answer: (page: { rows: T['$inferSelect'][]; total: number; skip: number }) => Promise<A> | A,
): Promise<ListResult<A>> {
  const table = def.table as GroupItemTable;
  const scope = await groupListScope(db, principal, table.shopGroupId, query.shop_group_id);
  const page = await listRows(db, def.table, spec, query, scope);
  return {
    answer: await answer(page),
    contentRange: contentRange(spec.resource, page.skip, page.rows.length, page.total),
  };
}

/** The item when the caller may read it; unknown and invisible items are both 404. */
export async function getVisibleItem<T extends GroupItemTable>(
  db: Executor,
  def: GroupItemDefinition<T>,
  principal: Principal,
  id: string,
  lock = false,
): Promise<T['$inferSelect']> {
  const table = def.table as GroupItemTable;
  const query = db.select().from(table).where(eq(table.id, id));
  const [row] = lock ? await query.for('update') : await query;
  if (!row || !canReadGroupItem(principal, row.shopGroupId)) throw notFound(def.label);
  return row as T['$inferSelect'];
}

/** Names are unique per shop group (and among global items), ignoring case. */
export async function assertItemNameFree(
  tx: Executor,
  def: GroupItemDefinition<GroupItemTable>,
  name: string,
  shopGroupId: string | null,
  exceptId?: string,
): Promise<void> {
  const table = def.table;
  const [clash] = await tx
    .select({ id: table.id })
    .from(table)
    .where(
      and(
        shopGroupId === null ? isNull(table.shopGroupId) : eq(table.shopGroupId, shopGroupId),
        eq(sql`lower(${table.name})`, name.toLowerCase()),
      ),
    );
  if (clash && clash.id !== exceptId) {
    throw conflict(
      shopGroupId === null
        ? `A global ${def.label.toLowerCase()} with this name already exists.`
        : `A ${def.label.toLowerCase()} with this name already exists in this shop group.`,
    );
  }
}

/** Why the item cannot be deleted (shops that list it), or null when it can. */
export async function itemInUse(
  db: Executor,
  def: GroupItemDefinition<GroupItemTable>,
  id: string,
): Promise<string | null> {
  const [usage] = await db
    .select({ shops: sql<number>`count(distinct ${shopsToPrices.shopId})::int`, links: count() })
    .from(shopsToPrices)
    .where(eq(def.linkColumn, id));
  if (!usage?.links) return null;
  const shops = usage.shops === 1 ? '1 shop' : `${usage.shops} shops`;
  return `${def.label} is on the price list of ${shops}; remove it there first.`;
}

/**
 * The visible item with this name (ignoring case). With a shop, only items of that shop's
 * groups and global ones count, the group's own first.
 */
export async function findItemByName<T extends GroupItemTable>(
  db: Executor,
  def: GroupItemDefinition<T>,
  principal: Principal,
  name: string,
  shopId: string | undefined,
): Promise<T['$inferSelect']> {
  const table = def.table as GroupItemTable;
  let shopScope: SQL | undefined;
  if (shopId !== undefined) {
    assertCanUseShop(principal, shopId);
    const groups = db
      .select({ id: shopGroupShops.shopGroupId })
      .from(shopGroupShops)
      .where(eq(shopGroupShops.shopId, shopId));
    shopScope = or(isNull(table.shopGroupId), inArray(table.shopGroupId, groups));
  }
  const [row] = await db
    .select()
    .from(table)
    .where(
      and(
        eq(sql`lower(${table.name})`, name.trim().toLowerCase()),
        groupReadScope(principal, table.shopGroupId),
        shopScope,
      ),
    )
    .orderBy(sql`${table.shopGroupId} is null`, asc(table.id))
    .limit(1);
  if (!row) throw notFound(def.label);
  return row as T['$inferSelect'];
}

export type ShopPriceView = ShopPrice;

/** The links of one shop that show the item, with their prices (the caller must see the shop). */
export async function shopPricesOf(
  db: Executor,
  principal: Principal,
  shopId: string,
  linkColumn: AnyPgColumn,
  itemId: string,
): Promise<ShopPriceView[]> {
  assertCanUseShop(principal, shopId);
  await getShopRow(db, shopId);
  const rows = await db
    .select({ link: shopsToPrices, price: prices })
    .from(shopsToPrices)
    .innerJoin(prices, eq(prices.id, shopsToPrices.priceId))
    .where(and(eq(shopsToPrices.shopId, shopId), eq(linkColumn, itemId)))
    .orderBy(asc(shopsToPrices.orderNumber), asc(prices.internalProductId), asc(shopsToPrices.id));
  const used = (flag: boolean, value: number | null) => (flag ? value : null);
  return rows.map(({ link, price }) => ({
    id: price.id,
    shops_to_price_id: link.id,
    category_id: link.categoryId,
    internal_product_id: price.internalProductId,
    active: link.active,
    new: link.new,
    order_number: link.orderNumber,
    cannabis: price.cannabis,
    pre_rolled_joints: price.preRolledJoints,
    edible: price.edible,
    deactivated_labels: link.deactivatedLabels,
    action_labels: link.actionLabels,
    half: used(link.useHalf, price.half),
    one: used(link.useOne, price.one),
    two_five: used(link.useTwoFive, price.twoFive),
    five: used(link.useFive, price.five),
    joint: used(link.useJoint, price.joint),
    piece: used(link.usePiece, price.piece),
    modified_at: link.modifiedAt.toISOString(),
  }));
}

/**
 * Creates a kind or product in a group the caller belongs to (global: superusers only): the
 * group, the name and the pictures are checked, `insert` writes the row with the checked name
 * and group, and the audit log records it.
 */
export async function createGroupItem<Row extends { id: string }>(
  tx: Executor,
  def: GroupItemDefinition<GroupItemTable>,
  principal: Principal,
  input: GroupItemInput,
  insert: (name: string, shopGroupId: string | null) => Promise<Row[]>,
): Promise<Row> {
  const shopGroupId = input.shop_group_id ?? null;
  await assertGroupUsable(tx, principal, shopGroupId);
  const name = requiredName(input.name);
  await assertItemNameFree(tx, def, name, shopGroupId);
  await assertItemPicturesUsable(tx, principal, input);
  const [row] = await insert(name, shopGroupId);
  if (!row) throw new Error('insert returned no row');
  await recordEdit(tx, {
    userId: principal.userId,
    entityType: def.entityType,
    entityId: row.id,
    action: 'Added',
    details: { name },
  });
  return row;
}

/**
 * Changes a kind or product the caller may write (the same checks as a create, against the
 * item as stored); `update` writes the row, the boards showing it reload.
 */
export async function updateGroupItem<Row>(
  tx: Executor,
  changes: ChangeSet,
  def: GroupItemDefinition<GroupItemTable>,
  principal: Principal,
  id: string,
  input: GroupItemInput,
  update: (name: string, shopGroupId: string | null) => Promise<Row[]>,
): Promise<Row> {
  const existing = await getVisibleItem(tx, def, principal, id, true);
  assertCanWriteGroupItem(principal, existing.shopGroupId, def.label);
  const shopGroupId =
    input.shop_group_id === undefined ? existing.shopGroupId : input.shop_group_id;
  if (shopGroupId !== existing.shopGroupId) await assertGroupUsable(tx, principal, shopGroupId);
  const name = requiredName(input.name);
  await assertItemNameFree(tx, def, name, shopGroupId, id);
  await assertItemPicturesUsable(tx, principal, input, existing);
  const [row] = await update(name, shopGroupId);
  if (!row) throw new Error('update returned no row');
  changes.touchShops(await def.shopsShowing(tx, id));
  await recordEdit(tx, {
    userId: principal.userId,
    entityType: def.entityType,
    entityId: id,
    action: 'Edited',
    details: { name },
  });
  return row;
}

/** Deletes a kind or product no shop lists (its relations go with it); otherwise 409. */
export async function deleteGroupItem(
  tx: Executor,
  changes: ChangeSet,
  def: GroupItemDefinition<GroupItemTable>,
  principal: Principal,
  id: string,
): Promise<void> {
  const existing = await getVisibleItem(tx, def, principal, id, true);
  assertCanWriteGroupItem(principal, existing.shopGroupId, def.label);
  const reason = await itemInUse(tx, def, id);
  if (reason) throw new AppError('IN_USE', reason);
  changes.touchShops(await def.shopsShowing(tx, id));
  const table = def.table;
  await tx.delete(table).where(eq(table.id, id));
  await recordEdit(tx, {
    userId: principal.userId,
    entityType: def.entityType,
    entityId: id,
    action: 'Deleted',
    details: { name: existing.name },
  });
}
