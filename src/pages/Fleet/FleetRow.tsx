import { useState, type FormEvent, type ReactElement } from 'react';
import type { FleetBoard, FleetState } from '../../api/board-types';
import { errorText } from '../../api/errors';
import { apiCreate, apiUpdate } from '../../api/mutations';
import { Badge, type BadgeTone } from '../../components/ui/Badge';
import { useConfirm } from '../../components/modals/ConfirmProvider';
import { toast } from '../../components/feedback/toast';
import { Modal } from '../../components/modals/Modal';
import {
  addressWords,
  boardAddressWords,
  choiceWords,
} from '../../components/ScreenHealth/board-choice';
import { MoveBoardForm } from '../../components/ScreenHealth/MoveBoardForm';
import { versionText } from '../../components/ScreenHealth/board-version';
import { useLocale, useT, type Translate } from '../../i18n';
import { BoardPicture } from './BoardPicture';

const TONES: Record<FleetState, BadgeTone> = {
  online: 'green',
  starting: 'blue',
  offline: 'red',
  outdated: 'yellow',
  failing: 'red',
  closed: 'neutral',
};

export function boardName(board: FleetBoard, t: Translate): string {
  return board.name || t('screenHealth.unnamed', { id: board.board_id.slice(0, 8) });
}

export function formatTime(iso: string | null, locale: string): string | null {
  if (!iso) return null;
  return new Date(iso).toLocaleString(locale === 'en' ? 'en-GB' : 'nl-NL', {
    dateStyle: 'short',
    timeStyle: 'medium',
  });
}

/** What the board shows: what it was paired to, in words, else the address it reported. */
function shows(board: FleetBoard, t: Translate): string {
  if (board.kind === 'screen' || board.paired)
    return choiceWords(
      {
        screenName: board.kind === 'screen' ? board.name : null,
        orientation: board.orientation,
        view: board.view,
        theme: board.theme,
      },
      t,
    );
  // An adopted address board: what its address shows, and that it came by its address.
  if (board.page_url) {
    const words = boardAddressWords(board.page_url, t);
    return words ? t('fleet.shows.byAddress', { what: words }) : addressWords(board.page_url, t);
  }
  return t('screenHealth.kind.device');
}

function boardPath(board: FleetBoard, action: string): string {
  return `/v1/boards/shop/${board.shop_id}/${board.board_id}/${action}`;
}

