import { t } from '../../i18n';
import type { MessageKey } from '../../i18n';
/** What the price combinations list shows per row, without React. */
import type { Price, ShopGroup, ShopLink } from '../../api/types';
import { formatPriceLabelText, formatPriceShort, priceModel } from '../../domain';
import type { PriceEntry, PriceListName } from '../../domain';

/** Column headers of the three price lists. */
export const PRICE_LIST_HEADERS: Record<PriceListName, MessageKey> = {
  cannabis: 'prices.header.cannabis',
  pre_rolled_joints: 'prices.header.pre_rolled_joints',
  edible: 'prices.header.edible',
};

/** One entry as the list shows it: its label and its price with two decimals and a comma. */
export interface PriceEntryText {
  label: string;
  price: string;
}

/**
 * The entries of one list: `2,5g` / `8,00`, in the order the combination holds them; labels
 * spelled as every other list of the back office spells them (decimal comma).
 */
export function priceEntryTexts(entries: readonly PriceEntry[]): PriceEntryText[] {
  return entries.map((entry) => ({
    label: formatPriceLabelText(entry.label),
    price: formatPriceShort(entry.price),
  }));
}

/** The entries of one list as one line of text (search and sort): `1g 8,00 · 5g 36,00`. */
export function priceEntriesLine(entries: readonly PriceEntry[]): string {
  return priceEntryTexts(entries)
    .map((entry) => `${entry.label} ${entry.price}`)
    .join(' · ');
}

/**
 * The ids of the combinations that an active link uses, from one list of the shop's
 * links (`GET /v1/shops-to-prices?filter=shop_id:...`).
 */
export function activePriceIds(
  links: readonly Pick<ShopLink, 'price_id' | 'active'>[],
): Set<string> {
  return new Set(links.filter((link) => link.active).map((link) => link.price_id));
}

/** 'Ja' when an active link of the shop uses the combination, else 'Nee'. */
export function activeText(priceId: string, active: ReadonlySet<string>): 'Ja' | 'Nee' {
  return active.has(priceId) ? 'Ja' : 'Nee';
}

/** 'New' when the combination has a cannabis list, else 'Old'. */
export function modelOf(price: Pick<Price, 'cannabis'>): 'New' | 'Old' {
  return priceModel(price);
}

/** The name of a combination's shop group; 'Global' for none, the id when the group is unknown. */
export function shopGroupName(
  shopGroupId: string | null,
  groups: readonly Pick<ShopGroup, 'id' | 'name'>[],
): string {
  if (shopGroupId === null) return t('prices.global');
  return groups.find((group) => group.id === shopGroupId)?.name ?? shopGroupId;
}
