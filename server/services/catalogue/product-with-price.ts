import type { ProductWithPrice, ProductWithPriceInput } from '../../../src/domain/contract';
import { PRICE_RULE_MESSAGES } from '../../../src/domain';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Principal } from '../../auth/principal';
import { assertCanUseShop, canReadGroupItem } from '../../auth/tenancy';
import type { Executor } from '../../db/client';
import { products, shopsToPrices } from '../../db/schema';
import type { AppError } from '../../errors';
import { badRequest, conflict } from '../../errors';
import { msg } from '../../i18n';
import { getVisibleItem } from './catalogue-items';
import type { ChangeSet } from '../writer/changes';
import { groupForCopy } from '../links/link-price-change';
import { createPrice, firstFreeRegisterCode, presentPrice } from './prices';
import { PRODUCT, createProduct, presentProduct } from './products';
import { createLink } from '../links/shop-links';
import { presentLinks } from '../links/shop-link-views';

/**
 * A new horeca product with its price, in one transaction: the product, a price combination of
 * its piece prices under the first free register code of the prefix in the product's group (a
 * global product's price goes to the caller's first group holding the shop), and its row at the
 * end of the chosen category of the shop. The shop's boards reload at once; anything refused
 * leaves nothing behind.
 */
export async function createProductWithPrice(
  tx: Executor,
  changes: ChangeSet,
  principal: Principal,
  input: ProductWithPriceInput,
): Promise<ProductWithPrice> {
  assertCanUseShop(principal, input.shop_id);
  const prefix = input.register_prefix.trim();
  if (!/^\d{3}$/.test(prefix)) {
    throw badRequest(PRICE_RULE_MESSAGES.registerPrefix, ['body', 'register_prefix']);
  }
  if (input.prices.length === 0) {
    throw badRequest(PRICE_RULE_MESSAGES.noPrice, ['body', 'prices']);
  }
  const product = input.existing_product_id
    ? await existingProduct(tx, principal, input.existing_product_id, input.shop_id)
    : await newProduct(tx, principal, input);
  const groupId = product.shopGroupId ?? (await groupForCopy(tx, principal, input.shop_id, null));
  const price = await createPrice(
    tx,
    {
      internal_product_id: await firstFreeRegisterCode(tx, prefix, groupId),
      shop_group_id: groupId,
      edible: input.prices,
    },
    principal.userId,
  );
  const linkId = await createLink(tx, changes, principal, {
    shop_id: input.shop_id,
    category_id: input.category_id,
    price_id: price.id,
    product_id: product.id,
    active: input.active,
    new: input.new,
  });
  const [row] = await tx.select().from(shopsToPrices).where(eq(shopsToPrices.id, linkId));
  const [link] = await presentLinks(tx, row ? [row] : []);
  if (!link) throw new Error('the new row was not found');
  return { product: presentProduct(product), price: presentPrice(price), link };
}

/**
 * The new product; when one of that name is in the catalogue already (in the same shop group,
 * or among the global products), a 409 that names it (`existing_product`, with whether the
 * shop's menu has it) so that the form can offer to put that one on the menu instead.
 */
async function newProduct(tx: Executor, principal: Principal, input: ProductWithPriceInput) {
  const name = input.name.trim();
  const groupId = input.shop_group_id ?? null;
  const [same] = await tx
    .select({ id: products.id, name: products.name, shopGroupId: products.shopGroupId })
    .from(products)
    .where(
      and(
        eq(sql`lower(${products.name})`, name.toLowerCase()),
        groupId === null
          ? isNull(products.shopGroupId)
          : or(eq(products.shopGroupId, groupId), isNull(products.shopGroupId)),
      ),
    )
    // The group's own product before a global one of the same name.
    .orderBy(sql`${products.shopGroupId} is null`)
    .limit(1);
  if (same && canReadGroupItem(principal, same.shopGroupId)) {
    const onMenu = await listedIn(tx, input.shop_id, same.id);
    const error: AppError = conflict(
      msg(onMenu ? 'services.productOnMenu' : 'services.productExists', { name: same.name }),
    );
    error.extra = { existing_product: { id: same.id, name: same.name, on_menu: onMenu } };
    throw error;
  }
  return createProduct(tx, principal, input);
}

/** A product the caller may read, not yet on the shop's menu (else 409 saying so). */
async function existingProduct(tx: Executor, principal: Principal, id: string, shopId: string) {
  // Locked: two answers to the same offer put the product on the menu once.
  const product = await getVisibleItem(tx, PRODUCT, principal, id, true);
  if (await listedIn(tx, shopId, id)) {
    throw conflict(msg('services.productOnMenu', { name: product.name }));
  }
  return product;
}

/** Whether the shop's menu has a row of the product. */
async function listedIn(tx: Executor, shopId: string, productId: string): Promise<boolean> {
  const [listed] = await tx
    .select({ id: shopsToPrices.id })
    .from(shopsToPrices)
    .where(and(eq(shopsToPrices.shopId, shopId), eq(shopsToPrices.productId, productId)))
    .limit(1);
  return listed !== undefined;
}
