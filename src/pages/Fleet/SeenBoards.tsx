import type { ReactElement } from 'react';
import type { SeenBoard, SeenPage } from '../../api/board-types';
import { errorText } from '../../api/errors';
import { useItem } from '../../api/hooks';
import { apiCreate } from '../../api/mutations';
import { toast } from '../../components/feedback/toast';
import { addressWords } from '../../components/ScreenHealth/board-choice';
import { useLocale, useT } from '../../i18n';
import { formatTime } from './FleetRow';

/** How often the list looks again (viewers come and go). */
const REFRESH_MS = 10_000;

/**
 * "Gezien via adres, niet gekoppeld": browsers that opened a board address and are no screen
 * (not counted, never alerted on). Staff adopt one as a screen ("Dit is een scherm", for a
 * shop that keeps a fixed address in a kiosk browser) or forget it.
 */
export function SeenBoards({
  shop,
  onAdopted,
}: {
  shop: string;
  onAdopted: () => void;
}): ReactElement | null {
  const t = useT();
  const locale = useLocale();
  const query = new URLSearchParams({ limit: '50' });
  if (shop) query.set('shop', shop);
  const { data, mutate } = useItem<SeenPage>(`/v1/fleet/seen?${query.toString()}`, {
    refreshInterval: REFRESH_MS,
  });
  if (!data || data.items.length === 0) return null;

  async function act(board: SeenBoard, action: 'adopt' | 'forget') {
    try {
      await apiCreate(`/v1/boards/shop/${board.shop_id}/${board.board_id}/${action}`, undefined, {
        handled: [404, 409],
      });
      toast('success', t(action === 'adopt' ? 'fleet.seen.adopted' : 'fleet.seen.forgotten'));
      void mutate();
      if (action === 'adopt') onAdopted();
    } catch (error) {
      toast('error', t('screenHealth.actionFailed', { detail: errorText(error) }));
    }
  }

  return (
    <section className="fleet-seen" data-testid="fleet-seen">
      <h2>{t('fleet.seen.title')}</h2>
      <p className="muted">{t('fleet.seen.help')}</p>
      <table className="screen-health-table">
        <thead>
          <tr>
            <th scope="col">{t('fleet.column.shop')}</th>
            <th scope="col">{t('fleet.seen.address')}</th>
            <th scope="col">{t('fleet.seen.stage')}</th>
            <th scope="col">{t('fleet.seen.lastSeen')}</th>
            <th scope="col">{t('screenHealth.column.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {data.items.map((board) => (
            <tr key={`${board.shop_id} ${board.board_id}`} data-board={board.board_id}>
              <td>{board.shop_name}</td>
              <td>
                <strong>{addressWords(board.page_url, t)}</strong>
                <div className="muted">
                  {t('screenHealth.unnamed', { id: board.board_id.slice(0, 8) })}
                </div>
              </td>
              <td>
                {board.stage_width}×{board.stage_height}
              </td>
              <td>{formatTime(board.last_seen_at, locale)}</td>
              <td>
                <div className="screen-health-actions">
                  <button
                    type="button"
                    className="button button-small"
                    onClick={() => void act(board, 'adopt')}
                  >
                    {t('fleet.seen.adopt')}
                  </button>
                  <button
                    type="button"
                    className="button button-small button-secondary"
                    onClick={() => void act(board, 'forget')}
                  >
                    {t('fleet.seen.forget')}
                  </button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
