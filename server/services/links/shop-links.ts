import { and, eq, ne, sql } from 'drizzle-orm';
import { listOf, type ListQueryInput, type ListResult, type ListSpec } from '../../http/list-query';

import {
  actionsStillValid,
  checkLinkLabels,
  type PriceAction,
  type PriceEntry,
} from '../../../src/domain';
import type { Principal } from '../../auth/principal';
import { assertCanUseShop, canReadGroupItem, shopReadScope } from '../../auth/tenancy';
import type { Executor } from '../../db/client';
import {
  categories,
  kinds,
  prices,
  products,
  shopGroupShops,
  shops,
  shopsToPrices,
} from '../../db/schema';
import { badRequest, conflict, notFound } from '../../errors';
import type { ChangeSet } from '../writer/changes';
import {
  type LinkRow,
  lockCategories,
  lockLink,
  nextOrderNumber,
  recordLinkEdit,
  removeLinks,
  renumberCategory,
  swapLink,
} from './link-order';
import { entriesOfPrice, type PriceRow } from '../catalogue/prices';
import { presentLinks, type ShopLinkView } from './shop-link-views';

/** A row of a shop's board as sent: one kind or horeca product at a price, in a category. */
const LINK_LIST: ListSpec = {
  resource: 'shops-to-prices',
  fields: {
    id: { column: shopsToPrices.id, type: 'uuid' },
    shop_id: { column: shopsToPrices.shopId, type: 'uuid' },
    price_id: { column: shopsToPrices.priceId, type: 'uuid' },
    category_id: { column: shopsToPrices.categoryId, type: 'uuid' },
    kind_id: { column: shopsToPrices.kindId, type: 'uuid' },
    product_id: { column: shopsToPrices.productId, type: 'uuid' },
    active: { column: shopsToPrices.active, type: 'boolean' },
    new: { column: shopsToPrices.new, type: 'boolean' },
    order_number: { column: shopsToPrices.orderNumber, type: 'number' },
    use_half: { column: shopsToPrices.useHalf, type: 'boolean' },
    use_one: { column: shopsToPrices.useOne, type: 'boolean' },
    use_two_five: { column: shopsToPrices.useTwoFive, type: 'boolean' },
    use_five: { column: shopsToPrices.useFive, type: 'boolean' },
    use_joint: { column: shopsToPrices.useJoint, type: 'boolean' },
    use_piece: { column: shopsToPrices.usePiece, type: 'boolean' },
    created_at: { column: shopsToPrices.createdAt, type: 'date' },
    modified_at: { column: shopsToPrices.modifiedAt, type: 'date' },
  },
  // A shop's board order: per category, by number.
  defaultSort: [
    sql`${shopsToPrices.shopId}`,
    sql`${shopsToPrices.categoryId}`,
    sql`${shopsToPrices.orderNumber}`,
    sql`${shopsToPrices.id}`,
  ],
};

export interface LinkInput {
  shop_id: string;
  price_id: string;
  category_id: string;
  kind_id?: string | null | undefined;
  product_id?: string | null | undefined;
  active?: boolean | undefined;
  new?: boolean | undefined;
  deactivated_labels?: string[] | undefined;
  action_labels?: PriceAction[] | undefined;
  use_half?: boolean | undefined;
  use_one?: boolean | undefined;
  use_two_five?: boolean | undefined;
  use_five?: boolean | undefined;
  use_joint?: boolean | undefined;
  use_piece?: boolean | undefined;
}

export const LINK_MESSAGES = {
  itemMissing:
    'Het form is niet compleet ingevuld. Prijs, categorie en product-soort moeten ingevuld zijn.',
  bothItems: 'Een prijsregel toont een soort of een horeca product, niet allebei.',
  category: 'Deze categorie hoort niet bij deze shop.',
  categoryKind:
    'Cannabis producten horen in een cannabis categorie, horeca producten in een horeca categorie.',
  price: 'Deze prijs combi hoort niet bij een shop groep van deze shop.',
  kind: 'Deze soort hoort niet bij een shop groep van deze shop.',
  product: 'Dit horeca product hoort niet bij een shop groep van deze shop.',
  existsOnCreate: 'Deze prijsvariatie bestaat al.',
  existsOnEdit: 'U heeft dit product al toegevoegd aan deze shop!',
} as const;

const useFlags = (input: LinkInput, current?: LinkRow) => ({
  useHalf: input.use_half ?? current?.useHalf ?? false,
  useOne: input.use_one ?? current?.useOne ?? false,
  useTwoFive: input.use_two_five ?? current?.useTwoFive ?? false,
  useFive: input.use_five ?? current?.useFive ?? false,
  useJoint: input.use_joint ?? current?.useJoint ?? false,
  usePiece: input.use_piece ?? current?.usePiece ?? false,
});

