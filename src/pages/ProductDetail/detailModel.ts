/**
 * The product detail page without React: which texts it edits, who may edit, and the rules of
 * the emoji lists (flags, extra icons).
 */
import { KIND_BADGE_LIMITS } from '../../domain';
import { t } from '../../i18n';

/** The two pages: a cannabis kind or a horeca product. */
export type DetailType = 'cannabis' | 'product';

/** The detail type of a path such as `/view/cannabis/{id}`; null for any other. */
export function detailTypeOf(pathname: string): DetailType | null {
  const type = /^\/view\/(cannabis|product)\//.exec(pathname)?.[1];
  return type === 'cannabis' || type === 'product' ? type : null;
}

/** The text fields edited in place, in the order the info panel lists them (label: a key). */
export const TEXT_FIELDS = [
  { field: 'name', label: 'productDetail.field.name', multiline: false },
  {
    field: 'short_description_nl',
    label: 'productDetail.field.short_description_nl',
    multiline: true,
  },
  {
    field: 'short_description_en',
    label: 'productDetail.field.short_description_en',
    multiline: true,
  },
  { field: 'description_nl', label: 'productDetail.field.description_nl', multiline: true },
  { field: 'description_en', label: 'productDetail.field.description_en', multiline: true },
] as const;

export type TextField = (typeof TEXT_FIELDS)[number]['field'];

/** Staff may change the items of their groups; global items only a superuser. */
export function canEditItem(item: { shop_group_id: string | null }, isSuperuser: boolean): boolean {
  return isSuperuser || item.shop_group_id !== null;
}

/** Refuses an empty name before it is sent. */
export function checkText(field: TextField, text: string): string | null {
  return field === 'name' && !text.trim() ? t('productDetail.nameEmpty') : null;
}

/** The limit text of a full emoji list: '10 flags max'. */
export function emojiLimitText(noun: string): string {
  return t('productDetail.emoji.limit', { max: KIND_BADGE_LIMITS.maxItems, noun });
}

/** The list with `text` added, or why it cannot be added. */
export function addEmoji(
  list: readonly string[],
  text: string,
): { ok: true; list: string[] } | { ok: false; message: string } {
  const value = text.trim();
  if (!value) return { ok: false, message: t('productDetail.emoji.empty') };
  if (value.length > KIND_BADGE_LIMITS.maxLength) {
    return {
      ok: false,
      message: t('productDetail.emoji.tooLong', { max: KIND_BADGE_LIMITS.maxLength }),
    };
  }
  if (list.includes(value)) return { ok: false, message: t('productDetail.emoji.duplicate') };
  if (list.length >= KIND_BADGE_LIMITS.maxItems) {
    return {
      ok: false,
      message: t('productDetail.emoji.tooMany', { max: KIND_BADGE_LIMITS.maxItems }),
    };
  }
  return { ok: true, list: [...list, value] };
}

/** The list without the entry at `index`. */
export function removeEmoji(list: readonly string[], index: number): string[] {
  return list.filter((_, at) => at !== index);
}
