import { t } from '../../i18n';
import type { MessageKey, Translate } from '../../i18n';
import { priceRuleText } from '../../i18n/domainTexts';
/** The rules of the horeca products page, without React: bodies, filters, who may edit. */
import type { Category, Product, ProductInput, ShopGroup } from '../../api/types';
import type { ProductWithPriceInput } from '../../domain/contract';
import type { SelectOption } from '../../components/forms/Select';
import { shopGroupIdOf } from '../../components/forms/shopGroupOptions';
import {
  HORECA_REGISTER_PREFIX,
  PRICE_RULE_MESSAGES,
  PRODUCT_TYPES,
  buildPriceLists,
} from '../../domain';
import type { ProductType } from '../../domain';
import { entryInputOfDraft, type FreeLabelDraft } from '../../components/prices/freeLabelDraft';

export const PRODUCT_NAME_REQUIRED = 'Naam is verplicht.';
export const SHOP_GROUP_REQUIRED = 'Kies een shop group.';
export const CATEGORY_REQUIRED = 'Kies een categorie.';
export const PRICE_REQUIRED = 'Vul bij elke hoeveelheid een prijs in.';
export { HORECA_REGISTER_PREFIX } from '../../domain';
/** Why staff cannot change a global product (a catalogue key). */
export const GLOBAL_READ_ONLY = 'manageHoreca.globalReadOnly' satisfies MessageKey;

const PROBLEM_KEYS = new Map<string, MessageKey>([
  [PRODUCT_NAME_REQUIRED, 'manageHoreca.nameRequired'],
  [SHOP_GROUP_REQUIRED, 'manageHoreca.shopGroupRequired'],
  [CATEGORY_REQUIRED, 'manageHoreca.categoryRequired'],
  [PRICE_REQUIRED, 'manageHoreca.priceRequired'],
]);

/**
 * A problem of the add form in the current language: its own and the price rules' texts by
 * their code, a server's text as it is.
 */
export function horecaProblemText(t: Translate, problem: string): string {
  const key = PROBLEM_KEYS.get(problem);
  return key ? t(key) : priceRuleText(t, problem);
}

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

/** The type filter's choices, in the current language. */
export function typeFilterOptions(): SelectOption[] {
  return [
    { value: '', label: t('manageHoreca.allTypes') },
    ...PRODUCT_TYPES.map((type) => ({ value: type, label: `${TYPE_NAMES[type]} (${type})` })),
    { value: NONE_FILTER_VALUE, label: t('manageHoreca.noType') },
  ];
}

/** 'Alle', 'Global' and the groups the list covers. */
export function groupFilterOptions(
  groups: readonly Pick<ShopGroup, 'id' | 'name'>[],
): SelectOption[] {
  return [
    { value: '', label: t('manageHoreca.allGroups') },
    { value: NONE_FILTER_VALUE, label: t('manageHoreca.global') },
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

/**
 * One piece price of the add form: the texts as `NumberInput` gives them (a point), and a free
 * label ('Glas', 'Fles') with its English text, or none for a quantity label ('1st').
 */
export interface PieceDraft extends FreeLabelDraft {
  key: string;
}

/**
 * What the add form holds; `shopGroup` is a shop group select value ('global' or an id). The
 * product goes on the active shop's board at once: in `categoryId`, at its piece prices.
 */
export interface NewProductForm {
  name: string;
  shopGroup: string;
  shortNl: string;
  shortEn: string;
  descriptionNl: string;
  descriptionEn: string;
  productType: string;
  categoryId: string;
  registerPrefix: string;
  prices: PieceDraft[];
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
    categoryId: '',
    registerPrefix: HORECA_REGISTER_PREFIX,
    prices: [{ key: 'price-1', quantity: '1', price: '0', label: '', labelEn: '' }],
  };
}

/** A new piece price after the last: one more piece, no price yet. */
export function addPiece(prices: readonly PieceDraft[], key: string): PieceDraft[] {
  const last = prices[prices.length - 1];
  const quantity = last ? Math.floor(Number(last.quantity) || 0) + 1 : 1;
  return [...prices, { key, quantity: String(quantity), price: '0', label: '', labelEn: '' }];
}

/** The horeca categories of the shop (not the cannabis ones), by name. */
export function horecaCategoryOptions(
  categories: readonly Pick<Category, 'id' | 'name' | 'is_cannabis' | 'shop_id'>[],
  shopId: string | null,
): SelectOption[] {
  return [
    { value: '', label: '— kies —' },
    ...categories
      .filter((category) => category.shop_id === shopId && !category.is_cannabis)
      .map((category) => ({ value: category.id, label: category.name }))
      .sort((a, b) => a.label.localeCompare(b.label, 'nl-NL')),
  ];
}

export type NewProductProblems = Partial<
  Record<'name' | 'shopGroup' | 'categoryId' | 'registerPrefix' | 'prices', string>
>;

/** What keeps the form from being sent; the price rules are the domain's (one piece price is enough). */
export function newProductProblems(form: NewProductForm): NewProductProblems {
  const problems: NewProductProblems = {};
  if (!form.name.trim()) problems.name = PRODUCT_NAME_REQUIRED;
  if (shopGroupIdOf(form.shopGroup) === undefined) problems.shopGroup = SHOP_GROUP_REQUIRED;
  if (!form.categoryId) problems.categoryId = CATEGORY_REQUIRED;
  if (!/^\d{3}$/.test(form.registerPrefix)) {
    problems.registerPrefix = PRICE_RULE_MESSAGES.registerPrefix;
  }
  if (form.prices.length === 0) {
    problems.prices = PRICE_RULE_MESSAGES.noPrice;
  } else {
    const lists = buildPriceLists({
      cannabis: [],
      pre_rolled_joints: [],
      edible: pieceEntries(form.prices),
    });
    if (!lists.ok) problems.prices = lists.message;
    else if (form.prices.some((line) => !(Number(line.price) > 0)))
      problems.prices = PRICE_REQUIRED;
  }
  return problems;
}

function pieceEntries(prices: readonly PieceDraft[]) {
  return prices.map((line) => entryInputOfDraft('edible', line));
}

/** The product fields of `POST /v1/products` and `/v1/products/with-price`. */
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

/** The body of `POST /v1/products/with-price`: the product on the shop's board at its prices. */
export function newProductWithPriceBody(
  form: NewProductForm,
  shopId: string,
): ProductWithPriceInput {
  return {
    ...newProductBody(form),
    shop_id: shopId,
    category_id: form.categoryId,
    register_prefix: form.registerPrefix,
    prices: pieceEntries(form.prices),
  };
}
