/**
 * The create page's forms without React: their values, the rules checked before sending, the
 * bodies sent and where the page goes afterwards.
 */
import { errorText, formErrorsOf } from '../../api/errors';
import { ApiError } from '../../api/http';
import type { CategoryInput, KindInput, ProductInput } from '../../api/types';
import { NO_SHOP_GROUP, shopGroupIdOf } from '../../components/shopGroupOptions';
import {
  KIND_RELATION_LIMITS,
  TAG_AMOUNT_RANGE,
  isTagAmount,
  normaliseHexColor,
} from '../../domain';
import type { KindType, PricelistColumn, ProductType } from '../../domain';

/** The kinds of item `/manage/{type}/new` creates. */
export const CREATE_TYPES = ['soorten', 'horeca', 'categories'] as const;
export type CreateType = (typeof CREATE_TYPES)[number];

export const CREATE_TITLES: Record<CreateType, string> = {
  soorten: 'Nieuwe wiet',
  horeca: 'Nieuw horeca product',
  categories: 'Nieuwe categorie',
};

/** The create type of a path such as `/manage/soorten/new`; null for any other. */
export function createTypeOf(pathname: string): CreateType | null {
  const type = /^\/manage\/([^/]+)\/new\/?$/.exec(pathname)?.[1];
  return CREATE_TYPES.find((known) => known === type) ?? null;
}

/** Where the list of the type is: the page goes there after creating, or when cancelled. */
export function listPathOf(type: CreateType): string {
  return type === 'categories' ? '/products/manage/categories' : `/manage/${type}`;
}

/** Where 'Annuleren' goes: the list the user came from (categories: the categories page). */
export function cancelPathOf(type: CreateType): string {
  return type === 'categories' ? '/categories' : listPathOf(type);
}

/**
 * Where the page goes after creating: the list of the type, or with 'use this product
 * immediately' the price-link form with the new item chosen.
 */
export function pathAfterCreate(type: CreateType, id: string, useNow: boolean): string {
  if (useNow && type === 'soorten') {
    return `/products/new-product/cannabis?selectedWiet=${encodeURIComponent(id)}`;
  }
  if (useNow && type === 'horeca') {
    return `/products/new-product/horeca?selectedProduct=${encodeURIComponent(id)}`;
  }
  return listPathOf(type);
}

export const MESSAGES = {
  shopGroup: 'Kies een shop groep.',
  name: 'Vul een naam in.',
  kindType: 'Kies het soort type.',
  strains: `Kies 1 tot ${KIND_RELATION_LIMITS.strains} strains.`,
  description: 'Vul een beschrijving in, of kies minstens 1 strain.',
  tagAmount: `Een percentage is een heel getal van ${TAG_AMOUNT_RANGE.min} tot ${TAG_AMOUNT_RANGE.max}.`,
  color: 'Een kleur bestaat uit 6 hexadecimale tekens, zoals 376E1A.',
} as const;

/** Messages by field name (`name`, `strains`, `tags.1`, ...). */
export type FormErrors = Record<string, string>;

/** The errors left after the user changed `fields`. */
export function withoutFields(errors: FormErrors, ...fields: string[]): FormErrors {
  return Object.fromEntries(Object.entries(errors).filter(([field]) => !fields.includes(field)));
}

/** A chosen strain: an existing one (with id) or a new name to create. */
export interface ChosenStrain {
  id: string | null;
  name: string;
}

export interface ChosenTag {
  id: string;
  name: string;
  /** The percentage as typed. */
  amount: string;
}

export interface ChosenFlavor {
  id: string;
  name: string;
  color: string;
  icon: string;
}

export interface KindFormValues {
  /** The shop group select's value: 'global', a group id, or '-1' for none chosen. */
  shopGroup: string;
  name: string;
  kindType: KindType | '';
  descriptionNl: string;
  descriptionEn: string;
  strains: ChosenStrain[];
  /** New strain names may be typed (they are created with the kind). */
  createNewStrains: boolean;
  tags: ChosenTag[];
  flavors: ChosenFlavor[];
  /** Continue to the price-link form with the new kind. */
  useNow: boolean;
}

/** A new tag starts in the middle of its range. */
export const NEW_TAG_AMOUNT = '50';

export function emptyKindForm(shopGroup: string): KindFormValues {
  return {
    shopGroup,
    name: '',
    kindType: '',
    descriptionNl: '',
    descriptionEn: '',
    strains: [],
    createNewStrains: false,
    tags: [],
    flavors: [],
    useNow: false,
  };
}

function checkShopGroupAndName(values: { shopGroup: string; name: string }): FormErrors {
  const errors: FormErrors = {};
  if (values.shopGroup === NO_SHOP_GROUP || values.shopGroup === '') {
    errors.shop_group_id = MESSAGES.shopGroup;
  }
  if (!values.name.trim()) errors.name = MESSAGES.name;
  return errors;
}

/** A typed tag percentage: a whole number from 0 to 100. */
export function isTagAmountText(text: string): boolean {
  return text.trim() !== '' && isTagAmount(Number(text));
}

/**
 * The kind form's rules: a shop group, a name and a type; 1 to 3 strains; the description may
 * only stay empty when a strain is chosen; tags have a percentage; at most 5 tags and flavors.
 */