/** One board of the fleet, with its picture and its actions. */
export function FleetRow({
  board,
  onChanged,
  onPictureAsked,
}: {
  board: FleetBoard;
  onChanged: () => void;
  /** Staff asked this board for a picture: the list looks again more often for a while. */
  onPictureAsked: () => void;
}): ReactElement {
  const t = useT();
  const locale = useLocale();
  const confirm = useConfirm();
  const [renaming, setRenaming] = useState(false);
  const [moving, setMoving] = useState(false);
  const [draft, setDraft] = useState(board.name);
  const name = boardName(board, t);

  async function act(action: 'reload' | 'identify' | 'screenshot') {
    try {
      await apiCreate(boardPath(board, action), undefined, { handled: [404] });
      if (action === 'reload') toast('info', t('screenHealth.reloadSent', { name }));
      else if (action === 'identify') toast('info', t('screenHealth.identifySent', { name }));
      else {
        toast('info', t('fleet.showScreenSent', { name }));
        onPictureAsked();
      }
    } catch (error) {
      toast('error', t('screenHealth.actionFailed', { detail: errorText(error) }));
    }
  }

  async function unpair() {
    const sure = await confirm({
      title: t('fleet.unpairTitle'),
      message: t('fleet.unpairConfirm', { name }),
      confirmLabel: t('fleet.unpair'),
      tone: 'danger',
    });
    if (!sure) return;
    try {
      await apiCreate(boardPath(board, 'unpair'), undefined, { handled: [404] });
      toast('success', t('fleet.unpaired', { name }));
      onChanged();
    } catch (error) {
      toast('error', t('screenHealth.actionFailed', { detail: errorText(error) }));
    }
  }

  async function rename(event: FormEvent) {
    event.preventDefault();
    try {
      await apiUpdate(boardPath(board, 'name'), { name: draft.trim() }, { handled: [400, 404] });
      toast('success', t('screenHealth.renamed'));
      setRenaming(false);
      onChanged();
    } catch (error) {
      toast('error', t('screenHealth.actionFailed', { detail: errorText(error) }));
    }
  }

  const pictureTime = formatTime(board.screenshot_at, locale);
  return (
    <tr
      data-testid="fleet-row"
      data-board-id={board.board_id}
      data-state={board.state}
      data-name={board.name}
    >
      <td>{board.shop_name}</td>
      <td>
        {renaming ? (
          <form className="screen-health-rename" onSubmit={(event) => void rename(event)}>
            <input
              className="input input-small"
              aria-label={t('screenHealth.renamePrompt')}
              value={draft}
              maxLength={60}
              required
              onChange={(event) => setDraft(event.target.value)}
            />
            <button type="submit" className="button button-small">
              {t('common.save')}
            </button>
            <button
              type="button"
              className="button button-small button-secondary"
              onClick={() => setRenaming(false)}
            >
              {t('common.cancel')}
            </button>
          </form>
        ) : (
          <>
            <strong>{name}</strong>
            <div className="muted" data-testid="fleet-shows">
              {shows(board, t)}
            </div>
          </>
        )}
        <Modal
          open={moving}
          title={t('fleet.move.title', { name })}
          onClose={() => setMoving(false)}
        >
          <MoveBoardForm
            board={{
              shopId: board.shop_id,
              boardId: board.board_id,
              screenId: board.screen_id,
              orientation: board.orientation,
              view: board.view,
              theme: board.theme,
              name,
            }}
            onDone={(moved) => {
              setMoving(false);
              if (moved) onChanged();
            }}
          />
        </Modal>
      </td>
      <td>
        <Badge
          tone={TONES[board.state]}
          title={board.state === 'closed' ? t('fleet.badge.closedHelp') : undefined}
        >
          {board.state === 'closed'
            ? t('fleet.badge.closed')
            : t(`screenHealth.state.${board.state}`)}
        </Badge>
      </td>
      <td>{formatTime(board.reported_at, locale) ?? t('screenHealth.never')}</td>
      <td>{versionText(board, t)}</td>
      <td className="fleet-picture-cell">
        {board.screenshot_at && pictureTime ? (
          <>
            <BoardPicture
              shopId={board.shop_id}
              boardId={board.board_id}
              takenAt={board.screenshot_at}
              alt={t('fleet.pictureAlt', { name, time: pictureTime })}
            />
            <div className="muted">{t('fleet.pictureAt', { time: pictureTime })}</div>
          </>
        ) : (
          <span className="muted">{t('fleet.noPicture')}</span>
        )}
      </td>
      <td>
        <div className="screen-health-actions">
          <button
            type="button"
            className="button button-small"
            onClick={() => void act('screenshot')}
          >
            {t('fleet.showScreen')}
          </button>
          <button
            type="button"
            className="button button-small button-secondary"
            onClick={() => void act('reload')}
          >
            {t('screenHealth.reload')}
          </button>
          <button
            type="button"
            className="button button-small button-secondary"
            onClick={() => void act('identify')}
          >
            {t('screenHealth.identify')}
          </button>
          {board.kind === 'device' && !renaming && (
            <button
              type="button"
              className="button button-small button-secondary"
              onClick={() => {
                setDraft(board.name);
                setRenaming(true);
              }}
            >
              {t('screenHealth.rename')}
            </button>
          )}
          {board.paired && !moving && (
            <button
              type="button"
              className="button button-small button-secondary"
              onClick={() => {
                setRenaming(false);
                setMoving(true);
              }}
            >
              {t('fleet.move')}
            </button>
          )}
          {(board.paired || board.kind === 'device') && (
            <button
              type="button"
              className="button button-small button-danger"
              onClick={() => void unpair()}
            >
              {t('fleet.unpair')}
            </button>
          )}
        </div>
      </td>
    </tr>
  );
}
