/** The rules of the horeca products page, without React: bodies, filters, who may edit. */
import type { Product, ProductInput, ShopGroup } from '../../api/types';
import type { SelectOption } from '../../components/Select';
import { shopGroupIdOf } from '../../components/shopGroupOptions';
import { PRODUCT_TYPES } from '../../domain';
import type { ProductType } from '../../domain';

export const PRODUCT_NAME_REQUIRED = 'Naam is verplicht.';
export const SHOP_GROUP_REQUIRED = 'Kies een shop group.';
/** Why staff cannot change a global product. */
export const GLOBAL_READ_ONLY = 'Globaal product: alleen een superuser mag dit wijzigen.';

/** The table's filters, kept with its other settings in the browser. */
export const TYPE_FILTER = 'product_type';
export const GROUP_FILTER = 'shop_group_id';
/** The filter value of items without a value (no type, or global). */
export const NONE_FILTER_VALUE = 'null';

const TYPE_NAMES: Record<ProductType, string> = { C: 'CBD', H: 'Hybrid', I: 'Indica', S: 'Sativa' };

/** '' stands for no product type. */
export const PRODUCT_TYPE_OPTIONS: SelectOption[] = [
  { value: '', label: '-' },
  ...PRODUCT_TYPES.map((type) => ({ value: type, label: `${TYPE_NAMES[type]} (${type})` })),
];

export const TYPE_FILTER_OPTIONS: SelectOption[] = [
  { value: '', label: 'Alle types' },
  ...PRODUCT_TYPES.map((type) => ({ value: type, label: `${TYPE_NAMES[type]} (${type})` })),
  { value: NONE_FILTER_VALUE, label: 'Zonder type' },
];

/** 'Alle', 'Global' and the groups the list covers. */
export function groupFilterOptions(
  groups: readonly Pick<ShopGroup, 'id' | 'name'>[],
): SelectOption[] {
  return [
    { value: '', label: 'Alle groepen' },
    { value: NONE_FILTER_VALUE, label: 'Global' },
    ...groups.map((group) => ({ value: group.id, label: group.name })),
  ];
}

/** A stored product type, or null for '' and anything unknown. */
export function productTypeOf(value: string): ProductType | null {
  return (PRODUCT_TYPES as readonly string[]).includes(value) ? (value as ProductType) : null;
}

/** Staff change only their groups' products; global ones are for superusers. */
export function canEditProduct(
  product: Pick<Product, 'shop_group_id'>,
  isSuperuser: boolean,
): boolean {
  return isSuperuser || product.shop_group_id !== null;
}

/** The whole product as `PUT /v1/products/{id}` takes it, with `changes` over it. */
export function productBody(product: Product, changes: Partial<ProductInput>): ProductInput {
  return {
    name: product.name,
    short_description_nl: product.short_description_nl,
    short_description_en: product.short_description_en,
    description_nl: product.description_nl,
    description_en: product.description_en,
    product_type: product.product_type,
    shop_group_id: product.shop_group_id,
    ...changes,
  };
}

/** What the add form holds; `shopGroup` is a shop group select value ('global' or an id). */
export interface NewProductForm {
  name: string;
  shopGroup: string;
  shortNl: string;
  shortEn: string;
  descriptionNl: string;
  descriptionEn: string;
  productType: string;
}

export function emptyProductForm(shopGroup: string): NewProductForm {
  return {
    name: '',
    shopGroup,
    shortNl: '',
    shortEn: '',
    descriptionNl: '',
    descriptionEn: '',
    productType: '',
  };
}

export function newProductProblems(
  form: NewProductForm,
): Partial<Record<keyof NewProductForm, string>> {
  const problems: Partial<Record<keyof NewProductForm, string>> = {};
  if (!form.name.trim()) problems.name = PRODUCT_NAME_REQUIRED;
  if (shopGroupIdOf(form.shopGroup) === undefined) problems.shopGroup = SHOP_GROUP_REQUIRED;
  return problems;
}

/** The body of `POST /v1/products`. */
export function newProductBody(form: NewProductForm): ProductInput {
  return {
    name: form.name.trim(),
    shop_group_id: shopGroupIdOf(form.shopGroup) ?? null,
    short_description_nl: form.shortNl.trim(),
    short_description_en: form.shortEn.trim(),
    description_nl: form.descriptionNl.trim(),
    description_en: form.descriptionEn.trim(),
    product_type: productTypeOf(form.productType),
  };
}
