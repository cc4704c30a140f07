import type { ReactElement } from 'react';
import { Link } from 'react-router-dom';
import { boardsToWarnAbout } from '../../domain/screen-health';
import { useTCount } from '../../i18n';
import { useSession } from '../../stores/session';
import { useShopBoards } from './useShopBoards';
import './ScreenHealth.css';

/** Boards are looked at less often for the header than on the status view. */
const HEADER_REFRESH_MS = 30_000;

/**
 * The header's warning: a board of the active shop is offline, outdated or failing while the
 * shop is open (`boardsToWarnAbout`; a shop without opening hours is always open). Links to the
 * status view: the screens page of a multi-screen shop, the start page otherwise.
 */
export function ScreenHealthWarning(): ReactElement | null {
  const shop = useSession((state) => state.shop);
  const token = useSession((state) => state.token);
  const tCount = useTCount();
  const { data } = useShopBoards(token ? shop?.id : null, HEADER_REFRESH_MS);
  const warned = boardsToWarnAbout(data ?? []);
  if (!shop || warned.length === 0) return null;
  const text = tCount(
    { one: 'screenHealth.warning.one', other: 'screenHealth.warning.other' },
    warned.length,
  );
  return (
    <Link
      className="screen-health-warning"
      to={shop.isUsingMultiscreen ? '/screens' : '/start'}
      role="status"
      data-testid="screen-health-warning"
      title={warned.map((board) => board.name).join(', ')}
    >
      {text}
    </Link>
  );
}
