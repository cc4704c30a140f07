import type { ShopGroup } from '../api/types';
import { DEFAULT_SHOP_NAME } from '../domain';

/** The shop the back office works on, kept with the session. */
export interface ActiveShop {
  id: string;
  name: string;
  isUsingMultiscreen: boolean;
}

/** Every shop in use of the user's shop groups once, in group order (deactivated ones left out). */
export function shopsOfGroups(groups: readonly ShopGroup[]): ActiveShop[] {
  const seen = new Set<string>();
  const shops: ActiveShop[] = [];
  for (const group of groups) {
    for (const shop of group.shops) {
      if (seen.has(shop.id) || !shop.active) continue;
      seen.add(shop.id);
      shops.push({ id: shop.id, name: shop.name, isUsingMultiscreen: shop.is_using_multiscreen });
    }
  }
  return shops;
}

const compact = (text: string) => text.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * Picks the active shop: the stored one while the user still has it (with its current name and
 * multiscreen flag); else the shop named by the e-mail address's local part (a shop's own
 * account, e.g. `head-shop@…`); else the default shop when the user has it; else the first
 * shop of the first shop group; `null` without shops.
 */
export function chooseActiveShop(
  groups: readonly ShopGroup[],
  stored: ActiveShop | null,
  email = '',
): ActiveShop | null {
  const shops = shopsOfGroups(groups);
  if (stored) {
    const current = shops.find((shop) => shop.id === stored.id);
    if (current) return current;
  }
  const prefix = compact(email.split('@')[0] ?? '');
  const byEmail = prefix ? shops.find((shop) => compact(shop.name) === prefix) : undefined;
  const byDefault = shops.find((shop) => shop.name === DEFAULT_SHOP_NAME);
  return byEmail ?? byDefault ?? shops[0] ?? null;
}

/**
 * The ids of the shop groups holding the shop, in the order the API uses for a shop's
 * `shop_group_id` (by id): the first is the shop's own group, the one tables filter on.
 */
export function shopGroupIdsOfShop(groups: readonly ShopGroup[], shopId: string): string[] {
  return groups
    .filter((group) => group.shops.some((shop) => shop.id === shopId))
    .map((group) => group.id)
    .sort();
}
