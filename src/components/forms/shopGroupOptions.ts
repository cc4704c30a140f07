/** The choices of a shop group select, without React. */
import type { ShopGroup } from '../../api/types';
import type { SelectOption } from './Select';
import { t, translate } from '../../i18n';

/** The select value of 'Global': the item belongs to no shop group (`shop_group_id: null`). */
export const GLOBAL_SHOP_GROUP = 'global';
/** The blank first choice of the price form: no group chosen yet. */
export const NO_SHOP_GROUP = '-1';

/** 'Global' in Dutch; the select shows it in the current language. */
export const GLOBAL_LABEL = translate('nl', 'components.global');

/**
 * `create`: 'Global' (unless the account may not use it) and the user's groups. `shop`: a blank
 * '-1' choice first, then the groups holding the current shop.
 */
export function shopGroupOptions(
  mode: 'create' | 'shop',
  groups: readonly Pick<ShopGroup, 'id' | 'name'>[],
  allowGlobal = true,
): SelectOption[] {
  const choices = groups.map((group) => ({ value: group.id, label: group.name }));
  if (mode === 'shop') return [{ value: NO_SHOP_GROUP, label: '' }, ...choices];
  return allowGlobal
    ? [{ value: GLOBAL_SHOP_GROUP, label: t('components.global') }, ...choices]
    : choices;
}

/**
 * The API's `shop_group_id` for a select value: `null` for 'Global', `undefined` while nothing
 * is chosen ('-1' or empty), else the id.
 */
export function shopGroupIdOf(value: string): string | null | undefined {
  if (value === GLOBAL_SHOP_GROUP) return null;
  if (value === NO_SHOP_GROUP || value === '') return undefined;
  return value;
}

/** The select value for an API `shop_group_id` (null: 'Global'). */
export function shopGroupValueOf(shopGroupId: string | null | undefined): string {
  if (shopGroupId === null) return GLOBAL_SHOP_GROUP;
  return shopGroupId ?? NO_SHOP_GROUP;
}
