import type { ProductWithPrice, ProductWithPriceInput } from '../../src/domain/contract';
import { PRICE_RULE_MESSAGES } from '../../src/domain';
import { eq } from 'drizzle-orm';
import type { Principal } from '../auth/principal';
import { assertCanUseShop } from '../auth/tenancy';
import type { Executor } from '../db/client';
import { shopsToPrices } from '../db/schema';
import { badRequest } from '../errors';
import type { ChangeSet } from './changes';
import { groupForCopy } from './link-price-change';
import { createPrice, firstFreeRegisterCode, presentPrice } from './prices';
import { createProduct, presentProduct } from './products';
import { createLink } from './shop-links';
import { presentLinks } from './shop-link-views';

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
  const product = await createProduct(tx, principal, input);
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
