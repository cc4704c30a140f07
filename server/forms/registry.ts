import { CREATE_CATEGORY_FORM } from './category-form';
import type { FormDefinition } from './engine';
import { CREATE_KIND_FORM } from './kind-form';
import { CREATE_PRODUCT_FORM } from './product-form';
import { CREATE_STRAIN_FORM, CREATE_TAG_FORM } from './vocabulary-forms';

/** Every server-driven form, by key. */
export const FORMS: readonly FormDefinition[] = [
  CREATE_KIND_FORM,
  CREATE_PRODUCT_FORM,
  CREATE_CATEGORY_FORM,
  CREATE_STRAIN_FORM,
  CREATE_TAG_FORM,
];

const BY_KEY = new Map<string, FormDefinition>(
  FORMS.flatMap((form) => [form.key, ...(form.aliases ?? [])].map((key) => [key, form] as const)),
);

/** The form with this key or alias; undefined when there is none. */
export function findForm(key: string): FormDefinition | undefined {
  return BY_KEY.get(key);
}

/** The keys `GET /v1/forms` lists. */
export function formKeys(): string[] {
  return FORMS.map((form) => form.key);
}
