import { useItem } from '../api/hooks';
import { DEFAULT_SHOP_TIME_ZONE } from '../domain';
import type { ShopOpeningHours } from '../domain/contract';
import { useSession } from '../stores/session';

/**
 * The time zone of the active shop (`shops.time_zone`): scheduled moments are typed on the
 * shop's clock, which the server reads in the same zone. Amsterdam until the shop's answer is in.
 */
export function useShopTimeZone(): string {
  const shop = useSession((state) => state.shop);
  const token = useSession((state) => state.token);
  const clock = useItem<ShopOpeningHours>(
    token && shop ? `/v1/shops/${shop.id}/opening-hours` : null,
  ).data;
  return clock?.time_zone || DEFAULT_SHOP_TIME_ZONE;
}