export function validateKindForm(values: KindFormValues): FormErrors {
  const errors = checkShopGroupAndName(values);
  if (!values.kindType) errors.kind_type = MESSAGES.kindType;
  const strainCount = values.strains.length;
  if (strainCount < 1 || strainCount > KIND_RELATION_LIMITS.strains) {
    errors.strains = MESSAGES.strains;
  }
  if (strainCount === 0 && !values.descriptionNl.trim() && !values.descriptionEn.trim()) {
    errors.description_nl = MESSAGES.description;
  }
  values.tags.forEach((tag, index) => {
    if (!isTagAmountText(tag.amount)) errors[`tags.${index}`] = MESSAGES.tagAmount;
  });
  if (values.tags.length > KIND_RELATION_LIMITS.tags) {
    errors.tags = `Hooguit ${KIND_RELATION_LIMITS.tags} tags.`;
  }
  if (values.flavors.length > KIND_RELATION_LIMITS.flavors) {
    errors.flavors = `Hooguit ${KIND_RELATION_LIMITS.flavors} flavors.`;
  }
  return errors;
}

/** The body of `POST /v1/kinds`: the type sets its badge on the server. */
export function kindCreateInput(values: KindFormValues): KindInput {
  return {
    name: values.name.trim(),
    ...(values.kindType && { kind_type: values.kindType }),
    description_nl: values.descriptionNl.trim(),
    description_en: values.descriptionEn.trim(),
    shop_group_id: shopGroupIdOf(values.shopGroup) ?? null,
  };
}

export interface ProductFormValues {
  shopGroup: string;
  name: string;
  productType: ProductType | '';
  descriptionNl: string;
  descriptionEn: string;
  shortDescriptionNl: string;
  shortDescriptionEn: string;
  useNow: boolean;
}

export function emptyProductForm(shopGroup: string): ProductFormValues {
  return {
    shopGroup,
    name: '',
    productType: '',
    descriptionNl: '',
    descriptionEn: '',
    shortDescriptionNl: '',
    shortDescriptionEn: '',
    useNow: false,
  };
}

/** A horeca product needs a shop group (or Global) and a name. */
export function validateProductForm(values: ProductFormValues): FormErrors {
  return checkShopGroupAndName(values);
}

export function productCreateInput(values: ProductFormValues): ProductInput {
  return {
    name: values.name.trim(),
    product_type: values.productType || null,
    description_nl: values.descriptionNl.trim(),
    description_en: values.descriptionEn.trim(),
    short_description_nl: values.shortDescriptionNl.trim(),
    short_description_en: values.shortDescriptionEn.trim(),
    shop_group_id: shopGroupIdOf(values.shopGroup) ?? null,
  };
}

export interface CategoryFormValues {
  name: string;
  nameEn: string;
  /** '' for none. */
  mainCategoryId: string;
  /** Hex, with or without '#'. */
  color: string;
  icon: string;
  cannabis: boolean;
  pricelistColumn: PricelistColumn;
}

/** A new category starts with the board's green. */
export const DEFAULT_CATEGORY_COLOR = '376E1A';

export function emptyCategoryForm(): CategoryFormValues {
  return {
    name: '',
    nameEn: '',
    mainCategoryId: '',
    color: DEFAULT_CATEGORY_COLOR,
    icon: '',
    cannabis: true,
    pricelistColumn: 'left',
  };
}

/** A category needs a name and a hex colour. */
export function validateCategoryForm(values: CategoryFormValues): FormErrors {
  const errors: FormErrors = {};
  if (!values.name.trim()) errors.name = MESSAGES.name;
  if (normaliseHexColor(values.color) === null) errors.color = MESSAGES.color;
  return errors;
}

/** The body of `POST /v1/categories` for the shop; the position only counts for cannabis. */
export function categoryCreateInput(values: CategoryFormValues, shopId: string): CategoryInput {
  return {
    shop_id: shopId,
    name: values.name.trim(),
    name_en: values.nameEn.trim(),
    main_category_id: values.mainCategoryId || null,
    color: normaliseHexColor(values.color) ?? values.color,
    icon: values.icon.trim(),
    cannabis: values.cannabis,
    ...(values.cannabis && { pricelist_column: values.pricelistColumn }),
  };
}

/** The form-level message of a form with validation errors. */
export const VALIDATION_ERRORS_MESSAGE = 'Validatie fouten. Graag corrigeren.';

/** What a refused save shows: messages per field and for the form. */
export interface SaveProblem {
  fields: FormErrors;
  messages: string[];
}

/**
 * A refused create: validation errors (400) go to their fields, a clash of names (409) to
 * `conflictField`; anything else says what went wrong.
 */
export function saveProblemOf(error: unknown, conflictField = 'name'): SaveProblem {
  if (error instanceof ApiError && error.status === 409) {
    const detail = error.detail ?? errorText(error);
    return { fields: { [conflictField]: detail }, messages: [VALIDATION_ERRORS_MESSAGE] };
  }
  const refused = formErrorsOf(error);
  if (refused) {
    const fields: FormErrors = {};
    for (const [path, messages] of Object.entries(refused.fields)) {
      fields[path] = messages.join(' ');
    }
    return { fields, messages: [VALIDATION_ERRORS_MESSAGE, ...refused.root] };
  }
  return { fields: {}, messages: [errorText(error)] };
}
