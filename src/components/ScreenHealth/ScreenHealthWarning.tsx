import { useEffect, useState, type ReactElement } from 'react';
import { Link } from 'react-router-dom';
import { useItem } from '../../api/hooks';
import { openingState } from '../../domain/clock';
import type { ShopOpeningHours } from '../../domain/contract';
import { shopOpenCheck } from '../../domain/screen-health';
import { useTCount } from '../../i18n';
import { useSession } from '../../stores/session';
import { useShopBoards } from './useShopBoards';
import './ScreenHealth.css';

/** Boards are looked at less often for the header than on the status view. */
const HEADER_REFRESH_MS = 30_000;

/**
 * The header's warning: a board of the active shop is offline, outdated or failing while the
 * shop is open (a shop without opening hours is always open). It reads the server's count of
 * such boards and the first of their names, never the list itself. Links to the
 * status view: the screens page of a multi-screen shop, the start page otherwise.
 */
export function ScreenHealthWarning(): ReactElement | null {
  const shop = useSession((state) => state.shop);
  const token = useSession((state) => state.token);
  const tCount = useTCount();
  // The counts only: the header never needs the boards themselves.
  const { data } = useShopBoards(token ? shop?.id : null, HEADER_REFRESH_MS, {
    limit: 0,
    offset: 0,
  });
  const clock = useItem<ShopOpeningHours>(
    token && shop ? `/v1/shops/${shop.id}/opening-hours` : null,
  ).data;
  const hours = clock?.opening_hours;
  const zone = clock?.time_zone ?? '';
  // Look again when the shop opens or closes, so the warning follows the hours by itself.
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!hours) return;
    const changesAt = openingState(hours, zone, Date.now()).changesAt;
    if (changesAt === null) return;
    const delay = Math.min(Math.max(changesAt - Date.now(), 0) + 1_000, 2 ** 31 - 1);
    const timer = setTimeout(() => setTick((tick) => tick + 1), delay);
    return () => clearTimeout(timer);
  }, [hours, zone, tick]);
  const warned = shopOpenCheck(hours, zone)() ? (data?.unhealthy ?? 0) : 0;
  if (!shop || warned === 0) return null;
  const text = tCount(
    { one: 'screenHealth.warning.one', other: 'screenHealth.warning.other' },
    warned,
  );
  const names = data?.unhealthy_names ?? [];
  return (
    <Link
      className="screen-health-warning"
      to={shop.isUsingMultiscreen ? '/screens' : '/start'}
      role="status"
      data-testid="screen-health-warning"
      title={names.join(', ') + (warned > names.length ? ', …' : '')}
    >
      {text}
    </Link>
  );
}
