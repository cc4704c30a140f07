import { useEffect, useRef } from 'react';
import type { ReactElement, SelectHTMLAttributes } from 'react';
import { useItem, useList } from '../../api/hooks';
import type { ShopGroup } from '../../api/types';
import { useSession } from '../../stores/session';
import { Select } from './Select';
import { NO_SHOP_GROUP, shopGroupOptions } from './shopGroupOptions';
import { useT } from '../../i18n';

/** Shop groups are fetched with this limit (spec: 1000 for shop groups). */
const SHOP_GROUP_LIMIT = 1000;

interface ShopGroupSelectProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'value' | 'onChange' | 'children'
> {
  /**
   * `create`: 'Global' plus the user's shop groups (the create pages). `shop`: a blank '-1'
   * first, then the groups holding the shop (the price form).
   */
  mode: 'create' | 'shop';
  /** A select value: `GLOBAL_SHOP_GROUP`, `NO_SHOP_GROUP` or a group id (see `shopGroupIdOf`). */
  value: string;
  onChange: (value: string) => void;
  /** `create` mode: offer 'Global' (some accounts may not). Default true. */
  allowGlobal?: boolean;
  /** `shop` mode: the shop whose groups to offer; the active shop by default. */
  shopId?: string;
  /** Enter submits the surrounding form. */
  submitOnEnter?: boolean;
  /**
   * `shop` mode: called once with the only group holding the shop while nothing is chosen, so
   * a user with one group never has to pick it.
   */
  onOnlyChoice?: (value: string) => void;
}

function useShopGroups(mode: 'create' | 'shop', shopId: string | undefined) {
  const all = useList<ShopGroup>(mode === 'create' ? '/v1/shop-groups' : null, {
    skip: 0,
    limit: SHOP_GROUP_LIMIT,
  });
  const ofShop = useItem<ShopGroup[]>(
    mode === 'shop' && shopId ? `/v1/shop-groups/shop-id/${shopId}` : null,
  );
  return mode === 'create'
    ? { groups: all.items, isLoading: all.isLoading }
    : { groups: ofShop.data ?? [], isLoading: ofShop.isLoading };
}

/** The shop group choice of the create pages and the price form. */
export function ShopGroupSelect({
  mode,
  value,
  onChange,
  allowGlobal = true,
  shopId,
  submitOnEnter = false,
  onOnlyChoice,
  disabled,
  ...rest
}: ShopGroupSelectProps): ReactElement {
  const t = useT();
  const activeShopId = useSession((state) => state.shop?.id);
  const { groups, isLoading } = useShopGroups(mode, shopId ?? activeShopId);
  const only = mode === 'shop' && !isLoading && groups.length === 1 ? groups[0]?.id : undefined;
  const offered = useRef(false);
  useEffect(() => {
    if (!only || offered.current || !onOnlyChoice) return;
    offered.current = true;
    if (value === NO_SHOP_GROUP || value === '') onOnlyChoice(only);
  }, [only, value, onOnlyChoice]);
  const options = shopGroupOptions(mode, groups, allowGlobal);
  const known = options.some((option) => option.value === value);
  return (
    <Select
      {...rest}
      options={options}
      // Until the groups arrive the chosen value shows as a blank choice rather than jumping.
      placeholder={known ? undefined : { value, label: isLoading ? t('common.loading') : '' }}
      value={value}
      onChange={onChange}
      submitOnEnter={submitOnEnter}
      disabled={disabled}
      aria-busy={isLoading || undefined}
    />
  );
}
