import { useState, type FormEvent, type ReactElement } from 'react';
import type { PairingClaimed } from '../../api/board-types';
import { errorText } from '../../api/errors';
import { apiCreate, revalidate } from '../../api/mutations';
import { useT } from '../../i18n';
import { toast } from '../feedback/toast';
import { BoardTargetFields, type StickOrientation } from './BoardTargetFields';

/** The board a move starts from, as the fleet and a shop's screen list have it. */
export interface MovableBoard {
  shopId: string;
  boardId: string;
  screenId: string | null;
  orientation: StickOrientation | null;
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
  const [orientation, setOrientation] = useState<StickOrientation>(
    board.orientation ?? 'landscape',
  );
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

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
        <BoardTargetFields
          shopId={shopId}
          screenId={screenId}
          orientation={orientation}
          onShopChange={(next) => {
            setShopId(next);
            setScreenId('');
          }}
          onScreenChange={setScreenId}
          onOrientationChange={setOrientation}
        />
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