/** A row's category is one of its shop's; returns whether it is a cannabis category. */
export async function checkLinkCategory(
  tx: Executor,
  shopId: string,
  categoryId: string,
): Promise<{ cannabis: boolean }> {
  const [category] = await tx
    .select({ shopId: categories.shopId, cannabis: categories.cannabis })
    .from(categories)
    .where(eq(categories.id, categoryId));
  if (category?.shopId !== shopId)
    throw badRequest(LINK_MESSAGES.category, ['body', 'category_id']);
  return { cannabis: category.cannabis };
}

/**
 * What a row may point at: its shop is one of the caller's, its category belongs to that shop,
 * and its price and item are global or of a group that holds the shop (and readable by the
 * caller). Returns the price, whose labels the row's label rules are checked against.
 */
async function checkTargets(
  tx: Executor,
  principal: Principal,
  input: LinkInput,
): Promise<PriceRow> {
  const kindId = input.kind_id ?? null;
  const productId = input.product_id ?? null;
  if (!kindId && !productId) throw badRequest(LINK_MESSAGES.itemMissing, ['body', 'kind_id']);
  if (kindId && productId) throw badRequest(LINK_MESSAGES.bothItems, ['body', 'product_id']);
  assertCanUseShop(principal, input.shop_id);
  const [shop] = await tx.select({ id: shops.id }).from(shops).where(eq(shops.id, input.shop_id));
  if (!shop) throw notFound('Shop');
  await checkLinkCategory(tx, input.shop_id, input.category_id);
  const groups = await tx
    .select({ id: shopGroupShops.shopGroupId })
    .from(shopGroupShops)
    .where(eq(shopGroupShops.shopId, input.shop_id));
  const usable = (groupId: string | null | undefined) =>
    groupId !== undefined &&
    (groupId === null || groups.some((g) => g.id === groupId)) &&
    canReadGroupItem(principal, groupId);
  const [price] = await tx.select().from(prices).where(eq(prices.id, input.price_id));
  if (!price || !usable(price.shopGroupId))
    throw badRequest(LINK_MESSAGES.price, ['body', 'price_id']);
  if (kindId) {
    const [kind] = await tx
      .select({ groupId: kinds.shopGroupId })
      .from(kinds)
      .where(eq(kinds.id, kindId));
    if (!usable(kind?.groupId)) throw badRequest(LINK_MESSAGES.kind, ['body', 'kind_id']);
  } else if (productId) {
    const [product] = await tx
      .select({ groupId: products.shopGroupId })
      .from(products)
      .where(eq(products.id, productId));
    if (!usable(product?.groupId)) throw badRequest(LINK_MESSAGES.product, ['body', 'product_id']);
  }
  return price;
}

/** Another row of the same shop showing the same item at the same price. */
async function duplicateOf(tx: Executor, input: LinkInput, exceptId?: string) {
  const [clash] = await tx
    .select({ id: shopsToPrices.id })
    .from(shopsToPrices)
    .where(
      and(
        eq(shopsToPrices.shopId, input.shop_id),
        eq(shopsToPrices.priceId, input.price_id),
        input.kind_id
          ? eq(shopsToPrices.kindId, input.kind_id)
          : eq(shopsToPrices.productId, input.product_id as string),
        exceptId ? ne(shopsToPrices.id, exceptId) : undefined,
      ),
    );
  return clash;
}

function checkLabels(entries: PriceEntry[], deactivated: string[], actions: PriceAction[]) {
  const result = checkLinkLabels(entries, deactivated, actions);
  if (!result.ok) throw badRequest(result.message, ['body', ...result.path]);
  return result.value;
}

/** Puts an item on a shop's board, after the rows already in its category. */
export async function createLink(
  tx: Executor,
  changes: ChangeSet,
  principal: Principal,
  input: LinkInput,
): Promise<string> {
  await lockCategories(tx, [input.category_id]);
  const price = await checkTargets(tx, principal, input);
  if (await duplicateOf(tx, input)) throw conflict(LINK_MESSAGES.existsOnCreate);
  const labels = checkLabels(
    entriesOfPrice(price),
    input.deactivated_labels ?? [],
    input.action_labels ?? [],
  );
  const [row] = await tx
    .insert(shopsToPrices)
    .values({
      shopId: input.shop_id,
      priceId: input.price_id,
      categoryId: input.category_id,
      kindId: input.kind_id ?? null,
      productId: input.product_id ?? null,
      active: input.active ?? true,
      new: input.new ?? false,
      orderNumber: await nextOrderNumber(tx, input.shop_id, input.category_id),
      deactivatedLabels: labels.deactivated,
      actionLabels: labels.actions,
      ...useFlags(input),
    })
    .returning();
  if (!row) throw new Error('insert returned no row');
  changes.touchShops([row.shopId]);
  await recordLinkEdit(tx, principal.userId, row, 'Added');
  return row.id;
}

