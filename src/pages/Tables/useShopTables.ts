import { useList } from '../../api/hooks';
import type { ShopTable } from '../../api/types';

/** At most this many tables of a shop are listed (and printed); far more than a shop seats. */
export const MAX_TABLES = 500;

/** The active shop's tables, by name. */
export function useShopTables(shopId: string | null) {
  return useList<ShopTable>(
    '/v1/tables',
    {
      limit: MAX_TABLES,
      sort: [{ field: 'name', order: 'ASC' }],
      filter: [{ field: 'shop_id', value: shopId ?? '' }],
    },
    { enabled: shopId !== null },
  );
}
