import { useState, type FormEvent, type ReactElement } from 'react';
import type { PairingClaimed } from '../../api/board-types';
import { errorText } from '../../api/errors';
import { useList } from '../../api/hooks';
import { apiCreate, revalidate } from '../../api/mutations';
import type { Screen, Shop } from '../../api/types';
import { useT } from '../../i18n';
import { toast } from '../feedback/toast';

/** The board a move starts from, as the fleet and a shop's screen list have it. */
export interface MovableBoard {
  shopId: string;
  boardId: string;
  screenId: string | null;
  orientation: 'landscape' | 'portrait' | null;
  name: string;
}

/**
 * "Verplaatsen": staff send a paired stick to another shop of their groups (its board, or one
 * of its screens), or to another screen or orientation of the same shop, in one step
 * (`POST /v1/boards/shop/{shopId}/{boardId}/move`). The stick hears it on its socket and shows
 * the new menu; its old key stops working at once.
 */
export function MoveBoardForm({
  board,
  onDone,
}: {
  board: MovableBoard;
  onDone: (moved: boolean) => void;
}): ReactElement {
  const t = useT();
  const [shopId, setShopId] = useState(board.shopId);
  const [screenId, setScreenId] = useState(board.screenId ?? '');
  const [orientation, setOrientation] = useState<'landscape' | 'portrait'>(
    board.orientation ?? 'landscape',
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const shops = useList<Shop>('/v1/shops', {
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

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      await apiCreate<PairingClaimed>(
        `/v1/boards/shop/${board.shopId}/${board.boardId}/move`,
        { shop_id: shopId, screen_id: screenId || null, orientation },
        { handled: [400, 404, 409] },
      );
      toast('success', t('fleet.move.done', { name: board.name }));
      void revalidate([
        `/v1/boards/shop/${board.shopId}`,
        `/v1/boards/shop/${shopId}`,
        '/v1/fleet',
      ]);
      onDone(true);
    } catch (error) {
      setProblem(errorText(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      className="move-board"
      aria-label={t('fleet.move.title', { name: board.name })}
      data-testid="move-board"
      onSubmit={(event) => void handleSubmit(event)}
    >
      <p className="muted">{t('fleet.move.help')}</p>
      <div className="pair-screen-fields">
        <label>
          {t('fleet.move.shop')}
          <select
            className="input"
            name="shop"
            value={shopId}
            onChange={(event) => {
              setShopId(event.target.value);
              setScreenId('');
            }}
          >
            {shops.items.map((shop) => (
              <option key={shop.id} value={shop.id}>
                {shop.name}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('fleet.pairing.shows')}
          <select
            className="input"
            name="screen"
            value={screenId}
            onChange={(event) => setScreenId(event.target.value)}
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
            onChange={(event) => setOrientation(event.target.value as 'landscape' | 'portrait')}
          >
            <option value="landscape">{t('fleet.orientation.landscape')}</option>
            <option value="portrait">{t('fleet.orientation.portrait')}</option>
          </select>
        </label>
        <button type="submit" className="button button-small" disabled={busy}>
          {t('fleet.move.submit')}
        </button>
        <button
          type="button"
          className="button button-small button-secondary"
          onClick={() => onDone(false)}
        >
          {t('common.cancel')}
        </button>
      </div>
      {problem && (
        <p className="form-message" role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}
