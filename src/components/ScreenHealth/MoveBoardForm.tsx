import { useState, type FormEvent, type ReactElement } from 'react';
import type { PairingClaimed } from '../../api/board-types';
import { errorText } from '../../api/errors';
import { apiCreate, revalidate } from '../../api/mutations';
import type { BoardTheme } from '../../domain/board-view';
import { useT } from '../../i18n';
import { toast } from '../feedback/toast';
import { targetBody, targetOf, type BoardTarget, type StickOrientation } from './board-choice';
import { BoardTargetFields } from './BoardTargetFields';

/** The board a change starts from, as the fleet and a shop's screen list have it. */
export interface MovableBoard {
  shopId: string;
  boardId: string;
  screenId: string | null;
  orientation: StickOrientation | null;
  /** What it shows now (`board`, a list, `show:{id}`) and its theme, when the list knows. */
  view?: string | null;
  theme?: BoardTheme | null;
  name: string;
}

/**
 * "Wijzig wat dit scherm toont": staff choose another of the shop's boards, orientation or
 * theme for a paired stick, or another shop of their groups (a move), in one step
 * (`POST /v1/boards/shop/{shopId}/{boardId}/move`). The stick hears it on its socket and shows
 * the new choice without a reload; its old key stops working at once.
 */
export function MoveBoardForm({
  board,
  onDone,
}: {
  board: MovableBoard;
  onDone: (moved: boolean) => void;
}): ReactElement {
  const t = useT();
  const [target, setTarget] = useState<BoardTarget>(() => targetOf(board));
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      await apiCreate<PairingClaimed>(
        `/v1/boards/shop/${board.shopId}/${board.boardId}/move`,
        targetBody(target),
        { handled: [400, 404, 409] },
      );
      toast('success', t('fleet.move.done', { name: board.name }));
      void revalidate([
        `/v1/boards/shop/${board.shopId}`,
        `/v1/boards/shop/${target.shopId}`,
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
        <BoardTargetFields value={target} onChange={setTarget} chooseShop />
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
