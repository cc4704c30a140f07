import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import { actionsStillValid, entryInputOf, type PriceEntryInput } from '../../../src/domain';
import type { Principal } from '../../auth/principal';
import { assertCanUseShop, canReadGroupItem } from '../../auth/tenancy';
import type { Executor } from '../../db/client';
import { prices, shopGroupShops, shops, shopsToPrices } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../errors';
import { type Message, msg } from '../../i18n';
import type { ChangeSet } from '../writer/changes';
import { lockLink, recordLinkEdit } from './link-order';
import {
  createPrice,
  entriesOfPrice,
  getPriceRow,
  listsOf,
  nextRegisterCode,
  updatePrice,
} from '../catalogue/prices';
import { presentLinks, type ShopLinkView } from './shop-link-views';

/** The new prices of a row: the combination's lists as the price modal shows them (euros). */
export interface LinkPricesInput {
  cannabis?: PriceEntryInput[] | undefined;
  pre_rolled_joints?: PriceEntryInput[] | undefined;
  edible?: PriceEntryInput[] | undefined;
  /** `all`: change the combination for every row using it; `this`: only for this row. */
  for: 'all' | 'this';
}

/** The other rows showing a row's price combination. */
export interface SharedPrice {
  price_id: string;
  internal_product_id: string;
  /** The rows of the caller's shops that use the same combination. */
  used_by: { id: string; shop_id: string; product_name: string }[];
  /** Rows of other shops using it too, which the caller does not see. */
  elsewhere: number;
}

/** Who else shows this row's combination (the price modal asks before changing it for all). */
export async function sharedPriceOf(
  db: Executor,
  principal: Principal,
  linkId: string,
): Promise<SharedPrice> {
  const [link] = await db.select().from(shopsToPrices).where(eq(shopsToPrices.id, linkId));
  if (!link) throw notFound('Shop to price');
  assertCanUseShop(principal, link.shopId, 'Shop to price');
  const price = await getPriceRow(db, link.priceId);
  const others = await db
    .select()
    .from(shopsToPrices)
    .where(and(eq(shopsToPrices.priceId, link.priceId), ne(shopsToPrices.id, link.id)));
  const visible = others.filter(
    (row) => principal.isSuperuser || principal.shopIds.includes(row.shopId),
  );
  const views = await presentLinks(db, visible);
  return {
    price_id: price.id,
    internal_product_id: price.internalProductId,
    used_by: views.map((view) => ({
      id: view.id,
      shop_id: view.shop_id,
      product_name: view.product_name,
    })),
    elsewhere: others.length - visible.length,
  };
}

/**
 * The shops showing these combinations that the caller's rights do not reach (a key limited to
 * one shop, staff of some of the shops), per combination: a change for all rows would reach them
 * too. Empty for superusers.
 */
export async function shopsBeyondReach(
  tx: Executor,
  principal: Principal,
  priceIds: string[],
): Promise<Map<string, Message | string>> {
  const beyond = new Map<string, Message | string>();
  if (principal.isSuperuser || !priceIds.length) return beyond;
  const showing = await tx
    .selectDistinct({ priceId: shopsToPrices.priceId, shopId: shops.id, name: shops.name })
    .from(shopsToPrices)
    .innerJoin(shops, eq(shops.id, shopsToPrices.shopId))
    .where(inArray(shopsToPrices.priceId, priceIds))
    .orderBy(shops.name);
  const outside = showing.filter((row) => !principal.shopIds.includes(row.shopId));
  if (!outside.length) return beyond;
  // Shops of the caller's groups are named; those of other groups only counted.
  const inGroups = new Set(
    principal.shopGroupIds.length
      ? (
          await tx
            .selectDistinct({ shopId: shopGroupShops.shopId })
            .from(shopGroupShops)
            .where(
              and(
                inArray(
                  shopGroupShops.shopId,
                  outside.map((row) => row.shopId),
                ),
                inArray(shopGroupShops.shopGroupId, principal.shopGroupIds),
              ),
            )
        ).map((row) => row.shopId)
      : [],
  );
  for (const priceId of new Set(outside.map((row) => row.priceId))) {
    const rows = outside.filter((row) => row.priceId === priceId);
    const names = rows.filter((row) => inGroups.has(row.shopId)).map((row) => row.name);
    const hidden = rows.length - names.length;
    beyond.set(
      priceId,
      !hidden
        ? names.join(', ')
        : names.length
          ? msg('services.shopsAndOtherGroups', { names: names.join(', '), count: hidden })
          : msg('services.otherGroupShops', { count: hidden }),
    );
  }
  return beyond;
}

/** A change for all rows of a combination that other shops show, refused: 403 naming them. */
export function sharedBeyondReach(shopNames: Message | string): AppError {
  return new AppError('FORBIDDEN', msg('services.sharedBeyondReach', { shops: shopNames }));
}

/** Refuses (403) a change of these combinations for all rows when it reaches shops beyond the caller's. */
export async function assertReachesOnlyOwnShops(
  tx: Executor,
  principal: Principal,
  priceIds: string[],
): Promise<void> {
  const [beyond] = (await shopsBeyondReach(tx, principal, priceIds)).values();
  if (beyond !== undefined) throw sharedBeyondReach(beyond);
}

/**
 * The group a row's own copy of a combination goes to: the combination's group when the caller
 * may write in it, else the first group of the caller that holds the row's shop.
 */
