import { useEffect, useRef, useState, type ReactElement } from 'react';
import type { FleetPage as FleetAnswer, FleetState } from '../../api/board-types';
import { useItem } from '../../api/hooks';
import { Page } from '../../components/layout/Page';
import { Modal } from '../../components/modals/Modal';
import { PairScreenForm, STICK_ADDRESS } from '../../components/ScreenHealth/PairScreenForm';
import { useActiveShop } from '../../hooks/useActiveShop';
import { useT } from '../../i18n';
import { FleetRow } from './FleetRow';
import { SeenBoards } from './SeenBoards';
import '../../components/ScreenHealth/ScreenHealth.css';
import './FleetPage.css';

/** Boards on one page of the list (the server gives at most 200). */
export const FLEET_PAGE_SIZE = 50;
/** How often the list looks again; right after "Toon scherm", every second for a while. */
const REFRESH_MS = 5_000;
const FAST_REFRESH_MS = 1_000;
const FAST_FOR_MS = 20_000;

const STATES: FleetState[] = ['online', 'starting', 'outdated', 'failing', 'offline', 'closed'];

/**
 * "Schermen": every board of every shop the user may see (superusers: all), in one request a
 * page at a time, filtered by shop and state, with when each was last seen, its version, what
 * it shows and the latest picture of its canvas; staff reload, identify, rename, unpair, ask
 * for a new picture ("Toon scherm"), pair a new stick ("Koppel een scherm", a dialog) and change
 * what a paired stick shows ("Wijzig wat dit scherm toont", a dialog per row).
 */
export function FleetPage(): ReactElement {
  const t = useT();
  const [shop, setShop] = useState('');
  const [state, setState] = useState<FleetState | ''>('');
  const [offset, setOffset] = useState(0);
  const [pairing, setPairing] = useState(false);
  const { shop: activeShop } = useActiveShop();
  // Each "Toon scherm" has the list look every second for a while.
  const [fast, setFast] = useState(false);
  const fastTimer = useRef<number | null>(null);
  const pictureAsked = () => {
    setFast(true);
    if (fastTimer.current !== null) window.clearTimeout(fastTimer.current);
    fastTimer.current = window.setTimeout(() => setFast(false), FAST_FOR_MS);
  };
  useEffect(
    () => () => {
      if (fastTimer.current !== null) window.clearTimeout(fastTimer.current);
    },
    [],
  );

  const query = new URLSearchParams({ limit: String(FLEET_PAGE_SIZE), offset: String(offset) });
  if (shop) query.set('shop', shop);
  if (state) query.set('state', state);
  const { data, error, mutate } = useItem<FleetAnswer>(`/v1/fleet?${query.toString()}`, {
    refreshInterval: fast ? FAST_REFRESH_MS : REFRESH_MS,
  });
  const counts = data?.counts;
  const all = counts ? Object.values(counts).reduce((sum, n) => sum + n, 0) : 0;
  const total = data?.total ?? 0;

  return (
    <Page title={t('fleet.title')} width="wide">
      <p className="muted">{t('fleet.intro', { address: STICK_ADDRESS })}</p>
      <p>
        <button type="button" className="button" onClick={() => setPairing(true)}>
          {t('fleet.pairing.open')}
        </button>
      </p>
      <Modal open={pairing} title={t('fleet.pairing.title')} onClose={() => setPairing(false)}>
        <PairScreenForm
          shopId={shop || activeShop?.id || ''}
          chooseShop
          onDone={() => {
            setPairing(false);
            void mutate();
          }}
        />
      </Modal>
      <div className="fleet-filters">
        <label>
          {t('fleet.filter.shop')}
          <select
            className="input"
            value={shop}
            data-testid="fleet-shop-filter"
            onChange={(event) => {
              setShop(event.target.value);
              setOffset(0);
            }}
          >
            <option value="">{t('fleet.filter.allShops')}</option>
            {(data?.shops ?? []).map((item) => (
              <option key={item.id} value={item.id}>
                {item.name} ({item.boards})
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('fleet.filter.state')}
          <select
            className="input"
            value={state}
            data-testid="fleet-state-filter"
            onChange={(event) => {
              setState(event.target.value as FleetState | '');
              setOffset(0);
            }}
          >
            <option value="">{t('fleet.filter.allStates', { count: all })}</option>
            {STATES.map((item) => (
              <option key={item} value={item}>
                {t(`fleet.state.${item}`, { count: counts?.[item] ?? 0 })}
              </option>
            ))}
          </select>
        </label>
      </div>
      {error && (
        <p className="form-message" role="alert">
          {t('fleet.loadFailed')}
        </p>
      )}
      {data && total === 0 && <p className="muted">{t('fleet.empty')}</p>}
      {(total > FLEET_PAGE_SIZE || offset > 0) && (
        <div className="screen-health-pages">
          <span className="muted">
            {t('screenHealth.page', {
              from: Math.min(offset + 1, total),
              to: Math.min(offset + FLEET_PAGE_SIZE, total),
              total,
            })}
          </span>
          <button
            type="button"
            className="button button-small button-secondary"
            disabled={offset === 0}
            onClick={() => setOffset(Math.max(0, offset - FLEET_PAGE_SIZE))}
          >
            {t('screenHealth.previous')}
          </button>
          <button
            type="button"
            className="button button-small button-secondary"
            disabled={offset + FLEET_PAGE_SIZE >= total}
            onClick={() => setOffset(offset + FLEET_PAGE_SIZE)}
          >
            {t('screenHealth.next')}
          </button>
        </div>
      )}
      {data && data.items.length > 0 && (
        <table className="screen-health-table fleet-table" data-testid="fleet-table">
          <thead>
            <tr>
              <th scope="col">{t('fleet.column.shop')}</th>
              <th scope="col">{t('fleet.column.board')}</th>
              <th scope="col">{t('screenHealth.column.state')}</th>
              <th scope="col">{t('screenHealth.column.lastSeen')}</th>
              <th scope="col">{t('screenHealth.column.version')}</th>
              <th scope="col">{t('fleet.column.picture')}</th>
              <th scope="col">{t('screenHealth.column.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((board) => (
              <FleetRow
                key={`${board.shop_id} ${board.board_id}`}
                board={board}
                onChanged={() => void mutate()}
                onPictureAsked={pictureAsked}
              />
            ))}
          </tbody>
        </table>
      )}
      <SeenBoards shop={shop} onAdopted={() => void mutate()} />
    </Page>
  );
}
