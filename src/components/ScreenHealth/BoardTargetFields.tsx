import type { ReactElement } from 'react';
import { useList } from '../../api/hooks';
import type { Screen, Shop } from '../../api/types';
import { useT } from '../../i18n';

/** How a stick's board stands: a stick is never a phone. */
export type StickOrientation = 'landscape' | 'portrait';

interface BoardTargetFieldsProps {
  /** The shop whose board or screens the stick shows. */
  shopId: string;
  /** One of the shop's screens, or '' for the shop's own board. */
  screenId: string;
  orientation: StickOrientation;
  onScreenChange: (screenId: string) => void;
  onOrientationChange: (orientation: StickOrientation) => void;
  /** Offers the shops of the user's groups too (a move); choosing one clears the screen. */
  onShopChange?: (shopId: string) => void;
}

/**
 * What a stick shows, as pairing and moving choose it: the shop (when moving), its board or one
 * of its screens, and the orientation. The labels sit in the form's `pair-screen-fields` row.
 */
export function BoardTargetFields({
  shopId,
  screenId,
  orientation,
  onScreenChange,
  onOrientationChange,
  onShopChange,
}: BoardTargetFieldsProps): ReactElement {
  const t = useT();
  const shops = useList<Shop>(onShopChange ? '/v1/shops' : null, {
    skip: 0,
    limit: 200,
    sort: [{ field: 'name', order: 'ASC' }],
  });
  const screens = useList<Screen>('/v1/screens', {
    skip: 0,
    limit: 100,
    sort: [{ field: 'name', order: 'ASC' }],
    filter: [{ field: 'shop_id', value: shopId }],
  });

  return (
    <>
      {onShopChange && (
        <label>
          {t('fleet.move.shop')}
          <select
            className="input"
            name="shop"
            value={shopId}
            onChange={(event) => onShopChange(event.target.value)}
          >
            {shops.items.map((shop) => (
              <option key={shop.id} value={shop.id}>
                {shop.name}
              </option>
            ))}
          </select>
        </label>
      )}
      <label>
        {t('fleet.pairing.shows')}
        <select
          className="input"
          name="screen"
          value={screenId}
          onChange={(event) => onScreenChange(event.target.value)}
        >
          <option value="">{t('fleet.pairing.shopBoard')}</option>
          {screens.items.map((screen) => (
            <option key={screen.id} value={screen.id}>
              {t('fleet.pairing.screen', { name: screen.name })}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('fleet.pairing.orientation')}
        <select
          className="input"
          name="orientation"
          value={orientation}
          onChange={(event) => onOrientationChange(event.target.value as StickOrientation)}
        >
          <option value="landscape">{t('fleet.orientation.landscape')}</option>
          <option value="portrait">{t('fleet.orientation.portrait')}</option>
        </select>
      </label>
    </>
  );
}
