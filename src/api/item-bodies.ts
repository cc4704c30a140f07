/**
 * Bodies of `PUT /v1/kinds/{id}` and `PUT /v1/products/{id}`: the whole item as the page holds
 * it with one change applied, so an edit of one field keeps every other field as it is.
 */
import type { Kind, KindInput, Product, ProductInput } from './types';

type ItemContent = Pick<
  Kind,
  | 'name'
  | 'short_description_nl'
  | 'short_description_en'
  | 'description_nl'
  | 'description_en'
  | 'image_1'
  | 'image_2'
  | 'image_3'
  | 'image_4'
  | 'image_5'
  | 'image_6'
  | 'shop_group_id'
>;

function contentInput(item: ItemContent) {
  return {
    name: item.name,
    short_description_nl: item.short_description_nl,
    short_description_en: item.short_description_en,
    description_nl: item.description_nl,
    description_en: item.description_en,
    image_1: item.image_1,
    image_2: item.image_2,
    image_3: item.image_3,
    image_4: item.image_4,
    image_5: item.image_5,
    image_6: item.image_6,
    shop_group_id: item.shop_group_id,
  };
}

/** The full kind as `PUT /v1/kinds/{id}` takes it, with `changes` applied. */
export function kindInputOf(kind: Kind, changes: Partial<KindInput> = {}): KindInput {
  return {
    ...contentInput(kind),
    c: kind.c,
    h: kind.h,
    i: kind.i,
    s: kind.s,
    flags: kind.flags,
    icons: kind.icons,
    ...changes,
  };
}

/** The full product as `PUT /v1/products/{id}` takes it, with `changes` applied. */
export function productInputOf(
  product: Product,
  changes: Partial<ProductInput> = {},
): ProductInput {
  return { ...contentInput(product), product_type: product.product_type, ...changes };
}
