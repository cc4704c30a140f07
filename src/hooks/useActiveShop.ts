import { useMemo } from 'react';
import type { ActiveShop } from '../stores/activeShop';
import { shopGroupIdsOfShop } from '../stores/activeShop';
import { useSession } from '../stores/session';

export interface ActiveShopInfo {
  /** The shop the back office works on; null before login or without shops. */
  shop: ActiveShop | null;
  /** The shop's own group (the `shop_group_id` tables filter on), null when unknown. */
  shopGroupId: string | null;
  /** Every group of the user that holds the shop. */
  shopGroupIds: string[];
}

/** The active shop and its shop groups, for tables filtered by shop or shop group. */
export function useActiveShop(): ActiveShopInfo {
  const shop = useSession((state) => state.shop);
  const groups = useSession((state) => state.profile?.shop_groups);
  return useMemo(() => {
    const shopGroupIds = shop && groups ? shopGroupIdsOfShop(groups, shop.id) : [];
    return { shop, shopGroupId: shopGroupIds[0] ?? null, shopGroupIds };
  }, [shop, groups]);
}
