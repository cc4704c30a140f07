/**
 * The create page without React: which server-driven form each type uses and where the page
 * goes afterwards.
 */
import type { FormCreated } from '../../api/types';
import type { MessageKey } from '../../i18n';

/** The kinds of item `/manage/{type}/new` creates. */
export const CREATE_TYPES = ['soorten', 'horeca', 'categories'] as const;
export type CreateType = (typeof CREATE_TYPES)[number];

/** The page title of each type (catalogue keys). */
export const CREATE_TITLES: Record<CreateType, MessageKey> = {
  soorten: 'createItem.title.soorten',
  horeca: 'createItem.title.horeca',
  categories: 'createItem.title.categories',
};

/** The server-driven form of each type (`POST /v1/forms/{key}`). */
export const CREATE_FORM_KEYS: Record<CreateType, string> = {
  soorten: 'create_kind_form',
  horeca: 'create_product_form',
  categories: 'create_categorie_form',
};

/** `/products/new-product/kind` is the kind create form too. */
const NEW_KIND_PATH = /^\/products\/new-product\/kind\/?$/;

/** The create type of a path such as `/manage/soorten/new`; null for any other. */
export function createTypeOf(pathname: string): CreateType | null {
  if (NEW_KIND_PATH.test(pathname)) return 'soorten';
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

/** Where the page goes after its form created the item (`gebruiken`: to the price form). */
export function pathAfterForm(type: CreateType, body: FormCreated): string {
  const id = body.kind_id ?? body.product_id ?? body.category_id ?? '';
  return pathAfterCreate(type, id, body.gebruiken === true && id !== '');
}
