import type { ReactElement } from 'react';
import { useList } from '../../api/hooks';
import type { Screen, Shop } from '../../api/types';
import { sellsCannabis, sellsHoreca } from '../../domain';
import { BOARD_SHOWS, listOffered, type BoardTheme } from '../../domain/board-view';
import { useT } from '../../i18n';
import { showName, type BoardTarget, type StickOrientation } from './board-choice';

export type { BoardTarget, StickOrientation } from './board-choice';

interface BoardTargetFieldsProps {
  value: BoardTarget;
  onChange: (target: BoardTarget) => void;
  /** Offers the shops the user may manage (a choice of shop); else the shop stays. */
  chooseShop?: boolean;
}

/**
 * What a stick shows, as pairing and the change dialog choose it: the shop (when offered), one
 * of the shop's own boards (its board, the lists it sells, a show of those, or one screen of its
 * wall), the orientation and the theme (a show decides both itself). The labels sit in the
 * form's `pair-screen-fields` row.
 */
export function BoardTargetFields({
  value,
  onChange,
  chooseShop = false,
}: BoardTargetFieldsProps): ReactElement {
  const t = useT();
  const shops = useList<Shop>('/v1/shops', {
    skip: 0,
    limit: 200,
    sort: [{ field: 'name', order: 'ASC' }],
  });
  const screens = useList<Screen>(value.shopId ? '/v1/screens' : null, {
    skip: 0,
    limit: 100,
    sort: [{ field: 'name', order: 'ASC' }],
    filter: [{ field: 'shop_id', value: value.shopId }],
  });
  const shop = shops.items.find((item) => item.id === value.shopId);
  const shopType = shop?.shop_type ?? 'both';
  const shows = BOARD_SHOWS.filter((show) => !show.list || listOffered(show.list, shopType));
  const wall = screens.items.filter((screen) => screen.orientation.toLowerCase() !== 'mobile');
  const isShow = value.choice.startsWith('show:');

  return (
    <>
      {chooseShop && (
        <label>
          {t('fleet.move.shop')}
          <select
            className="input"
            name="shop"
            value={value.shopId}
            required
            onChange={(event) =>
              onChange({ ...value, shopId: event.target.value, choice: 'board' })
            }
          >
            {!value.shopId && <option value="">-</option>}
            {shops.items
              .filter((item) => item.active || item.id === value.shopId)
              .map((item) => (
                <option key={item.id} value={item.id}>
                  {item.name}
                </option>
              ))}
          </select>
        </label>
      )}
      <label>
        {t('fleet.pairing.shows')}
        <select
          className="input"
          name="view"
          value={value.choice}
          onChange={(event) => onChange({ ...value, choice: event.target.value })}
        >
          <option value="board">{t('fleet.pairing.shopBoard')}</option>
          {sellsHoreca(shopType) && <option value="horeca">{t('fleet.pairing.horeca')}</option>}
          {listOffered('extra', shopType) && (
            <option value="extra">{t('fleet.pairing.extra')}</option>
          )}
          {sellsCannabis(shopType) && (
            <option value="cannabis">{t('fleet.pairing.cannabis')}</option>
          )}
          {shows.map((show) => (
            <option key={show.id} value={`show:${show.id}`}>
              {t('fleet.pairing.show', { name: showName(`show:${show.id}`, t) })}
            </option>
          ))}
          {wall.map((screen) => (
            <option key={screen.id} value={`screen:${screen.id}`}>
              {t('fleet.pairing.wallScreen', { name: screen.name })}
            </option>
          ))}
        </select>
      </label>
      <label title={isShow ? t('fleet.pairing.showDecides') : undefined}>
        {t('fleet.pairing.orientation')}
        <select
          className="input"
          name="orientation"
          value={value.orientation}
          disabled={isShow}
          onChange={(event) =>
            onChange({ ...value, orientation: event.target.value as StickOrientation })
          }
        >
          <option value="landscape">{t('fleet.orientation.landscape')}</option>
          <option value="portrait">{t('fleet.orientation.portrait')}</option>
        </select>
      </label>
      <label title={isShow ? t('fleet.pairing.showDecides') : undefined}>
        {t('fleet.pairing.theme')}
        <select
          className="input"
          name="theme"
          value={value.theme}
          disabled={isShow}
          onChange={(event) => onChange({ ...value, theme: event.target.value as BoardTheme })}
        >
          <option value="dark">{t('fleet.theme.dark')}</option>
          <option value="light">{t('fleet.theme.light')}</option>
        </select>
      </label>
    </>
  );
}