/** Reads a row with its category locked; 404 when it is not on one of the caller's boards. */
async function visibleLink(
  tx: Executor,
  principal: Principal,
  id: string,
  alsoLock: string[] = [],
): Promise<LinkRow> {
  const link = await lockLink(tx, id, alsoLock);
  assertCanUseShop(principal, link.shopId, 'Shop to price');
  return link;
}

/**
 * Replaces a row. A row moving to another category (or shop) goes to the end there, and both
 * categories are numbered again. With another price all labels are enabled again and only the
 * discounts still lower than the new prices stay.
 */
export async function updateLink(
  tx: Executor,
  changes: ChangeSet,
  principal: Principal,
  id: string,
  input: LinkInput & { active: boolean; new: boolean },
): Promise<void> {
  const current = await visibleLink(tx, principal, id, [input.category_id]);
  const price = await checkTargets(tx, principal, input);
  if (await duplicateOf(tx, input, id)) throw conflict(LINK_MESSAGES.existsOnEdit);
  const entries = entriesOfPrice(price);
  const actions = input.action_labels ?? current.actionLabels;
  const labels =
    price.id === current.priceId
      ? checkLabels(entries, input.deactivated_labels ?? current.deactivatedLabels, actions)
      : { deactivated: [], actions: actionsStillValid(entries, actions) };
  const moved = current.categoryId !== input.category_id || current.shopId !== input.shop_id;
  const [row] = await tx
    .update(shopsToPrices)
    .set({
      shopId: input.shop_id,
      priceId: input.price_id,
      categoryId: input.category_id,
      kindId: input.kind_id ?? null,
      productId: input.product_id ?? null,
      active: input.active,
      new: input.new,
      deactivatedLabels: labels.deactivated,
      actionLabels: labels.actions,
      ...useFlags(input, current),
      ...(moved && {
        orderNumber: await nextOrderNumber(tx, input.shop_id, input.category_id, id),
      }),
      modifiedAt: new Date(),
    })
    .where(eq(shopsToPrices.id, id))
    .returning();
  if (!row) throw notFound('Shop to price');
  if (moved) await renumberCategory(tx, current.shopId, current.categoryId);
  changes.touchShops([current.shopId, row.shopId]);
  await recordLinkEdit(tx, principal.userId, row, 'Edited');
}

/** Shows or hides a row on its board. */
export async function setLinkAvailability(
  tx: Executor,
  changes: ChangeSet,
  principal: Principal,
  id: string,
  active: boolean,
): Promise<void> {
  await visibleLink(tx, principal, id);
  const [row] = await tx
    .update(shopsToPrices)
    .set({ active, modifiedAt: new Date() })
    .where(eq(shopsToPrices.id, id))
    .returning();
  if (!row) throw notFound('Shop to price');
  changes.touchShops([row.shopId]);
  changes.emit('availability.changed', row.shopId, { row_id: row.id, active });
  await recordLinkEdit(tx, principal.userId, row, 'Edited');
}

/** Moves a row one place up or down in its category (see `swapLink`). */
export async function moveLink(
  tx: Executor,
  changes: ChangeSet,
  principal: Principal,
  id: string,
  moveUp: boolean,
): Promise<void> {
  await visibleLink(tx, principal, id);
  await swapLink(tx, id, moveUp);
  const [row] = await tx.select().from(shopsToPrices).where(eq(shopsToPrices.id, id));
  if (!row) throw notFound('Shop to price');
  changes.touchShops([row.shopId]);
  await recordLinkEdit(tx, principal.userId, row, 'Edited');
}

/** Takes a row off its board; the rest of its category is numbered again. */
export async function deleteLink(
  tx: Executor,
  changes: ChangeSet,
  principal: Principal,
  id: string,
): Promise<void> {
  const link = await visibleLink(tx, principal, id);
  await removeLinks(tx, changes, [link], principal.userId);
}

/** The rows of the caller's shops' boards, a page of them, with their prices and names. */
export function listLinks(
  db: Executor,
  principal: Principal,
  query: ListQueryInput,
): Promise<ListResult<ShopLinkView[]>> {
  const scope = shopReadScope(principal, shopsToPrices.shopId);
  return listOf(db, shopsToPrices, LINK_LIST, query, scope, (rows) => presentLinks(db, rows));
}