export async function groupForCopy(
  tx: Executor,
  principal: Principal,
  shopId: string,
  current: string | null,
): Promise<string | null> {
  if (current && (principal.isSuperuser || principal.shopGroupIds.includes(current))) {
    return current;
  }
  const holding = await tx
    .select({ id: shopGroupShops.shopGroupId })
    .from(shopGroupShops)
    .where(
      and(
        eq(shopGroupShops.shopId, shopId),
        principal.isSuperuser
          ? undefined
          : inArray(shopGroupShops.shopGroupId, principal.shopGroupIds),
      ),
    );
  return holding[0]?.id ?? current;
}

/** A row that moved to a combination of another register code: said out loud. */
export interface RegisterCodeChange {
  product_name: string;
  was: string;
  now: string;
}

/** The answer of a price change: the row, and its new register code when it got one. */
export type LinkPricesAnswer = ShopLinkView & { register_code_change: RegisterCodeChange | null };

/**
 * Changes the prices a row shows, in one transaction. A combination that only this row shows
 * changes in place and keeps its register code (the cash register is keyed on it); so does one
 * changed for all rows. For this row only while other rows share the combination, or when the
 * caller may not change it (a global one, for staff): the row gets a copy with the new prices,
 * under the same code in the caller's group when no other row shows the old one and the code is
 * free there, else under a new code of the same prefix, which the answer names. Either way the
 * row's labels are all enabled again and only discounts lower than the new prices stay.
 */
export async function changeLinkPrices(
  tx: Executor,
  changes: ChangeSet,
  principal: Principal,
  linkId: string,
  input: LinkPricesInput,
): Promise<LinkPricesAnswer> {
  const link = await lockLink(tx, linkId);
  assertCanUseShop(principal, link.shopId, 'Shop to price');
  const price = await getPriceRow(tx, link.priceId);
  if (!canReadGroupItem(principal, price.shopGroupId)) {
    throw notFound('Price');
  }
  if (!input.cannabis && !input.pre_rolled_joints && !input.edible) {
    throw badRequest(msg('services.newPricesNeeded'), ['body']);
  }
  // The lists sent replace the combination's prices (fixed columns of the older model included);
  // a list not sent stays as it is.
  const current = listsOf(price);
  const lists = {
    cannabis: input.cannabis ?? current.cannabis.map(entryInputOf),
    pre_rolled_joints: input.pre_rolled_joints ?? current.pre_rolled_joints.map(entryInputOf),
    edible: input.edible ?? current.edible.map(entryInputOf),
  };
  const [other] = await tx
    .select({ id: shopsToPrices.id })
    .from(shopsToPrices)
    .where(and(eq(shopsToPrices.priceId, price.id), ne(shopsToPrices.id, link.id)))
    .limit(1);
  const mayChange =
    principal.isSuperuser ||
    (price.shopGroupId !== null && principal.shopGroupIds.includes(price.shopGroupId));
  let codeChange: RegisterCodeChange | null = null;
  if (mayChange && (input.for === 'all' || !other)) {
    if (input.for === 'all') await assertReachesOnlyOwnShops(tx, principal, [price.id]);
    await updatePrice(
      tx,
      changes,
      price.id,
      { internal_product_id: price.internalProductId, shop_group_id: price.shopGroupId, ...lists },
      principal.userId,
    );
  } else {
    if (input.for === 'all') {
      throw new AppError('FORBIDDEN', msg('services.globalPriceForAll'));
    }
    const groupId = await groupForCopy(tx, principal, link.shopId, price.shopGroupId);
    const code =
      !other && (await codeIsFree(tx, price.internalProductId, groupId))
        ? price.internalProductId
        : await nextRegisterCode(tx, price.internalProductId, groupId);
    const copy = await createPrice(
      tx,
      { internal_product_id: code, shop_group_id: groupId, ...lists },
      principal.userId,
    );
    const [row] = await tx
      .update(shopsToPrices)
      .set({
        priceId: copy.id,
        deactivatedLabels: [],
        actionLabels: actionsStillValid(entriesOfPrice(copy), link.actionLabels),
        modifiedAt: new Date(),
      })
      .where(eq(shopsToPrices.id, link.id))
      .returning();
    if (row) await recordLinkEdit(tx, principal.userId, row, 'Edited');
    changes.touchShops([link.shopId]);
    if (code !== price.internalProductId)
      codeChange = { product_name: '', was: price.internalProductId, now: code };
  }
  const [updated] = await tx.select().from(shopsToPrices).where(eq(shopsToPrices.id, link.id));
  const [view] = await presentLinks(tx, updated ? [updated] : []);
  if (!view) throw notFound('Shop to price');
  changes.emit('prices.changed', link.shopId, {
    row_id: view.id,
    register_code: view.internal_product_id,
    product_name: view.product_name,
    prices: view.json_prices,
    for: input.for,
  });
  return {
    ...view,
    register_code_change: codeChange && { ...codeChange, product_name: view.product_name },
  };
}

/** Whether no combination of the group has this register code. */
async function codeIsFree(tx: Executor, code: string, groupId: string | null): Promise<boolean> {
  const [taken] = await tx
    .select({ id: prices.id })
    .from(prices)
    .where(
      and(
        eq(prices.internalProductId, code),
        groupId ? eq(prices.shopGroupId, groupId) : isNull(prices.shopGroupId),
      ),
    )
    .limit(1);
  return !taken;
}
